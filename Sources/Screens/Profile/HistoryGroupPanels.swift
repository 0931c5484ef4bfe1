import Core
import Domain
import QuadAPIModels

/// The panels of each Over time group, and the blocks beside them (net price by income, race over time, policy
/// changes, footnotes).
enum HistoryGroupPanels {
    static let context = "neutral"

    static func panels(_ st: HistoryState, group: HistoryGroup, isPublic: Bool) -> [HistoryPanel] {
        let value = MetricDomain.value.colorToken, admissions = MetricDomain.admissions.colorToken
        let scores = MetricDomain.scores.colorToken, size = MetricDomain.size.colorToken
        func panel(_ title: String, _ anchor: String, term: String?, kind: YearKind, format: FormatKind,
                   keys: [String], lines: [PanelLine], headline: String?, note: String? = nil,
                   provisional: Bool = true) -> HistoryPanel? {
            guard let window = st.window(kind, keys) else { return nil }
            return HistoryPanel(title: title, anchor: anchor, term: term, kind: kind, format: format, window: window,
                                lines: lines, headline: headline, note: note, provisional: provisional)
        }
        switch group {
        case .cost:
            let full = fullPrice(isPublic ? st.query.rate : .blended)
            return [panel("What a year costs", "cost-year", term: "average-cost", kind: .academic, format: .money,
                          keys: [full.key, "avg_paid_all", "aided_net_price"],
                          lines: [PanelLine(key: "avg_paid_all", name: "Average total cost", color: value, band: true),
                                  PanelLine(key: full.key, name: full.name, color: context),
                                  PanelLine(key: "aided_net_price", name: isPublic ? "With grants (in-state)" : "With grants",
                                            color: context, dashed: true)],
                          headline: "avg_paid_all")].compactMap { $0 }
        case .aid:
            return [
                panel("Grants for first-years", "grants", term: "grant-aid", kind: .academic, format: .pct,
                      keys: ["grant_pct", "aid_generosity"],
                      lines: [PanelLine(key: "grant_pct", name: "Share with grants", color: value, band: true),
                              PanelLine(key: "aid_generosity", name: "Aid generosity", color: context, dashed: true)],
                      headline: "grant_pct"),
                panel("Average grant", "average-grant", term: "grant-aid", kind: .academic, format: .money,
                      keys: ["grant_pct", "aid_generosity"],
                      lines: [PanelLine(key: "grant_avg", name: "Average grant", color: value, band: true)],
                      headline: "grant_avg"),
                panel("Undergrads with a federal loan", "federal-loans", term: "federal-loan-rate", kind: .academic,
                      format: .pct, keys: ["federal_loan_rate"],
                      lines: [PanelLine(key: "federal_loan_rate", name: "Federal loan", color: value, band: true)],
                      headline: "federal_loan_rate", note: "All undergraduates, not only first-years.", provisional: false),
            ].compactMap { $0 }
        case .admissions:
            var out = [
                panel("Applicants, admits, and enrollees", "applicants", term: "applicants", kind: .fall, format: .num,
                      keys: ["applicants", "acceptance_rate"],
                      lines: [PanelLine(key: "applicants", name: "Applied", color: admissions),
                              PanelLine(key: "admitted", name: "Admitted", color: context),
                              PanelLine(key: "enrolled", name: "Enrolled", color: context, dashed: true)],
                      headline: "applicants"),
                panel("Acceptance rate and yield", "acceptance", term: "acceptance-rate", kind: .fall,
                      format: .pctSmart, keys: ["applicants", "acceptance_rate"],
                      lines: [PanelLine(key: "acceptance_rate", name: "Acceptance rate", color: admissions, band: true),
                              PanelLine(key: "yield", name: "Yield", color: context, dashed: true)],
                      headline: "acceptance_rate"),
                panel("Application fee", "application-fee", term: "application-fee", kind: .academic, format: .money,
                      keys: ["application_fee"],
                      lines: [PanelLine(key: "application_fee", name: "Application fee", color: admissions)],
                      headline: "application_fee", provisional: false),
            ]
            if st.series["admit_rate_men"] != nil && st.series["admit_rate_women"] != nil {
                out.append(panel("Acceptance rate, men and women", "men-and-women", term: "admit-rate-by-sex",
                                 kind: .fall, format: .pctSmart, keys: ["applicants", "acceptance_rate"],
                                 lines: [PanelLine(key: "admit_rate_women", name: "Women", color: admissions),
                                         PanelLine(key: "admit_rate_men", name: "Men", color: admissions, dashed: true)],
                                 headline: nil))
            }
            return out.compactMap { $0 }
        case .scores:
            let spans = policySpans(st.series["test_policy"])
            var out: [HistoryPanel] = []
            if let window = st.window(.fall, ["sat_25", "act_25"]) {
                let shaded = "Shaded years: scores weren't required, so ranges describe only students who sent them."
                let satNote = window.from < HistorySeriesCatalog.satBreak.year
                    ? HistorySeriesCatalog.satBreakReason + " " + shaded
                    : shaded
                out.append(HistoryPanel(title: "SAT, middle 50%", anchor: "sat", term: "sat", kind: .fall, format: .int,
                                        window: window,
                                        ranges: [PanelRange(low: "sat_25", high: "sat_75", name: "SAT middle 50%", color: scores)],
                                        breaks: [HistorySeriesCatalog.satBreak], spans: spans, note: satNote,
                                        extras: [("sat_submit", "Submitted SAT")]))
                out.append(HistoryPanel(title: "ACT, middle 50%", anchor: "act", term: "act", kind: .fall, format: .int,
                                        window: window,
                                        ranges: [PanelRange(low: "act_25", high: "act_75", name: "ACT middle 50%", color: scores)],
                                        spans: spans, extras: [("act_submit", "Submitted ACT")]))
            }
            return out
        case .students:
            return [
                panel("Undergraduates", "undergrads", term: "undergrad-enrollment", kind: .fall, format: .num,
                      keys: ["undergrads"], lines: [PanelLine(key: "undergrads", name: "Undergraduates", color: size)],
                      headline: "undergrads", provisional: false),
                panel("Men (share of undergraduates)", "men", term: "gender-balance", kind: .fall, format: .pct,
                      keys: ["men_share", "part_time_share"],
                      lines: [PanelLine(key: "men_share", name: "Men", color: size, band: true)], headline: "men_share",
                      provisional: false),
                panel("Housing capacity", "housing", term: "housing-capacity", kind: .academic, format: .num,
                      keys: ["housing_capacity"], lines: [PanelLine(key: "housing_capacity", name: "Beds", color: size)],
                      headline: "housing_capacity", note: "Beds in college housing; can include graduate housing.",
                      provisional: false),
                panel("Part-time students", "part-time", term: "part-time-student", kind: .fall, format: .pct,
                      keys: ["men_share", "part_time_share"],
                      lines: [PanelLine(key: "part_time_share", name: "Part-time", color: size, band: true)],
                      headline: "part_time_share", provisional: false),
            ].compactMap { $0 }
        case .academics:
            return [
                panel("Students per faculty member", "ratio", term: "student-faculty-ratio", kind: .fall, format: .num,
                      keys: ["student_faculty_ratio"],
                      lines: [PanelLine(key: "student_faculty_ratio", name: "Students per faculty", color: size, band: true)],
                      headline: "student_faculty_ratio",
                      note: "Lower means fewer students for each faculty member. Colleges compute it themselves, so small moves can "
                          + "be a change in counting.",
                      provisional: false),
                panel("Full-time faculty share", "full-time-faculty", term: "full-time-faculty", kind: .fall,
                      format: .pct, keys: ["faculty_full_time_share"],
                      lines: [PanelLine(key: "faculty_full_time_share", name: "Full-time faculty", color: size, band: true)],
                      headline: "faculty_full_time_share",
                      note: "Nationally the full-time share has drifted down for years as colleges rely more on part-time "
                          + "and adjunct instructors.",
                      provisional: false),
                panel("Average faculty salary", "faculty-salary", term: "nine-month-equated-salary", kind: .fall,
                      format: .money, keys: ["faculty_salary"],
                      lines: [PanelLine(key: "faculty_salary", name: "Faculty salary", color: size, band: true)],
                      headline: "faculty_salary", note: "9-month equated, all ranks combined. Pay tracks local cost of living as much as a college's "
                          + "generosity, so compare with care.", provisional: false),
                panel("Instruction spending per student", "instruction", term: "instruction-expenses", kind: .academic,
                      format: .money, keys: ["instruction_per_student"],
                      lines: [PanelLine(key: "instruction_per_student", name: "Instruction spending", color: value)],
                      headline: "instruction_per_student",
                      note: "No national comparison band: public and private nonprofit colleges report finances on "
                          + "different accounting forms that aren't comparable, so this chart shows only this college's "
                          + "own trend.",
                      provisional: false),
            ].compactMap { $0 }
        case .outcomes:
            var out = [
                panel("Graduated within 6 years", "graduation", term: "graduation-rate", kind: .cohort, format: .pct,
                      keys: ["grad_rate"],
                      lines: [PanelLine(key: "grad_rate", name: "Graduated in 6 years", color: value, band: true)],
                      headline: "grad_rate", note: "By the year students entered. First-time, full-time students; the profile's headline rate is the "
                          + "Scorecard's broader measure, so it can differ slightly.", provisional: false),
            ]
            if let debt = st.series["median_debt"], let end = HistoryMath.lastYear(debt),
               let window = st.window(.academic, ["median_debt"])
            {
                out.append(HistoryPanel(
                    title: "Median debt at graduation", anchor: "median-debt", term: "median-debt", kind: .academic,
                    format: .money, window: HistoryWindow(from: min(window.from, end - HistoryMath.windowYears), to: end),
                    lines: [PanelLine(key: "median_debt", name: "Median debt", color: value, band: true)],
                    headline: "median_debt",
                    note: "Ends \(YearLabel.full(end, .academic)): newer years aren't published in this series."
                        + (st.query.dollars == .real ? " After inflation, in \(YearLabel.full(end, .academic)) dollars." : ""),
                    provisional: false))
            }
            return out.compactMap { $0 }
        case .changes:
            return []
        }
    }

    /// The full price line for the chosen residency.
    static func fullPrice(_ rate: HistoryQuery.Residency) -> (key: String, name: String) {
        switch rate {
        case .blended: ("full_price", "Full price")
        case .in: ("sticker_in_state", "Full price, in-state")
        case .out: ("sticker_out_of_state", "Full price, out-of-state")
        }
    }

    /// How a year's test-policy code reads when scores were not required.
    static func policyLabel(_ code: Double, year: Int) -> String? {
        switch code {
        case HistorySeriesCatalog.policyRequired: nil
        case HistorySeriesCatalog.policyConsidered: "Test-optional"
        case HistorySeriesCatalog.policyRecommended: "Scores recommended"
        default: year >= HistorySeriesCatalog.testBlindFrom ? "Test-blind" : "Scores not required"
        }
    }

    /// Runs of consecutive years when scores were not required, by label.
    static func policySpans(_ s: HistorySeries?) -> [YearSpan] {
        guard let s, let start = s.start, let values = s.values else { return [] }
        var out: [YearSpan] = []
        for (i, code) in values.enumerated() {
            let year = start + i
            guard let code, let label = policyLabel(code, year: year) else { continue }
            if let last = out.last, last.label == label, last.to == year - 1 {
                out[out.count - 1].to = year
            } else {
                out.append(YearSpan(from: year, to: year, label: label))
            }
        }
        return out
    }

    /// The series the group's source note cites.
    static func citedSeries(_ st: HistoryState, group: HistoryGroup, panels: [HistoryPanel]) -> [String] {
        var keys: [String] = []
        for p in panels {
            keys += p.lines.map(\.key).filter { st.series[$0] != nil }
            keys += p.ranges.flatMap { [$0.low, $0.high] }.filter { st.series[$0] != nil }
        }
        switch group {
        case .cost: keys += HistorySeriesCatalog.netPriceKeys.filter { st.series[$0] != nil }
        case .students: keys += HistorySeriesCatalog.raceKeys.map(\.key).filter { st.series[$0] != nil }
        case .changes: keys += HistorySeriesCatalog.all.filter { $0.unit == .code && st.series[$0.key] != nil }.map(\.key)
        default: break
        }
        // The footnote's own list (HISTORY_GROUPS), for the series this college has: residence shares, 8-year
        // outcomes, graduation by group.
        keys += group.sourceSeries.filter { st.series[$0] != nil && HistorySeriesCatalog.def($0) != nil }
        var seen = Set<String>()
        return keys.filter { seen.insert($0).inserted }
    }
}
