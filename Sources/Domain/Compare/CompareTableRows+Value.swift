import QuadAPIModels

extension CompareTable {
    /// The accounting form's short name, shown after a finance figure ("$15,000 (GASB)").
    static func formShort(_ form: String?) -> String {
        switch form {
        case "gasb": "GASB"
        case "fasb": "FASB"
        default: "for-profit"
        }
    }

    /// "$15,000 (GASB)": a finance figure with its form, since figures on different forms are not comparable.
    public static func withForm(_ s: School, _ value: Double?) -> String? {
        value.map { "\(SiteFormat.money($0)) (\(formShort(s.finances?.form)))" }
    }

    /// "Economics 13% · Business 9% · Biology 7%": the three largest programs.
    public static func popularMajors(_ s: School) -> String? {
        guard let top = s.academics?.majorsTop, !top.isEmpty else { return nil }
        return top.prefix(3).map { "\($0.title ?? "") \(SiteFormat.display($0.share, as: .pct))" }.joined(separator: " \u{00B7} ")
    }

    static let academics: [CompareTableRow] = [
        .text("Students per faculty member", "student-faculty-ratio", FieldPath.studentFacultyRatio) { s in
            s.academics?.studentFacultyRatio.map { "\(JSNumber.string($0)) to 1" }
        },
        .text("Classes under 20 students", "class-section", "derived.class_share_under_20", ReportedRows.classesUnder20),
        .number("Full-time faculty share", "full-time-faculty", FieldPath.facultyFullTimeShare, .pct) {
            $0.academics?.faculty?.fullTimeShare
        },
        .number("Average faculty salary", "nine-month-equated-salary", FieldPath.faculty, .money) {
            $0.academics?.faculty?.avgSalary9mo
        },
        .number("Bachelor's degrees awarded", "first-major", FieldPath.bachelorsAwarded, .num) { $0.academics?.bachelorsAwarded },
        .text("Most popular majors", "cip-code", FieldPath.majorsTop, popularMajors),
        .text("Instruction spending per student", "instruction-expenses", FieldPath.finances) { s in
            withForm(s, s.finances?.instructionPerStudent)
        },
        .text("Endowment per student", "endowment", FieldPath.finances) { s in withForm(s, s.finances?.endowmentPerStudent) },
        .number("Tuition share of core revenue", "gasb-fasb", FieldPath.finances, .pct) { $0.finances?.tuitionShareOfRevenue },
    ]

    static let cost: [CompareTableRow] = [
        .number("Average cost, all students (est.)", "average-cost", FieldPath.avgPaidAll, .money) { $0.cost?.avgPaidAll },
        .number("Aid generosity (grants \u{00F7} full price)", "aid-generosity", FieldPath.aidGenerosity, .pct) {
            Derived.aidGenerosity($0)
        },
        .number("Net price, students with grants", "net-price", FieldPath.aidedNetPrice, .money) { $0.cost?.aidedNetPrice },
        .number("Sticker price, in-state", "in-state-tuition", FieldPath.sticker, .money) { $0.cost?.sticker?.inState },
        .number("Sticker price, out-of-state", "in-state-tuition", FieldPath.sticker, .money) { $0.cost?.sticker?.outOfState },
        .text("Tuition guarantee", "tuition-guarantee", "cost.tuition_plans") { s in
            s.cost?.tuitionPlans.map { $0.contains("guarantee") ? "Yes" : "No" }
        },
        .text("Promise program", "promise-program", "cost.promise_program") { yesNo($0.cost?.promiseProgram) },
        .number("Tuition & fees, in-state", "in-state-tuition", FieldPath.tuitionFees, .money) { $0.cost?.tuitionFees?.inState },
        .number("Tuition & fees, out-of-state", "in-state-tuition", FieldPath.tuitionFees, .money) {
            $0.cost?.tuitionFees?.outOfState
        },
        .number("First-years paying out-of-state rates", "in-state-tuition", "cost.residency", .pct) { s in
            s.type == "public" ? s.cost?.residency?.outOfState : nil
        },
        .number("First-years with grants", "grant-aid", FieldPath.grantShare, .pct) { $0.aid?.grantPct },
        .number("Average grant", "grant-aid", FieldPath.grantAverage, .money) { $0.aid?.grantAvg },
        .number("Aid from the college", "institutional-aid", "aid.institutional_pct", .pct) { $0.aid?.institutionalPct },
    ]

    /// Under this many students in a group, its rate is not published.
    public static let minGroupCohort: Double = 30

    /// "89%", "Under 30 students" when suppressed for size, or nil.
    static func gradRateCell(_ rate: Double?, _ cohort: Double?) -> CompareCell? {
        if let rate { return CompareCell(SiteFormat.int(rate * 100) + "%", number: rate) }
        guard let cohort, cohort > 0, cohort < minGroupCohort else { return nil }
        return CompareCell("Under 30 students")
    }

    /// The race and ethnicity groups the tables show: key, words, rate and cohort.
    public static let raceGroups: [(key: String, label: String, rate: @Sendable (SchoolOutcomes.RaceGroupValues) -> Double?)] = [
        ("white", "White", { $0.white }), ("asian", "Asian", { $0.asian }), ("hispanic", "Hispanic/Latino", { $0.hispanic }),
        ("black", "Black", { $0.black }), ("two_or_more", "two or more races", { $0.twoOrMore }),
        ("international", "international", { $0.international }),
    ]

    static let outcomes: [CompareTableRow] = [
        .number("Median earnings (10 yrs)", "median-earnings", FieldPath.earnings10yr, .money) { $0.outcomes?.medianEarnings10yr },
        .number("Graduation rate", "graduation-rate", FieldPath.graduationRate, .pct) { $0.outcomes?.graduationRate },
        CompareTableRow("Graduated in 6 years, Pell Grant recipients", "pell-graduation-gap", FieldPath.gradRatePell,
                        format: .pct) { s in gradRateCell(s.outcomes?.gradRatePell, s.outcomes?.gradCohorts?.pell) },
        CompareTableRow("Graduated in 6 years, neither Pell nor subsidized loan", "pell-graduation-gap",
                        FieldPath.gradRateNoPellNoLoan, format: .pct) { s in
            gradRateCell(s.outcomes?.gradRateNoPellNoLoan, s.outcomes?.gradCohorts?.noPellNoLoan)
        },
        .number("Pell graduation gap", "pell-graduation-gap", FieldPath.pellGradGap, .pellGap) {
            Derived.pellGap($0)
        },
    ] + ReportedRows.onTime + raceGroups.map { group in
        let label = group.key == "two_or_more" ? "students of two or more races"
            : group.key == "international" ? "international students" : "\(group.label) students"
        return CompareTableRow("Graduated in 6 years, \(label)", "graduation-rate", "outcomes.grad_rate_by_race",
                               format: .pct) { s in
            gradRateCell(s.outcomes?.gradRateByRace.flatMap(group.rate), s.outcomes?.gradCohortsByRace.flatMap(group.rate))
        }
    } + [
        .number("Retention rate", "retention-rate", FieldPath.retentionRate, .pct) { $0.outcomes?.retentionRate },
        .number("Credential within 4 years, all students", "time-to-degree", FieldPath.eightYear, .pct) { Derived.completion4($0) },
        .number("Credential within 8 years, all students", "outcome-measures", FieldPath.eightYear, .pct) {
            Derived.completion8($0)
        },
        .number("Enrolled at another college, 8 years on", "transfer-out", FieldPath.eightYear, .pct) { Derived.transferOut($0) },
        .number("Median debt", "median-debt", FieldPath.medianDebt, .money) { $0.outcomes?.medianDebt },
        .number("Undergrads with a federal loan", "federal-loan-rate", FieldPath.federalLoanRate, .pct) {
            $0.outcomes?.federalLoanRate
        },
        .number("Median debt, Pell Grant recipients", "median-debt", "outcomes.median_debt_pell", .money) {
            $0.outcomes?.medianDebtPell
        },
    ]
}
