// What happens after enrolling: earnings, graduation, retention and debt (Scorecard, IPEDS GR and OM).
extension FieldRegistry {
    static let outcomeFields: [FieldDefinition] = [
        .scorecard("outcomes.median_earnings_10yr", "Median earnings 10 years after starting", .outcomes),
        .scorecard("outcomes.median_earnings_6yr", "Median earnings 6 years after starting", .outcomes),
        .scorecard("outcomes.graduation_rate", "Graduation rate", .outcomes),
        .scorecard("outcomes.retention_rate", "Retention rate", .outcomes, vintage: VintageKey.scorecardRetention),
        .scorecard("outcomes.median_debt", "Median debt at graduation", .outcomes),
        .scorecard("outcomes.monthly_loan_payment", "Monthly loan payment", .outcomes),
        .scorecard("outcomes.federal_loan_rate", "Undergraduates with a federal loan", .aid, vintage: VintageKey.scorecardCost),
        .scorecard("outcomes.median_debt_pell", "Median debt, Pell Grant recipients", .outcomes),
        .scorecard("outcomes.median_debt_no_pell", "Median debt, students without a Pell Grant", .outcomes),
        .scorecard("outcomes.median_debt_by_income", "Median debt by family income", .outcomes),
        .scorecard("outcomes.repayment_3yr", "Repayment status of borrowers three years out", .outcomes),
        .survey("outcomes.eight_year", "Outcomes after eight years, all entering students", .outcomes, SourceKey.ipedsOutcomeMeasures),
        .survey("outcomes.grad_cohorts", "Graduation cohort by Pell Grant and loan status", .outcomes, SourceKey.ipedsGraduation),
        .sixYearRate("outcomes.grad_rate_pell", "Graduated within 6 years, Pell Grant recipients"),
        .sixYearRate("outcomes.grad_rate_loan_no_pell", "Graduated within 6 years, subsidized loan but no Pell Grant"),
        .sixYearRate("outcomes.grad_rate_no_pell_no_loan", "Graduated within 6 years, neither Pell Grant nor subsidized loan"),
        .sixYearRate("outcomes.grad_rate_ftft", "Graduated within 6 years, all first-time full-time students"),
        .scorecard("outcomes.grad_cohorts_by_race", "Graduation cohort by race and ethnicity", .outcomes),
        .scorecard("outcomes.grad_rate_by_race", "Graduated within 6 years, by race and ethnicity", .outcomes),
        .scorecard("outcomes.federal.retention", "Federal retention rate, kept after the college reported a newer class",
                   .outcomes, vintage: VintageKey.scorecardRetention),
        .survey("outcomes.federal.graduation",
               "Federal graduation by Pell Grant and loan status, kept after the college reported a newer class",
               .outcomes, SourceKey.ipedsGraduation),
    ]
}

extension FieldDefinition {
    /// A six-year graduation rate of one aid group, calculated from the graduation cohorts.
    static func sixYearRate(_ path: String, _ label: String) -> FieldDefinition {
        survey(path, label, .outcomes, SourceKey.ipedsGraduation).derived(
            "Students who finished any degree or certificate within 150% of the normal time, divided by the "
                + "adjusted cohort; hidden when the cohort has fewer than 30 students",
            from: ["outcomes.grad_cohorts"])
    }
}
