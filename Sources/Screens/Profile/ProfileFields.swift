import Domain

/// The fields each profile screen shows: they drive its source note, the sources section and the notice about
/// values from a non-default source.
enum ProfileFields {
    static let overview: [String] = [
        "location.city", "location.region", "type", "campus.carnegie", "campus.designations", "campus.msi",
        "admissions.acceptance_rate", "admissions.applicants", "admissions.admitted", "derived.yield",
        "derived.sat_composite", "derived.sat_total", "admissions.act_composite_25_75", "admissions.test_policy",
        "demographics.undergrad_enrollment", "derived.diversity_index", "demographics.racial_diversity",
        "demographics.pell_grant_percent", "demographics.first_gen_percent", "campus.setting", "campus.housing",
        "campus.athletics", "campus.programs", "academics.student_faculty_ratio", "academics.majors_top",
        "detail.programs", "academics.faculty.full_time_share", "finances", "cost.avg_paid_all",
        "derived.aid_generosity", "cost.sticker", "cost.aided_net_price", "cost.net_price_by_income",
        "outcomes.federal_loan_rate", "outcomes.graduation_rate", "outcomes.median_earnings_10yr",
        "outcomes.median_debt", "outcomes.monthly_loan_payment", "outcomes.retention_rate", "trends",
        "links.website", "links.admissions", "links.apply", "links.visit", "links.virtual_tour",
        "links.financial_aid",
    ]

    static let admissions: [String] = [
        "admissions.applicants", "admissions.admitted", "admissions.enrolled", "admissions.acceptance_rate",
        "derived.yield", "admissions.by_sex", "derived.admit_rate_men", "derived.admit_rate_women",
        "admissions.application_fee", "admissions.accepts_ap_credit", "admissions.factors", "derived.sat_mid",
        "admissions.sat_reading_25_75", "admissions.sat_math_25_75", "admissions.act_composite_25_75",
        "admissions.test_submission_rate_sat", "admissions.test_submission_rate_act", "admissions.test_policy",
        "admissions.sat_reading_median", "admissions.sat_math_median", "admissions.act_composite_median",
        "admissions.act_english_25_75", "admissions.act_math_25_75", "derived.sat_median", "derived.sat_total",
        "reported.test_policy", "reported.test_policy_events", "trends",
    ] + reported(["reported.admissions_by_residency", "reported.admission_profile", "reported.transfer",
                  "reported.admissions_logistics", "reported.admissions_hs_prep"]) + [
        "derived.admit_rate_in_state", "derived.admit_rate_out_of_state", "derived.admit_rate_international",
        "derived.admit_rate_same_class", "derived.ed_admit_rate", "derived.wait_list_admit_rate",
        "derived.sat_composite",
    ]

    static let students: [String] = [
        "demographics.racial_diversity", "derived.diversity_index", "demographics.pell_grant_percent",
        "demographics.first_gen_percent", "demographics.undergrad_enrollment", "demographics.men_share",
        "demographics.women_share", "demographics.part_time_share", "demographics.age_25_plus_share",
        "demographics.residence", "demographics.transfer_in", "outcomes.eight_year", "detail.home_states",
        "campus.housing", "campus.athletics", "campus.programs", "campus.services", "campus.calendar",
        "demographics.disability_services", "lgbtq.gender", "lgbtq.admissions", "lgbtq.state_law", "trends",
    ] + reported(["reported.greek", "reported.religion"]) + ["reported.admission_profile.factors.religious"]

    static let academics: [String] = [
        "academics.bachelors_awarded", "academics.majors_top", "detail.majors", "detail.programs",
        "academics.programs_with_earnings", "academics.student_faculty_ratio", "academics.faculty",
        "academics.faculty.full_time_share", "finances", "campus.programs",
    ] + reported(["reported.academics"]) + ["derived.class_share_under_20", "derived.class_share_50_plus"]

    static let cost: [String] = [
        "cost.avg_paid_all", "cost.sticker", "cost.tuition_fees", "cost.components", "cost.residency",
        "cost.aided_net_price", "cost.net_price_by_income", "derived.aid_generosity", "aid.grant_pct",
        "aid.grant_avg", "aid.institutional_pct", "aid.pell_pct", "aid.loan_pct", "aid.by_income",
        "outcomes.median_debt", "outcomes.monthly_loan_payment", "outcomes.federal_loan_rate",
        "outcomes.median_debt_pell", "outcomes.median_debt_no_pell", "outcomes.median_debt_by_income",
        "outcomes.repayment_3yr", "cost.tuition_plans", "cost.promise_program", "derived.payback_years",
        "outcomes.median_earnings_10yr", "aid.cds", "links.price_calculator", "links.financial_aid",
        "links.veterans", "trends",
    ] + reported(["reported.cost", "reported.aid"]) + [
        "derived.next_year_price", "derived.next_year_change", "derived.merit_dollar_share",
    ]

    static let outcomes: [String] = [
        "outcomes.median_earnings_10yr", "outcomes.median_earnings_6yr", "outcomes.retention_rate",
        "outcomes.graduation_rate", "outcomes.eight_year", "outcomes.grad_rate_pell", "outcomes.grad_rate_loan_no_pell",
        "outcomes.grad_rate_no_pell_no_loan", "outcomes.grad_rate_ftft", "outcomes.grad_cohorts",
        "outcomes.grad_rate_by_race", "outcomes.grad_cohorts_by_race", "cost.avg_paid_all", "outcomes.median_debt",
    ] + reported(["reported.outcomes"])

    /// Fields computed only from the college's own report (beside `reported.*` itself).
    static let fromReport: Set<String> = [
        "derived.admit_rate_in_state", "derived.admit_rate_out_of_state", "derived.admit_rate_international",
        "derived.admit_rate_same_class", "derived.ed_admit_rate", "derived.wait_list_admit_rate",
        "derived.class_share_under_20", "derived.class_share_50_plus", "derived.next_year_price",
        "derived.next_year_change", "derived.merit_dollar_share",
    ]

    /// `paths` as the college can show them: without its own report's fields when it has none (they would list
    /// the federal inputs of figures the page never prints).
    static func shown(_ paths: [String], school: School) -> [String] {
        guard school.reported == nil else { return paths }
        return paths.filter { !$0.hasPrefix("reported.") || $0.hasPrefix("reported.test_policy") }
            .filter { !fromReport.contains($0) }
    }

    /// Every registered field of the college's own report under one of `sections` (`reported.transfer` →
    /// `reported.transfer.applicants`, …), in registry order: the report's sections cite per value.
    static func reported(_ sections: [String]) -> [String] {
        FieldRegistry.all.map(\.path).filter { path in
            sections.contains { path == $0 || path.hasPrefix($0 + ".") }
        }
    }

    /// The fields of a topic page.
    static func fields(_ topic: ProfileTopic) -> [String] {
        switch topic {
        case .admissions: admissions
        case .students: students
        case .academics: academics
        case .cost: cost
        case .outcomes: outcomes
        case .history: []
        }
    }

    /// Every field the profile shows anywhere (the overview's sources section), each once, in first-use order.
    static let all: [String] = {
        var seen = Set<String>()
        return (overview + admissions + students + academics + cost + outcomes).filter { seen.insert($0).inserted }
    }()
}
