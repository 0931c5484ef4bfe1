import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// Issue 14 on /trends/states and the Power 4: the states table sorts as `StatesTable` does and prints its dashes, and
/// the Power 4 cards print an em dash for a median they lack. Each expected value is worked out by hand from the
/// component named in the test.
struct StatesTableFidelityTests {
    /// Four entries built from StateScreenTests' Pennsylvania: Alabama (11 colleges, no acceptance-rate median),
    /// Alaska (under the floor), Pennsylvania, and the territory Guam; the file lists them AK, AL, PA, GU.
    static var file: String {
        let base = StateScreenTests.file
        let pa = try! #require(base.firstRange(of: #"{"postal":"PA""#)).lowerBound
        let end = try! #require(base.range(of: #"}]}"#, options: .backwards)).lowerBound
        let paEntry = String(base[pa..<end]) + "}"
        func entry(_ postal: String, _ name: String, territory: Bool, total: Int, map: String) -> String {
            paEntry.replacingOccurrences(of: #""postal":"PA","name":"Pennsylvania","territory":false"#,
                                         with: #""postal":"\#(postal)","name":"\#(name)","territory":\#(territory)"#)
                .replacingOccurrences(of: #""onSite":{"total":12"#, with: #""onSite":{"total":\#(total)"#)
                .replacingOccurrences(of: #""map":{"undergradChange":-0.0349,"acceptanceRate":0.7,"avgCost":23456,"outOfState":0.2,"testOptionalShare":0.75}"#,
                                      with: #""map":\#(map)"#)
        }
        let al = entry("AL", "Alabama", territory: false, total: 11,
                       map: #"{"undergradChange":0.05,"acceptanceRate":null,"avgCost":30000,"outOfState":0.1,"testOptionalShare":0.5}"#)
        let gu = entry("GU", "Guam", territory: true, total: 10,
                       map: #"{"undergradChange":-0.12,"acceptanceRate":0.4,"avgCost":18000,"outOfState":0.05,"testOptionalShare":1}"#)
        let akStart = try! #require(base.firstRange(of: #"{"postal":"AK""#)).lowerBound
        let ak = String(base[akStart..<pa].dropLast())  // the Alaska entry without its trailing comma
        return String(base[..<akStart]) + [ak, al, paEntry, gu].joined(separator: ",") + "]}"
    }

    var snapshot: DatasetSnapshot { get throws { try TrendTestSupport.snapshot(["states": Self.file]) } }

    func table(_ s: Screen) throws -> TableBlock {
        try #require(s.blocks.compactMap { if case let .table(t) = $0 { t } else { nil } }.first)
    }

    func names(_ t: TableBlock) -> [String] {
        t.rows.compactMap { if case let .link(l)? = $0.cells.first { l.label } else { nil } }
    }

    func cells(_ row: TableRow) -> [String] {
        row.cells.map { c in
            switch c {
            case let .text(t): t
            case let .link(l): l.label
            case let .value(v): v.display
            case let .values(v): v.display
            }
        }
    }

    /// StatesTable: `sort` starts at "name" with dir 1, and strings sort by `localeCompare`, so the table opens
    /// alphabetical with the territory among the states (the page passes states then territories, but the sort
    /// reorders them). fmtPct/fmtShare/fmtMoney print "—" for a missing median; a state under the floor has one
    /// colSpan=5 cell "Too few colleges to summarize" and nothing else.
    @Test func theTableOpensAlphabeticalWithTheSitesDashes() throws {
        let t = try table(try StatesScreen.build(try snapshot, measure: nil))
        #expect(names(t) == ["Alabama", "Alaska", "Guam (territory)", "Pennsylvania"])
        #expect(cells(t.rows[0]) == ["Alabama", "11", "+5%", "\u{2014}", "$30,000", "10%", "50%"])
        #expect(cells(t.rows[1]) == ["Alaska", "1", "Too few colleges to summarize", "", "", "", ""])
        #expect(cells(t.rows[2]) == ["Guam (territory)", "10", "-12%", "40%", "$18,000", "5%", "100%"])
        #expect(t.columns.map(\.sorted) == [.asc, nil, nil, nil, nil, nil, nil])
    }

    /// StatesTable onSort: another column starts descending (the name ascending); the sorted column flips. The
    /// comparator puts a null after every number in both directions (`if (a.v === null) return 1`) and returns 0 for
    /// two nulls, so Alaska and Alabama keep the page's order (AK before AL) at the end.
    @Test func theSortFollowsTheHeaderButtons() throws {
        let s = try snapshot
        let desc = try table(try StatesScreen.build(s, measure: nil, sort: StatesTableSort.parse(sortBy: "acceptanceRate", sortDir: nil)))
        #expect(names(desc) == ["Pennsylvania", "Guam (territory)", "Alaska", "Alabama"])
        #expect(desc.columns[3].sorted == .desc)
        let asc = try table(try StatesScreen.build(s, measure: nil, sort: StatesTableSort.parse(sortBy: "acceptanceRate", sortDir: "asc")))
        #expect(names(asc) == ["Guam (territory)", "Pennsylvania", "Alaska", "Alabama"])
        // Colleges: 12, 11, 10, 1 largest first.
        let count = try table(try StatesScreen.build(s, measure: nil, sort: StatesTableSort.parse(sortBy: "onSite", sortDir: nil)))
        #expect(names(count) == ["Pennsylvania", "Alabama", "Guam (territory)", "Alaska"])
        let byName = try table(try StatesScreen.build(s, measure: nil, sort: StatesTableSort.parse(sortBy: "name", sortDir: "desc")))
        #expect(names(byName) == ["Pennsylvania", "Guam (territory)", "Alaska", "Alabama"])
    }

    /// The header links: the default table's name column flips to descending, a measure column starts descending
    /// (the default direction, left out of the URL); the map's measure and the table's sort ride along each other.
    @Test func theHeadersAndTheMeasureSwitchCarryBothChoices() throws {
        let s = try snapshot
        let plain = try table(try StatesScreen.build(s, measure: nil))
        #expect(plain.columns.map(\.href) == [
            "/trends/states?sortBy=name&sortDir=desc", "/trends/states?sortBy=onSite",
            "/trends/states?sortBy=undergradChange", "/trends/states?sortBy=acceptanceRate",
            "/trends/states?sortBy=avgCost", "/trends/states?sortBy=outOfState", "/trends/states?sortBy=testOptionalShare",
        ])
        let screen = try StatesScreen.build(s, measure: "avgCost", sort: StatesTableSort.parse(sortBy: "acceptanceRate", sortDir: nil))
        #expect(screen.url == "/trends/states?measure=avgCost&sortBy=acceptanceRate")
        let sorted = try table(screen)
        #expect(sorted.columns[3].href == "/trends/states?measure=avgCost&sortBy=acceptanceRate&sortDir=asc")
        #expect(sorted.columns[0].href == "/trends/states?measure=avgCost")
        let links = screen.blocks.compactMap { if case let .controls(c) = $0 { c } else { nil } }
        let encoded = String(decoding: try JSONEncoder().encode(links), as: UTF8.self)
        #expect(encoded.contains(#""\/trends\/states?sortBy=acceptanceRate""#))
        #expect(throws: APIError.self) { try StatesTableSort.parse(sortBy: "population", sortDir: nil) }
        #expect(throws: APIError.self) { try StatesTableSort.parse(sortBy: "name", sortDir: "up") }
    }

    /// PowerFour: `v === null ? "—" : …` for each of the four measures; ConferenceScreenTests' SEC has only an
    /// acceptance-rate median (0.55 → formatBy pct "55%") and an applications change of 0.25 (signed: "+" then
    /// formatBy pct of |v|: "+25%"), so cost and undergraduates print the em dash.
    @Test func powerFourPrintsAnEmDashForAMissingMedian() throws {
        let screen = try ConferencesScreen.build(try TrendTestSupport.snapshot(["conferences": ConferenceScreenTests.file]))
        let card = try #require(screen.blocks.compactMap { if case let .topicCard(c) = $0 { c } else { nil } }.first)
        let tiles = card.blocks.compactMap { if case let .statTiles(t) = $0 { t.tiles } else { nil } }.flatMap { $0 }
        #expect(tiles.map(\.value.display) == ["55%", "\u{2014}", "\u{2014}", "+25%"])
        #expect(tiles.map(\.label) == ["Acceptance rate, fall 2024", "Average total cost, ", "Undergraduates, ",
                                       "Applications, fall 2022 to fall 2024"])
        #expect(ValueReflection.misprinted(screen, "conferences").isEmpty)
    }

    /// ConferenceScreenTests' file with the membership ending in 2021 and two more moves that year: SEC gains "2" from
    /// the Big Sky (105), the Big Twelve gains "0" from the SEC.
    static var movesFile: String {
        ConferenceScreenTests.file
            .replacingOccurrences(of: #""membership":{"from":2022,"to":2024}"#, with: #""membership":{"from":2019,"to":2021}"#)
            .replacingOccurrences(of: #""moves":[{"year":2021,"unit_id":"1","other":108,"joined":true,"football":false}]"#,
                                  with: #""moves":[{"year":2021,"unit_id":"1","other":108,"joined":true,"football":false},{"year":2021,"unit_id":"2","other":105,"joined":true,"football":false},{"year":2021,"unit_id":"0","other":108,"joined":false,"football":false}]"#)
            .replacingOccurrences(of: #""moves":[{"year":2021,"unit_id":"1","other":130,"joined":false,"football":false}]"#,
                                  with: #""moves":[{"year":2021,"unit_id":"1","other":130,"joined":false,"football":false},{"year":2021,"unit_id":"0","other":130,"joined":true,"football":false}]"#)
    }

    /// moves.ts allMoves on the index: each move once (the SEC's and the Big Twelve's records of "1" and of "0" are
    /// one move each), sorted by year (all 2021), then the destination's code ascending (108 before 130), then the
    /// unit id: "0" to the Big Twelve, then "1" and "2" to the SEC.
    @Test func realignmentFollowsAllMoves() throws {
        let screen = try ConferencesScreen.build(try TrendTestSupport.snapshot(["conferences": Self.movesFile]))
        let list = try #require(TrendTestSupport.section(screen, "realignment").compactMap { if case let .text(t) = $0 { t.markdown } else { nil } }.first)
        #expect(list == "- [0](/schools/0): Southeastern Conference \u{2192} Big Twelve Conference\n"
            + "- [1](/schools/1): Big Twelve Conference \u{2192} Southeastern Conference\n"
            + "- [2](/schools/2): Big Sky Conference \u{2192} Southeastern Conference")
    }

    /// moves.ts groupMoves on the SEC's page: one group per year, direction and other conference; joins first, then
    /// bigger groups, and equal groups in the file's order (a stable sort): from the Big Twelve ("1"), from the Big
    /// Sky ("2"), then the departure of "0".
    @Test func aConferencesMovesKeepTheFilesOrderOnTies() throws {
        let screen = try ConferenceScreen.build(try TrendTestSupport.snapshot(["conferences": Self.movesFile]),
                                                slug: "southeastern-conference", measure: nil, members: nil)
        let texts = TrendTestSupport.texts(TrendTestSupport.section(screen, "realignment"))
        let first = try #require(texts.range(of: "joined from the Big Twelve Conference"))
        let second = try #require(texts.range(of: "joined from the Big Sky Conference"))
        let third = try #require(texts.range(of: "left for the Big Twelve Conference"))
        #expect(first.lowerBound < second.lowerBound && second.lowerBound < third.lowerBound)
    }

    /// ConferenceTable: a league under the floor has one colSpan=3 cell, "Too few members to summarize (under 8)",
    /// and the football-only league "Members' main conferences differ"; the other median columns stay empty.
    @Test func aConferenceUnderTheFloorHasOneNote() throws {
        let screen = try ConferencesScreen.build(try TrendTestSupport.snapshot(["conferences": ConferenceScreenTests.file]))
        let tables = screen.blocks.compactMap { if case let .table(t) = $0 { t } else { nil } }
        let big12 = try #require(tables.first?.rows.first), fcs = try #require(tables.last?.rows.first)
        #expect(Array(cells(big12).dropFirst(2)) == ["Too few members to summarize (under 8)", "", ""])
        #expect(Array(cells(fcs).dropFirst(2)) == ["Members' main conferences differ", "", ""])
    }
}
