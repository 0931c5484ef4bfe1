// Prices, net prices and the average-cost estimate (Scorecard and IPEDS IC), and first-year aid (IPEDS SFA).
extension FieldRegistry {
    static let costFields: [FieldDefinition] = [
        .scorecard("cost.avg_net_price", "Average net price for federal aid recipients", .cost, vintage: VintageKey.scorecardCost),
        .scorecard("cost.net_price_by_income", "Net price by family income", .cost, vintage: VintageKey.scorecardCost),
        .scorecard("cost.cost_of_attendance", "Cost of attendance", .cost),
        .scorecard("cost.tuition_in_state", "Tuition, in-state", .cost),
        .scorecard("cost.tuition_out_of_state", "Tuition, out-of-state", .cost),
        .prices("cost.year", "Price year"),
        .prices("cost.tuition_fees", "Tuition and fees by residency"),
        .prices("cost.components", "Books, room and board, and other costs"),
        .prices("cost.sticker", "Sticker price by residency").derived(
            "Tuition and fees plus books, on-campus room and board, and other expenses",
            from: ["cost.tuition_fees", "cost.components"]),
        .aid("cost.residency", "First-years charged each residency rate").topic(.prices),
        .aid("cost.aided_net_price", "Net price for students with grants").topic(.cost),
        .prices("cost.breakdown", "Average cost breakdown").derived(
            "Tuition and fees weighted by how many first-years pay each residency rate, plus books, room and board "
                + "and other costs; less total grant dollars divided by first-years",
            from: ["cost.tuition_fees", "cost.residency", "cost.components", "aid.grant_total", "aid.cohort"]),
        .prices("cost.avg_paid_all", "Average cost, all students").topic(.cost).derived(
            "Full price less grant dollars per first-year, so a student without a grant counts at the full price",
            from: ["cost.breakdown"]),
        .prices("cost.tuition_plans", "Tuition plans offered"),
        .prices("cost.promise_program", "Promise program"),
    ]

    static let aidFields: [FieldDefinition] = [
        .aid("aid.cohort", "First-years in the aid cohort"),
        .aid("aid.any_aid_pct", "Share receiving any aid"),
        .aid("aid.grant_pct", "Share receiving grants").derived(
            "Grant recipients divided by first-years in the aid cohort", from: ["aid.grant_count", "aid.cohort"]),
        .aid("aid.grant_avg", "Average grant"),
        .aid("aid.grant_count", "Grant recipients"),
        .aid("aid.grant_total", "Total grant dollars"),
        .aid("aid.institutional_pct", "Share with aid from the college itself"),
        .aid("aid.institutional_avg", "Average aid from the college itself"),
        .aid("aid.pell_pct", "Share receiving Pell Grants"),
        .aid("aid.pell_avg", "Average Pell Grant"),
        .aid("aid.state_pct", "Share receiving state grants"),
        .aid("aid.loan_pct", "Share borrowing student loans"),
        .aid("aid.loan_avg", "Average student loan"),
        .aid("aid.by_income", "Federal aid by family income"),
        .perDocument("aid.cds", "Need-based and merit aid from the Common Data Set (H2, H2A)", .aid, SourceKey.cds),
        .perDocument("aid.cds_previous", "Need-based and merit aid from an older Common Data Set (H2, H2A)", .aid, SourceKey.cds),

        // Published aid promises (kept beside the records, not on them).
        .reported("aid_policy.free_tuition_under", "Family income below which the college covers tuition (published promise)", .aid),
        .reported("aid_policy.no_contribution_under", "Family income below which families pay nothing (published promise)", .aid),
        .reported("aid_policy.meets_full_need", "Whether the college says it meets full need", .aid),
        .reported("aid_policy.no_loans", "Whether the college leaves loans out of its aid packages", .aid),
        .reported("aid_policy.need_only", "Whether every grant from the college is need-based", .aid),
        .reported("aid_policy.home_equity", "How the college counts home equity", .aid),
        .reported("aid_policy.siblings", "How the college adjusts for siblings in college", .aid),
    ]
}
