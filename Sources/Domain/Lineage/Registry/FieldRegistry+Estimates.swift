// Model estimates (price above $110K, merit aid, GPA) and the ten-year changes. Long formulas: each says what the
// estimate does and what it reads, in our words.
extension FieldRegistry {
    static let estimateFields: [FieldDefinition] = [
        .prices("trends", "10-year changes").topic(.cost).derived(
            "The change across each college's last ten years of history: money in inflation-adjusted dollars (CPI-U), "
                + "shares and the diversity index in percentage points",
            from: ["cost.avg_paid_all", "cost.breakdown", "admissions.acceptance_rate", "admissions.applicants",
                   "demographics.undergrad_enrollment", "demographics.racial_diversity", "demographics.men_share",
                   "outcomes.federal_loan_rate", "aid.grant_pct", "outcomes.grad_rate_pell",
                   "outcomes.grad_rate_no_pell_no_loan"]),
        .admissions("derived.gpa_estimate", "Estimated unweighted GPA of first-years").computed(
            "A model estimate, never the college's own figure: first-year GPA fitted by least squares on the SAT "
                + "midpoint (ACT converted with the 2018 concordance), the acceptance rate and the share sending scores, "
                + "across colleges that publish an unweighted GPA; a college that publishes only a weighted average is "
                + "held between that average minus 1 and 4.0",
            from: ["derived.sat_total", "admissions.act_composite_25_75", "admissions.acceptance_rate",
                   "admissions.test_submission_rate_sat", "admissions.test_submission_rate_act",
                   "reported.admission_profile.gpa.average"]),
        .scorecard("derived.need_aid_break_income", "Income where need-based aid runs out (estimate)", .cost,
                   vintage: VintageKey.scorecardCost).computed(
            "The family income, rounded to $10K, at which the estimated price reaches the full price (in-state at "
                + "public colleges). With a published free-tuition income L, the price starts at the full price less "
                + "tuition at L and climbs by r = 0.30 of each further dollar (a sector default, plausible from 0.22 to "
                + "0.40), so the break is L plus tuition divided by r. Otherwise the break is P plus the full price "
                + "divided by r, where r (between 0.15 and 0.60) is fitted so the model's average over the Census "
                + "reference incomes above $110K equals the college's published $110K+ net price, and P is the "
                + "college's no-contribution income or about $90K (the income the federal need formula protects). The "
                + "range moves the $110K+ figure by $1K and P by $10K either way; a fitted r at either limit gives no "
                + "estimate",
            from: ["cost.net_price_by_income", "cost.breakdown", "cost.sticker", "cost.cost_of_attendance",
                   "cost.tuition_fees", "aid_policy.no_contribution_under", "aid_policy.free_tuition_under"]),
        .scorecard("derived.need_aid_status", "Need-based aid above $110K", .cost, vintage: VintageKey.scorecardCost).computed(
            "The break point when the model fits; little need-based aid above $110K when the college meets under 90% "
                + "of need on average (Common Data Set H2, line i) or, lacking that figure, when its published $110K+ "
                + "net price is at least 85% of the full price; otherwise the federal figures simply stop at $110K",
            from: ["derived.need_aid_break_income", "cost.net_price_by_income", "reported.aid.first_years", "aid.cds"]),
        .scorecard("derived.cost_estimate", "Price at a family income (estimated above $110K)", .cost,
                   vintage: VintageKey.scorecardCost).computed(
            "Up to $110K, the published net price for the family's income band. Above it, the larger of the $75–110K "
                + "price and the climbing estimate (from a published free-tuition promise, or fitted to the $110K+ "
                + "figure), never above the full price, shown as the range the rate r allows (see where need-based "
                + "aid runs out)",
            from: ["cost.net_price_by_income", "derived.need_aid_break_income"]),
        .aid("derived.merit_class", "Merit aid for students without need").computed(
            "From the strongest evidence available: the college's Common Data Set (H2A line n: any merit aid to "
                + "students without need means merit, none means need-only); else its published need-only policy; "
                + "else the federal proxy (grants without federal aid to at least 2% of first-years means merit, "
                + "under 2% need-only). The proxy is not used where the college says it meets full need or uses its "
                + "own need formula, since many aided families there file no FAFSA",
            from: ["reported.aid.first_years", "aid.cds", "aid_policy.need_only", "aid_policy.meets_full_need",
                   "derived.aid_methodology", "derived.merit_proxy"]),
        .aid("derived.merit_proxy", "First-years with a grant but no federal aid").computed(
            "Grant recipients minus federal-aid recipients with grants, divided by first-years in the aid cohort; their "
                + "average grant is all grant dollars minus the federal-aid recipients' grant dollars, divided by "
                + "those students. At most colleges these grants are merit aid",
            from: ["aid.grant_count", "aid.grant_total", "aid.by_income", "aid.cohort"]),
    ]
}
