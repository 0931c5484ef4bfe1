import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// A study screen against a hand-made `men-and-women.json`: the group floor, the grouping and view switches, the
/// headline tiles and the takeaway's numbers.
struct StudyScreenTests {
    static func values(_ women: [Double], _ men: [Double], gap: [Double] = [-0.01, 0.005]) -> String {
        #"{"menHigher":[\#(men[0]),\#(men[1])],"womenHigher":[\#(women[0]),\#(women[1])],"medianGap":[-0.023,-0.03],"weightedMen":[0.6,0.605],"weightedWomen":[\#(0.6 - gap[0]),\#(0.605 - gap[1])],"lines":{"menHigher":[0.2,0.15,\#(men[1])],"womenHigher":[0.3,null,\#(women[1])],"medianGap":[-0.02,-0.025,-0.03],"weightedGap":[-0.01,0,0.005]}}"#
    }

    static func row(_ key: String, _ n: Int, _ v: String?) -> String {
        v.map { #"{"key":"\#(key)","label":"\#(key)","n":\#(n),"values":\#($0)}"# }
            ?? #"{"key":"\#(key)","label":"\#(key)","n":\#(n),"tooFew":true}"#
    }

    static var file: String {
        let region = [row("Northeast", 40, values([0.41, 0.56], [0.17, 0.05])), row("West", 12, nil)]
        let size = [row("small", 31, values([0.5, 0.6], [0.1, 0.1])), row("large", 29, nil)]
        return #"{"name":"men-and-women","slug":"men-and-women","built":"2026-09-29","yearKind":"fall","from":2004,"to":2024,"n":912,"lineFrom":2022,"threshold":0.03,"minApplicants":1000,"national":\#(row("all", 912, values([0.13, 0.4825], [0.12, 0.06]))),"groupings":[{"grouping":"region","label":"Region","floor":30,"groups":[\#(region.joined(separator: ","))]},{"grouping":"size","label":"Size","floor":30,"groups":[\#(size.joined(separator: ","))]}]}"#
    }

    func screen(_ q: StudyQuery = StudyQuery()) throws -> Screen {
        try StudyScreen.build(try TrendTestSupport.snapshot(["men-and-women": Self.file]), slug: "men-and-women", query: q)
    }

    @Test func groupsUnderTheFloorSayTooFew() throws {
        let breakdowns = TrendTestSupport.section(try screen(), "breakdowns")
        #expect(TrendTestSupport.headings(breakdowns) == ["Northeast", "West"])
        let west = breakdowns.firstIndex { if case let .heading(h) = $0 { h.text == "West" } else { false } }!
        guard case let .heading(h) = breakdowns[west], case let .text(t) = breakdowns[west + 1],
              case let .text(floor) = breakdowns[west + 2] else {
            Issue.record("no West tile")
            return
        }
        #expect(h.eyebrow == "12 colleges")
        // SmallMultiples' too-few tile: "Too few colleges to say", then "Needs {floor} or more", no periods.
        #expect(t.markdown == "Too few colleges to say")
        #expect(floor.markdown == "Needs 30 or more")
        // The group with values has its summary line and chart.
        #expect(TrendTestSupport.texts(breakdowns).contains("Women 41% → 56% · Men 17% → 5%"))
        #expect(breakdowns.contains { if case .trendLine = $0 { true } else { false } })
    }

    /// Everything outside the breakdowns section.
    func outside(_ s: Screen) -> [Block] {
        guard let start = s.blocks.firstIndex(where: { if case let .heading(h) = $0 { h.anchor == "breakdowns" } else { false } })
        else { return s.blocks }
        let count = TrendTestSupport.section(s, "breakdowns").count
        var blocks = s.blocks
        blocks.removeSubrange((start + 1)..<(start + 1 + count))
        return blocks
    }

    @Test func theGroupingSwitchChangesOnlyTheBreakdowns() throws {
        let base = try screen(), bySize = try screen(StudyQuery(grouping: "size"))
        #expect(TrendTestSupport.headings(TrendTestSupport.section(bySize, "breakdowns")) == ["small", "large"])
        #expect(outside(base) == outside(bySize))
        guard case let .controls(c)? = TrendTestSupport.section(bySize, "breakdowns").first(where: {
            if case .controls = $0 { true } else { false }
        }) else {
            Issue.record("no controls")
            return
        }
        let grouping = try #require(c.controls.first { $0.param == "grouping" })
        #expect(grouping.options.map(\.value) == ["region", "size"])
        #expect(grouping.options.map(\.selected) == [false, true])
        #expect(grouping.options.map(\.href) == ["/trends/men-and-women", "/trends/men-and-women?grouping=size"])
    }

    @Test func theStudentsViewWeightsByApplicants() throws {
        let base = try screen(), students = try screen(StudyQuery(view: "students"))
        #expect(outside(base) == outside(students))
        let text = TrendTestSupport.texts(TrendTestSupport.section(students, "breakdowns"))
        #expect(text.contains("Men's minus women's acceptance rate, averaged with each college's total applicants as the weight"))
        // weightedMen − weightedWomen: 0.6 − 0.61 = −1.0 pts; 0.605 − 0.600 = +0.5 pts.
        #expect(text.contains("Gap \u{2212}1.0 pts → +0.5 pts"))
        #expect(!text.contains("Women 41%"))
    }

    @Test func headlineTilesAndTakeaway() throws {
        let s = try screen()
        let tiles: [StatTile] = s.blocks.compactMap { b -> [StatTile]? in if case let .statTiles(t) = b { t.tiles } else { nil } }
            .first ?? []
        #expect(tiles.map(\.label) == ["Admit women at a notably higher rate", "Admit men at a notably higher rate",
                                       "Gap at the median college, men minus women"])
        #expect(tiles[0].value.display == "48%")
        #expect(tiles[0].value.delta?.display == "+35 pts")
        #expect(tiles[0].hint == "Fall 2004 \u{2192} fall 2024 \u{00B7} share of colleges")
        #expect(tiles[2].value.display == "\u{2212}3.0 pts")
        let takeaway = s.blocks.compactMap { if case let .takeaway(t) = $0 { t.text } else { nil } }.first ?? ""
        #expect(takeaway.hasPrefix("Across 912 colleges, the share admitting men at a notably higher rate fell from 12% in "
            + "fall 2004 to 6% in fall 2024, and the share admitting women at a notably higher rate rose from 13% to 48%."))
        #expect(takeaway.contains("In the Northeast, colleges favoring women went from 41% to 56%."))
        // The West is under the floor, so it has no sentence.
        #expect(!takeaway.contains("The West"))
        let method = TrendTestSupport.texts(TrendTestSupport.section(s, "method"))
        #expect(method.contains("912 colleges in fall 2004 and fall 2024"))
        #expect(method.contains("1,000+ applicants in total at both ends"))
    }

    @Test func switchesTheStudyDoesNotOfferAre400s() throws {
        let snapshot = try TrendTestSupport.snapshot(["men-and-women": Self.file])
        for (q, field) in [(StudyQuery(grouping: "division"), "grouping"), (StudyQuery(view: "everyone"), "view"),
                           (StudyQuery(window: "five"), "window")] {
            #expect(throws: APIError.self) { try StudyScreen.build(snapshot, slug: "men-and-women", query: q) }
            do { _ = try StudyScreen.build(snapshot, slug: "men-and-women", query: q) } catch let e as APIError {
                #expect(e.status == 400 && e.detail == .object(["field": .string(field)]))
            }
        }
        #expect(throws: APIError.notFound("There is no such study.")) {
            try StudyScreen.build(snapshot, slug: "no-such-study", query: StudyQuery())
        }
        #expect(throws: APIError.self) { try StudyQuery.parse([("view", "colleges"), ("view", "students")]) }
    }

    @Test func aStudyWithoutItsFileSaysSo() throws {
        let s = try StudyScreen.build(try TrendTestSupport.snapshot([:]), slug: "pell-gap", query: StudyQuery())
        #expect(TrendTestSupport.texts(s.blocks).contains("**This study isn't available yet.**"))
        #expect(s.title == "The Pell graduation gap")
    }

    static func nationalLines(_ s: Screen) -> [TrendLineBlock] {
        TrendTestSupport.section(s, "national").compactMap { if case let .trendLine(t) = $0 { t } else { nil } }
    }

    @Test func thePandemicIsMarkedOnlyOnLinesThatReachIt() throws {
        // The hand-made lines start in fall 2022: no pandemic mark or shading.
        let late = try #require(Self.nationalLines(try screen()).first)
        #expect(late.window == YearWindow(from: 2022, to: 2024))
        #expect(late.events == nil && late.spans == nil)
        // The same three values from fall 2018 reach 2020: marked and shaded 2020 to 2021.
        let early = Self.file.replacingOccurrences(of: #""lineFrom":2022"#, with: #""lineFrom":2018"#)
        let s = try StudyScreen.build(try TrendTestSupport.snapshot(["men-and-women": early]), slug: "men-and-women",
                                      query: StudyQuery())
        let line = try #require(Self.nationalLines(s).first)
        #expect(line.window == YearWindow(from: 2018, to: 2024))
        #expect(line.events == [YearMark(year: 2020, label: "Pandemic")])
        #expect(line.spans == [YearSpan(from: 2020, to: 2021, label: "Pandemic")])
        #expect(line.breaks == nil)
    }

    @Test func theTestOptionalLinesBreakAtTheNewSAT() throws {
        let s = try StudyScreen.build(SampleDataset.snapshot, slug: "test-optional", query: StudyQuery())
        let national = try #require(Self.nationalLines(s).first)
        #expect(national.breaks?.contains(YearMark(year: 2017, label: "New SAT")) == true)
        let submit = TrendTestSupport.section(s, "who-submits").compactMap { if case let .trendLine(t) = $0 { t } else { nil } }
        #expect(submit.count == 1 && submit.first?.breaks == [YearMark(year: 2017, label: "New SAT")])
    }
}
