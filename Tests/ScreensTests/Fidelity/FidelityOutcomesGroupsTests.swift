import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// The outcomes page re-read against components/school/GraduationByGroup.tsx with components/charts/GroupDotPlot.tsx
/// and lib/graduation-groups.ts, GraduateDebt.tsx, OutcomeMeasures.tsx and the page's cost vs. earnings ShowMore
/// (app/schools/[id]/outcomes/page.tsx). 222178's real record: grad_rate_pell 0.4502, loan_no_pell 0.5419,
/// no_pell_no_loan 0.7007, ftft 0.5901; grad_cohorts 271 / 203 / 431; race rates white 0.6679, hispanic 0.4503,
/// black 0.3882, two_or_more 0.5111 (the rest null) with cohorts 548, 12, 191, 85, 45, 20, 0, 1; IPEDS GR's vintage
/// "Entered fall 2018"; Scorecard's latest release has no year.
struct FidelityOutcomesGroupsTests {
    /// 222178 with the hand-made report's on-time rates (reported.outcomes.graduation.within_4: Pell 0.38, loan 0.45,
    /// neither 0.6, total 0.5), cited "Entered fall 2019".
    static func onTimeSnapshot() throws -> DatasetSnapshot {
        var reported = FidelityReported.reported
        var outcomes = reported["outcomes"] as? [String: Any] ?? [:]
        outcomes["graduation"] = ["within_4": ["pell": 0.38, "loan_no_pell": 0.45, "no_pell_no_loan": 0.6, "total": 0.5]]
        reported["outcomes"] = outcomes
        var lineage = FidelityReported.lineage
        lineage["reported.outcomes.graduation"] = Fidelity.cds("Entered fall 2019")
        return try Fidelity.snapshot(editing: "222178", reported: reported, lineage: lineage)
    }

    static func plot(_ page: Page) -> DotPlotBlock? {
        page.blocks.lazy.compactMap { if case let .dotPlot(d) = $0 { d } else { nil } }.first
    }

    /// Each row as GroupDotPlot prints it: label, cohort, then the value (or the note alone without one) with the
    /// lighter figure and the note after " · ".
    static func lines(_ d: DotPlotBlock) -> [String] {
        d.groups.map { g in
            let cohort = g.cohort.map { " (\($0.display) \(d.cohortLabel ?? ""))" } ?? ""
            guard g.value.value != nil else { return "\(g.label)\(cohort): \(g.note ?? "")" }
            let secondary = g.secondary.map { " \u{B7} \($0.display) \(d.secondaryLabel ?? "")" } ?? ""
            return "\(g.label)\(cohort): \(g.value.display)\(secondary)" + (g.note.map { " \u{B7} \($0)" } ?? "")
        }
    }

    /// "Do lower-income students finish?": pellGapSentence with pellGap = round4(0.7007 − 0.4502) = 0.2505 (under
    /// MAX_PLAUSIBLE_GAP): `Pell Grant recipients: ${pct(0.4502)}, ${gapPhrase(0.4502, 0.7007)} students with no
    /// need-based federal aid (${pct(0.7007)}).` where gapPhrase rounds −25.05 to −25 → "25 points below"; then
    /// "First-time, full-time students who finished within 6 years; entered fall 2018.". Rows (AID_GROUP_LABELS):
    /// 0.5419 − 0.7007 = −15.88 → "16 points below students with neither"; "Neither Pell nor subsidized loan" is the
    /// hollow comparison group. Overall "All students in this class" 59%. Scale: lo = floor((0.4502 − 0.05) × 10) / 10
    /// = 0.4, a 0.6-long scale ticks every 0.2: 0.4, 0.6, 0.8, 1.
    @Test func lowerIncomeStudentsAsGraduationByGroup() throws {
        let page = try Fidelity.topic("222178", "outcomes").section("Do lower-income students finish?")
        #expect(page.texts == ["Pell Grant recipients: 45%, 25 points below students with no need-based federal aid (70%). "
            + "First-time, full-time students who finished within 6 years; entered fall 2018."])
        let plot = try #require(Self.plot(page))
        #expect(plot.label == "Graduation rate by Pell Grant and loan status")
        #expect(Self.lines(plot) == [
            "Pell Grant recipients (271 students): 45% \u{B7} 25 points below students with neither",
            "Subsidized loan, no Pell Grant (203 students): 54% \u{B7} 16 points below students with neither",
            "Neither Pell nor subsidized loan (431 students): 70% \u{B7} comparison group",
        ])
        #expect(plot.groups.map(\.hollow) == [nil, nil, true])
        #expect(plot.groups.allSatisfy { $0.color == "d-access" })
        #expect(plot.referenceLabel == "All students in this class" && plot.reference?.display == "59%")
        #expect(plot.scale.min == 0.4 && plot.scale.ticks == [0.4, 0.6, 0.8, 1])
        #expect(plot.secondaryLabel == nil)
    }

    /// "By race and ethnicity": groups with a cohort above zero (American Indian/Alaska Native has 0, left out);
    /// `${gapPhrase(v, overall)} all students`: 0.6679 − 0.5901 → +7.78 → "8 points above"; 0.4503 → −13.98 → "14
    /// points below"; 0.3882 → −20.19 → "20 points below"; 0.5111 → −7.9 → "8 points below"; Asian (12),
    /// International (20) and Native Hawaiian/Pacific Islander (1) have no rate and a cohort under 30: "Not shown:
    /// under 30 students". No Scorecard year: "'s most recent release". The overall line without a replaced federal
    /// class is grad_rate_ftft, labelled `All students (IPEDS, ${pellCited.year.toLowerCase()})`.
    @Test func raceAndEthnicityAsGraduationByGroup() throws {
        let page = try Fidelity.topic("222178", "outcomes").section("By race and ethnicity")
        #expect(page.texts.first == "First-time, full-time students who finished within 6 years, from the College "
            + "Scorecard's most recent release. Groups under 30 students aren't shown.")
        let plot = try #require(Self.plot(page))
        #expect(Self.lines(plot) == [
            "White (548 students): 67% \u{B7} 8 points above all students",
            "Asian (12 students): Not shown: under 30 students",
            "Hispanic/Latino (191 students): 45% \u{B7} 14 points below all students",
            "Black (85 students): 39% \u{B7} 20 points below all students",
            "Two or more races (45 students): 51% \u{B7} 8 points below all students",
            "International (20 students): Not shown: under 30 students",
            "Native Hawaiian/Pacific Islander (1 students): Not shown: under 30 students",
        ])
        #expect(plot.referenceLabel == "All students (IPEDS, entered fall 2018)" && plot.reference?.display == "59%")
        // Not shown rows carry the en dash a missing Value prints, cited like the others.
        #expect(plot.groups[1].value.display == "\u{2013}" && plot.groups[1].value.cited.path == "outcomes.grad_rate_by_race")
    }

    /// With the college's own on-time rates (reported.outcomes.graduation.within_4, cited "Entered fall 2019"): the
    /// card opens with `Of 100 Pell Grant recipients who entered in ${"fall 2019"}, ${round(0.38 × 100)} finished within
    /// 4 years and ${round(0.4502 × 100)} within 6.` and each row prints ` · ${pct(within_4)} within 4 years`. The
    /// lighter dots join the scale: lo = floor((0.38 − 0.05) × 10) / 10 = 0.3.
    @Test func onTimeRatesFromTheCollegesReport() throws {
        let snapshot = try Self.onTimeSnapshot()
        let page = try Fidelity.topic("222178", "outcomes", in: snapshot).section("Do lower-income students finish?")
        #expect(page.texts.first == "Of 100 Pell Grant recipients who entered in fall 2019, 38 finished within 4 years and "
            + "45 within 6. First-time, full-time students who finished within 6 years; entered fall 2018.")
        let plot = try #require(Self.plot(page))
        #expect(Self.lines(plot)[0] == "Pell Grant recipients (271 students): 45% \u{B7} 38% within 4 years \u{B7} 25 points "
            + "below students with neither")
        #expect(plot.groups.map { $0.secondary?.cited.path } == Array(repeating: "reported.outcomes.graduation", count: 3))
        #expect(plot.scale.min == 0.3)
    }

    /// lib/graduation-groups.ts gapPhrase: Math.round of the difference in points; one point is singular.
    @Test func gapPhraseAsLibGraduationGroups() {
        #expect(OutcomesByGroup.gapPhrase(0.71, 0.70) == "1 point above")
        #expect(OutcomesByGroup.gapPhrase(0.702, 0.70) == "the same as")
        #expect(OutcomesByGroup.gapPhrase(0.4502, 0.7007) == "25 points below")
    }

    /// GraduateDebt's sentence with the hand-made CDS (any: share 0.55, avg_principal 30000; class of 2025, 700
    /// students): "According to {name}'s most recent Common Data Set, **55%** of its Class of 2025 graduates (700
    /// students) borrowed from any source: federal, institutional, state, or private, averaging **$30,000** among those
    /// who did." Each number is a tile with the words before it as its label and those after as its hint.
    @Test func graduateDebtSentence() throws {
        let page = try FidelityReported.page("outcomes").section("What graduates owe")
        let share = try #require(page.tile("According to Abilene Christian University's most recent Common Data Set,"))
        #expect(share.value.display == "55%")
        #expect(share.hint == "of its Class of 2025 graduates (700 students) borrowed from any source: federal, "
            + "institutional, state, or private,")
        let average = try #require(page.tile("averaging"))
        #expect(average.value.display == "$30,000" && average.hint == "among those who did.")
    }

    /// The page's ShowMore: label "Show the cost vs. earnings map", hint `Where ${school.name} sits among 300
    /// colleges`, only `onValueMap` (the college reports both cost and earnings).
    @Test func costVersusEarningsMapOnlyForACollegeOnIt() throws {
        let folds = Fidelity.flatFolds(try Fidelity.topic("222178", "outcomes"))
        let map = try #require(folds.first { $0.anchor == "map" })
        #expect(map.hint == "Show the cost vs. earnings map")
        #expect(map.note == "Where Abilene Christian University sits among 300 colleges")
        let snapshot = try FidelityCostAidTests.snapshot(editing: "222178") { json in
            var o = json["outcomes"] as? [String: Any] ?? [:]
            o["median_earnings_10yr"] = NSNull()
            json["outcomes"] = o
        }
        #expect(Fidelity.flatFolds(try Fidelity.topic("222178", "outcomes", in: snapshot)).allSatisfy { $0.anchor != "map" })
    }

    /// OutcomeMeasures prints both Pell rows, `p.v === null ? "–" : pct(p.v)`, and "– Fewer than 30 students in the
    /// group" when one is missing (hand-made: non_pell award null).
    @Test func pellRowsKeepTheDash() throws {
        let snapshot = try FidelityCostAidTests.snapshot(editing: "222178") { json in
            var o = json["outcomes"] as? [String: Any] ?? [:]
            var e = o["eight_year"] as? [String: Any] ?? [:]
            e["non_pell"] = ["cohort": 20, "award": NSNull(), "award_4": NSNull(), "award_6": NSNull()]
            o["eight_year"] = e
            json["outcomes"] = o
        }
        let page = try Fidelity.topic("222178", "outcomes", in: snapshot).section("Earned a credential within 8 years")
        #expect(page.tile("Students without a Pell Grant")?.value.display == "\u{2013}")
        #expect(page.tile("Pell Grant recipients") != nil)
        #expect(page.texts.contains("\u{2013} Fewer than 30 students in the group"))
    }
}
