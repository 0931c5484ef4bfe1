import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// The Over time panels the newest stored OverTime.tsx draws (components/history/OverTime.tsx at ff134b7, the version
/// OverTimeSection's `initialGroup` and lib/history-groups.ts match): where first-years come from (Students), the 8-year
/// outcomes and graduation by group with its "Each class" / "3-class average" control (Outcomes, lib/graduation-groups.ts
/// `rollingRate`), and OverTimeSection's line above the admissions footnote. On a hand-made history for 100654 with the
/// sample's meta (newest fall 2024, newest entering class 2018).
struct FidelityHistoryPanelsTests {
    static let id = "100654"
    static func series(_ start: Int, _ values: [Double?]) -> HistorySeries { HistorySeries(start: start, values: values) }
    static func ramp(_ start: Int, through end: Int, _ first: Double, step: Double) -> HistorySeries {
        series(start, (start...end).map { first + Double($0 - start) * step })
    }

    static let history: SchoolHistory = {
        var h = SchoolHistory()
        h.unitID = id
        h.series = [
            "applicants": ramp(2014, through: 2024, 4000, step: 100),
            "undergrads": ramp(2014, through: 2024, 5000, step: 20),
            "race_white": ramp(2014, through: 2024, 0.6, step: -0.01),
            "race_black": ramp(2014, through: 2024, 0.3, step: 0.01),
            "men_share": ramp(2014, through: 2024, 0.45, step: 0),
            "housing_capacity": ramp(2013, through: 2023, 2000, step: 10),
            "part_time_share": ramp(2014, through: 2024, 0.1, step: 0),
            // Residence: even falls only, newest 2022 (two years behind the admissions fall).
            "out_of_state_share": series(2012, [0.10, nil, 0.12, nil, 0.14, nil, 0.16, nil, 0.18, nil, 0.20]),
            "international_share": series(2012, [0.02, nil, 0.02, nil, 0.03, nil, 0.01, nil, 0.02, nil, 0.03]),
            "grad_rate": ramp(2008, through: 2018, 0.30, step: 0.01),
            "om_award": ramp(2006, through: 2016, 0.50, step: 0.01),
            "om_award_pell": ramp(2006, through: 2016, 0.40, step: 0.01),
            "om_award_non_pell": ramp(2006, through: 2016, 0.55, step: 0.01),
            "om_transfer": ramp(2006, through: 2016, 0.20, step: 0),
            "transfer_in_share": ramp(2014, through: 2024, 0.10, step: 0.005),
            "transfer_in_count": ramp(2014, through: 2024, 100, step: 10),
            "instruction_per_student": ramp(2013, through: 2023, 10_000, step: 500),
            "om_award_4": ramp(2006, through: 2016, 0.30, step: 0.01),
            "om_award_6": ramp(2006, through: 2016, 0.45, step: 0.01),
            "grad_rate_pell": series(2016, [0.40, 0.50, 0.60]),
            "grad_cohort_pell": series(2016, [100, 200, 300]),
            "grad_rate_no_pell_no_loan": series(2016, [0.55, 0.60, 0.65]),
            "grad_cohort_no_pell_no_loan": series(2016, [1000, 1100, 1250]),
            "grad_rate_white": series(2016, [0.50, 0.55, 0.60]),
            "grad_cohort_white": series(2016, [400, 400, 400]),
            "grad_rate_asian": series(2016, [0.70, nil, 0.80]),
            "grad_cohort_asian": series(2016, [40, 20, 50]),
        ]
        return h
    }()

    static func snapshot(schools: [School]? = nil) throws -> DatasetSnapshot {
        let base = SampleDataset.snapshot
        return try DatasetSnapshot(schools: schools ?? base.schools, meta: base.meta, releaseCalendar: base.releaseCalendar,
                                   history: base.history, schoolHistories: [id: history], publishID: "fidelity",
                                   loadedAt: Date(timeIntervalSince1970: 0))
    }

    static let plain: DatasetSnapshot = try! snapshot()

    static func page(_ group: HistoryGroup, grad: HistoryQuery.Graduation = .each,
                     in snapshot: DatasetSnapshot = plain) throws -> Page {
        Page(try ProfileScreens.history(snapshot, id: id, query: HistoryQuery(group: group, grad: grad)).screen)
    }

    static func headings(_ page: Page, level: Int = 3) -> [String] {
        page.blocks.compactMap { if case let .heading(h) = $0, h.level == level { h.text } else { nil } }
    }

    static func trend(_ page: Page) -> TrendLineBlock? {
        page.blocks.lazy.compactMap { if case let .trendLine(t) = $0 { t } else { nil } }.first
    }

    @Test func studentsPanelsInTheSitesOrder() throws {
        // OverTime Students: Undergraduates, the race and ethnicity chart, Men, Housing capacity, Part-time students,
        // then "Where first-years come from" and "New transfer students each fall".
        #expect(Self.headings(try Self.page(.students)) == [
            "Undergraduates", "Student body by race and ethnicity", "Men (share of undergraduates)", "Housing capacity",
            "Part-time students", "Where first-years come from", "New transfer students each fall",
        ])
    }

    @Test func transfersInPanel() throws {
        // `{history.series.transfer_in_share && <ChartPanel title="New transfer students each fall" …>}`: windowFor("fall",
        // ["transfer_in_share"]) = [2014, 2024]; the share line with the national band; the count only in the table
        // ("Transfer students"); headline formatBy("pct", 0.15).
        let page = try Self.page(.students).section("New transfer students each fall")
        let chart = try #require(Self.trend(page))
        #expect(chart.series.map(\.label) == ["Share of new undergraduates"])
        #expect(chart.window == YearWindow(from: 2014, to: 2024))
        #expect(page.tile("Transfer-ins, share of new undergraduates, Fall 2024")?.value.display == "15%")
        let table = page.blocks.compactMap { b -> TableBlock? in
            guard case let .fold(f) = b else { return nil }
            return f.blocks.compactMap { if case let .table(t) = $0 { t } else { nil } }.first
        }.first
        #expect(table?.columns.map(\.label) == ["Year", "Share of new undergraduates", "Transfer students"]
            || table?.columns.map(\.label) == ["Year", "Share of new undergraduates", "Transfer students", "National median"])
        #expect(page.texts.contains("Transfer-ins as a share of all new undergraduates (transfer-ins plus first-time "
            + "students). The count is in the tooltip and table."))
    }

    @Test func instructionSpendingPanel() throws {
        // Academics: `{history.series.instruction_per_student && <ChartPanel title="Instruction spending per student"
        // format="money" …>}` with no band; windowFor("academic", …) ends 2023 (the sample meta's newest academic year).
        let page = try Self.page(.academics)
        #expect(Self.headings(page).last == "Instruction spending per student")
        let panel = page.section("Instruction spending per student")
        let chart = try #require(Self.trend(panel))
        #expect(chart.series.map(\.label) == ["Instruction spending"])
        #expect(chart.bands == nil, "no national comparison band")
        #expect(chart.window.to == 2023)
        #expect(panel.texts.contains("No national comparison band: public and private nonprofit colleges report finances "
            + "on different accounting forms that aren't comparable, so this chart shows only this college's own trend."))
    }

    @Test func whereFirstYearsComeFrom() throws {
        let page = try Self.page(.students).section("Where first-years come from")
        // resWindow: end = min(latest.fall 2024, lastYear(out_of_state_share) 2022) = 2022, from 2022 − 10 = 2012.
        // ChartPanel headline: formatBy("pct", 0.20) with historyYearLabel(2022, "fall"), the change since the first
        // reported fall in the window, "since fall 2012".
        let head = try #require(page.tile("First-years from other states, Fall 2022"))
        #expect(head.value.display == "20%")
        #expect(head.value.delta?.since == "since fall 2012")
        let chart = try #require(Self.trend(page))
        #expect(chart.cadence == 2)
        #expect(chart.series.map(\.label) == ["Other states", "Abroad"])
        #expect(chart.label == "Where first-years come from, Fall 2012 to Fall 2022")
        // HistoryTable with cadence 2: only years divisible by 2, newest first.
        #expect(page.tableRows.map { $0[0] } == ["Fall 2022", "Fall 2020", "Fall 2018", "Fall 2016", "Fall 2014", "Fall 2012"])
        #expect(page.tableRows.first?[1] == "20%")
        #expect(page.texts.contains("Shares of every first-year. Colleges must report where first-years come from every "
            + "other fall, so points are two years apart. Shaded: the pandemic year, when fewer students came from abroad."))
    }

    @Test func outcomesPanelsInTheSitesOrder() throws {
        let page = try Self.page(.outcomes)
        // OverTime Outcomes: the 6-year rate (and median debt when the college has it), the 8-year charts, then
        // "Graduation by group" with its two charts, then the earnings line.
        #expect(Self.headings(page) == [
            "Graduated within 6 years", "Earned a credential within 8 years, all students",
            "Enrolled at another college, 8 years on", "How long it takes: a credential within 4, 6, and 8 years",
            "Graduation by group", "Pell Grant recipients vs. everyone", "By race and ethnicity",
        ])
        #expect(page.texts.last == "**Earnings** aren't shown over time: the College Scorecard changed how it measures "
            + "them, so earlier years aren't comparable with today's figure.")
    }

    @Test func eightYearOutcomes() throws {
        let page = try Self.page(.outcomes).section("Earned a credential within 8 years, all students")
        // omWindow: lastYear(om_award) = 2016 → [2006, 2016]; headline formatBy("pct", 0.60) for the class that
        // "Entered fall 2016" (historyYearLabel cohort); lines in spec order.
        #expect(page.tile("Earned a credential within 8 years, all entering students, Entered fall 2016")?.value.display
            == "60%")
        let chart = try #require(Self.trend(page))
        #expect(chart.series.map(\.label) == ["All entering students", "Pell Grant recipients", "No Pell Grant"])
        #expect(chart.window == YearWindow(from: 2006, to: 2016))
        #expect(page.texts.contains("By the year students entered, including transfer and part-time students. Groups "
            + "under 30 students are left out."))
        let transfer = try Self.page(.outcomes).section("Enrolled at another college, 8 years on")
        #expect(Self.trend(transfer)?.series.map(\.label) == ["Enrolled elsewhere"])
        #expect(transfer.texts.contains("Students who left without a credential and enrolled at another college, by the "
            + "year they entered here."))
        // `{history.series.om_award_4 && <ChartPanel title="How long it takes: …" headline="om_award_4" …>}` on omWindow:
        // 4-, 6- and 8-year lines, headline formatBy("pct", 0.40) for the 2016 class.
        let time = try Self.page(.outcomes).section("How long it takes: a credential within 4, 6, and 8 years")
        let lines = try #require(Self.trend(time))
        #expect(lines.series.map(\.label) == ["Within 4 years", "Within 6 years", "Within 8 years"])
        #expect(lines.series.map { $0.dashed ?? false } == [false, true, false])
        #expect(lines.window == YearWindow(from: 2006, to: 2016))
        #expect(time.tile("Earned a credential within 4 years, all entering students, Entered fall 2016")?.value.display
            == "40%")
        #expect(time.texts.contains("All entering students, by the year they entered. The counts are cumulative: a "
            + "student who finished in 4 years is counted at 6 and 8 too."))
    }

    /// Without `om_award_4` there is no "How long it takes" chart (OverTime renders it only when the series exists).
    @Test func noTimeToDegreeChartWithoutTheFourYearSeries() throws {
        var h = Self.history
        h.series?["om_award_4"] = nil
        h.series?["om_award_6"] = nil
        let base = SampleDataset.snapshot
        let snapshot = try DatasetSnapshot(schools: base.schools, meta: base.meta, releaseCalendar: base.releaseCalendar,
                                           history: base.history, schoolHistories: [Self.id: h], publishID: "fidelity",
                                           loadedAt: Date(timeIntervalSince1970: 0))
        #expect(!Self.headings(try Self.page(.outcomes, in: snapshot)).contains {
            $0.hasPrefix("How long it takes")
        })
    }

    @Test func graduationByGroupEachClass() throws {
        let outcomes = try Self.page(.outcomes)
        let control = try #require(outcomes.blocks.compactMap { b -> QueryControl? in
            if case let .controls(c) = b { c.controls.first { $0.param == "grad" } } else { nil }
        }.first)
        // The Segmented "Graduation rates by group": "Each class" (default) / "3-class average".
        #expect(control.label == "Graduation rates by group")
        #expect(control.options.map(\.label) == ["Each class", "3-class average"])
        #expect(control.options.map(\.selected) == [true, false])
        #expect(control.options.last?.href == "/schools/100654/history?group=outcomes&grad=avg")
        let pell = outcomes.section("Pell Grant recipients vs. everyone")
        #expect(pell.tile("Graduated within 6 years, Pell Grant recipients, Entered fall 2018")?.value.display == "60%")
        #expect(Self.trend(pell)?.series.map(\.label) == ["Pell recipients", "Neither", "All students"])
        // The note: newest class (meta latest cohort 2018) sizes with toLocaleString, 300 and 1,250; the Pell split
        // starts with grad_rate_pell.start 2016.
        #expect(pell.texts.contains("Newest class: 300 Pell recipients, 1,250 with neither. \"Neither\": no Pell Grant or "
            + "subsidized loan. Groups under 30 students aren't shown. The federal Pell split starts with the class that "
            + "entered fall 2016."))
        let race = outcomes.section("By race and ethnicity")
        // DEMOGRAPHIC_CATEGORIES order and labels for the groups this college has; cohorts as `${label} students`.
        #expect(Self.trend(race)?.series.map(\.label) == ["White", "Asian"])
        #expect(Array(race.tableRows.first ?? []) == ["Entered fall 2018", "60%", "80%", "400", "50"])
        #expect(race.texts.contains("Class sizes are in the tooltip and table. Groups under 30 students aren't shown."))
    }

    @Test func graduationByGroupThreeClassAverage() throws {
        let outcomes = try Self.page(.outcomes, grad: .avg)
        // rollingRate, weighted by class size: Pell 2018 = (0.60·300 + 0.50·200 + 0.40·100) / 600 = 0.5333 → "53%";
        // 2017 = (0.50·200 + 0.40·100) / 300 = 0.4667 → "47%"; 2016 has no earlier class → a gap.
        let pell = outcomes.section("Pell Grant recipients vs. everyone")
        #expect(pell.tile("Graduated within 6 years, Pell Grant recipients, Entered fall 2018")?.value.display == "53%")
        let rows = pell.tableRows
        // Neither 2018 = (0.65·1250 + 0.60·1100 + 0.55·1000) / 3350 = 0.6037 → "60%"; all students (no class sizes,
        // each class once) = (0.40 + 0.39 + 0.38) / 3 = 0.39 → "39%"; the class sizes stay as reported.
        #expect(rows.first == ["Entered fall 2018", "53%", "60%", "39%", "300", "1,250"])
        #expect(rows.first { $0[0] == "Entered fall 2017" }?[1] == "47%")
        #expect(rows.first { $0[0] == "Entered fall 2016" }?[1] == SiteFormat.missing)
        #expect(pell.texts.first { $0.hasPrefix("Each point averages that entering class and the two before it, weighted "
            + "by class size. Newest class: 300 Pell recipients") } != nil)
        // Race: White 2018 = (0.60 + 0.55 + 0.50)·400 / 1200 = 0.55 → "55%"; Asian skips the 2017 gap:
        // (0.80·50 + 0.70·40) / 90 = 0.7556 → "76%".
        let race = outcomes.section("By race and ethnicity")
        #expect(race.tableRows.first == ["Entered fall 2018", "55%", "76%", "400", "50"])
        #expect(race.texts.contains("3-class averages, weighted by class size. Class sizes are in the tooltip and table. "
            + "Groups under 30 students aren't shown."))
        // An averaged point is cited as derived from the rate and class-size series.
        let point = try #require(pell.values.first { $0.display == "53%" })
        #expect(point.cited.method == "derived")
        #expect(point.cited.formula == "Average of the classes that entered fall 2016 to fall 2018, weighted by class size")
    }

    @Test func admissionsLineWhenTheCollegeReportedItsApplicants() throws {
        // OverTimeSection: with `citeField("admissions.applicants").isDefault` false, the admissions footer opens with
        // `These charts use federal data every year, so they end at ${historyYearLabel(latest.fall, "fall")
        // .toLowerCase()}; the admissions figures on the Getting in page come from ${label}${year ? `, ${year}` : ""}.`
        let federal = try Self.page(.admissions)
        #expect(Self.headings(federal, level: 2) == ["Admissions"])
        #expect(!federal.texts.contains { $0.hasPrefix("These charts use federal data") })
        let base = SampleDataset.snapshot
        var schools = base.schools
        let i = try #require(schools.firstIndex { $0.unitID == Self.id })
        var json = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(schools[i])) as? [String: Any])
        var lineage = json["lineage"] as? [String: Any] ?? [:]
        lineage["admissions.applicants"] = Fidelity.cds("Fall 2025")
        json["lineage"] = lineage
        schools[i] = try JSONDecoder().decode(School.self, from: JSONSerialization.data(withJSONObject: json))
        let snapshot = try Self.snapshot(schools: schools)
        let cited = snapshot.lineage.cited("admissions.applicants", schools[i])
        #expect(!cited.isDefault)
        let line = "These charts use federal data every year, so they end at fall 2024; the admissions figures on the "
            + "Getting in page come from \(cited.label)\(cited.year.map { ", \($0)" } ?? "")."
        #expect(try Self.page(.admissions, in: snapshot).texts.contains(line))
    }
}
