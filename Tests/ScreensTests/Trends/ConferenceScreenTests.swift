import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// Conference screens against a hand-made `conferences.json`: medians only with 8+ members, football-only leagues,
/// the measure and membership switches.
struct ConferenceScreenTests {
    static func ids(_ base: Int, _ n: Int) -> String { (0..<n).map { "\"\(base + $0)\"" }.joined(separator: ",") }

    static var file: String {
        let lines = #"{"applicants":{"today":[100,110,120],"atTheTime":[90,null,120]},"undergrads":{"today":[1000,1010,1020],"atTheTime":[1000,1010,1020]}}"#
        let sec = #"{"code":130,"name":"Southeastern Conference","slug":"southeastern-conference","level":"I-FBS","members":[\#(ids(1, 9))],"joined":{"1":2021},"football":{},"moves":[{"year":2021,"unit_id":"1","other":108,"joined":true,"football":false}],"lines":\#(lines),"change":{"applicants":0.25,"undergrads":0.02,"avg_paid_all":null,"acceptance_rate":[0.6,0.55],"out_of_state_share":null},"totals":{"applicants":{"then":1000,"now":1250,"n":9},"undergrads":null},"glance":{"acceptance_rate":{"median":0.55,"min":0.2,"max":0.9,"n":9}},"values":{"1":[0.5]}}"#
        let big12 = #"{"code":108,"name":"Big Twelve Conference","slug":"big-twelve-conference","level":"I-FBS","members":[\#(ids(20, 5))],"tooFew":true,"joined":{},"football":{},"moves":[{"year":2021,"unit_id":"1","other":130,"joined":false,"football":false}]}"#
        let fcs = #"{"code":105,"name":"Big Sky Conference","slug":"big-sky-conference","level":"I-FCS","members":[],"footballOnly":true,"footballMembers":["30","31"],"tooFew":true,"joined":{},"football":{},"moves":[]}"#
        return #"{"name":"conferences","built":"2026-09-29","yearKind":"fall","from":2022,"to":2024,"n":14,"floor":8,"coverage":0.8,"membership":{"from":2022,"to":2024},"measures":[{"key":"applicants","kind":"fall","from":2022,"to":2024,"cadence":1,"national":[80,85,90]},{"key":"undergrads","kind":"fall","from":2022,"to":2024,"cadence":1,"national":[900,910,920]}],"glance":[{"key":"acceptance_rate","year":2024,"kind":"fall","national":0.7}],"conferences":[\#(sec),\#(big12),\#(fcs)],"unaffiliated":[],"movesPerYear":[{"year":2021,"moves":1}]}"#
    }

    var snapshot: DatasetSnapshot { get throws { try TrendTestSupport.snapshot(["conferences": Self.file]) } }

    @Test func theIndexSummarizesOnlyLeaguesWithEightMembers() throws {
        let screen = try ConferencesScreen.build(try snapshot)
        let tables = screen.blocks.compactMap { if case let .table(t) = $0 { t } else { nil } }
        #expect(tables.count == 2)
        let fbs = tables[0].rows
        func cell(_ row: TableRow, _ i: Int) -> String {
            switch row.cells[i] {
            case let .text(s): s
            case let .link(l): l.label
            case let .value(v): v.display
            case let .values(v): v.display
            }
        }
        // ConferenceTable opens sorted by name, A to Z, within each level.
        #expect(fbs.map { cell($0, 0) } == ["Big Twelve Conference", "Southeastern Conference"])
        #expect(cell(fbs[1], 1) == "9" && cell(fbs[1], 2) == "55%" && cell(fbs[1], 4) == "+25%")
        #expect(cell(fbs[0], 2) == "Too few members to summarize (under 8)")
        let fcs = tables[1].rows[0]
        // ConferenceTable's "Football only · 2": the count, with the words as the cell's small print.
        #expect(cell(fcs, 1) == "2" && cell(fcs, 2) == "Members' main conferences differ")
        if case let .values(v) = fcs.cells[1] { #expect(v.note == "Football only") } else { Issue.record("no football-only note") }
        // The football-only league has no page link.
        if case .link = fcs.cells[0] { Issue.record("a football-only league links to a page") }
        let text = TrendTestSupport.texts(screen.blocks)
        #expect(text.contains("3 conferences with a member on the site, by level, A to Z; tap a column to sort. 1 have 8 or more members"))
    }

    /// components/trends/conferences/PowerFour keeps `!r.tooFew` rows only: the Big 12 under the floor has no card.
    @Test func powerFourLeavesOutLeaguesUnderTheFloor() throws {
        let screen = try ConferencesScreen.build(try snapshot)
        let cards = screen.blocks.compactMap { if case let .topicCard(c) = $0 { c } else { nil } }
        #expect(cards.map(\.title) == ["Southeastern Conference"])
        // The card's words: "{n} members on the site · medians" under the name, "See the conference" as the link, and
        // no eyebrow.
        #expect(TrendTestSupport.texts(cards[0].blocks) == "9 members on the site \u{00B7} medians")
        #expect(cards[0].footer == "See the conference" && cards[0].eyebrow == nil)
        guard cards[0].blocks.count == 2, case let .statTiles(tiles) = cards[0].blocks[1] else {
            Issue.record("no tiles")
            return
        }
        // PowerFour: `v === null ? "—" : …` (an em dash for a median the league lacks).
        #expect(tiles.tiles.map(\.value.display) == ["55%", "\u{2014}", "\u{2014}", "+25%"])
    }

    @Test func measureAndMembershipSwitches() throws {
        let s = try snapshot
        let base = try ConferenceScreen.build(s, slug: "southeastern-conference", measure: nil, members: nil)
        let over = TrendTestSupport.section(base, "over-time")
        guard case let .trendLine(line)? = over.first(where: { if case .trendLine = $0 { true } else { false } }) else {
            Issue.record("no line")
            return
        }
        #expect(line.series[0].points.map(\.value) == [100, 110, 120])
        #expect(line.series[1].label == "All colleges" && line.series[1].dashed == true)
        let atTime = try ConferenceScreen.build(s, slug: "southeastern-conference", measure: nil, members: "atTheTime")
        guard case let .trendLine(l2)? = TrendTestSupport.section(atTime, "over-time").first(where: {
            if case .trendLine = $0 { true } else { false }
        }) else { return }
        // A year under the coverage rule is left out, not zero.
        #expect(l2.series[0].points.map(\.year) == [2022, 2024])
        let ug = try ConferenceScreen.build(s, slug: "southeastern-conference", measure: "undergrads", members: nil)
        #expect(TrendTestSupport.section(ug, "over-time").contains {
            if case let .trendLine(l) = $0 { l.label.hasPrefix("Undergraduates") } else { false }
        })
        #expect(TrendTestSupport.texts(over).contains("**In total** (members reporting both years): 9 members received 1.3K "
            + "applications in fall 2024, against 1K in fall 2022."))
        #expect(throws: APIError.self) { try ConferenceScreen.build(s, slug: "southeastern-conference", measure: "nope", members: nil) }
        #expect(throws: APIError.notFound("There is no such conference.")) {
            try ConferenceScreen.build(s, slug: "no-such", measure: nil, members: nil)
        }
    }

    @Test func aConferenceUnderTheFloorHasMembersAndMovesOnly() throws {
        let screen = try ConferenceScreen.build(try snapshot, slug: "big-twelve-conference", measure: nil, members: nil)
        let text = TrendTestSupport.texts(screen.blocks)
        #expect(text.contains("**Too few members to summarize.** A conference needs 8 members on the site before this page "
            + "shows medians; the Big Twelve Conference has 5."))
        #expect(TrendTestSupport.section(screen, "glance").isEmpty && TrendTestSupport.section(screen, "over-time").isEmpty)
        #expect(TrendTestSupport.texts(TrendTestSupport.section(screen, "realignment"))
            .contains("left for the Southeastern Conference"))
    }
}
