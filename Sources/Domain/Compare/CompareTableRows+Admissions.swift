import QuadAPIModels

extension CompareTable {
    /// The federal admission factors, in the table's order: key, label, the college's federal use.
    static let factors: [(key: String, label: String, use: @Sendable (SchoolAdmissions.AdmissionFactors) -> String?)] = [
        ("gpa", "High school GPA", { $0.gpa }), ("hs_record", "High school record", { $0.hsRecord }),
        ("class_rank", "Class rank", { $0.classRank }), ("college_prep", "College-prep program", { $0.collegePrep }),
        ("recommendations", "Recommendations", { $0.recommendations }), ("essay", "Essay", { $0.essay }),
        ("legacy", "Legacy status", { $0.legacy }), ("work_experience", "Work experience", { $0.workExperience }),
        ("competencies", "Demonstration of competencies", { $0.competencies }),
        ("english_test", "English proficiency test", { $0.englishTest }), ("other_test", "Other tests", { $0.otherTest }),
    ]

    /// "Required", "Considered", "Not considered".
    static func factorUse(_ code: String) -> String? {
        switch code {
        case "required": "Required"
        case "considered": "Considered"
        case "not_considered": "Not considered"
        default: nil
        }
    }

    /// One row per federal admission factor: the college's own CDS C7 level where it has one, else the federal use.
    public static let factorRows: [CompareTableRow] = factors.map { factor in
        CompareTableRow(
            "Admission: \(factor.label)", factor.key == "legacy" ? "legacy-status" : "admission-factor", FieldPath.factors,
            cellField: { s in ReportedRows.c7Level(s, federal: factor.key) == nil ? nil : ReportedRows.c7Field(federal: factor.key) },
            cell: { s in
                if let level = ReportedRows.c7Level(s, federal: factor.key) { return CompareCell(level) }
                return s.admissions?.factors.flatMap(factor.use).flatMap(factorUse).map { CompareCell($0) }
            })
    }

    static let admissions: [CompareTableRow] = [
        .text("Admissions data", "cds", FieldPath.admissionsYear) { s in s.admissions?.year.map { "Fall \($0)" } },
        .number("Acceptance rate", "acceptance-rate", FieldPath.acceptanceRate, .pctSmart) { $0.admissions?.acceptanceRate },
        .text("Acceptance rate, men / women", "admit-rate-by-sex", FieldPath.bySex) { s in
            let r = Derived.admitRatesBySex(s)
            guard let men = r.men, let women = r.women else { return nil }
            return "\(SiteFormat.pctSmart(men)) / \(SiteFormat.pctSmart(women))"
        },
        .text("Acceptance rate, in-state / other states / international", "admit-rate-by-residency",
              "derived.admit_rate_in_state", ReportedRows.admitRatesByResidency),
        .text("Yield, in-state / other states / international", "yield-by-residency", "derived.yield_in_state",
              ReportedRows.yieldsByResidency),
        .number("Applicants", "applicants", FieldPath.applicants, .num) { $0.admissions?.applicants },
        .number("Admitted", "admitted", FieldPath.admitted, .num) { $0.admissions?.admitted },
        .number("Enrolled", "enrolled", FieldPath.enrolled, .num) { $0.admissions?.enrolled },
        .number("Yield", "yield", FieldPath.yield, .pct) { Derived.yieldRate($0) },
        .text("SAT middle 50%", "middle-50", FieldPath.satTotal) { s in ProfileFigures.satTotal(s).map(rangeText) },
        .text("ACT middle 50%", "act", FieldPath.actComposite) { s in s.admissions?.actComposite25_75.map(rangeText) },
    ] + ReportedRows.tests + factorRows + ReportedRows.admissionProfile + [
        .text("Test policy", "test-policy", FieldPath.testPolicy) { s in s.admissions?.testPolicy.flatMap(Tiers.testPolicyLabel) },
        .text("Application fee", "application-fee", FieldPath.applicationFee) { s in
            s.admissions?.applicationFee.map { $0 == 0 ? "None" : SiteFormat.money($0) }
        },
        CompareTableRow("Deadlines & deposit", "reply-by-date", "derived.application_deadlines", hiddenWhenEmpty: true) { _ in nil },
        CompareTableRow("Gap year allowed", "deferred-admission", "derived.gap_year_allowed", hiddenWhenEmpty: true) { _ in nil },
        .text("Credit for AP exams", "ap-credit", "admissions.accepts_ap_credit") { listed($0.admissions?.acceptsAPCredit) },
        .text("Transfer acceptance rate", "transfer-admission", "reported.transfer.admit_rate", ReportedRows.transferAdmitRate),
    ]

    /// "1070–1270": the two ends as JavaScript prints numbers.
    static func rangeText(_ r: ScoreRange) -> String {
        "\(JSNumber.string(r.lo))\u{2013}\(JSNumber.string(r.hi))"
    }
}
