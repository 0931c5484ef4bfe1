import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// State screens against a hand-made `states.json`: medians only with 10+ colleges, the measure switch, and a
/// small state's page.
struct StateScreenTests {
    static func measures(_ ug: Double) -> String {
        #"{"undergradsMedianChange":\#(ug),"undergradsTotal":[1000,1100],"undergradsTotalChange":0.1,"applicantsMedianChange":0.2,"acceptanceRateMedianChange":-0.031,"avgPaidMedianChange":-0.07}"#
    }

    static var file: String {
        let spark = #"{"undergrads":[1,2],"applicants":[3,4],"acceptanceRate":[0.5,0.4],"avgPaid":[20000,19000]}"#
        let pa = #"{"postal":"PA","name":"Pennsylvania","territory":false,"onSite":{"total":12,"public":4,"privateNonprofit":7,"privateForprofit":1},"members":[],"topSendingStates":[{"state":"PA","count":900,"share":0.9}],"researchUnis":[],"movers":[],"panel":{"n":11,"ids":[]},"map":{"undergradChange":-0.0349,"acceptanceRate":0.7,"avgCost":23456,"outOfState":0.2,"testOptionalShare":0.75},"all":{"key":"all","label":"All colleges","n":11,"values":\#(measures(-0.0349))},"control":{"grouping":"control","label":"Public or private","floor":10,"groups":[{"key":"private-nonprofit","label":"Private nonprofit","n":7,"tooFew":true}]},"sparkLines":\#(spark),"outOfState":{"from":2022,"to":2024,"lineFrom":2022,"public":null,"privateNonprofit":null}}"#
        let ak = #"{"postal":"AK","name":"Alaska","territory":false,"onSite":{"total":1,"public":1,"privateNonprofit":0,"privateForprofit":0},"members":[{"unit_id":"102614","name":"University of Alaska Fairbanks"}],"topSendingStates":[],"researchUnis":[],"movers":[],"panel":{"n":0,"ids":[]},"tooFew":true,"map":{"undergradChange":null,"acceptanceRate":null,"avgCost":null,"outOfState":null,"testOptionalShare":null}}"#
        return #"{"name":"states","built":"2026-09-29","yearKind":"fall","from":2023,"to":2024,"n":13,"floor":10,"lineFrom":2023,"fromMoney":2022,"toMoney":2023,"national":{"sparkLines":\#(spark),"outOfStatePublicLine":[0.1,null]},"states":[\#(ak),\#(pa)]}"#
    }

    var snapshot: DatasetSnapshot { get throws { try TrendTestSupport.snapshot(["states": Self.file]) } }

    func rows(_ s: Screen) -> [[String]] {
        let table = s.blocks.compactMap { if case let .table(t) = $0 { t } else { nil } }.first
        return table?.rows.map { $0.cells.map { c in
            switch c {
            case let .text(t): t
            case let .link(l): l.label
            case let .value(v): v.display
            case let .values(v): v.display
            }
        } } ?? []
    }

    @Test func theTableSummarizesOnlyStatesWithTenColleges() throws {
        let s = try StatesScreen.build(try snapshot, measure: nil)
        #expect(rows(s) == [
            // StatesTable: one colSpan=5 note for a state under the floor, nothing in the other four columns.
            ["Alaska", "1", "Too few colleges to summarize", "", "", "", ""],
            ["Pennsylvania", "12", "-3%", "70%", "$23,456", "20%", "75%"],
        ])
    }

    @Test func theMeasureSwitchRecolorsTheMap() throws {
        let s = try snapshot
        func tiles(_ m: String?) throws -> [StateTile] {
            let screen = try StatesScreen.build(s, measure: m)
            return screen.blocks.compactMap { if case let .tileMap(t) = $0 { t.tiles } else { nil } }.first ?? []
        }
        let change = try tiles(nil), cost = try tiles("avgCost")
        #expect(change.map(\.display) == ["\u{2013}", "-3%"])
        // −3.5% is in "Shrank some" (−10% to −2%), the second level.
        #expect(change.map(\.level) == [nil, 1])
        #expect(cost.map(\.display) == ["\u{2013}", "$23K"])
        #expect(cost[1].level == 2)
        #expect(throws: APIError.self) { try StatesScreen.build(s, measure: "nope") }
    }

    @Test func aSmallStateShowsCountsMembersAndMovers() throws {
        let screen = try StateScreen.build(try snapshot, state: "ak", measure: nil)
        let text = TrendTestSupport.texts(screen.blocks)
        #expect(text.contains("1 college on the site — too few to summarize with a median (the site needs 10 or more)."))
        #expect(text.contains("- [University of Alaska Fairbanks](/schools/102614)"))
        #expect(TrendTestSupport.section(screen, "changed").isEmpty)
        #expect(throws: APIError.notFound("There is no such state.")) { try StateScreen.build(try snapshot, state: "zz", measure: nil) }
    }

    @Test func aStatePage() throws {
        let s = try snapshot
        let screen = try StateScreen.build(s, state: "PA", measure: nil)
        let changed = TrendTestSupport.section(screen, "changed")
        let tiles: [StatTile] = changed.compactMap { b -> [StatTile]? in if case let .statTiles(t) = b { t.tiles } else { nil } }
            .first ?? []
        #expect(tiles.map(\.value.display) == ["-3%", "+20%", "\u{2212}3.1 pts", "-7%"])
        // The chosen measure is drawn full size; the others compact.
        let lines = changed.compactMap { if case let .trendLine(l) = $0 { l } else { nil } }
        #expect(lines.map { $0.compact ?? false } == [false, true, true, true])
        let applicants = try StateScreen.build(s, state: "PA", measure: "applicants")
        let l2 = TrendTestSupport.section(applicants, "changed").compactMap { if case let .trendLine(l) = $0 { l } else { nil } }
        #expect(l2.map { $0.compact ?? false } == [true, false, true, true])
        #expect(TrendTestSupport.texts(TrendTestSupport.section(screen, "control")).contains("Too few colleges to say"))
        #expect(throws: APIError.self) { try StateScreen.build(s, state: "PA", measure: "nope") }
    }
}
