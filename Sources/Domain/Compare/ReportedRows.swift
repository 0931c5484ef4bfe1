import QuadAPIModels

/// Compare's rows from the colleges' own Common Data Sets (`school.reported`): table rows only, never ranked, never
/// in key differences or the radar. A college without the part shows a dash (or "Not published" where the site says
/// so); never a 0.
enum ReportedRows {
    static let profile = "reported.admission_profile"

    static func number(_ object: JSONValue?, _ key: String) -> Double? { object?.member(key)?.number }

    static func string(_ object: JSONValue?, _ key: String) -> String? {
        if case let .string(s)? = object?.member(key) { return s }
        return nil
    }

    static func bool(_ object: JSONValue?, _ key: String) -> Bool? {
        if case let .bool(b)? = object?.member(key) { return b }
        return nil
    }

    // MARK: - C7 ratings

    /// The CDS C7 factors with a federal counterpart: federal key → C7 key.
    static let sharedFactors: [String: String] = [
        "gpa": "gpa", "class_rank": "class_rank", "recommendations": "recommendations", "essay": "essay",
        "legacy": "alumni_relation", "work_experience": "work_experience",
    ]

    /// The C7 factors with no federal counterpart, with their words.
    static let c7Only: [(key: String, words: String)] = [
        ("rigor", "Rigor of the high school record"), ("test_scores", "Test scores"), ("interview", "Interview"),
        ("extracurriculars", "Extracurricular activities"), ("talent", "Talent or ability"),
        ("character", "Character and personal qualities"), ("first_generation", "First-generation status"),
        ("geographic_residence", "Geographic residence"), ("state_residency", "State residency"),
        ("religious", "Religious affiliation"), ("volunteer_work", "Volunteer work"), ("interest", "Demonstrated interest"),
    ]

    static func importance(_ level: String?) -> String? {
        switch level {
        case "very_important": "Very important"
        case "important": "Important"
        case "considered": "Considered"
        case "not_considered": "Not considered"
        default: nil
        }
    }

    static func factors(_ s: School) -> JSONValue? { s.reported?.admissionProfile?.member("factors") }

    /// The college's C7 level for a federal factor, when its CDS rates it ("Very important").
    static func c7Level(_ s: School, federal key: String) -> String? {
        sharedFactors[key].flatMap { importance(string(factors(s), $0)) }
    }

    /// The CDS field of a federal factor's C7 counterpart.
    static func c7Field(federal key: String) -> String? {
        sharedFactors[key].map { "\(profile).factors.\($0)" }
    }

    // MARK: - Admissions profile (C7, C10, C11, C21, C22, C2)

    static let admissionProfile: [CompareTableRow] = [
        .text("Average high school GPA", "high-school-gpa", "\(profile).gpa.average") { s in
            let gpa = s.reported?.admissionProfile?.member("gpa")
            return number(gpa, "average").map { JSNumber.toFixed($0, 2) + (string(gpa, "scale") == "weighted" ? " weighted" : "") }
        },
        .text("First-years in the top tenth of their class", "class-rank", "\(profile).class_rank.top_tenth") { s in
            let r = s.reported?.admissionProfile?.member("class_rank")
            guard let tenth = number(r, "top_tenth") else { return nil }
            return "\(SiteFormat.pct(tenth)) (of the \(SiteFormat.display(number(r, "submitted_share"), as: .pct)) with a rank)"
        },
        CompareTableRow("Early decision", "early-decision", "\(profile).early_decision.offered",
                        cellField: { s in earlyDecisionRate(s) == nil ? nil : "\(profile).early_decision.admitted" }) { s in
            let ed = s.reported?.admissionProfile?.member("early_decision")
            guard let offered = bool(ed, "offered") else { return nil }
            guard offered else { return CompareCell("Not offered") }
            guard let rate = earlyDecisionRate(s), let applicants = number(ed, "applicants") else {
                return CompareCell("Offered; no counts")
            }
            return CompareCell("\(SiteFormat.pctSmart(rate)) of \(SiteFormat.num(applicants)) admitted", number: rate)
        },
        .text("Early action", "early-action", "\(profile).early_action.offered") { s in
            let ea = s.reported?.admissionProfile?.member("early_action")
            guard let offered = bool(ea, "offered") else { return nil }
            return !offered ? "Not offered" : bool(ea, "restrictive") == true ? "Offered, restrictive" : "Offered"
        },
        .text("Wait list", "wait-list", "\(profile).wait_list.policy") { s in
            let w = s.reported?.admissionProfile?.member("wait_list")
            guard let w, w != .null else { return nil }
            if let admitted = number(w, "admitted"), let accepted = number(w, "accepted") {
                return "\(SiteFormat.num(admitted)) admitted of \(SiteFormat.num(accepted)) who accepted"
            }
            if let admitted = number(w, "admitted") { return "\(SiteFormat.num(admitted)) admitted" }
            return bool(w, "policy").map { $0 ? "Uses one; numbers not published" : "No wait list" }
        },
    ] + c7Only.map { factor in
        .text("Admission: \(factor.words)", "factor-importance", "\(profile).factors.\(factor.key)") { s in
            importance(string(factors(s), factor.key))
        }
    }

    /// Early-decision admits over applicants (the acceptance rate's rule).
    static func earlyDecisionRate(_ s: School) -> Double? {
        let ed = s.reported?.admissionProfile?.member("early_decision")
        return Derived.acceptanceRate(applicants: number(ed, "applicants"), admitted: number(ed, "admitted"))
    }

    // MARK: - Test submission (C9)

    /// "1,243 (33%)", or the share alone when the count is not reported.
    static func sent(_ n: Double?, _ share: Double?) -> String? {
        switch (n, share) {
        case (nil, nil): nil
        case let (nil, share?): SiteFormat.pct(share)
        case let (n?, nil): SiteFormat.num(n)
        case let (n?, share?): "\(SiteFormat.num(n)) (\(SiteFormat.pct(share)))"
        }
    }

    static let tests: [CompareTableRow] = [
        .text("Sent an SAT", "test-submission", "reported.tests.sat_submitters") { s in
            s.reported?.tests.flatMap { sent(number($0, "sat_submitters"), number($0, "sat_share")) }
        },
        .text("Sent an ACT", "test-submission", "reported.tests.act_submitters") { s in
            s.reported?.tests.flatMap { sent(number($0, "act_submitters"), number($0, "act_share")) }
        },
        .number("Scored 1400+ on the SAT", "score-bands", "reported.tests.bands.sat_composite", .pct) { s in
            topBand(s, band: "sat_composite", count: "sat_submitters", share: "sat_share")
        },
        .number("Scored 30+ on the ACT", "score-bands", "reported.tests.bands.act_composite", .pct) { s in
            topBand(s, band: "act_composite", count: "act_submitters", share: "act_share")
        },
    ]

    /// Fewest submitters behind a score band worth showing (lib/score-bands.ts MIN_SUBMITTERS).
    static let minSubmitters = 50.0

    /// The share of submitters in a test's top band, when enough first-years sent that test (the count, else the
    /// share of enrolled first-years).
    static func topBand(_ s: School, band: String, count: String, share: String) -> Double? {
        let tests = s.reported?.tests
        guard case let .array(bands)? = tests?.member("bands")?.member(band),
              let top = bands.first?.number else { return nil }
        let submitters = number(tests, count)
            ?? number(tests, share).flatMap { sh in s.admissions?.enrolled.map { JSNumber.round(sh * $0) } }
        guard let submitters, submitters >= minSubmitters else { return nil }
        return top
    }

    // MARK: - Residency (C1)

    static func residencyTriple(_ s: School, _ of: (SchoolReported.ResidencyCounts?) -> Double?) -> String {
        guard let b = s.reported?.admissionsByResidency else { return "Not published" }
        let values = [of(b.inState), of(b.outOfState), of(b.international)]
        guard values.contains(where: { $0 != nil }) else { return "Not published" }
        return values.map { $0.map(SiteFormat.pctSmart) ?? SiteFormat.missing }.joined(separator: " / ")
    }

    /// "10% / 5.3% / 4.0%" (in-state / other states / international), or "Not published" without a C1 grid.
    @Sendable static func admitRatesByResidency(_ s: School) -> String? {
        residencyTriple(s) { Derived.acceptanceRate(applicants: $0?.applicants, admitted: $0?.admitted) }
    }

    /// The same for yield (10 admits or more, enrolled not above admitted).
    @Sendable static func yieldsByResidency(_ s: School) -> String? {
        residencyTriple(s) { c in
            guard let a = c?.admitted, a >= 10, let e = c?.enrolled, e <= a else { return nil }
            return JSNumber.round(e / a * 10_000) / 10_000
        }
    }

    // MARK: - Transfers, class sections

    @Sendable static func transferAdmitRate(_ s: School) -> String? {
        number(s.reported?.transfer, "admit_rate").map(SiteFormat.pctSmart)
    }

    /// The share of class sections under 20 students (lib/cds/academics-display.ts: the first two of the seven bins
    /// over their total), as a percent; nil without seven bins and a positive total.
    @Sendable static func classesUnder20(_ s: School) -> String? {
        guard let bins = s.reported?.academicsView?.classSections?.sections, bins.count == 7, bins.allSatisfy({ $0 >= 0 })
        else { return nil }
        let total = bins.reduce(0, +)
        return total > 0 ? SiteFormat.pct((bins[0] + bins[1]) / total) : nil
    }
}
