public import QuadAPIModels

/// What a history series counts: money, people, a share, a test score, a policy code or a ratio.
public enum HistoryUnit: String, Sendable, Hashable {
    case usd, count, share, score, code, ratio
}

/// One series of a college's history file (dataset-map §6.1): what it is, the field it extends back in time, and where
/// its years come from.
public struct HistorySeriesDef: Sendable, Hashable {
    /// Key in `history/schools/{id}.json` (`applicants`, `avg_paid_all`).
    public var key: String
    /// Full label ("Average total cost").
    public var label: String
    /// The field of today's record this series extends back (its citation path and label).
    public var field: String
    /// Glossary entry key.
    public var term: String?
    /// What the numbers count.
    public var unit: HistoryUnit
    /// How the years read.
    public var kind: YearKind
    /// How a value prints by default.
    public var format: FormatKind
    /// Families in citation order; the first is the headline source.
    public var families: [HistoryFamily]
    /// True when the value is calculated from other figures of the same year.
    public var derived: Bool
    /// Definition changes: never draw or measure across them.
    public var breaks: [YearMark]

    /// A series definition; see the properties.
    public init(
        _ key: String, _ label: String, field: String, term: String? = nil, unit: HistoryUnit, kind: YearKind,
        format: FormatKind, families: [HistoryFamily], derived: Bool = false, breaks: [YearMark] = []
    ) {
        self.key = key
        self.label = label
        self.field = field
        self.term = term
        self.unit = unit
        self.kind = kind
        self.format = format
        self.families = families
        self.derived = derived
        self.breaks = breaks
    }

    /// The family a given year comes from: admissions switch surveys in fall 2014; others use their first family.
    public func family(in year: Int) -> HistoryFamily {
        if families.first == .icAdmissions {
            return year < HistoryFamily.admissionsSurveyFrom ? .icAdmissions : .adm
        }
        return families[0]
    }
}

/// Every history series the profile reads.
public enum HistorySeriesCatalog {
    /// The SAT redesign: scores before fall 2017 are on the old scale.
    public static let satBreak = YearMark(year: 2017, label: "New SAT")
    /// Why the SAT line breaks there (lib/history.ts SAT_BREAK's reason).
    public static let satBreakReason = "The SAT was redesigned in 2016; earlier scores are on the old scale and aren't "
        + "comparable."
    /// Test policy codes (IPEDS ADMCON7 as stored).
    public static let policyRequired = 1.0, policyRecommended = 2.0, policyNotConsidered = 3.0, policyConsidered = 5.0
    /// From fall 2022, code 3 means scores are not considered at all; before, "neither required nor recommended".
    public static let testBlindFrom = 2022

    private static let admissions: [HistoryFamily] = [.icAdmissions, .adm]

    /// The catalog in the site's order.
    public static let all: [HistorySeriesDef] = [
        .init("applicants", "Applicants", field: "admissions.applicants", term: "applicants", unit: .count, kind: .fall,
              format: .compact, families: admissions),
        .init("admitted", "Admitted", field: "admissions.admitted", term: "admitted", unit: .count, kind: .fall,
              format: .compact, families: admissions),
        .init("enrolled", "Enrolled first-years", field: "admissions.enrolled", term: "enrolled", unit: .count,
              kind: .fall, format: .compact, families: admissions),
        .init("acceptance_rate", "Acceptance rate", field: "admissions.acceptance_rate", term: "acceptance-rate",
              unit: .share, kind: .fall, format: .pctSmart, families: admissions, derived: true),
        .init("yield", "Yield", field: "derived.yield", term: "yield", unit: .share, kind: .fall, format: .pct,
              families: admissions, derived: true),
        .init("admit_rate_men", "Acceptance rate, men", field: "derived.admit_rate_men", term: "admit-rate-by-sex",
              unit: .share, kind: .fall, format: .pctSmart, families: admissions, derived: true),
        .init("admit_rate_women", "Acceptance rate, women", field: "derived.admit_rate_women",
              term: "admit-rate-by-sex", unit: .share, kind: .fall, format: .pctSmart, families: admissions,
              derived: true),
        .init("tuition_in_state", "Tuition & fees, in-state", field: "cost.tuition_fees", term: "in-state-tuition",
              unit: .usd, kind: .academic, format: .money, families: [.prices]),
        .init("tuition_out_of_state", "Tuition & fees, out-of-state", field: "cost.tuition_fees",
              term: "in-state-tuition", unit: .usd, kind: .academic, format: .money, families: [.prices]),
        .init("sticker_in_state", "Full price, in-state", field: "cost.sticker", term: "cost-of-attendance", unit: .usd,
              kind: .academic, format: .money, families: [.prices], derived: true),
        .init("sticker_out_of_state", "Full price, out-of-state", field: "cost.sticker", term: "cost-of-attendance",
              unit: .usd, kind: .academic, format: .money, families: [.prices], derived: true),
        .init("full_price", "Full price", field: "cost.breakdown", term: "cost-of-attendance", unit: .usd,
              kind: .academic, format: .money, families: [.prices, .sfa], derived: true),
        .init("avg_paid_all", "Average total cost", field: "cost.avg_paid_all", term: "average-cost", unit: .usd,
              kind: .academic, format: .money, families: [.prices, .sfa], derived: true),
        .init("aided_net_price", "Net price, students with grants", field: "cost.aided_net_price", term: "net-price",
              unit: .usd, kind: .academic, format: .money, families: [.sfa]),
        .init("grant_pct", "Share receiving grants", field: "aid.grant_pct", term: "grant-aid", unit: .share,
              kind: .academic, format: .pct, families: [.sfa]),
        .init("grant_avg", "Average grant", field: "aid.grant_avg", term: "grant-aid", unit: .usd, kind: .academic,
              format: .money, families: [.sfa]),
        .init("housing_capacity", "Housing capacity (beds)", field: "campus.housing", term: "housing-capacity",
              unit: .count, kind: .academic, format: .compact, families: [.characteristics]),
        .init("application_fee", "Application fee", field: "admissions.application_fee", term: "application-fee",
              unit: .usd, kind: .academic, format: .money, families: [.characteristics]),
        .init("aid_generosity", "Aid generosity", field: "derived.aid_generosity", term: "aid-generosity",
              unit: .share, kind: .academic, format: .pct, families: [.prices, .sfa], derived: true),
    ] + netPriceBands + scores + students + residence + outcomes + eightYear + graduationByRace + academics + majors
        + policies + services

    /// Net price by family income, lowest band first.
    public static let netPriceKeys = (1...5).map { "net_price_income_\($0)" }

    private static let netPriceBands: [HistorySeriesDef] = zip(netPriceKeys, Tiers.incomeBands).map { key, band in
        .init(key, "Net price, family income \(band)", field: "cost.net_price_by_income", term: "net-price-by-income",
              unit: .usd, kind: .academic, format: .money, families: [.sfa])
    }

    private static let scores: [HistorySeriesDef] = [
        .init("sat_25", "SAT total, 25th percentile", field: "derived.sat_composite", term: "sat", unit: .score,
              kind: .fall, format: .int, families: admissions, derived: true, breaks: [satBreak]),
        .init("sat_75", "SAT total, 75th percentile", field: "derived.sat_composite", term: "sat", unit: .score,
              kind: .fall, format: .int, families: admissions, derived: true, breaks: [satBreak]),
        .init("sat_50", "SAT total, median", field: "derived.sat_median", term: "median-vs-midpoint", unit: .score,
              kind: .fall, format: .int, families: admissions, derived: true, breaks: [satBreak]),
        .init("act_25", "ACT composite, 25th percentile", field: "admissions.act_composite_25_75", term: "act",
              unit: .score, kind: .fall, format: .int, families: admissions),
        .init("act_75", "ACT composite, 75th percentile", field: "admissions.act_composite_25_75", term: "act",
              unit: .score, kind: .fall, format: .int, families: admissions),
        .init("act_50", "ACT composite, median", field: "admissions.act_composite_median", term: "median-vs-midpoint",
              unit: .score, kind: .fall, format: .int, families: admissions),
        .init("sat_submit", "Share submitting SAT", field: "admissions.test_submission_rate_sat",
              term: "test-submission", unit: .share, kind: .fall, format: .pct, families: admissions),
        .init("act_submit", "Share submitting ACT", field: "admissions.test_submission_rate_act",
              term: "test-submission", unit: .share, kind: .fall, format: .pct, families: admissions),
        .init("test_policy", "Test policy", field: "admissions.test_policy", term: "test-policy", unit: .code,
              kind: .fall, format: .int, families: admissions),
    ]

    /// Race and ethnicity series, in the site's category order, with their short labels.
    public static let raceKeys: [(key: String, label: String, color: String)] = [
        ("race_white", "White", "race-white"), ("race_asian", "Asian", "race-asian"),
        ("race_hispanic", "Hispanic/Latino", "race-hispanic"), ("race_black", "Black", "race-black"),
        ("race_two_or_more", "Two or more", "race-two-or-more"),
        ("race_international", "International", "race-international"),
        ("race_other", "Other/unknown", "race-other"),
    ]

    /// Race and ethnicity history starts with fall 2010, when the current federal categories became required.
    public static let raceFrom = 2010

    private static let students: [HistorySeriesDef] = [
        .init("undergrads", "Undergraduates", field: "demographics.undergrad_enrollment", term: "undergrad-enrollment",
              unit: .count, kind: .fall, format: .compact, families: [.scorecardEnrollment]),
    ] + raceKeys.map {
        .init($0.key, $0.label, field: "demographics.racial_diversity", term: "race-ethnicity", unit: .share,
              kind: .fall, format: .pct, families: [.scorecardEnrollment])
    } + [
        .init("men_share", "Men (share of undergraduates)", field: "demographics.men_share", term: "gender-balance",
              unit: .share, kind: .fall, format: .pct, families: [.scorecardEnrollment]),
        .init("part_time_share", "Part-time students", field: "demographics.part_time_share",
              term: "part-time-student", unit: .share, kind: .fall, format: .pct, families: [.scorecardEnrollment]),
    ]

    /// Where first-years come from: shares of all first-time students, in even-numbered falls only.
    private static let residence: [HistorySeriesDef] = [
        .init("out_of_state_share", "First-years from other states", field: "demographics.residence",
              term: "in-state-student", unit: .share, kind: .fall, format: .pct, families: [.residence]),
        .init("international_share", "First-years from abroad", field: "demographics.residence",
              term: "in-state-student", unit: .share, kind: .fall, format: .pct, families: [.residence]),
        // Transfers in, every fall from 2008 (lib/history.ts at ea3d61c).
        .init("transfer_in_count", "New transfer-in undergraduates", field: "demographics.transfer_in", term: "transfer-in",
              unit: .count, kind: .fall, format: .num, families: [.enrollmentByLevel]),
        .init("transfer_in_share", "Transfer-ins, share of new undergraduates", field: "demographics.transfer_in",
              term: "transfer-in", unit: .share, kind: .fall, format: .pct, families: [.enrollmentByLevel]),
    ]

    /// Eight-year outcomes of every entering student, by entering class (Outcome Measures).
    private static let eightYear: [HistorySeriesDef] = [
        .init("om_award", "Earned a credential within 8 years, all entering students", field: "outcomes.eight_year",
              term: "outcome-measures", unit: .share, kind: .cohort, format: .pct, families: [.outcomeMeasures]),
        .init("om_transfer", "Enrolled at another college 8 years on, all entering students",
              field: "outcomes.eight_year", term: "transfer-out", unit: .share, kind: .cohort, format: .pct,
              families: [.outcomeMeasures]),
        .init("om_award_pell", "Earned a credential within 8 years, Pell Grant recipients", field: "outcomes.eight_year",
              term: "outcome-measures", unit: .share, kind: .cohort, format: .pct, families: [.outcomeMeasures]),
        .init("om_award_non_pell", "Earned a credential within 8 years, students without a Pell Grant",
              field: "outcomes.eight_year", term: "outcome-measures", unit: .share, kind: .cohort, format: .pct,
              families: [.outcomeMeasures]),
        // Time to degree: the same entering classes within 4 and 6 years (lib/history.ts at ea3d61c).
        .init("om_award_4", "Earned a credential within 4 years, all entering students", field: "outcomes.eight_year",
              term: "time-to-degree", unit: .share, kind: .cohort, format: .pct, families: [.outcomeMeasures]),
        .init("om_award_6", "Earned a credential within 6 years, all entering students", field: "outcomes.eight_year",
              term: "time-to-degree", unit: .share, kind: .cohort, format: .pct, families: [.outcomeMeasures]),
    ]

    /// Graduation by race and ethnicity (rate, then the entering class it is a share of), in the site's category
    /// order, with the words each label uses. Rates are null under 30 students; cohorts are always kept.
    public static let gradRaceGroups: [(key: String, students: String, cohort: String)] = [
        ("white", "White students", "White students"), ("asian", "Asian students", "Asian students"),
        ("hispanic", "Hispanic/Latino students", "Hispanic/Latino students"), ("black", "Black students", "Black students"),
        ("two_or_more", "students of two or more races", "Students of two or more races"),
        ("international", "international students", "International students"),
    ]

    private static let graduationByRace: [HistorySeriesDef] = gradRaceGroups.map {
        .init("grad_rate_\($0.key)", "Graduated within 6 years, \($0.students)", field: "outcomes.grad_rate_by_race",
              term: "graduation-rate", unit: .share, kind: .cohort, format: .pct, families: [.scorecardCompletionRace])
    } + gradRaceGroups.map {
        .init("grad_cohort_\($0.key)", "\($0.cohort) in the entering class", field: "outcomes.grad_cohorts_by_race",
              term: "adjusted-cohort", unit: .count, kind: .cohort, format: .num, families: [.scorecardCompletionRace])
    }

    private static let outcomes: [HistorySeriesDef] = [
        .init("grad_rate", "Graduated within 6 years", field: "outcomes.graduation_rate", term: "graduation-rate",
              unit: .share, kind: .cohort, format: .pct, families: [.scorecardCompletion]),
        .init("median_debt", "Median debt at graduation", field: "outcomes.median_debt", term: "median-debt",
              unit: .usd, kind: .academic, format: .money, families: [.scorecardDebt]),
        .init("federal_loan_rate", "Undergraduates with a federal loan", field: "outcomes.federal_loan_rate",
              term: "federal-loan-rate", unit: .share, kind: .academic, format: .pct, families: [.scorecardLoans]),
        .init("grad_rate_pell", "Graduated within 6 years, Pell Grant recipients", field: "outcomes.grad_rate_pell",
              term: "pell-graduation-gap", unit: .share, kind: .cohort, format: .pct, families: [.graduationGroups],
              derived: true),
        .init("grad_rate_no_pell_no_loan", "Graduated within 6 years, neither Pell nor subsidized loan",
              field: "outcomes.grad_rate_no_pell_no_loan", term: "pell-graduation-gap", unit: .share, kind: .cohort,
              format: .pct, families: [.graduationGroups], derived: true),
        .init("grad_cohort_pell", "Pell Grant recipients in the entering class", field: "outcomes.grad_cohorts",
              term: "adjusted-cohort", unit: .count, kind: .cohort, format: .num, families: [.graduationGroups]),
        .init("grad_cohort_no_pell_no_loan", "Students with neither in the entering class", field: "outcomes.grad_cohorts",
              term: "adjusted-cohort", unit: .count, kind: .cohort, format: .num, families: [.graduationGroups]),
    ]

    private static let academics: [HistorySeriesDef] = [
        .init("student_faculty_ratio", "Students per faculty member", field: "academics.student_faculty_ratio",
              term: "student-faculty-ratio", unit: .ratio, kind: .fall, format: .num, families: [.enrollmentRatio]),
        .init("faculty_full_time_share", "Full-time faculty share", field: "academics.faculty.full_time_share",
              term: "full-time-faculty", unit: .share, kind: .fall, format: .pct, families: [.scorecardEnrollment]),
        .init("faculty_salary", "Average faculty salary (9-month equated)", field: "academics.faculty",
              term: "nine-month-equated-salary", unit: .usd, kind: .fall, format: .money, families: [.salaries]),
        // Per full-time-equivalent student, by fiscal year (lib/history.ts at ea3d61c); no change is measured across
        // the finance survey's 2015 redefinition.
        .init("instruction_per_student", "Instruction spending per student", field: "finances",
              term: "instruction-expenses", unit: .usd, kind: .academic, format: .money, families: [.scorecardFinances],
              breaks: [financeBreak]),
    ]

    /// The finance survey's redefinition of an instruction expense (lib/history.ts FINANCE_BREAK).
    public static let financeBreak = YearMark(year: 2015, label: "Finance survey redefinition")

    /// Bachelor's degrees awarded (first majors) and each two-digit CIP family's share of them (`major_{family}`),
    /// from the Completions survey.
    private static let majors: [HistorySeriesDef] = [
        .init("bachelors", "Bachelor's degrees awarded (first majors)", field: "academics.bachelors_awarded",
              term: "first-major", unit: .count, kind: .academic, format: .num, families: [.completions]),
    ] + MajorFamilies.codes.map {
        .init("major_\($0)", "\(MajorFamilies.names[$0] ?? $0), share of bachelor's degrees",
              field: "academics.bachelors_by_family", term: "first-major", unit: .share, kind: .academic,
              format: .pctSmart, families: [.completions], derived: true)
    }

    /// Admission factors with yearly policy codes (`factor_<key>`): the series label (lib/history.ts SERIES) and the
    /// phrase an event sentence uses (lib/events.ts FACTOR_PHRASES).
    public static let factors: [(key: String, label: String, phrase: String)] = [
        ("gpa", "High school GPA", "high school GPA"), ("class_rank", "Class rank", "class rank"),
        ("hs_record", "High school record", "the high school record"),
        ("college_prep", "College-prep program", "a college-prep program"),
        ("recommendations", "Recommendations", "recommendations"),
        ("competencies", "Demonstration of competencies", "a demonstration of competencies"),
        ("english_test", "English proficiency test", "an English proficiency test"),
        ("other_test", "Other tests", "other tests"), ("work_experience", "Work experience", "work experience"),
        ("essay", "Essay", "an essay"), ("legacy", "Legacy status", "legacy status"),
    ]

    private static let policies: [HistorySeriesDef] = factors.map {
        .init("factor_\($0.key)", $0.label, field: "admissions.factors",
              term: $0.key == "legacy" ? "legacy-status" : "admission-factor", unit: .code, kind: .fall, format: .int,
              families: admissions)
    } + [
        .init("live_on", "First-years must live on campus", field: "campus.housing", term: "live-on-requirement",
              unit: .code, kind: .academic, format: .int, families: [.characteristics]),
        .init("tuition_guarantee", "Tuition guarantee", field: "cost.tuition_plans", term: "tuition-guarantee",
              unit: .code, kind: .academic, format: .int, families: [.characteristics]),
        .init("promise", "Promise program", field: "cost.promise_program", term: "promise-program", unit: .code,
              kind: .academic, format: .int, families: [.characteristics]),
    ]

    /// Athletics and ROTC as yearly codes, read for change events (the conference series hold IPEDS conference codes;
    /// `athletic_association` is 1 NCAA, 2 NAIA only, 3 neither; `rotc` is 1 offered, 2 not listed).
    private static let services: [HistorySeriesDef] = [
        .init("conference", "Athletic conference", field: "campus.athletics", term: "athletic-conference", unit: .code,
              kind: .academic, format: .int, families: [.services]),
        .init("football_conference", "Football conference", field: "campus.athletics", term: "athletic-conference",
              unit: .code, kind: .academic, format: .int, families: [.services]),
        .init("athletic_association", "Athletic association", field: "campus.athletics", term: "ncaa-division",
              unit: .code, kind: .academic, format: .int, families: [.services]),
        .init("rotc", "ROTC", field: "campus.programs", term: "rotc", unit: .code, kind: .academic, format: .int,
              families: [.services]),
    ]

    /// Definitions by key.
    public static let byKey: [String: HistorySeriesDef] =
        Dictionary(all.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })

    /// The definition of `key`; nil for a key the catalog does not know.
    public static func def(_ key: String) -> HistorySeriesDef? {
        byKey[key]
    }
}
