import Foundation
import Testing
@testable import Domain

/// Roadmap pages and release notes: parsed and checked at load; a bad page stops the load naming the file; links
/// between pages resolve to site URLs.
struct SiteContentTests {
    static let roadmapIndex = Data("""
        {"complexity": [{"level": 1, "label": "Small", "description": "d"}, {"level": 2, "label": "Medium", "description": "d"}],
         "statuses": [{"key": "planned", "label": "Planned"}, {"key": "idea", "label": "Idea"}],
         "groups": [{"key": "g", "title": "G", "description": "d", "overview": "over"}]}
        """.utf8)
    static let kinds = Data(#"{"kinds": [{"key": "fix", "label": "Fix", "description": "d", "color": "d-size"}]}"#.utf8)

    static func spec(_ extra: String = "", body: String = "## One\n\nText.") -> String {
        "---\ntitle: A spec\nsummary: S\nstatus: planned\ncomplexity: 2\ngroup: g\n\(extra)---\n\(body)\n"
    }

    static let overview = Data("---\ntitle: Over\n---\nWhat it is.\n".utf8)

    static func roadmap(_ files: [String: String]) throws(DatasetLoadError) -> SiteContent {
        try SiteContent.load(["roadmap/roadmap.json": roadmapIndex, "roadmap/over.md": overview]
            .merging(files.mapValues { Data($0.utf8) }) { _, b in b })
    }

    static func note(_ front: String, body: String = "## What\n\nText.") -> Data {
        Data("---\n\(front)\n---\n\(body)\n".utf8)
    }

    static func failure(_ load: () throws(DatasetLoadError) -> SiteContent) -> DatasetLoadError? {
        do {
            _ = try load()
            return nil
        } catch {
            return error
        }
    }

    @Test func theSampleContentLoads() throws {
        let snapshot = try DatasetFixtures.load(FixtureDatasets.committedSample)
        let roadmap = try #require(snapshot.content.roadmap)
        #expect(roadmap.specs.map(\.slug) == ["national-trends", "price-gap", "net-price-estimator", "award-letters",
                                              "visit-trips"])
        #expect(roadmap.pages.count == 6)
        #expect(roadmap.page("price-gap")?.spec?.after == ["national-trends"])
        #expect(roadmap.page("planning-overview")?.spec == nil)
        let notes = try #require(snapshot.content.releaseNotes)
        #expect(notes.notes.map(\.slug) == ["home-and-data-pages", "roadmap-reader", "calendar-review", "score-ranges-fix",
                                            "trend-studies-plan"])
    }

    @Test func aGoodSpecParses() throws {
        let content = try Self.roadmap(["roadmap/a-spec.md": Self.spec("source: IPEDS ADM\ncomplexity_note: Why\norder: 3\n")])
        let page = try #require(content.roadmap?.page("a-spec"))
        #expect(page.title == "A spec")
        #expect(page.source == "IPEDS ADM")
        #expect(page.spec == RoadmapLibrary.Spec(status: "planned", complexity: 2, complexityNote: "Why", group: "g",
                                                 after: [], order: 3))
        #expect(page.body == "## One\n\nText.\n")
    }

    @Test func badRoadmapPagesStopTheLoadNamingTheFileAndTheKey() {
        let cases: [(String, String, String?)] = [
            ("no front matter", "must start with a --- front matter block", nil),
            ("---\ntitle: x\n", "the front matter block has no closing ---", nil),
            (Self.spec("colour: red\n"), "unknown front matter key \u{201C}colour\u{201D}", "colour"),
            (Self.spec().replacing("status: planned", with: "status: someday"), "\u{201C}status\u{201D} must be one of planned, idea", "status"),
            (Self.spec().replacing("complexity: 2", with: "complexity: 5"), "\u{201C}complexity\u{201D} must be one of 1, 2", "complexity"),
            (Self.spec().replacing("group: g", with: "group: h"), "\u{201C}group\u{201D} must be one of g", "group"),
            (Self.spec("after: nothing-here\n"), "\u{201C}after\u{201D} names nothing-here, which is not a roadmap spec", "after"),
            (Self.spec(body: "# A spec\n\nText."), "no # heading in the body: the page shows the title from the front matter", nil),
            (Self.spec(body: ""), "the body is empty", nil),
            (Self.spec().replacing("summary: S\n", with: ""), "missing \u{201C}summary\u{201D}", "summary"),
        ]
        for (data, detail, key) in cases {
            let error = Self.failure { () throws(DatasetLoadError) in try Self.roadmap(["roadmap/a-spec.md": data]) }
            #expect(error?.file == "roadmap/a-spec.md", "\(detail)")
            #expect(error?.detail == detail)
            #expect(error?.codingPath == key, "\(detail)")
        }
        // A `#` line inside fenced code is not a heading.
        #expect(Self.failure { () throws(DatasetLoadError) in
            try Self.roadmap(["roadmap/a-spec.md": Self.spec(body: "```sh\n# a comment\n```")])
        } == nil)
        #expect(Self.failure { () throws(DatasetLoadError) in try Self.roadmap(["roadmap/Bad_Name.md": Self.spec()]) }?.detail
            == "a roadmap page's file name must be lower-case letters, digits and hyphens")
        #expect(Self.failure { () throws(DatasetLoadError) in try SiteContent.load(["roadmap/a.md": Data(Self.spec().utf8)]) }?.kind
            == .missingFile)
        // A group overview that no page is.
        #expect(Self.failure { () throws(DatasetLoadError) in
            try SiteContent.load(["roadmap/roadmap.json": Self.roadmapIndex, "roadmap/a.md": Data(Self.spec().utf8)])
        }?.codingPath == "groups.g.overview")
    }

    @Test func badReleaseNotesStopTheLoad() {
        let good = "title: T\npr: 12\ndate: 2026-10-06\nkind: fix\nsummary: S"
        #expect(Self.failure { () throws(DatasetLoadError) in
            try SiteContent.load(["release-notes/release-notes.json": Self.kinds, "release-notes/n.md": Self.note(good)])
        } == nil)
        let cases: [(String, String)] = [
            (good.replacing("pr: 12", with: "pr: twelve"), "\u{201C}pr\u{201D} must be a pull request number"),
            (good.replacing("pr: 12", with: "pr: 0"), "\u{201C}pr\u{201D} must be a pull request number"),
            (good.replacing("2026-10-06", with: "2026-02-30"), "\u{201C}date\u{201D} must be YYYY-MM-DD"),
            (good.replacing("2026-10-06", with: "Oct 6"), "\u{201C}date\u{201D} must be YYYY-MM-DD"),
            (good.replacing("kind: fix", with: "kind: bug"), "\u{201C}kind\u{201D} must be one of fix"),
            (good.replacing("title: T\n", with: ""), "missing \u{201C}title\u{201D}"),
        ]
        for (front, detail) in cases {
            let error = Self.failure { () throws(DatasetLoadError) in
                try SiteContent.load(["release-notes/release-notes.json": Self.kinds, "release-notes/n.md": Self.note(front)])
            }
            #expect(error?.file == "release-notes/n.md")
            #expect(error?.detail == detail)
        }
    }

    @Test func aBrokenPageFailsTheDatasetLoad() throws {
        let dir = FixtureDatasets.scratch("content")
        defer { DatasetFixtures.remove(dir) }
        try FileManager.default.copyItem(at: FixtureDatasets.committedSample, to: dir)
        try Data("---\ntitle: Broken\nstatus: planned\n---\nBody.\n".utf8)
            .write(to: dir.appendingPathComponent("roadmap/broken.md"))
        do {
            _ = try DatasetLoader().load(from: dir, loadedAt: Date())
            Issue.record("a broken roadmap page loaded")
        } catch {
            #expect(error.description == "roadmap/broken.md: complexity: missing \u{201C}complexity\u{201D}")
        }
    }

    @Test func linksToOtherPagesBecomeSiteURLs() throws {
        let snapshot = try DatasetFixtures.load(FixtureDatasets.committedSample)
        let c = snapshot.content
        #expect(c.resolve("price-gap.md#method", from: "roadmap/national-trends.md")
            == MarkdownLink(href: "/roadmap/price-gap#method", pageTitle: "The price gap"))
        #expect(c.resolve("./price-gap.md", from: "roadmap/national-trends.md").href == "/roadmap/price-gap")
        #expect(c.resolve("../roadmap/price-gap.md", from: "release-notes/roadmap-reader.md").href == "/roadmap/price-gap")
        #expect(c.resolve("roadmap-reader.md", from: "release-notes/home-and-data-pages.md")
            == MarkdownLink(href: "/release-notes/roadmap-reader", pageTitle: "A reader for the roadmap"))
        // Left as written: full URLs, same-page anchors, site paths, files that are no page, paths above the folder.
        for href in ["https://nces.ed.gov/ipeds/", "mailto:a@b.org", "#method", "/data#now", "missing.md", "../../x.md",
                     "../schools.json", ""] {
            #expect(c.resolve(href, from: "roadmap/national-trends.md") == MarkdownLink(href: href), "\(href)")
        }
    }

    @Test func headingSlugsAreGitHubs() {
        #expect(HeadingSlugs.slug("Why it lags") == "why-it-lags")
        #expect(HeadingSlugs.slug("  Data & sources  ") == "data--sources")
        #expect(HeadingSlugs.slug("What’s new? (2026)") == "whats-new-2026")
        #expect(HeadingSlugs.slug("snake_case and-dash") == "snake_case-and-dash")
        #expect(HeadingSlugs.slug("Élan vital") == "élan-vital")
        var slugs = HeadingSlugs()
        #expect([slugs.next("A"), slugs.next("a"), slugs.next("A!"), slugs.next("B")] == ["a", "a-1", "a-2", "b"])
    }
}
