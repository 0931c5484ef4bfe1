import Foundation

/// The roadmap: `roadmap/roadmap.json` (groups, the complexity scale, status names) and one markdown page per spec
/// or overview in `roadmap/*.md`.
///
/// A spec's front matter: `title`, `summary`, `status`, `complexity`, `group` (required), `source`,
/// `complexity_note`, `after` (slugs of specs that ship first), `order` (position in its group; ties by slug). A page
/// without `status` is an overview: it has a title and a body, may have a `summary` and `source`, and a group can
/// link to it. The slug is the file name without `.md`.
public struct RoadmapLibrary: Sendable, Hashable {
    /// One step of the complexity scale.
    public struct Level: Sendable, Hashable, Codable {
        public let level: Int
        public let label: String
        public let description: String
    }

    /// A status a spec can have and its badge text.
    public struct Status: Sendable, Hashable, Codable {
        public let key: String
        public let label: String
    }

    /// A section of the index.
    public struct Group: Sendable, Hashable, Codable {
        public let key: String
        public let title: String
        public let description: String
        /// Slug of an overview page the section links to ("Read the …").
        public let overview: String?
    }

    /// What a spec page has beyond an overview.
    public struct Spec: Sendable, Hashable {
        public let status: String
        public let complexity: Int
        public let complexityNote: String?
        public let group: String
        public let after: [String]
        public let order: Int?
    }

    /// One page under `/roadmap/{slug}`.
    public struct Page: Sendable, Hashable {
        public let slug: String
        /// Path in the data folder (`roadmap/price-gap.md`).
        public let file: String
        public let title: String
        public let summary: String?
        public let source: String?
        /// Nil for an overview page.
        public let spec: Spec?
        public let body: String
    }

    /// The status every spec not yet planned has; the index counts them apart.
    public static let ideaStatus = "idea"

    public let levels: [Level]
    public let statuses: [Status]
    public let groups: [Group]
    /// Every spec in index order: by group, then `order`, then slug.
    public let specs: [Page]
    /// Every page (specs and overviews) by slug.
    public let pages: [String: Page]

    /// The page with this slug.
    public func page(_ slug: String) -> Page? { pages[slug] }

    /// The badge text of a status key.
    public func statusLabel(_ key: String) -> String? { statuses.first { $0.key == key }?.label }

    /// The scale step of a complexity.
    public func level(_ value: Int) -> Level? { levels.first { $0.level == value } }

    /// Reads the index file and the pages (`files`: path → bytes, every path under `roadmap/`).
    ///
    /// - Throws: ``DatasetLoadError`` naming the file and the problem: bad JSON, a front matter key missing or
    ///   unknown, a value outside the index's groups, statuses or scale, an `after` or overview slug no page has.
    static func load(_ files: [String: Data]) throws(DatasetLoadError) -> RoadmapLibrary {
        let indexPath = "roadmap/roadmap.json"
        guard let indexData = files[indexPath] else {
            throw DatasetLoadError(kind: .missingFile, file: indexPath, detail: "the roadmap folder needs its index file")
        }
        let index = try DatasetFileDecoder.decode(IndexFile.self, from: indexData, file: indexPath)
        var pages: [String: Page] = [:]
        for path in files.keys.sorted() where path.hasSuffix(".md") {
            let page = try parse(path, String(decoding: files[path] ?? Data(), as: UTF8.self), index: index)
            pages[page.slug] = page
        }
        for page in pages.values {
            for slug in page.spec?.after ?? [] where pages[slug]?.spec == nil {
                throw FrontMatter.error(page.file, "\u{201C}after\u{201D} names \(slug), which is not a roadmap spec",
                                        key: "after")
            }
        }
        for group in index.groups {
            if let overview = group.overview, pages[overview] == nil {
                throw DatasetLoadError(kind: .invalidValue, file: indexPath, codingPath: "groups.\(group.key).overview",
                                       detail: "no roadmap page is named \(overview)")
            }
        }
        let groupOrder = Dictionary(index.groups.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { a, _ in a })
        let specs = pages.values.filter { $0.spec != nil }.sorted { a, b in
            let ga = groupOrder[a.spec!.group] ?? 0, gb = groupOrder[b.spec!.group] ?? 0
            if ga != gb { return ga < gb }
            let oa = a.spec!.order ?? Int.max, ob = b.spec!.order ?? Int.max
            return oa != ob ? oa < ob : a.slug < b.slug
        }
        return RoadmapLibrary(levels: index.complexity, statuses: index.statuses, groups: index.groups, specs: specs,
                              pages: pages)
    }

    private struct IndexFile: Decodable {
        let complexity: [Level]
        let statuses: [Status]
        let groups: [Group]
    }

    private static let keys: Set<String> = [
        "title", "summary", "status", "complexity", "complexity_note", "group", "source", "after", "order",
    ]

    private static func parse(_ path: String, _ text: String, index: IndexFile) throws(DatasetLoadError) -> Page {
        let slug = String(path.dropFirst("roadmap/".count).dropLast(".md".count))
        guard !slug.contains("/"), ContentRules.isSlug(slug) else {
            throw FrontMatter.error(path, "a roadmap page's file name must be lower-case letters, digits and hyphens")
        }
        let fm = try FrontMatter(text, file: path)
        try fm.requireKnown(keys, file: path)
        try ContentRules.checkBody(fm.body, file: path)
        let title = try fm.required("title", file: path)
        var spec: Spec?
        if let status = fm.optional("status") {
            guard index.statuses.contains(where: { $0.key == status }) else {
                throw FrontMatter.error(path, "\u{201C}status\u{201D} must be one of "
                    + index.statuses.map(\.key).joined(separator: ", "), key: "status")
            }
            let written = try fm.required("complexity", file: path)
            guard let complexity = Int(written), index.complexity.contains(where: { $0.level == complexity }) else {
                throw FrontMatter.error(path, "\u{201C}complexity\u{201D} must be one of "
                    + index.complexity.map { String($0.level) }.joined(separator: ", "), key: "complexity")
            }
            let group = try fm.required("group", file: path)
            guard index.groups.contains(where: { $0.key == group }) else {
                throw FrontMatter.error(path, "\u{201C}group\u{201D} must be one of "
                    + index.groups.map(\.key).joined(separator: ", "), key: "group")
            }
            _ = try fm.required("summary", file: path)
            var order: Int?
            if let text = fm.optional("order") {
                guard let n = Int(text) else { throw FrontMatter.error(path, "\u{201C}order\u{201D} must be a whole number", key: "order") }
                order = n
            }
            spec = Spec(status: status, complexity: complexity, complexityNote: fm.optional("complexity_note"),
                        group: group, after: fm.list("after"), order: order)
        } else {
            for key in ["complexity", "complexity_note", "group", "after", "order"] where fm.optional(key) != nil {
                throw FrontMatter.error(path, "\u{201C}\(key)\u{201D} needs a \u{201C}status\u{201D} (only specs have one)",
                                        key: key)
            }
        }
        return Page(slug: slug, file: path, title: title, summary: fm.optional("summary"), source: fm.optional("source"),
                    spec: spec, body: fm.body)
    }
}
