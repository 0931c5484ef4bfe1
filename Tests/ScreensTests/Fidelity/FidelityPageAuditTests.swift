import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// Issue 14, sections the profile pages print that the earlier passes missed: the admissions page's factor-change
/// line (app/schools/[id]/admissions/page.tsx with lib/events.ts) and the outcomes earnings strip without earnings
/// (DistributionStrip). Expected strings are worked out by hand from the named code.
struct FidelityPageAuditTests {
    static let id = "100654"

    /// 100654 with a hand-made history: admissions series for the topic, an essay that became required in fall 2023
    /// (5 → 1 with both years in the new era: kept) and legacy status no longer considered in fall 2024 (5 → 3), and
    /// a GPA requirement dropped in fall 2022 (1 → 5 across the era: required ↔ not required is kept in any era, but
    /// 2022 is not after FACTOR_ERA, so the page leaves it out).
    static let snapshot: DatasetSnapshot = {
        var h = SchoolHistory()
        h.unitID = id
        h.series = [
            "applicants": FidelityHistoryWordsTests.ramp(2014, through: 2024, 4000, step: 100),
            "acceptance_rate": FidelityHistoryWordsTests.ramp(2014, through: 2024, 0.9, step: -0.01),
            "factor_essay": FidelityHistoryWordsTests.series(2021, [5, 5, 1, 1]),
            "factor_legacy": FidelityHistoryWordsTests.series(2021, [5, 5, 5, 3]),
            "factor_gpa": FidelityHistoryWordsTests.series(2020, [1, 1, 5, 5, 5]),
        ]
        let base = SampleDataset.snapshot
        return try! DatasetSnapshot(schools: base.schools, meta: base.meta, releaseCalendar: base.releaseCalendar,
                                    history: base.history, schoolHistories: [id: h], publishID: "fidelity",
                                    loadedAt: Date(timeIntervalSince1970: 0))
    }()

    /// The admissions page: `recentAdmissionChanges` = historyEvents filtered to area "admissions", kind "fall" and
    /// year > FACTOR_ERA (2022), newest first; printed "Recent change: " + `${e.text} in ${eventYear(e)}` joined by
    /// "; " with a final period, eventYear giving "fall 2024".
    @Test func theAdmissionsPageNamesRecentFactorChanges() throws {
        let page = try Fidelity.topic(Self.id, "admissions", in: Self.snapshot)
        #expect(page.texts.contains("**Recent change:** Stopped considering legacy status in fall 2024; "
            + "Started requiring an essay in fall 2023."))
        #expect(!page.texts.contains { $0.contains("high school GPA") })
    }

    /// Without a history file there is no such line.
    @Test func noFactorLineWithoutHistory() throws {
        let page = try Fidelity.topic("222178", "admissions")
        #expect(!page.texts.contains { $0.hasPrefix("**Recent change:**") && $0.contains(" in fall ") })
    }

    /// app/schools/[id]/outcomes: the Earnings block shows when earnings or the graduation rate is reported, and its
    /// DistributionStrip gets `value={earnings}`: with null it prints "Not reported", pins nothing and has no rank line.
    @Test func theEarningsStripShowsWithoutEarnings() throws {
        let snapshot = try FidelityCostAidTests.snapshot(editing: "222178") { json in
            var o = json["outcomes"] as? [String: Any] ?? [:]
            o["median_earnings_10yr"] = NSNull()
            json["outcomes"] = o
        }
        let page = try Fidelity.topic("222178", "outcomes", in: snapshot)
        let strip = try #require(page.distribution("Median earnings vs. every college"))
        #expect(strip.pinned.value.value == nil && strip.pinned.rank == nil && strip.pinned.rankText == nil)
        // DistributionStrip: `{value === null ? "Not reported" : f(value)}` beside the label.
        #expect(strip.pinned.value.display == "Not reported")
        #expect(page.section("Earnings climb with time").blocks.isEmpty)
        // With earnings, the strip pins them in moneyCompact with its rank line.
        let full = try #require(try Fidelity.topic("222178", "outcomes").distribution("Median earnings vs. every college"))
        #expect(full.pinned.value.format == .moneyCompact && full.pinned.rankText?.hasPrefix("higher than ") == true)
    }

    /// CampusServices for 222178 (NCAA, division "I-FCS", Western Athletic Conference 137, football in the United
    /// Athletic Conference 379, all four sports; no ROTC, study abroad, undergrad_research false; counseling,
    /// employment, placement; disability services "three_or_less"): `NCAA ${DIVISION_LABELS["I-FCS"]}` · the linked
    /// conference; "Football in the …." then "Of the four sports the federal survey asks about, it plays " with
    /// SPORT_LABELS (track → "cross country/track"); ROTC "Not listed", "Offered", false → "Not listed", CALENDAR_LABELS
    /// semester → "Semesters"; the services' own sentences and the ≤ 3% line, whose InfoTip ("disability-services") is a
    /// term link on its last words.
    @Test func athleticsAndProgramsAsCampusServicesPrintsThem() throws {
        let page = try Fidelity.topic("222178", "students").section("Athletics & programs")
        #expect(page.texts.first == "**Athletics.** NCAA Division I FCS \u{B7} [Western Athletic Conference](/explore?conference=137)"
            + "\n\nFootball in the [United Athletic Conference](/explore?conference=379). Of the four sports the federal "
            + "survey asks about, it plays football, basketball, baseball, cross country/track.")
        #expect(page.tableRows == [["ROTC", "Not listed"], ["Study abroad", "Offered"], ["Undergraduate research", "Not listed"],
                                   ["Calendar", "Semesters"]])
        #expect(page.texts.contains("- Academic and career counseling\n- Help finding a job while enrolled\n"
            + "- Job placement after graduating\n- 3% or fewer of undergrads registered with "
            + "[disability services](/glossary#disability-services)"))
    }

    /// 138558: an NAIA member without an NCAA division (divisionFilterOf → "naia", printed "NAIA"), no football, so
    /// the sports sentence ends " (no football)"; undergraduate research true → "A formal program"; disability
    /// services share 0.0803 → pct "8%".
    @Test func anNaiaCollegeWithoutFootball() throws {
        let page = try Fidelity.topic("138558", "students").section("Athletics & programs")
        #expect(page.texts.first == "**Athletics.** NAIA \u{B7} [Southern States Athletic Conference](/explore?conference=334)"
            + "\n\nOf the four sports the federal survey asks about, it plays basketball, baseball, cross country/track "
            + "(no football).")
        #expect(page.tableRows.contains(["Undergraduate research", "A formal program"]))
        #expect(page.texts.contains("- Academic and career counseling"))
        #expect(page.tile("of undergrads registered with disability services")?.value.display == "8%")
    }

    /// The academics page prints the "Spending and endowment" block whenever `finances` exists: its note
    /// `Fiscal ${historyYearLabel(2023, "academic")}. Compared only against other ${FORM_LABELS.fasb}: …` even when
    /// neither strip has a figure.
    @Test func spendingNoteWithoutFigures() throws {
        let snapshot = try FidelityCostAidTests.snapshot(editing: "222178") { json in
            var f = json["finances"] as? [String: Any] ?? [:]
            f["endowment_per_student"] = NSNull()
            f["instruction_per_student"] = NSNull()
            json["finances"] = f
        }
        let page = try Fidelity.topic("222178", "academics", in: snapshot).section("Spending and endowment")
        #expect(page.texts.first?.hasPrefix("Fiscal 2023\u{2013}24. Compared only against other ") == true)
        #expect(page.distribution("Instruction spending per student") == nil)
    }

    /// lib/history.ts SERIES: the label and glossary term of the series whose words differed (the factor series
    /// are named for the factor, legacy status has its own entry, the live-on rule reads "must"), and a few that
    /// already matched.
    @Test func historySeriesLabelsAreTheSites() throws {
        let expected: [(String, String, String)] = [
            ("faculty_salary", "Average faculty salary (9-month equated)", "nine-month-equated-salary"),
            ("grad_rate_no_pell_no_loan", "Graduated within 6 years, neither Pell nor subsidized loan", "pell-graduation-gap"),
            ("factor_gpa", "High school GPA", "admission-factor"), ("factor_class_rank", "Class rank", "admission-factor"),
            ("factor_hs_record", "High school record", "admission-factor"),
            ("factor_college_prep", "College-prep program", "admission-factor"),
            ("factor_recommendations", "Recommendations", "admission-factor"),
            ("factor_competencies", "Demonstration of competencies", "admission-factor"),
            ("factor_english_test", "English proficiency test", "admission-factor"),
            ("factor_other_test", "Other tests", "admission-factor"),
            ("factor_work_experience", "Work experience", "admission-factor"), ("factor_essay", "Essay", "admission-factor"),
            ("factor_legacy", "Legacy status", "legacy-status"),
            ("live_on", "First-years must live on campus", "live-on-requirement"),
            ("enrolled", "Enrolled first-years", "enrolled"), ("housing_capacity", "Housing capacity (beds)", "housing-capacity"),
            ("federal_loan_rate", "Undergraduates with a federal loan", "federal-loan-rate"),
            ("net_price_income_3", "Net price, family income $48\u{2013}75K", "net-price-by-income"),
        ]
        for (key, label, term) in expected {
            let def = try #require(HistorySeriesCatalog.def(key), "\(key)")
            #expect(def.label == label && def.term == term, "\(key)")
        }
        // The event sentences keep FACTOR_PHRASES.
        #expect(HistorySeriesCatalog.factors.first { $0.key == "hs_record" }?.phrase == "the high school record")
    }

    /// components/profile/ProfileChanges: eyebrow "Updates", the takeaway "New and revised figures from the latest
    /// data releases, each with its year.", each publish headed `Published ${dateLabel(date)}` (lib/releases:
    /// "Oct 4, 2026") with ` · ${releases.join(", ")}`, and each change's source on the line under its sentence.
    /// The sample's log for 178107: 2026-10-04 "IPEDS winter release (provisional)", then 2026-04-20.
    @Test func whatChangedReadsAsProfileChanges() throws {
        let screen = try ProfileScreens.changes(Fidelity.snapshot, id: "178107")
        let page = Page(screen)
        let headings = page.blocks.compactMap { if case let .heading(h) = $0 { h } else { nil } }
        #expect(headings.first?.eyebrow == "Updates")
        #expect(headings.dropFirst().first?.text == "Published Oct 4, 2026 \u{B7} IPEDS winter release (provisional)")
        #expect(headings.dropFirst().allSatisfy { $0.text.hasPrefix("Published ") && $0.eyebrow == nil })
        #expect(page.blocks.contains { if case let .takeaway(t) = $0 {
            t.text == "New and revised figures from the latest data releases, each with its year." } else { false } })
        #expect(page.texts.first?.contains("- Fall 2024: 66% admitted (fall 2023: 67%)\\\n  IPEDS Admissions survey") == true)
        // The overview's panel has the same eyebrow and takeaway.
        let overview = Page(try ProfileScreens.overview(Fidelity.snapshot, id: "178107"))
        #expect(overview.blocks.contains { if case let .heading(h) = $0 { h.anchor == "changes" && h.eyebrow == "Updates" } else { false } })
    }

    /// admissions/page.tsx `scoresBeforeChange`: lineageFall of the SAT ranges' year ("Fall 2024" → 2024, the sample's
    /// ADM2024) and a test-policy event with `changesRequirement` (required → considered: true) for a cycle after it
    /// (2026 > 2024) print "These scores are from the class that entered in fall 2024, before the change." under the
    /// score checker; an event that keeps the requirement (considered → not-considered) prints nothing.
    @Test func scoresFromBeforeARequirementChange() throws {
        func page(_ from: String, _ to: String) throws -> Page {
            let snapshot = try Fidelity.snapshot(editing: "222178", reported: [
                "test_policy_events": [["cycle": 2026, "from": from, "to": to]],
            ], lineage: [:])
            return try Fidelity.topic("222178", "admissions", in: snapshot)
        }
        let line = "These scores are from the class that entered in fall 2024, before the change."
        #expect(try page("required", "considered").texts.contains(line))
        #expect(try !page("considered", "not-considered").texts.contains(line))
    }
}
