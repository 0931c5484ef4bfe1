import Domain
import QuadAPIModels
import Testing
@testable import Screens

/// Ten-year lines, the tiny-base table, and the history takeaway's three rules (lib/history.ts, lib/insights.ts
/// historyTakeaway, lib/profile-cards.ts tenYear, components/profile/HeadlineDelta) on hand-made series, with the
/// sample's own history meta and CPI.
struct FidelityHistoryTests {
    private var files: HistoryFiles { get throws { try #require(Fidelity.snapshot.history) } }

    private func history(_ series: [String: HistorySeries]) -> SchoolHistory {
        var h = SchoolHistory()
        h.series = series
        return h
    }

    /// A series with values only at the window's ends.
    private func ends(_ from: Int, _ a: Double, _ to: Int, _ b: Double) -> HistorySeries {
        HistorySeries(start: from, values: [a] + Array(repeating: nil, count: to - from - 1) + [b])
    }

    @Test func theWindowsEndWithTheLatestFiles() throws {
        // defaultWindow: ten years ending at the latest year of the kind; the sample's newest admissions file is
        // ADM2024 (fall) and its newest price year 2023–24 (academic).
        #expect(HistoryMath.defaultWindow(try files.meta, .fall) == HistoryWindow(from: 2014, to: 2024))
        #expect(HistoryMath.defaultWindow(try files.meta, .academic) == HistoryWindow(from: 2013, to: 2023))
    }

    @Test func tinyBasesReadFromTo() throws {
        let window = HistoryWindow(from: 2014, to: 2024)
        // TINY_BASE applicants 200: min(150, 300) < 200 → `${fromTo} ${since}` instead of "+100%".
        let apps = try #require(HistorySeriesCatalog.def("applicants"))
        let tiny = try #require(HistoryMath.changeOver(apps, ends(2014, 150, 2024, 300), window, cpi: nil))
        #expect(HistoryMath.isTinyBase(tiny))
        #expect(TenYearLine.from(tiny, apps).text == "150 \u{2192} 300 since fall 2014")
        // Above the floor: formatChange ratio, "+50%".
        let big = try #require(HistoryMath.changeOver(apps, ends(2014, 1000, 2024, 1500), window, cpi: nil))
        #expect(TenYearLine.from(big, apps).text == "+50% since fall 2014")
        // student_faculty_ratio's floor is Infinity: always from → to, in its series format.
        let ratio = try #require(HistorySeriesCatalog.def("student_faculty_ratio"))
        let r = try #require(HistoryMath.changeOver(ratio, ends(2014, 18, 2024, 16), window, cpi: nil))
        #expect(HistoryMath.isTinyBase(r))
        #expect(TenYearLine.from(r, ratio).text == "18 \u{2192} 16 since fall 2014")
        // A share reads from → to in whole points' format (pct): 50% → 66%.
        let rate = try #require(HistorySeriesCatalog.def("acceptance_rate"))
        let share = try #require(HistoryMath.changeOver(rate, ends(2014, 0.5, 2024, 0.66), window, cpi: nil))
        #expect(TenYearLine.from(share, rate).fromTo.hasSuffix("\u{2192} 66%"))
    }

    @Test func takeawayMovedWithIt() throws {
        let files = try files
        let cpi = try #require(files.cpi)
        let c13 = try #require(cpi.value(in: 2013)), c23 = try #require(cpi.value(in: 2023))
        // Both prices flat after inflation: |gap| = 0 < 0.03 → "moved with it"; moved(0) = "held about steady";
        // the since year historyYearLabel(2013, "academic") = "2013–14". Applications 1000 → 1500 (not a tiny base)
        // with the rate 50% → 40% in pctSmart.
        let h = history([
            "full_price": ends(2013, 400 * c13, 2023, 400 * c23),
            "avg_paid_all": ends(2013, 200 * c13, 2023, 200 * c23),
            "applicants": ends(2014, 1000, 2024, 1500),
            "acceptance_rate": ends(2014, 0.5, 2024, 0.4),
        ])
        #expect(Takeaways.history(h, files: files) == "Since 2013\u{2013}14, the full price held about steady after inflation, "
            + "and what the average first-year paid moved with it. Applications rose 50% since fall 2014, and the "
            + "acceptance rate went from 50% to 40%.")
    }

    @Test func takeawayBecauseGrantsGrewFaster() throws {
        let files = try files
        let cpi = try #require(files.cpi)
        let c13 = try #require(cpi.value(in: 2013)), c23 = try #require(cpi.value(in: 2023))
        // Paid fell 30% after inflation while the full price held: gap −0.3 < 0 and aid generosity rose 20 points
        // (> 0.01) → ", because grants grew faster". Applications from 150 are a tiny base: no applications sentence.
        let h = history([
            "full_price": ends(2013, 400 * c13, 2023, 400 * c23),
            "avg_paid_all": ends(2013, 200 * c13, 2023, 140 * c23),
            "aid_generosity": ends(2013, 0.3, 2023, 0.5),
            "applicants": ends(2014, 150, 2024, 300),
        ])
        #expect(Takeaways.history(h, files: files) == "Since 2013\u{2013}14, the full price held about steady after inflation, "
            + "while what the average first-year paid fell 30%, because grants grew faster.")
    }

    @Test func takeawayFullPriceAlone() throws {
        let files = try files
        let cpi = try #require(files.cpi)
        let c15 = try #require(cpi.value(in: 2015)), c23 = try #require(cpi.value(in: 2023))
        // Only the full price (from 2015, two years late): "Since 2015–16, the full price rose 10% after inflation."
        // Applications without the acceptance rate: no rate clause.
        let h = history([
            "full_price": ends(2015, 100 * c15, 2023, 110 * c23),
            "applicants": ends(2014, 2000, 2024, 1500),
        ])
        #expect(Takeaways.history(h, files: files) == "Since 2015\u{2013}16, the full price rose 10% after inflation. "
            + "Applications fell 25% since fall 2014.")
    }

    @Test func headlineDeltaOfTheRealHistoryFile() throws {
        // HeadlineDelta for a share: `${since}: ${formatBy(fmt, from)}` ("Fall 2014: …"); for a count above the
        // floor or money: `${formatChange(c)}${usd ? " after inflation" : ""} since ${lowerFirst(since)}`. 100654
        // (Alabama A&M) has the real history file, which lacks undergrads: the students page draws no delta.
        let admissions = try Fidelity.topic("100654", "admissions")
        #expect(admissions.strings.contains { $0.hasPrefix("Fall 2014: ") && $0.hasSuffix("%") })
        let cost = try Fidelity.topic("100654", "cost")
        #expect(cost.strings.contains { $0.hasSuffix(" after inflation since 2013\u{2013}14") })
        let students = try Fidelity.topic("100654", "students")
        #expect(!students.strings.contains { $0.contains(" since fall ") && ($0.hasPrefix("+") || $0.hasPrefix("\u{2212}")) })
    }
}
