import Domain
/// The per-college history series the fixture writes, with the year kind and unit the site gives each
/// (`SERIES` in the site's lib/history.ts; dataset-map §6.1).
enum FixtureSeries {
    enum Kind: Sendable { case fall, academic, cohort }
    enum Unit: Sendable { case count, share, usd, score, code }

    struct Spec: Sendable {
        let key: String
        let kind: Kind
        let unit: Unit
    }

    /// Latest years (history/meta.json `latest`): fall 2024, academic 2023–24, entering class of 2018.
    static let latestFall = 2024
    static let latestAcademic = 2023
    static let latestCohort = 2018
    /// The latest academic year of Scorecard's median debt.
    static let latestDebt = 2020
    /// The default window, in years.
    static let window = 10
    /// The redesigned SAT: scores before this fall are on the old scale.
    static let satBreak = 2017

    static let specs: [Spec] = {
        var s: [Spec] = []
        func add(_ keys: [String], _ kind: Kind, _ unit: Unit) {
            s.append(contentsOf: keys.map { Spec(key: $0, kind: kind, unit: unit) })
        }
        add(["applicants", "admitted", "enrolled"], .fall, .count)
        add(["acceptance_rate", "yield", "admit_rate_men", "admit_rate_women"], .fall, .share)
        add(["sat_25", "sat_50", "sat_75", "act_25", "act_50", "act_75"], .fall, .score)
        add(["sat_submit", "act_submit"], .fall, .share)
        add(["test_policy"], .fall, .code)
        add(FixtureCollege.factorKeys.map { "factor_\($0)" }, .fall, .code)
        add(["tuition_in_state", "tuition_out_of_state", "sticker_in_state", "sticker_out_of_state", "full_price",
             "avg_paid_all", "aided_net_price"] + (1...5).map { "net_price_income_\($0)" } + ["grant_avg"],
            .academic, .usd)
        add(["aid_generosity", "grant_pct"], .academic, .share)
        add(["housing_capacity"], .academic, .count)
        add(["application_fee"], .academic, .usd)
        add(["live_on", "tuition_guarantee", "promise"], .academic, .code)
        add(["undergrads"], .fall, .count)
        add(FixtureCollege.raceKeys.map { "race_\($0)" } + ["men_share", "part_time_share"], .fall, .share)
        add(["grad_rate", "grad_rate_pell", "grad_rate_no_pell_no_loan"], .cohort, .share)
        add(["median_debt"], .academic, .usd)
        add(["federal_loan_rate"], .academic, .share)
        add(["student_faculty_ratio"], .fall, .count)
        add(["faculty_full_time_share"], .fall, .share)
        add(["faculty_salary"], .fall, .usd)
        // Drawn after the record (``FixtureHistory/addRecordSeries``).
        let race = HistorySeriesCatalog.gradRaceGroups.map(\.key)
        add(["out_of_state_share", "international_share", "transfer_in_share"], .fall, .share)
        add(["transfer_in_count"], .fall, .count)
        add(["instruction_per_student"], .academic, .usd)
        add(["om_award", "om_transfer", "om_award_pell", "om_award_non_pell", "om_award_4", "om_award_6"] + race.map { "grad_rate_\($0)" },
            .cohort, .share)
        add(["grad_cohort_pell", "grad_cohort_no_pell_no_loan"] + race.map { "grad_cohort_\($0)" }, .cohort, .count)
        add(["conference", "football_conference", "athletic_association", "rotc"], .academic, .code)
        return s
    }()

    static let keys: [String] = specs.map(\.key)

    /// The spec of a key, nil for keys the fixture does not generate.
    static func spec(_ key: String) -> Spec? {
        byKey[key]
    }

    /// Specs by key (for look-ups only; iterate ``specs`` for a stable order).
    private static let byKey: [String: Spec] = Dictionary(uniqueKeysWithValues: specs.map { ($0.key, $0) })

    /// The latest year of a kind.
    static func latest(_ kind: Kind) -> Int {
        switch kind {
        case .fall: latestFall
        case .academic: latestAcademic
        case .cohort: latestCohort
        }
    }

    /// True for series whose values cross the SAT redesign.
    static func hasBreak(_ key: String) -> Bool {
        key.hasPrefix("sat_") && key != "sat_submit"
    }
}
