// Values worked out when a screen is built (`derived.*`), never stored: each cites the fields it reads.
extension FieldRegistry {
    static let computedFields: [FieldDefinition] = [
        .admissions("derived.sat_composite", "SAT total, 25th to 75th percentile").computed(
            "Reading and Writing plus Math, at the 25th and at the 75th percentile (an estimate)",
            from: ["admissions.sat_reading_25_75", "admissions.sat_math_25_75"]),
        .admissions("derived.sat_mid", "SAT midpoint").computed(
            "Halfway between the two ends of the SAT total range", from: ["derived.sat_composite"]),
        .admissions("derived.act_mid", "ACT midpoint").computed(
            "Halfway between the ACT composite 25th and 75th percentiles", from: ["admissions.act_composite_25_75"]),
        .admissions("derived.admit_rate_men", "Acceptance rate, men").computed(
            "Men admitted divided by men who applied; left blank when fewer than 10 applied", from: ["admissions.by_sex"]),
        .admissions("derived.admit_rate_women", "Acceptance rate, women").computed(
            "Women admitted divided by women who applied; left blank when fewer than 10 applied", from: ["admissions.by_sex"]),
        .admissions("derived.sat_median", "SAT total, median").computed(
            "Median Reading and Writing plus median Math (an estimate, like the total range)",
            from: ["admissions.sat_reading_median", "admissions.sat_math_median"]),
        .admissions("derived.yield", "Yield").computed(
            "Students who enrolled divided by students admitted, both from one class; when the newest counts come "
                + "from two different classes, the previous class's pair is used",
            from: ["admissions.enrolled", "admissions.admitted", "admissions.federal"]),
        .admissions("derived.sat_total", "SAT total range as shown").computed(
            "The college's own SAT total when its scores come from its Common Data Set and it publishes one; "
                + "otherwise Reading and Writing plus Math",
            from: ["reported.tests.sat_composite", "derived.sat_composite"]),
        .scorecard("derived.diversity_index", "Diversity index", .demographics, vintage: VintageKey.scorecardEnrollment).computed(
            "The chance that two students picked at random belong to different racial or ethnic groups (Simpson's index)",
            from: ["demographics.racial_diversity"]),
        .prices("derived.aid_generosity", "Aid generosity").topic(.aid).computed(
            "Grant dollars per first-year as a share of the full price", from: ["cost.breakdown"]),
        .survey("derived.pell_grad_gap", "Pell graduation gap", .outcomes, SourceKey.ipedsGraduation).computed(
            "Six-year graduation rate of students with neither a Pell Grant nor a subsidized loan, minus the rate of "
                + "Pell Grant recipients, in percentage points",
            from: ["outcomes.grad_rate_no_pell_no_loan", "outcomes.grad_rate_pell"]),
        .scorecard("derived.payback_years", "Payback estimate", .outcomes).computed(
            "Four years of average cost divided by median earnings 10 years after starting",
            from: ["cost.avg_paid_all", "outcomes.median_earnings_10yr"]),

        // From the college's own Common Data Set.
        .reported("derived.ed_admit_rate", "Early decision acceptance rate").computed(
            "Early decision admits divided by early decision applicants",
            from: ["reported.admission_profile.early_decision.admitted", "reported.admission_profile.early_decision.applicants"]),
        .reported("derived.wait_list_admit_rate", "Wait-list acceptance rate").computed(
            "Students admitted from the wait list divided by those who took a spot on it",
            from: ["reported.admission_profile.wait_list.admitted", "reported.admission_profile.wait_list.accepted"]),
        .reported("derived.gpa_middle_half", "Middle half of first-years' GPAs").computed(
            "The GPA bands that hold the 25th and the 75th percentile of the all-students column",
            from: ["reported.admission_profile.gpa.bands.all"]),
        .reported("derived.gpa_top_share", "Share of first-years with a GPA of 3.75 or higher").computed(
            "The top two GPA bands (4.0, and 3.75 to 3.99) added together, from the all-students column, else the "
                + "column of students who sent scores, else the column of those who did not",
            from: ["reported.admission_profile.gpa.bands.all", "reported.admission_profile.gpa.bands.with_test",
                   "reported.admission_profile.gpa.bands.without_test"]),
        .reported("derived.gpa_band_mean", "Average first-year GPA worked out from the bands").computed(
            "Each band's share times its midpoint (4.0 for the top band), summed and divided by the sum of the shares; "
                + "from the all-students column, else the column of students who sent scores",
            from: ["reported.admission_profile.gpa.bands.all", "reported.admission_profile.gpa.bands.with_test"]),
    ] + residencyRates + [
        .reported("derived.admit_rate_for_student", "Acceptance rate for you").computed(
            "The in-state rate for a student from the college's state, the other-states rate for a student from "
                + "elsewhere in the U.S., the international rate for a student abroad",
            from: ["derived.admit_rate_in_state", "derived.admit_rate_out_of_state", "derived.admit_rate_international",
                   "location.state"]),
        .reported("derived.admit_rate_same_class", "Acceptance rate, whole class").computed(
            "Total admits divided by total applicants in the C1 table of the Common Data Set the residency figures come "
                + "from; left blank when fewer than 10 applied",
            from: ["reported.admissions_by_residency.total.applicants", "reported.admissions_by_residency.total.admitted"]),
        .reported("derived.class_share_under_20", "Classes under 20 students", .academics).computed(
            "Sections of 2 to 19 students as a share of all sections, from Common Data Set I-3 (sections, not students)",
            from: ["reported.academics.class_sections"]),
        .reported("derived.class_share_50_plus", "Classes of 50 or more", .academics).computed(
            "Sections of 50 or more students as a share of all sections, from Common Data Set I-3 (sections, not students)",
            from: ["reported.academics.class_sections"]),
        .reported("derived.application_deadlines", "Regular deadline, reply date and housing deposit").computed(
            "The regular deadline, the reply-by rule and the housing deposit in the college's newest Common Data Set "
                + "(C14, C17)",
            from: ["reported.admissions_logistics.regular_closing", "reported.admissions_logistics.reply",
                   "reported.admissions_logistics.housing_deposit"]),
        .reported("derived.gap_year_allowed", "Gap year (deferred admission)").computed(
            "Whether admitted students may put off enrolling, and for how long, from the newest Common Data Set (C18)",
            from: ["reported.admissions_logistics.deferred_admission"]),
        .reported("derived.merit_dollar_share", "College grant dollars not based on need", .aid).computed(
            "Non-need college grant dollars divided by all college grant dollars (need-based plus non-need), CDS H1",
            from: ["reported.aid.institutional_grants"]),
        .reported("derived.aid_methodology", "How need is measured, stated or inferred", .aid).computed(
            "The method the college states; otherwise its own formula when it requires the CSS Profile or its own form",
            from: ["reported.aid.methodology", "reported.aid.forms"]),
        .reported("derived.next_year_price", "Next year's price before aid (from the college)", .cost).computed(
            "Next year's tuition plus required fees plus on-campus food and housing, first-year column",
            from: ["reported.cost.next_year", "reported.cost.next_year.first_year.fees",
                   "reported.cost.next_year.first_year.food_and_housing"]),
        .prices("derived.next_year_change", "Change from the federal price").topic(.cost).computed(
            "Next year's price divided by the federal year's tuition and fees plus on-campus room and board, minus 1",
            from: ["derived.next_year_price", "cost.tuition_fees", "cost.components"]),
    ]

    /// Acceptance rate and yield for each residency group, from the college's C1 table.
    private static let residencyRates: [FieldDefinition] = [
        ("in_state", "in-state", "the college's state"), ("out_of_state", "other states", "other states"),
        ("international", "international", "abroad"),
    ].flatMap { key, short, words in
        let cells = "reported.admissions_by_residency.\(key)"
        return [
            FieldDefinition.reported("derived.admit_rate_\(key)", "Acceptance rate, \(short)").computed(
                "Admits divided by applicants from \(words), from the college's Common Data Set C1 table; left blank "
                    + "when fewer than 10 applied",
                from: ["\(cells).applicants", "\(cells).admitted"]),
            FieldDefinition.reported("derived.yield_\(key)", "Yield, \(short)").computed(
                "Enrolled divided by admitted from \(words), from the same table; left blank under 10 admits",
                from: ["\(cells).admitted", "\(cells).enrolled"]),
        ]
    }
}
