import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// The Over time page's words (components/history/OverTime.tsx, app/schools/[id]/history/page.tsx,
/// lib/history-groups.ts) on a hand-made history for 100654, with the sample's own history meta (newest fall 2024,
/// newest academic year 2023–24) and CPI. Each expected string is the site's literal; where it interpolates, the
/// comment gives the arithmetic.
struct FidelityHistoryWordsTests {
    static let id = "100654"

    /// `values[i]` is the value for `start + i`.
    static func series(_ start: Int, _ values: [Double?], approx: [Int]? = nil) -> HistorySeries {
        var s = HistorySeries(start: start, values: values)
        s.approx = approx
        return s
    }

    static func ramp(_ start: Int, through end: Int, _ first: Double, step: Double) -> HistorySeries {
        series(start, (start...end).map { first + Double($0 - start) * step })
    }

    static let snapshot: DatasetSnapshot = {
        var h = SchoolHistory()
        h.unitID = id
        h.repeated = [2019]
        h.series = [
            "avg_paid_all": series(2013, (2013...2023).map { 20000 + Double($0 - 2013) * 300 }, approx: [2013, 2014]),
            "full_price": ramp(2013, through: 2023, 30000, step: 500),
            "grant_pct": ramp(2013, through: 2023, 0.6, step: 0.01),
            "federal_loan_rate": ramp(2013, through: 2023, 0.4, step: -0.01),
            "applicants": ramp(2014, through: 2024, 4000, step: 100),
            "acceptance_rate": ramp(2014, through: 2024, 0.9, step: -0.01),
            "sat_25": ramp(2012, through: 2024, 900, step: 5),
            "sat_75": ramp(2012, through: 2024, 1100, step: 5),
            "sat_submit": ramp(2014, through: 2024, 0.5, step: 0.01),
            "undergrads": ramp(2014, through: 2024, 5000, step: 20),
            "housing_capacity": ramp(2013, through: 2023, 2000, step: 10),
            "student_faculty_ratio": ramp(2014, through: 2024, 18, step: 0),
            "faculty_full_time_share": ramp(2014, through: 2024, 0.7, step: -0.01),
            "faculty_salary": ramp(2016, through: 2024, 60000, step: 1000),
            "grad_rate": ramp(2008, through: 2018, 0.3, step: 0.01),
            "median_debt": ramp(2010, through: 2020, 20000, step: 100),
            "grad_rate_pell": ramp(2008, through: 2018, 0.25, step: 0.01),
        ]
        let base = SampleDataset.snapshot
        return try! DatasetSnapshot(schools: base.schools, meta: base.meta, releaseCalendar: base.releaseCalendar,
                                    history: base.history, schoolHistories: [id: h], publishID: "fidelity",
                                    loadedAt: Date(timeIntervalSince1970: 0))
    }()

    static func page(_ group: HistoryGroup, dollars: HistoryQuery.Dollars = .real) throws -> Page {
        Page(try ProfileScreens.history(snapshot, id: id, query: HistoryQuery(group: group, dollars: dollars)).screen)
    }

    @Test func titleAndCostFootnote() throws {
        let cost = try Self.page(.cost)
        // history/page.tsx: Panel title "How it's changed" (ASCII apostrophe in the JS string).
        #expect(cost.blocks.contains { if case let .heading(h) = $0 { h.text == "How it's changed" } else { false } })
        // OverTime's control row: "Money in {historyYearLabel(latest.academic, "academic")} dollars" after inflation,
        // and the controls in the row's order (range, dollars, then the national-median checkbox; 100654 is public, so
        // "Full price for" sits before the checkbox).
        #expect(cost.texts.contains("Money in 2023\u{2013}24 dollars"))
        let row = try #require(cost.blocks.compactMap { if case let .controls(c) = $0 { c } else { nil } }.first)
        #expect(row.controls.map(\.label) == ["Years shown", "Dollars", "Full price for", "National median"])
        // OverTime Cost footer: `* ${joinYears(approxYears, "academic")}: grant dollars per student estimated as
        // share with grants × average grant; total grant dollars weren&apos;t reported yet.`, the approx years from
        // the window's start (2013–14 to 2023–24), so both 2013 and 2014.
        #expect(cost.texts.contains("* 2013\u{2013}14, 2014\u{2013}15: grant dollars per student estimated as share "
            + "with grants \u{D7} average grant; total grant dollars weren't reported yet."))
    }

    @Test func aidAndAdmissionsNotes() throws {
        // The federal loan panel's note.
        #expect(try Self.page(.aid).texts.contains("All undergraduates, not only first-years."))
        // Admissions footer: `${joinYears(repeated, "fall")}: left out because the college&apos;s report repeated the
        // previous year&apos;s applicants, admits, and enrollees exactly (a carried-forward report, not a new count).`,
        // historyYearLabel(2019, "fall") = "Fall 2019".
        #expect(try Self.page(.admissions).texts.contains("Fall 2019: left out because the college's report repeated the "
            + "previous year's applicants, admits, and enrollees exactly (a carried-forward report, not a new count)."))
    }

    @Test func satNoteGivesTheBreaksReasonWhenTheWindowCrossesIt() throws {
        // scoreWindow [2014, 2024] starts before SAT_BREAK[0].year 2017: `${reason} Shaded years: ...`.
        #expect(try Self.page(.scores).texts.contains("The SAT was redesigned in 2016; earlier scores are on the old "
            + "scale and aren't comparable. Shaded years: scores weren't required, so ranges describe only students "
            + "who sent them."))
    }

    /// HistoryTable: Year, the range column `${formatBy(format, lo)}–${formatBy(format, hi)}`, the extras
    /// ("Submitted SAT", formatBy(SERIES.sat_submit.format = pct)), then "National median".
    @Test func theScoreTableShowsTheSubmittersColumn() throws {
        let page = try Self.page(.scores)
        let table = try #require(page.blocks.compactMap { if case let .table(t) = $0 { t } else { nil } }
            .first { $0.columns.contains { $0.label == "Submitted SAT" } })
        #expect(table.columns.map(\.label) == ["Year", "SAT middle 50%", "Submitted SAT", "National median"])
        // Fall 2024: 900 + 12·5 = 960 and 1100 + 12·5 = 1160; submitters 0.5 + 10·0.01 = 0.6 → "60%".
        let first = try #require(table.rows.first).cells
        guard case let .text(year) = first[0], case let .values(range) = first[1], case let .value(share) = first[2] else {
            Issue.record("unexpected cells \(first)")
            return
        }
        #expect(year.hasPrefix("Fall 2024"))
        #expect(range.display == "960\u{2013}1160")
        #expect(share.display == "60%")
    }

    @Test func studentsAndAcademicsNotes() throws {
        #expect(try Self.page(.students).texts.contains("Beds in college housing; can include graduate housing."))
        let academics = try Self.page(.academics).texts
        #expect(academics.contains("Lower means fewer students for each faculty member. Colleges compute it "
            + "themselves, so small moves can be a change in counting."))
        #expect(academics.contains("Nationally the full-time share has drifted down for years as colleges rely more "
            + "on part-time and adjunct instructors."))
        #expect(academics.contains("9-month equated, all ranks combined. Pay tracks local cost of living as much as a "
            + "college's generosity, so compare with care."))
    }

    @Test func outcomesNotesAndNoPellPanel() throws {
        let real = try Self.page(.outcomes)
        #expect(real.texts.contains("By the year students entered. First-time, full-time students; the profile's "
            + "headline rate is the Scorecard's broader measure, so it can differ slightly."))
        // Median debt ends 2020 (2020–21): `Ends ${label}: newer years aren't published in this series.` plus, after
        // inflation, ` After inflation, in ${label} dollars.`; as reported, nothing more.
        #expect(real.texts.contains("Ends 2020\u{2013}21: newer years aren't published in this series. After "
            + "inflation, in 2020\u{2013}21 dollars."))
        #expect(try Self.page(.outcomes, dollars: .nominal).texts
            .contains("Ends 2020\u{2013}21: newer years aren't published in this series."))
        #expect(real.texts.contains("**Earnings** aren't shown over time: the College Scorecard changed how it "
            + "measures them, so earlier years aren't comparable with today's figure."))
        // OverTime's Outcomes group (the newest stored version, ff134b7): graduation and median debt, then, with
        // grad_rate_pell, "Graduation by group" and its Pell chart (FidelityHistoryPanelsTests has the rest).
        let headings = real.blocks.compactMap { if case let .heading(h) = $0 { h.text } else { nil } }
        #expect(headings.contains("Graduated within 6 years"))
        #expect(headings.contains("Median debt at graduation"))
        #expect(headings.suffix(2) == ["Graduation by group", "Pell Grant recipients vs. everyone"])
    }

    /// lib/history-groups.ts GROUP_SERIES: a college whose only outcome series is `grad_rate_white` still has the
    /// Outcomes group (and one with only `out_of_state_share` the Students group).
    @Test func groupsOfferedByTheSitesSeries() {
        var h = SchoolHistory()
        h.series = ["grad_rate_white": Self.series(2010, [0.5]), "out_of_state_share": Self.series(2014, [0.2])]
        #expect(HistoryGroup.available(h, eventCount: 0) == [.students, .outcomes])
    }
}
