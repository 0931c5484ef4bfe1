import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// The movers screen against a hand-made `movers.json`: ties at the tenth, the fold of the 25, exclusions, floors,
/// change formats and the Explore links, each worked out from the site's rules by hand.
struct MoversScreenTests {
    /// Ranks 1–9, three colleges tied at 10th, then ranks 13–25.
    static var surged: String {
        var entries: [String] = []
        for i in 1...9 { entries.append(TrendTestSupport.entry(100 + i, rank: i, change: 8 - Double(i) * 0.1)) }
        entries[0] = TrendTestSupport.entry(101, rank: 1, change: 7.105)
        for i in 10...12 { entries.append(TrendTestSupport.entry(100 + i, rank: 10, change: 0.5)) }
        for i in 13...25 { entries.append(TrendTestSupport.entry(100 + i, rank: i, change: 0.4 - Double(i) * 0.01)) }
        return #"{"key":"applications-surged","from":2014,"to":2024,"kind":"fall","floors":[{"series":"applicants","min":2000,"at":"start"}],"n":400,"median":0.1234,"excluded":{"under-300":3,"for-profit":2},"entries":[\#(entries.joined(separator: ","))]}"#
    }

    static var harder: String {
        let e = TrendTestSupport.entry(201, rank: 1, change: -0.4567, from: 0.8, to: 0.3433, since: 2015)
        return #"{"key":"harder-to-get-into","from":2014,"to":2024,"kind":"fall","floors":[{"series":"applicants","min":2000,"at":"start"}],"n":50,"median":-0.02,"excluded":{},"entries":[\#(e)]}"#
    }

    static var file: String {
        #"{"name":"movers","built":"2026-09-29","yearKind":"fall","from":2014,"to":2024,"n":500,"shown":10,"kept":25,"rules":{"stillOpenMinUndergrads":300,"jumpFactor":3,"onlineFirst":12,"excludedCampuses":4},"windows":[{"years":10,"lists":[\#(surged),\#(harder)]},{"years":5,"lists":[\#(surged.replacingOccurrences(of: "2014", with: "2019"))]}]}"#
    }

    @Test func tiesAtTheTenthAreAllShownAndTheRestFolded() throws {
        let screen = try MoversScreen.build(try TrendTestSupport.snapshot(["movers": Self.file]), window: nil)
        let section = TrendTestSupport.section(screen, "applications-surged")
        let boards = TrendTestSupport.leaderboards(section)
        // Ranks up to 10: nine, then the three tied at 10th.
        #expect(boards.count == 1)
        #expect(boards[0].rows.map(\.rank) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10])
        guard case let .fold(fold)? = section.first(where: { if case .fold = $0 { true } else { false } }) else {
            Issue.record("no fold")
            return
        }
        #expect(fold.hint == "Show 25")
        let rest = TrendTestSupport.leaderboards(fold.blocks)
        #expect(rest.first?.rows.map(\.rank) == Array(13...25))
        // The change prints with one decimal; the first row reads from → to.
        #expect(boards[0].rows[0].value.display == "+710.5%")
        #expect(boards[0].rows[0].detail == "2,500 \u{2192} 5,000")
        #expect(boards[0].rows[0].school.name == "College 101")
    }

    @Test func medianFloorsExclusionsAndExploreLink() throws {
        let screen = try MoversScreen.build(try TrendTestSupport.snapshot(["movers": Self.file]), window: "10")
        let section = TrendTestSupport.section(screen, "applications-surged")
        let tiles = section.compactMap { if case let .statTiles(t) = $0 { t.tiles } else { nil } }.flatMap { $0 }
        #expect(tiles.first?.value.display == "+12.3%")
        #expect(tiles.first?.hint == "400 colleges ranked")
        let text = TrendTestSupport.texts(section)
        #expect(text.contains("Applicants, % change, fall 2014 to fall 2024"))
        #expect(text.contains("**Who's ranked:** colleges with 2,000+ applicants in fall 2014. Left out: colleges under "
            + "300 undergraduates today (3); for-profit colleges (2)."))
        let links = section.compactMap { if case let .links(l) = $0 { l.links } else { nil } }.flatMap { $0 }
        #expect(links.contains(Link(label: "See all in Explore",
                                    href: "/explore?sortBy=apps_change&sortDir=desc&view=table&minApplicants=2000")))
        // The method counts the reviewed lists from the file.
        #expect(TrendTestSupport.texts(TrendTestSupport.section(screen, "method")).contains("(4 reviewed by hand)"))
    }

    @Test func pointsListsAndLateStarts() throws {
        let screen = try MoversScreen.build(try TrendTestSupport.snapshot(["movers": Self.file]), window: nil)
        let row = try #require(TrendTestSupport.leaderboards(TrendTestSupport.section(screen, "harder-to-get-into")).first?.rows.first)
        #expect(row.value.display == "\u{2212}46 pts")
        #expect(row.detail == "80% (fall 2015) \u{2192} 34%")
    }

    @Test func theFiveYearWindow() throws {
        let snapshot = try TrendTestSupport.snapshot(["movers": Self.file])
        let five = try MoversScreen.build(snapshot, window: "5")
        #expect(five.url == "/trends/movers?window=5")
        #expect(TrendTestSupport.texts(five.blocks).contains("**This window spans the pandemic.**"))
        let links = five.blocks.compactMap { if case let .links(l) = $0 { l.links } else { nil } }.flatMap { $0 }
        #expect(links.contains { $0.label == "See the ten-year ranking in Explore" })
        // Only the list the five-year window has.
        #expect(TrendTestSupport.section(five, "harder-to-get-into").isEmpty)
        // Any other window shows ten years, as the site does.
        #expect(try MoversScreen.build(snapshot, window: "7").url == "/trends/movers")
        guard case let .controls(c)? = five.blocks.first(where: { if case .controls = $0 { true } else { false } }) else {
            Issue.record("no window control")
            return
        }
        #expect(c.controls[0].options.map(\.selected) == [false, true])
    }

    @Test func withoutTheFileThePageSaysSo() throws {
        let screen = try MoversScreen.build(try TrendTestSupport.snapshot([:]), window: nil)
        #expect(TrendTestSupport.texts(screen.blocks).contains("The lists aren't available yet."))
    }
}
