import Core
import Domain
import Foundation
import Markdown
import QuadAPIModels
@testable import Screens
import Testing

/// The roadmap and release notes of the bundled sample (the pages in `Tests/Fixtures/content`), rendered with
/// libcmark-gfm. Counts and orders are worked out by hand from those files' front matter.
struct ContentScreensTests {
    static let renderer = GFMRenderer()
    static var snapshot: DatasetSnapshot { SampleDataset.snapshot }

    @Test func roadmapIndexCountsAndGroups() throws {
        let index = try RoadmapScreens.index(Self.snapshot)
        // Five specs: four planned work (planned ×3, draft) and one idea.
        #expect(index.planned == 4)
        #expect(index.ideas == 1)
        #expect(index.countLabel == "specs planned \u{B7} 1 ideas")
        // Complexity 1: visit-trips; 2: price-gap, award-letters; 3: national-trends, net-price-estimator; 4: none.
        #expect(index.complexity.levels.map(\.specsLabel) == ["1 specs", "2 specs", "2 specs", "0 specs"])
        #expect(index.complexity.levels.map(\.label) == ["Small", "Medium", "Large", "Extra large"])
        #expect(index.groups.map(\.key) == ["national-trends", "planning", "ideas"])
        #expect(index.groups.map { $0.specs.map(\.slug) } == [["national-trends", "price-gap"],
                                                             ["net-price-estimator", "award-letters"], ["visit-trips"]])
        #expect(index.groups[1].overview == Link(label: "Read the planning tools overview", href: "/roadmap/planning-overview"))
        #expect(index.groups[0].overview == nil)
        let price = index.groups[0].specs[1]
        #expect(price.statusLabel == nil)  // planned: no badge
        #expect(price.source == "IPEDS SFA")
        #expect(price.after == [Link(label: "National trends", href: "/roadmap/national-trends")])
        #expect(price.complexity == RoadmapComplexity(level: 2, of: 4, label: "Medium"))
        #expect(index.groups[1].specs[0].statusLabel == "Early draft")
        #expect(index.groups[2].specs[0].statusLabel == "Idea")
    }

    @Test func aSpecPage() throws {
        let page = try RoadmapScreens.page(Self.snapshot, slug: "price-gap", renderer: Self.renderer)
        #expect(page.title == "The price gap")
        #expect(page.group == "National trends")
        #expect(page.complexity == RoadmapComplexity(level: 2, of: 4, label: "Medium",
                                                     note: "Several money series after inflation, and agreement with the Home fact to the number."))
        #expect(page.statusLabel == "Planned")
        #expect(page.source == "IPEDS SFA")
        #expect(page.after == [Link(label: "National trends", href: "/roadmap/national-trends")])
        // Two headings named "Method": the second gets "-1", as on GitHub.
        #expect(page.toc.map(\.id) == ["the-question", "method", "method-1"])
        // Index order: national-trends, price-gap, net-price-estimator, …
        #expect(page.previous == ContentPager(label: "Previous", title: "National trends", href: "/roadmap/national-trends",
                                              detail: "Large"))
        #expect(page.next == ContentPager(label: "Next", title: "Net price estimator", href: "/roadmap/net-price-estimator",
                                          detail: "Large"))
        // A link whose text is a file name shows the page's title, and points at its site URL with the anchor.
        #expect(page.html.contains("<a href=\"/roadmap/national-trends#where-the-data-comes-from\">National trends</a>"))
        #expect(page.html.contains("&lt;b&gt;markup&lt;/b&gt;"))
        #expect(page.html.contains("<p>&lt;div class=&quot;callout&quot;&gt;Not rendered as HTML.&lt;/div&gt;</p>"))
        #expect(!page.html.contains("<div"))
        #expect(page.html.contains("<a href=\"https://nces.ed.gov/ipeds/\">https://nces.ed.gov/ipeds/</a>"))
        try GoldenFile.check(Data(page.html.utf8), named: "roadmap-price-gap.html")
    }

    @Test func aTableAndTheFirstAndLastSpec() throws {
        let first = try RoadmapScreens.page(Self.snapshot, slug: "national-trends", renderer: Self.renderer)
        #expect(first.previous == nil)
        #expect(first.next?.href == "/roadmap/price-gap")
        #expect(first.html.contains("<th align=\"right\">First year</th>"))
        #expect(first.toc.map(\.text) == ["The question", "Where the data comes from", "How it appears", "Open questions"])
        try GoldenFile.check(Data(first.html.utf8), named: "roadmap-national-trends.html")
        let last = try RoadmapScreens.page(Self.snapshot, slug: "visit-trips", renderer: Self.renderer)
        #expect(last.next == nil)
        #expect(last.previous?.href == "/roadmap/award-letters")
    }

    @Test func anOverviewPageHasNoSpecFacts() throws {
        let page = try RoadmapScreens.page(Self.snapshot, slug: "planning-overview", renderer: Self.renderer)
        #expect(page.complexity == nil)
        #expect(page.status == nil)
        #expect(page.source == nil)
        #expect(page.previous == nil && page.next == nil)
        #expect(page.html.contains("<a href=\"/roadmap/net-price-estimator\">Net price estimator</a>"))
        #expect(page.html.contains("<a href=\"/roadmap/award-letters\">award letters</a>"))
    }

    @Test func unknownPagesAreNotFound() {
        for slug in ["nope", "", "../price-gap", "roadmap"] {
            #expect(throws: APIError.notFound("There is no roadmap page with that name.")) {
                try RoadmapScreens.page(Self.snapshot, slug: slug, renderer: Self.renderer)
            }
        }
        #expect(throws: APIError.notFound("There is no release note with that name.")) {
            try ReleaseNoteScreens.page(Self.snapshot, slug: "nope", renderer: Self.renderer)
        }
    }

    @Test func releaseNotesByDayWithKindCounts() throws {
        let index = try ReleaseNoteScreens.index(Self.snapshot)
        #expect(index.count == 5)
        #expect(index.countLabel == "releases")
        // One note of each kind but infra, which no note has and so is not listed.
        #expect(index.kinds.map(\.key) == ["feature", "improvement", "data", "fix", "plans"])
        #expect(index.kinds.map(\.count) == [1, 1, 1, 1, 1])
        // Newest day first; within a day, the higher pull request first.
        #expect(index.days.map(\.date) == ["2026-10-06", "2026-09-28", "2026-09-21"])
        #expect(index.days.map(\.label) == ["October 6, 2026", "September 28, 2026", "September 21, 2026"])
        #expect(index.days.map { $0.notes.map(\.pr) } == [[412, 409], [398, 395], [380]])
        #expect(index.days[0].notes[0].prLabel == "#412")
        #expect(index.days[0].notes[0].kindLabel == "New feature")
    }

    @Test func aReleaseNotePage() throws {
        let note = try ReleaseNoteScreens.page(Self.snapshot, slug: "roadmap-reader", renderer: Self.renderer)
        #expect(note.kindLabel == "Improvement")
        #expect(note.dateLabel == "October 6, 2026")
        #expect(note.pullRequest == Link(label: "Pull request #409", href: "https://github.com/raywross/college-stats/pull/409"))
        // Newest first: the newer note is the one listed before it, the older the one after.
        #expect(note.newer?.href == "/release-notes/home-and-data-pages")
        #expect(note.older?.href == "/release-notes/calendar-review")
        #expect(note.older?.detail == "September 28, 2026")
        #expect(note.html.contains("<a href=\"/roadmap/price-gap\">the price gap</a>"))
        #expect(note.toc.map(\.id) == ["what-changed", "details"])
        try GoldenFile.check(Data(note.html.utf8), named: "release-note-roadmap-reader.html")
        let newest = try ReleaseNoteScreens.page(Self.snapshot, slug: "home-and-data-pages", renderer: Self.renderer)
        #expect(newest.newer == nil)
        #expect(newest.html.contains("<a href=\"/release-notes/roadmap-reader\">roadmap reader note</a>"))
        let oldest = try ReleaseNoteScreens.page(Self.snapshot, slug: "trend-studies-plan", renderer: Self.renderer)
        #expect(oldest.older == nil)
    }

    /// Every link in the shipped pages that names a file points at a page the dataset has.
    @Test func theShippedPagesLinkOnlyToPagesThatExist() throws {
        let content = Self.snapshot.content
        var files: [(String, String)] = []
        for page in content.roadmap?.pages.values.sorted(by: { $0.slug < $1.slug }) ?? [] { files.append((page.file, page.body)) }
        for note in content.releaseNotes?.notes ?? [] { files.append((note.file, note.body)) }
        var checked = 0
        for (file, body) in files {
            _ = Self.renderer.render(body) { href in
                let link = content.resolve(href, from: file)
                if href.hasSuffix(".md") || href.contains(".md#") {
                    checked += 1
                    #expect(link.href.hasPrefix("/roadmap/") || link.href.hasPrefix("/release-notes/"), "\(file): \(href)")
                }
                return link
            }
        }
        #expect(checked >= 10)
    }
}
