import Foundation
import QuadAPIModels
import Testing
@testable import Domain

/// History windows, inflation, changes, notable changes, events and groups (dataset-map §6.2–6.4), against
/// hand-computed values.
struct ProfileHistoryTests {
    private var cpi: CpiTable {
        var t = CpiTable()
        t.start = 2013
        // 2013 = 200 … 2023 = 250, 5 points a year.
        t.values = (0...10).map { 200 + Double($0) * 5 }
        return t
    }

    private func series(_ start: Int, _ values: [Double?]) -> HistorySeries {
        HistorySeries(start: start, values: values)
    }

    private func def(_ key: String) throws -> HistorySeriesDef {
        try #require(HistorySeriesCatalog.def(key))
    }

    private let window = HistoryWindow(from: 2013, to: 2023)

    @Test func moneyIsComparedInEndYearDollars() throws {
        // 1,000 in 2013 is 1,000 × 250 / 200 = 1,250 in 2023 dollars; 1,500 / 1,250 − 1 = +20%.
        let s = series(2013, [1000] + Array(repeating: nil, count: 9) + [1500])
        let c = try #require(HistoryMath.changeOver(try def("avg_paid_all"), s, window, cpi: cpi))
        #expect(c.fromYear == 2013 && c.toYear == 2023)
        #expect(abs(c.fromValue - 1250) < 1e-9)
        #expect(abs(c.change - 0.2) < 1e-12)
        #expect(c.measure == .ratio)
        #expect(HistoryMath.real(1000, year: 2013, cpi: cpi, base: 2023) == 1250)
        #expect(HistoryMath.real(1000, year: 2012, cpi: cpi, base: 2023) == nil)
    }

    @Test func theStartMayBeUpToTwoYearsLate() throws {
        let d = try def("applicants")
        let twoLate = series(2015, [100] + Array(repeating: nil, count: 7) + [150])
        #expect(try #require(HistoryMath.changeOver(d, twoLate, window, cpi: nil)).fromYear == 2015)
        let threeLate = series(2016, [100] + Array(repeating: nil, count: 6) + [150])
        #expect(HistoryMath.changeOver(d, threeLate, window, cpi: nil) == nil)
        // No value in the window's last year: no change.
        let noEnd = series(2013, [100, 120])
        #expect(HistoryMath.changeOver(d, noEnd, window, cpi: nil) == nil)
    }

    @Test func sharesChangeInPointsCodesAndBreaksDoNotChange() throws {
        let share = series(2013, [0.40] + Array(repeating: nil, count: 9) + [0.35])
        let c = try #require(HistoryMath.changeOver(try def("acceptance_rate"), share, window, cpi: nil))
        #expect(c.measure == .points)
        #expect(abs(c.change - -0.05) < 1e-12)
        let codes = series(2013, [1] + Array(repeating: nil, count: 9) + [5])
        #expect(HistoryMath.changeOver(try def("test_policy"), codes, window, cpi: nil) == nil)
        // The SAT redesign (fall 2017) lies inside 2013–2023: never measured across it.
        let sat = series(2013, [1000] + Array(repeating: nil, count: 9) + [1200])
        #expect(HistoryMath.changeOver(try def("sat_25"), sat, window, cpi: nil) == nil)
        let after = series(2017, [1100] + Array(repeating: nil, count: 5) + [1200])
        let fromBreak = HistoryWindow(from: 2017, to: 2023)
        #expect(HistoryMath.changeOver(try def("sat_25"), after, fromBreak, cpi: nil) != nil)
        // A ratio needs a positive start.
        let zero = series(2013, [0] + Array(repeating: nil, count: 9) + [10])
        #expect(HistoryMath.changeOver(try def("applicants"), zero, window, cpi: nil) == nil)
    }

    @Test func tinyBasesAndNotableChanges() throws {
        let d = try def("applicants")
        let small = try #require(HistoryMath.changeOver(d, series(2013, [150] + Array(repeating: nil, count: 9) + [400]),
                                                        window, cpi: nil))
        #expect(HistoryMath.isTinyBase(small))
        var national = NationalHistory()
        var stats = NationalHistory.Change()
        stats.p25 = -0.1
        stats.p75 = 0.3
        national.changes = ["applicants": stats]
        #expect(!HistoryMath.isNotable(small, national: national))
        let big = try #require(HistoryMath.changeOver(d, series(2013, [1000] + Array(repeating: nil, count: 9) + [1500]),
                                                      window, cpi: nil))
        #expect(HistoryMath.isNotable(big, national: national))
        // +20%: beyond the 75th percentile is not enough under the 25% floor.
        let under = try #require(HistoryMath.changeOver(d, series(2013, [1000] + Array(repeating: nil, count: 9) + [1200]),
                                                        window, cpi: nil))
        #expect(!HistoryMath.isNotable(under, national: national))
    }

    @Test func defaultWindowsEndAtTheLatestYearOfTheirKind() {
        var meta = HistoryMeta()
        var latest = HistoryMeta.Latest()
        latest.fall = 2024
        latest.academic = 2023
        latest.cohort = 2018
        meta.latest = latest
        #expect(HistoryMath.defaultWindow(meta, .fall) == HistoryWindow(from: 2014, to: 2024))
        #expect(HistoryMath.defaultWindow(meta, .academic) == HistoryWindow(from: 2013, to: 2023))
        #expect(HistoryMath.defaultWindow(meta, .cohort) == HistoryWindow(from: 2008, to: 2018))
        meta.provisional = ["adm": 2024, "sfa": 2023]
        #expect(HistoryMath.provisionalYear(meta, families: [.prices, .sfa]) == 2023)
        #expect(HistoryMath.provisionalYear(meta, families: [.scorecardEnrollment]) == nil)
    }

    private func history(_ series: [String: (Int, [Double?])]) -> SchoolHistory {
        var h = SchoolHistory()
        h.series = series.mapValues { HistorySeries(start: $0.0, values: $0.1) }
        return h
    }

    @Test func factorEventsFollowTheEraRules() {
        let h = history([
            // Considered, then required from 2017, then considered again in 2023.
            "factor_essay": (2015, [5, 5, 1, 1, nil, nil, nil, nil, 5]),
            // Required → considered → required within two years: a reporting slip, both dropped.
            "factor_legacy": (2019, [1, 5, 1]),
            // "Recommended" (2) to 3 across fall 2022 is a re-coding, not a decision.
            "factor_gpa": (2021, [2, 3]),
            // From 2022 on any change counts.
            "factor_class_rank": (2022, [5, 3]),
            // Before 2022 a move between "considered" and "not required" is not an event.
            "factor_recommendations": (2018, [5, 3]),
            "live_on": (2019, [0, 1]),
        ])
        let events = HistoryEvents.events(h)
        #expect(events.map(\.text) == [
            // Same year: by text.
            "Stopped considering class rank",
            "Stopped requiring an essay (still considered)",
            "Began requiring first-years to live on campus",
            "Started requiring an essay",
        ])
        #expect(events.map(\.year) == [2023, 2023, 2020, 2017])
        #expect(events[2].kind == .academic)
        var meta = HistoryMeta()
        var latest = HistoryMeta.Latest()
        latest.fall = 2024
        latest.academic = 2023
        meta.latest = latest
        // Fall events from 2014 and academic ones from 2013 are in the window; all four are.
        #expect(HistoryEvents.recent(h, meta: meta).count == 4)
        latest.fall = 2030
        meta.latest = latest
        #expect(HistoryEvents.recent(h, meta: meta).map(\.year) == [2023, 2023, 2020])
    }

    @Test func groupsNeedASeriesAndFallBackToCost() {
        let admissions = history(["applicants": (2014, [100])])
        #expect(HistoryGroup.available(admissions, eventCount: 0) == [.admissions])
        #expect(HistoryGroup.available(admissions, eventCount: 2) == [.admissions, .changes])
        #expect(HistoryGroup.available(history([:]), eventCount: 0) == [.cost])
        #expect(HistoryGroup.available(history(["sat_75": (2014, [1200])]), eventCount: 0) == [.cost])
        #expect(HistoryGroup.pick(.scores, available: [.cost, .aid]) == .cost)
        #expect(HistoryGroup.pick(.aid, available: [.cost, .aid]) == .aid)
        #expect(HistoryGroup.pick(nil, available: [.admissions]) == .admissions)
        #expect(HistoryGroup.allCases.map(\.label)
            == ["Cost", "Aid", "Admissions", "Test scores", "Students", "Academics", "Outcomes", "Policy changes"])
    }

    /// A history meta listing one file: the 2016 admissions survey.
    private static func admissions2016Meta() -> HistoryMeta {
        var meta = HistoryMeta()
        var adm = HistoryMeta.FileRef()
        adm.year = 2016
        adm.file = "ADM2016"
        adm.url = "https://example.org/ADM2016.zip"
        meta.files = ["adm": [adm]]
        return meta
    }

    @Test func aYearIsCitedToItsOwnFile() throws {
        let meta = Self.admissions2016Meta()
        var dataset = DatasetMeta()
        dataset.retrieved = "2026-10-04"
        dataset.sources = [
            "ipeds-adm": .init(label: "IPEDS Admissions", publisher: "NCES", edition: nil, url: "https://nces", description: nil),
            "ipeds-ic": .init(label: "IPEDS Characteristics", publisher: "NCES", edition: nil, url: "https://nces/ic",
                              description: nil),
        ]
        let lineage = HistoryLineage(lineage: Lineage(meta: dataset), files: HistoryFiles(meta: meta))
        let applicants = try def("applicants")
        let v2016 = lineage.value(applicants, year: 2016, 12_345, format: .num)
        #expect(v2016.display == "12,345")
        #expect(v2016.cited.key == "ipeds-adm")
        #expect(v2016.cited.year == "Fall 2016")
        #expect(v2016.cited.url == "https://example.org/ADM2016.zip")
        #expect(v2016.cited.method == "reported")
        let v2010 = lineage.value(applicants, year: 2010, 10_000, format: .num)
        #expect(v2010.cited.key == "ipeds-ic")
        #expect(v2010.cited.label == "IPEDS Characteristics (admissions section)")
        #expect(v2010.cited.url == "https://nces/ic")
        let money = lineage.value(try def("grant_avg"), year: 2015, 5000, format: .money, dollarsOf: 2023)
        #expect(money.cited.method == "derived")
        #expect(money.cited.formula?.contains("2023\u{2013}24 dollars") == true)
    }

    @Test func theSnapshotMemoSharesCitationsWithoutChangingThem() throws {
        let meta = Self.admissions2016Meta()
        var dataset = DatasetMeta()
        dataset.retrieved = "2026-10-04"
        let files = HistoryFiles(meta: meta)
        let memo = HistoryCitationMemo()
        let plain = HistoryLineage(lineage: Lineage(meta: dataset), files: files)
        let kept = HistoryLineage(lineage: Lineage(meta: dataset), files: files, memo: memo)
        let applicants = try def("applicants"), grants = try def("grant_avg")
        for year in [2010, 2016, 2020] {
            // A college's own figure, money in another year's dollars, and a national statistic: the memo's citation
            // equals the one built afresh, and a second page gets the very same one.
            #expect(kept.cited(applicants, year: year) == plain.cited(applicants, year: year))
            #expect(kept.cited(applicants, year: year).isSame(as: kept.cited(applicants, year: year)))
            #expect(kept.cited(grants, year: year, dollarsOf: 2023) == plain.cited(grants, year: year, dollarsOf: 2023))
            let national = kept.national(grants, year: year, 5000, format: .money, statistic: "Median", reporting: 812,
                                         dollarsOf: 2023)
            #expect(national == plain.national(grants, year: year, 5000, format: .money, statistic: "Median",
                                              reporting: 812, dollarsOf: 2023))
            // The statistic and the reporting count are part of what a national citation is kept under.
            #expect(kept.national(grants, year: year, 5000, format: .money, statistic: "75th percentile", reporting: 812,
                                  dollarsOf: 2023).cited.formula != national.cited.formula)
            #expect(kept.national(grants, year: year, 5000, format: .money, statistic: "Median", reporting: 40,
                                  dollarsOf: 2023).cited.formula != national.cited.formula)
        }
        // Money in its own year's dollars cites no conversion, with or without a base.
        #expect(kept.cited(grants, year: 2023, dollarsOf: 2023).formula == plain.cited(grants, year: 2023).formula)
        #expect(kept.cited(grants, year: 2020, dollarsOf: 2023).formula != kept.cited(grants, year: 2020).formula)
        // A definition that shares a key with the catalog's gets its own citation, not the kept one.
        var variant = applicants
        variant.label = "Applicants (variant)"
        #expect(kept.cited(variant, year: 2016).field == "Applicants (variant)")
        #expect(kept.cited(applicants, year: 2016).field == applicants.label)
        #expect(memo.count > 0)
    }
}
