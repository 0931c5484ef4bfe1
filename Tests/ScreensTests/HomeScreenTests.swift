import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// Home on the hand-built fixture (expected values worked out by hand in `HomeFixture`) and on the bundled sample.
struct HomeScreenTests {
    static func blocks(_ screen: Screen) -> [Block] { screen.blocks }

    static func leaderboard(_ screen: Screen, _ title: String) -> LeaderboardBlock? {
        for block in screen.blocks { if case let .leaderboard(b) = block, b.title == title { return b } }
        return nil
    }

    static func rows(_ board: LeaderboardBlock?) -> [String] {
        (board?.rows ?? []).map { "\($0.school.id) \($0.value.display)" }
    }

    @Test func statStripPoolsOnlyCollegesWithApplicantsAndAdmits() throws {
        let screen = HomeScreen.build(HomeFixture.snapshot)
        let strips: [StatTilesBlock] = screen.blocks.compactMap {
            if case let .statTiles(b) = $0, b.tiles.count == 4 { b } else { nil }
        }
        let tiles = try #require(strips.first)
        #expect(tiles.tiles.map(\.label) == ["4-year colleges", "Applications", "Were admitted", "Undergrads"])
        // 6 colleges in MA, TX, CA, PR. Pooled: A, B, C (20,000 + 5,000 + 999 applicants; 1,000 + 200 + 9 admits).
        // Undergrads: 6,000 + 999 + 30,000 + 1,000 + 5,000 + 200 = 43,199. Admissions year: 2024 three times, 2023 twice.
        #expect(tiles.tiles.map(\.value.display) == ["6", "26K", "5%", "43.2K"])
        #expect(tiles.tiles.map(\.hint) == ["across 4 states & territories", "fall 2024 admissions",
                                            "pooled across all schools", "currently enrolled"])
        #expect(tiles.tiles[2].value.value == 1209.0 / 25999.0)
        #expect(tiles.tiles[1].value.value == 25999)
        #expect(tiles.tiles[3].value.value == 43199)
        #expect(tiles.tiles[2].term == "acceptance-rate")
        #expect(tiles.tiles[2].value.cited.formula
            == "Admitted \u{F7} applicants, each summed over the 3 colleges that report both applicants and admits")
    }

    @Test func leaderboardsKeepTheirFloorsAndBreakTiesInFileOrder() {
        let screen = HomeScreen.build(HomeFixture.snapshot)
        // Earnings, 1,000+ undergrads: B (999) is out; A and C tie at $90K, A first; D at exactly 1,000 is in.
        #expect(Self.rows(Self.leaderboard(screen, "Highest earnings")) == ["1 $90K", "3 $90K", "4 $50K"])
        #expect(Self.leaderboard(screen, "Highest earnings")?.rows.map(\.fill) == [1, 1, 50000.0 / 90000.0])
        // Average cost, 5,000+ undergrads, lowest first: C, E (exactly 5,000), A.
        #expect(Self.rows(Self.leaderboard(screen, "Lowest average cost")) == ["3 $12K", "5 $15K", "1 $30K"])
        // No college has an aid generosity: that board is left out.
        #expect(Self.leaderboard(screen, "Most generous aid") == nil)
        // 1,000+ applicants: C (999) is out; B admits 1 in 25 (0.04), A 1 in 20.
        #expect(Self.rows(Self.leaderboard(screen, "Hardest to get into")) == ["2 1 in 25", "1 1 in 20"])
        #expect(Self.leaderboard(screen, "Hardest to get into")?.rows.map(\.fill) == [1, 0.8])
        // No floor: the five largest; F (200) is sixth. B's bar is 999 / 30,000 ≈ 3.3%, above the 3% minimum.
        #expect(Self.rows(Self.leaderboard(screen, "Largest enrollment")) == ["3 30K", "1 6K", "5 5K", "4 1K", "2 999"])
        #expect(Self.leaderboard(screen, "Largest enrollment")?.rows.last?.fill == 999.0 / 30000.0)
        // Pell, 5,000+ undergrads: C and E tie at 60% (C first), then A.
        #expect(Self.rows(Self.leaderboard(screen, "Most economically diverse")) == ["3 60%", "5 60%", "1 20%"])
        #expect(Self.leaderboard(screen, "Most economically diverse")?.caption == "Pell Grant share, campuses of 5K+ undergrads")
    }

    @Test func landscapeReadsTheTopLeftCorner() throws {
        let screen = HomeScreen.build(HomeFixture.snapshot)
        let texts = screen.blocks.compactMap { if case let .text(t) = $0 { t.markdown } else { nil } }
        // A and B report both a rate and an SAT midpoint; only B admits under 5% of 1,000+ applicants (SAT mid 1500).
        #expect(texts.contains { $0.hasPrefix("The 400 most-applied-to colleges (of 2 that report both an admit rate") })
        #expect(texts.contains { $0.hasPrefix("- The top-left corner is exclusive: only 1 colleges admit under 5% of "
            + "applicants, with a median SAT midpoint of 1500.") })
        let charts: [ScatterBlock] = screen.blocks.compactMap { if case let .scatter(s) = $0 { s } else { nil } }
        let scatter = try #require(charts.first)
        // Most applied to first: A (20,000), then B (5,000).
        #expect(scatter.points.map(\.id) == ["1", "2"])
    }

    @Test func sectionsWithoutDataAreLeftOut() {
        let screen = HomeScreen.build(HomeFixture.snapshot)
        let anchors = screen.blocks.compactMap { if case let .heading(h) = $0 { h.anchor } else { nil } }
        // No history files: no "What's changed"; none of the matchup or "Try:" colleges: no chips, and no
        // head-to-head (every matchup would be a card without a name).
        #expect(!anchors.contains("whats-changed"))
        #expect(!anchors.contains("head-to-head"))
        #expect(!screen.blocks.contains { if case .schoolChips(let b) = $0 { b.label == "Try:" } else { false } })
        #expect(anchors == ["home", "lenses", "landscape", "value", "leaderboards", "states", "lingo"])
    }

    @Test func stateTilesCountCollegesAndOpenExplore() throws {
        let screen = HomeScreen.build(HomeFixture.snapshot)
        let maps: [TileMapBlock] = screen.blocks.compactMap { if case let .tileMap(m) = $0 { m } else { nil } }
        let map = try #require(maps.first)
        let byState = Dictionary(uniqueKeysWithValues: map.tiles.map { ($0.state, $0) })
        #expect(map.tiles.count == 51)
        #expect(byState["MA"]?.display == "2")
        #expect(byState["MA"]?.href == "/explore?states=MA")
        #expect(byState["MA"]?.level == 0)
        #expect(byState["NY"]?.href == nil)
        #expect(byState["NY"]?.level == nil)
        // PR has a college but no tile, as on the site.
        #expect(byState["PR"] == nil)
        #expect(map.scale.levels.map(\.label) == ["1\u{2013}14", "15\u{2013}29", "30\u{2013}59", "60\u{2013}99", "100+"])
    }
}

/// The "Try:" chips and the head-to-head matchups with some of their colleges in the dataset.
struct HomeNamedCollegesTests {
    static func college(_ id: String, _ name: String) -> School {
        var s = School(unitID: id, name: name, location: SchoolLocation(city: "Town", state: "CA"), type: "private-nonprofit")
        s.admissions = SchoolAdmissions()
        s.demographics = SchoolDemographics()
        return s
    }

    @Test func chipsUseShortNamesAndSkipMissingCollegesAndEveryMatchupStays() throws {
        let snapshot = try DatasetSnapshot(
            schools: [Self.college("166027", "Harvard University"), Self.college("243744", "Stanford University"),
                      Self.college("110662", "University of California-Los Angeles")],
            meta: SampleDataset.snapshot.meta, releaseCalendar: ReleaseCalendar(), publishID: "named",
            loadedAt: Date(timeIntervalSince1970: 0))
        let screen = HomeScreen.build(snapshot)
        let chips = try #require(screen.blocks.compactMap { block -> SchoolChipsBlock? in
            if case let .schoolChips(b) = block, b.label == "Try:" { b } else { nil }
        }.first)
        // Of Harvard, UCLA, Michigan, Howard and Vanderbilt, the dataset has Harvard and UCLA, in that order.
        #expect(chips.schools.map(\.id) == ["166027", "110662"])
        #expect(chips.names == ["166027": "Harvard", "110662": "UCLA"])
        // app/page.tsx: a matchup links to all its ids (getSchoolsByIds only drops unknown ones from the label and
        // the crests), labeled with the short names of the colleges the dataset has: Berkeley vs UCLA stays as
        // "UCLA". Michigan vs UVA vs UNC and Williams vs Pomona have none here (the site's nameless cards): left out.
        let links = screen.blocks.compactMap { block -> [Link]? in
            if case let .links(l) = block, l.style == .list, l.links.first?.href.hasPrefix("/compare") == true { l.links } else { nil }
        }
        #expect(links == [[
            Link(label: "Harvard vs. Stanford", href: "/compare?ids=166027,243744"),
            Link(label: "UCLA", href: "/compare?ids=110635,110662"),
        ]])
    }
}
