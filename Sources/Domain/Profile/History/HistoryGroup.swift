/// The groups of the Over time page (dataset-map §6.4): one shows at a time, chosen with `?group=`.
public enum HistoryGroup: String, Sendable, Hashable, CaseIterable {
    case cost, aid, admissions, scores, students, academics, outcomes, changes

    /// The group shown when the URL names none, or one the college has no data for (and leaves no parameter).
    public static let defaultGroup = HistoryGroup.cost

    /// Pill label.
    public var label: String {
        switch self {
        case .cost: "Cost"
        case .aid: "Aid"
        case .admissions: "Admissions"
        case .scores: "Test scores"
        case .students: "Students"
        case .academics: "Academics"
        case .outcomes: "Outcomes"
        case .changes: "Policy changes"
        }
    }

    /// Palette token of the group.
    public var colorToken: String {
        switch self {
        case .cost, .aid, .outcomes: MetricDomain.value.colorToken
        case .admissions, .changes: MetricDomain.admissions.colorToken
        case .scores: MetricDomain.scores.colorToken
        case .students, .academics: MetricDomain.size.colorToken
        }
    }

    /// The series whose presence offers the group (lib/history-groups.ts GROUP_SERIES; Policy changes instead needs an
    /// event in the window).
    public var series: [String] {
        switch self {
        case .cost:
            ["avg_paid_all", "full_price", "sticker_in_state", "sticker_out_of_state", "aided_net_price"]
                + HistorySeriesCatalog.netPriceKeys
        case .aid: ["grant_pct", "aid_generosity", "grant_avg", "federal_loan_rate"]
        case .admissions:
            ["applicants", "admitted", "enrolled", "acceptance_rate", "yield", "application_fee", "admit_rate_men",
             "admit_rate_women"]
        case .scores: ["sat_25", "act_25"]
        case .students:
            ["undergrads", "race_white", "men_share", "part_time_share", "housing_capacity", "out_of_state_share",
             "transfer_in_share"]
        case .academics: ["student_faculty_ratio", "faculty_full_time_share", "faculty_salary", "instruction_per_student"]
        case .outcomes: ["grad_rate", "median_debt", "om_award", "grad_rate_pell", "grad_rate_white"]
        case .changes: []
        }
    }

    /// The series whose sources the group's footnote names (lib/profile-history.ts HISTORY_GROUPS), beyond the ones
    /// its charts draw; keys the catalog does not define are left out by the caller.
    public var sourceSeries: [String] {
        switch self {
        case .cost:
            ["avg_paid_all", "full_price", "sticker_in_state", "sticker_out_of_state", "aided_net_price",
             "net_price_income_1"]
        case .aid: ["grant_pct", "grant_avg", "aid_generosity", "federal_loan_rate"]
        case .admissions:
            ["applicants", "admitted", "enrolled", "acceptance_rate", "yield", "admit_rate_men", "admit_rate_women",
             "application_fee"]
        case .scores: ["sat_25", "sat_75", "act_25", "act_75", "sat_submit", "test_policy"]
        case .students:
            ["undergrads", "race_white", "men_share", "part_time_share", "housing_capacity", "out_of_state_share",
             "international_share", "transfer_in_share", "transfer_in_count"]
        case .outcomes:
            ["grad_rate", "median_debt", "om_award", "om_transfer", "om_award_pell", "om_award_non_pell", "om_award_4",
             "om_award_6", "grad_rate_pell", "grad_rate_white"]
        case .academics: ["student_faculty_ratio", "faculty_full_time_share", "faculty_salary", "instruction_per_student"]
        case .changes: []
        }
    }

    /// Groups with something to show, in order; Cost alone when none has.
    public static func available(_ h: SchoolHistory, eventCount: Int) -> [HistoryGroup] {
        let series = h.series ?? [:]
        let out = allCases.filter { g in
            g == .changes ? eventCount > 0 : g.series.contains { series[$0] != nil }
        }
        return out.isEmpty ? [defaultGroup] : out
    }

    /// The requested group when available, else the first available.
    public static func pick(_ requested: HistoryGroup?, available: [HistoryGroup]) -> HistoryGroup {
        if let requested, available.contains(requested) { return requested }
        return available.first ?? defaultGroup
    }
}
