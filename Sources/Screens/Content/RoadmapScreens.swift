import Core
public import Domain
public import QuadAPIModels

/// Builds `GET /roadmap` and `GET /roadmap/{slug}` from the dataset's `roadmap/` pages (screens-map §6.5).
///
/// ```swift
/// let index = try RoadmapScreens.index(snapshot)
/// let page = try RoadmapScreens.page(snapshot, slug: index.groups[0].specs[0].slug, renderer: GFMRenderer())
/// page.html   // the spec, rendered
/// ```
public enum RoadmapScreens {
    /// The index: how many specs are planned (and ideas), the complexity scale with counts, and the specs by group.
    ///
    /// - Throws: ``APIError`` 404 when the dataset has no roadmap.
    public static func index(_ snapshot: DatasetSnapshot) throws(APIError) -> RoadmapIndexResponse {
        let roadmap = try library(snapshot)
        let ideas = roadmap.specs.filter { $0.spec?.status == RoadmapLibrary.ideaStatus }.count
        let planned = roadmap.specs.count - ideas
        let levels = roadmap.levels.map { level in
            let n = roadmap.specs.filter { $0.spec?.complexity == level.level }.count
            return RoadmapLevel(level: level.level, label: level.label, description: level.description, specs: n,
                                specsLabel: "\(n) specs")
        }
        let groups = roadmap.groups.compactMap { group -> RoadmapGroup? in
            let specs = roadmap.specs.filter { $0.spec?.group == group.key }
            guard !specs.isEmpty else { return nil }
            let overview = group.overview.flatMap(roadmap.page).map {
                Link(label: "Read the \($0.title.lowercased())", href: href($0.slug))
            }
            return RoadmapGroup(key: group.key, title: group.title, description: group.description, overview: overview,
                                specs: specs.map { entry($0, roadmap) })
        }
        return RoadmapIndexResponse(
            title: "Roadmap", url: "/roadmap", eyebrow: "Roadmap", headline: "What's coming next",
            intro: "Every planned feature starts as a written spec: the question it answers, where the data comes from, "
                + "how it will appear on the site, and what's still open. Plans change as the research does, so "
                + "treat these as working documents, not promises. The Ideas section holds directions that aren't "
                + "planned yet.",
            planned: planned, ideas: ideas, countLabel: "specs planned" + (ideas > 0 ? " \u{B7} \(ideas) ideas" : ""),
            complexity: RoadmapScale(heading: "How complexity is rated", levels: levels), groups: groups,
            publish: snapshot.publishID)
    }

    /// One page: a spec's facts, the rendered body with its contents, and the specs before and after it.
    ///
    /// - Throws: ``APIError`` 404 for a slug no page has (or a dataset without a roadmap).
    public static func page(_ snapshot: DatasetSnapshot, slug: String, renderer: any MarkdownRendering)
        throws(APIError) -> RoadmapPageResponse
    {
        let roadmap = try library(snapshot)
        guard let page = roadmap.page(slug) else { throw APIError.notFound("There is no roadmap page with that name.") }
        let rendered = renderer.render(page.body) { snapshot.content.resolve($0, from: page.file) }
        var response = RoadmapPageResponse(
            slug: page.slug, title: page.title, url: href(page.slug), breadcrumb: Link(label: "Roadmap", href: "/roadmap"),
            summary: page.summary, source: page.source, html: rendered.html,
            toc: rendered.toc.map { ContentHeading(id: $0.id, text: $0.text) }, publish: snapshot.publishID)
        if let spec = page.spec {
            response.group = roadmap.groups.first { $0.key == spec.group }?.title
            response.complexity = complexity(spec, roadmap, note: true)
            response.status = spec.status
            response.statusLabel = roadmap.statusLabel(spec.status)
            response.after = after(spec, roadmap)
            response.source = page.source ?? "Multiple sources"
            if let i = roadmap.specs.firstIndex(where: { $0.slug == page.slug }) {
                if i > 0 { response.previous = pager("Previous", roadmap.specs[i - 1], roadmap) }
                if i + 1 < roadmap.specs.count { response.next = pager("Next", roadmap.specs[i + 1], roadmap) }
            }
        }
        return response
    }

    static func library(_ snapshot: DatasetSnapshot) throws(APIError) -> RoadmapLibrary {
        guard let roadmap = snapshot.content.roadmap else { throw APIError.notFound("This dataset has no roadmap.") }
        return roadmap
    }

    static func href(_ slug: String) -> String { "/roadmap/\(slug)" }

    static func entry(_ page: RoadmapLibrary.Page, _ roadmap: RoadmapLibrary) -> RoadmapEntry {
        let spec = page.spec!
        return RoadmapEntry(
            slug: page.slug, href: href(page.slug), title: page.title, summary: page.summary ?? "", status: spec.status,
            statusLabel: spec.status == "planned" ? nil : roadmap.statusLabel(spec.status), source: page.source,
            after: after(spec, roadmap), complexity: complexity(spec, roadmap, note: false))
    }

    static func complexity(_ spec: RoadmapLibrary.Spec, _ roadmap: RoadmapLibrary, note: Bool) -> RoadmapComplexity {
        RoadmapComplexity(level: spec.complexity, of: roadmap.levels.map(\.level).max() ?? spec.complexity,
                          label: roadmap.level(spec.complexity)?.label ?? String(spec.complexity),
                          note: note ? spec.complexityNote : nil)
    }

    static func after(_ spec: RoadmapLibrary.Spec, _ roadmap: RoadmapLibrary) -> [Link] {
        spec.after.compactMap(roadmap.page).map { Link(label: $0.title, href: href($0.slug)) }
    }

    static func pager(_ label: String, _ page: RoadmapLibrary.Page, _ roadmap: RoadmapLibrary) -> ContentPager {
        ContentPager(label: label, title: page.title, href: href(page.slug),
                     detail: page.spec.flatMap { roadmap.level($0.complexity)?.label })
    }
}
