import QuadAPIModels

/// The per-college rules behind Explore's filters (screens-map §1.1, §7), read from one record. ``ExploreIndex``
/// evaluates them once per dataset load; requests only read the results.
enum ExploreRules {
    /// "Few students borrow": a federal loan rate of at most 20%.
    static let fewLoansMax = 0.2
    /// "Mostly full-time": at most 10% part-time.
    static let fullTimeMaxPartTime = 0.1
    /// "Draws nationally": at least half of first-years from other states.
    static let nationalMin = 0.5
    /// "Pell gap under 5 points".
    static let smallPellGap = 0.05
    /// Men's share below this is "mostly women"; above ``menMost`` "mostly men".
    static let womenMost = 0.4
    static let menMost = 0.6
    /// Residency rates: applicants each group needs for "about as often", and the allowed shortfall.
    static let residencyMinApplicants = 200.0
    static let residencyEvenGap = 0.05
    /// Carnegie's opportunity class, in its own words.
    static let opportunityClass = "Opportunity Colleges and Universities: Higher Access, Higher Earnings"

    /// The test-policy bucket: `required`; `blind` for not-considered; `optional` for required-some, recommended
    /// and considered; nil without a policy.
    static func policyBucket(_ s: School) -> String? {
        switch s.admissions?.testPolicy {
        case "required": "required"
        case "not-considered": "blind"
        case "required-some", "recommended", "considered": "optional"
        default: nil
        }
    }

    /// `women`, `balanced` or `men` by men's share; nil when not reported.
    static func balance(_ s: School) -> String? {
        guard let m = s.demographics?.menShare else { return nil }
        if m < womenMost { return "women" }
        if m <= menMost { return "balanced" }
        return "men"
    }

    /// The athletics division for filtering: the NCAA division, or `naia` for an NAIA member outside the NCAA.
    static func division(_ s: School) -> String? {
        guard let a = s.campus?.athletics else { return nil }
        if let d = a.division { return d }
        return (a.associations ?? []).contains("naia") ? "naia" : nil
    }

    /// Directory designations, then minority-serving and single-sex ones.
    static func designations(_ s: School) -> [String] {
        (s.campus?.designations ?? []) + (s.campus?.msi ?? [])
    }

    /// Keys a national-directory domain (`faith`, `greek`, `lgbtq`) lists for the college.
    static func directoryKeys(_ s: School, _ domain: String) -> [String] {
        guard case let .array(items)? = s.directories?.member(domain) else { return [] }
        return items.compactMap { if case let .string(v) = $0 { v } else { nil } }
    }

    /// An LGBTQ+ policy is "yes": the college's own checked page when there is one, else a directory listing.
    static func lgbtqPolicyIsYes(_ s: School, _ key: String) -> Bool {
        for policy in s.lgbtq?.policies ?? [] where policy.member("key")?.string == key {
            return policy.member("value")?.string == "yes"
        }
        return directoryKeys(s, "lgbtq").contains(key)
    }

    /// The larger of the undergraduate fraternity and sorority shares (never summed); nil when neither is reported.
    static func greekShare(_ s: School) -> Double? {
        let g = s.reported?.greek
        let shares = [g?.member("frat_pct_undergrad")?.number, g?.member("sor_pct_undergrad")?.number]
            .compactMap { $0 }
        return shares.max()
    }

    /// Whether the college's filter flag holds.
    static func flag(_ flag: ExploreFlag, _ s: School) -> Bool {
        switch flag {
        case .fewLoans: return (s.outcomes?.federalLoanRate).map { $0 <= fewLoansMax } ?? false
        case .merit: return offersMerit(s)
        case .pellGap: return Derived.pellGap(s).map { $0 < smallPellGap } ?? false
        case .fullTime: return (s.demographics?.partTimeShare).map { $0 <= fullTimeMaxPartTime } ?? false
        case .national: return (s.demographics?.residence?.outOfState).map { $0 >= nationalMin } ?? false
        case .intlAid:
            let intl = s.reported?.aid?.member("international")
            return intl?.member("need_based")?.bool == true || intl?.member("non_need")?.bool == true
        case .opportunity: return s.campus?.carnegie?.accessEarnings == opportunityClass
        case .lgbtqCenter: return directoryKeys(s, "lgbtq").contains("center")
        case .lgbtqHousing: return lgbtqPolicyIsYes(s, "inclusive_housing")
        case .lgbtqNondiscrimination: return lgbtqPolicyIsYes(s, "nondiscrimination_identity")
        case .football: return (s.campus?.athletics?.sports ?? []).contains("football")
        case .ugResearch: return s.campus?.programs?.undergradResearch == true
        case .studyAbroad: return s.campus?.programs?.studyAbroad == true
        case .honors:
            return s.reported?.academics?.member("programs")?.member("honors")?.bool == true
        case .noLegacy: return s.admissions?.factors?.legacy == "not_considered"
        case .noEssay:
            guard let essay = s.admissions?.factors?.essay, !essay.isEmpty else { return false }
            return essay != "required"
        case .gpaRequired: return s.admissions?.factors?.gpa == "required"
        case .gpa:
            guard let g = s.reported?.admissionProfile?.member("gpa"), g != .null else { return false }
            if let avg = g.member("average"), avg != .null { return true }
            let bands = g.member("bands")
            return ["all", "with_test", "without_test"].contains { bands?.member($0)?.exploreTruthy == true }
        case .byRes:
            let r = residencyRates(s)
            return r.inState != nil && r.outOfState != nil
        case .oosEven:
            let r = residencyRates(s)
            guard let inState = r.inState, let out = r.outOfState,
                  r.inStateApplicants >= residencyMinApplicants, r.outOfStateApplicants >= residencyMinApplicants
            else { return false }
            return out >= inState - residencyEvenGap - 1e-9
        case .transfers:
            if let enrolls = s.reported?.transfer?.member("enrolls_transfers")?.bool { return enrolls }
            return (s.demographics?.transferIn?.count ?? 0) > 0
        case .gapYear:
            return s.reported?.admissionsLogistics?.member("deferred_admission")?.member("allowed")?.bool == true
        case .liveOn: return s.campus?.housing?.firstYearsRequired == true
        case .noFee: return s.admissions?.applicationFee == 0
        case .guarantee: return (s.cost?.tuitionPlans ?? []).contains("guarantee")
        }
    }

    /// In-state and out-of-state admit rates of the college's own residency grid, with the applicant counts.
    static func residencyRates(_ s: School)
        -> (inState: Double?, outOfState: Double?, inStateApplicants: Double, outOfStateApplicants: Double)
    {
        let grid = s.reported?.admissionsByResidency
        let i = grid?.inState
        let o = grid?.outOfState
        return (Derived.acceptanceRate(applicants: i?.applicants, admitted: i?.admitted),
                Derived.acceptanceRate(applicants: o?.applicants, admitted: o?.admitted),
                i?.applicants ?? 0, o?.applicants ?? 0)
    }

    /// "Offers merit aid": the college's own report of first-years without need who got aid, else the federal proxy
    /// (see ``MeritAid``).
    static func offersMerit(_ s: School) -> Bool {
        MeritAid.of(s).offersMerit
    }

    /// First-major bachelor's a year in CIP family `family`: 0 when the college awards bachelor's but none there,
    /// nil when its majors are not reported.
    static func graduates(_ s: School, family: String) -> Double? {
        guard let a = s.academics, a.bachelorsAwarded != nil, let byFamily = a.bachelorsByFamily else { return nil }
        return byFamily[family] ?? 0
    }

    /// The published net price at a family income (the federal band holding it); nil above $110K, where the site
    /// shows an estimate only once its accuracy pilot has passed (it has not).
    static func priceAt(_ s: School, income: Double) -> Double? {
        guard let bands = s.cost?.netPriceByIncome, let band = PriceAtIncome.band(income), band < bands.count else { return nil }
        return bands[band]
    }
}

extension JSONValue {
    /// JavaScript truthiness of a JSON value.
    var exploreTruthy: Bool {
        switch self {
        case .null: false
        case let .bool(b): b
        case let .number(n): n != 0 && !n.isNaN
        case let .string(s): !s.isEmpty
        case .array, .object: true
        }
    }
}

extension ExploreRules {
    /// `aidForms=no-css`: the college's own report lists its aid forms and the CSS Profile is not among them.
    static func noCssProfile(_ s: School) -> Bool {
        guard let forms = s.reported?.aid?.member("forms"), case .object = forms else { return false }
        return forms.member("css_profile")?.bool != true
    }

    /// "Fits my scores": the SAT total inside the college's SAT composite middle 50%, or the ACT inside its ACT
    /// range (ends included), or a test-blind college. A score with no range to compare is no match.
    static func fitsScores(satRange: (Double, Double)?, actRange: (Double, Double)?, blind: Bool, sat: Double?,
                           act: Double?) -> Bool {
        if blind { return true }
        if let sat, let r = satRange, sat >= r.0, sat <= r.1 { return true }
        if let act, let r = actRange, act >= r.0, act <= r.1 { return true }
        return false
    }
}
