import QuadAPIModels

extension MetricRegistry {
    /// Cost, aid, outcome and finance measures.
    static let valueDefinitions: [MetricDefinition] = [
        MetricDefinition(
            key: .avgCost, field: "cost.avg_paid_all", label: "Average cost, all students", short: "Avg cost",
            term: "average-cost", domain: .value, format: .money, more: "more expensive", less: "less expensive"),
        MetricDefinition(
            key: .aidGenerosity, field: "derived.aid_generosity", label: "Aid generosity", short: "Aid generosity",
            term: "aid-generosity", domain: .value, format: .pct, scale: .share,
            more: "more generous aid", less: "less generous aid"),
        MetricDefinition(
            key: .netPrice, field: "cost.aided_net_price", label: "Net price, students with grants",
            short: "Net price (grants)", term: "net-price", domain: .value, format: .money,
            more: "more expensive", less: "less expensive"),
        MetricDefinition(
            key: .earnings, field: "outcomes.median_earnings_10yr", label: "Median earnings, 10 yrs", short: "Earnings",
            term: "median-earnings", domain: .value, format: .money, more: "higher earnings", less: "lower earnings"),
        MetricDefinition(
            key: .gradRate, field: "outcomes.graduation_rate", label: "Graduation rate", short: "Grad rate",
            term: "graduation-rate", domain: .value, format: .pct, scale: .share,
            more: "higher graduation rate", less: "lower graduation rate"),
        MetricDefinition(
            key: .debt, field: "outcomes.median_debt", label: "Median debt at graduation", short: "Median debt",
            term: "median-debt", domain: .value, format: .money, more: "more debt", less: "less debt"),
        MetricDefinition(
            key: .loanRate, field: "outcomes.federal_loan_rate", label: "Undergrads with a federal loan",
            short: "Borrow %", term: "federal-loan-rate", domain: .value, format: .pct, scale: .share,
            more: "more students borrowing", less: "fewer students borrowing"),
        MetricDefinition(
            key: .loanRateLarge, field: "outcomes.federal_loan_rate",
            label: "Undergrads with a federal loan (1,000+ undergrads)", short: "Borrow %", term: "federal-loan-rate",
            domain: .value, format: .pct, scale: .share,
            more: "more students borrowing", less: "fewer students borrowing"),
        MetricDefinition(
            key: .completion4, field: "outcomes.eight_year", label: "Earned a credential within 4 years (all students)",
            short: "4-yr completion", term: "time-to-degree", domain: .value, format: .pct, scale: .share,
            more: "more students finishing in 4 years", less: "fewer students finishing in 4 years"),
        MetricDefinition(
            key: .completion8, field: "outcomes.eight_year", label: "Earned a credential within 8 years (all students)",
            short: "8-yr completion", term: "outcome-measures", domain: .value, format: .pct, scale: .share,
            more: "more students finishing", less: "fewer students finishing"),
        MetricDefinition(
            key: .transferOut, field: "outcomes.eight_year", label: "Enrolled at another college within 8 years",
            short: "Transferred out", term: "transfer-out", domain: .value, format: .pct, scale: .share,
            more: "more students transferring out", less: "fewer students transferring out"),
        MetricDefinition(
            key: .pellGap, field: "derived.pell_grad_gap", label: "Pell graduation gap", short: "Pell gap",
            term: "pell-graduation-gap", domain: .access, format: .pts, display: .pellGap,
            more: "a bigger gap for Pell recipients", less: "a smaller gap for Pell recipients"),
        MetricDefinition(
            key: .financesInstruction, field: "finances", label: "Instruction spending per student",
            short: "Instruction spending", term: "instruction-expenses", domain: .value, format: .money,
            more: "more on instruction per student", less: "less on instruction per student"),
    ] + FinanceForm.allCases.map(instructionDefinition) + [FinanceForm.gasb, .fasb].compactMap(endowmentDefinition)

    /// The per-form instruction-spending entry (same wording as the any-form one).
    private static func instructionDefinition(_ form: FinanceForm) -> MetricDefinition {
        MetricDefinition(
            key: MetricKey.instruction(on: form), field: "finances", label: "Instruction spending per student",
            short: "Instruction spending", term: "instruction-expenses", domain: .value, format: .money,
            more: "more on instruction per student", less: "less on instruction per student")
    }

    /// The per-form endowment entry; nil for the for-profit form.
    private static func endowmentDefinition(_ form: FinanceForm) -> MetricDefinition? {
        guard let key = MetricKey.endowment(on: form) else { return nil }
        return MetricDefinition(
            key: key, field: "finances", label: "Endowment per student", short: "Endowment/student",
            term: "endowment", domain: .value, format: .money,
            more: "more endowment per student", less: "less endowment per student")
    }
}
