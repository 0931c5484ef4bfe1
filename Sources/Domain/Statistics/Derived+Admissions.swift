/// Admissions values: test-score midpoints, rates, the admit gap by sex and same-class yield.
extension Derived {
    /// SAT composite range: reading 25th + math 25th, reading 75th + math 75th; nil unless both sections are
    /// reported. Rankings and filters use it.
    public static func satComposite(_ s: School) -> ScoreRange? {
        guard let r = s.admissions?.satReading25_75, let m = s.admissions?.satMath25_75 else { return nil }
        return ScoreRange(lo: r.lo + m.lo, hi: r.hi + m.hi)
    }

    /// SAT midpoint: the rounded mean of the composite's two ends.
    public static func satMid(_ s: School) -> Double? {
        guard let c = satComposite(s) else { return nil }
        return JSNumber.round((c.lo + c.hi) / 2)
    }

    /// ACT midpoint: the mean of the composite's 25th and 75th percentiles (not rounded).
    public static func actMid(_ s: School) -> Double? {
        guard let a = s.admissions?.actComposite25_75 else { return nil }
        return (a.lo + a.hi) / 2
    }

    /// Admitted ÷ applicants, at most 1, four decimals; nil under ``rateMinApplicants`` applicants or without an
    /// admitted count.
    public static func acceptanceRate(applicants: Double?, admitted: Double?) -> Double? {
        guard truthy(applicants), let applicants, applicants >= rateMinApplicants, let admitted else { return nil }
        return round4(min(1, admitted / applicants))
    }

    /// Acceptance rates of men and of women (each nil under the overall rate's rule).
    public static func admitRatesBySex(_ s: School) -> (men: Double?, women: Double?) {
        guard let b = s.admissions?.bySex else { return (nil, nil) }
        return (acceptanceRate(applicants: b.men?.applicants, admitted: b.men?.admitted),
                acceptanceRate(applicants: b.women?.applicants, admitted: b.women?.admitted))
    }

    /// Men's acceptance rate minus women's, four decimals; nil unless each sex has ``bySexMinApplicants`` applicants.
    public static func admitRateGap(_ s: School) -> Double? {
        guard let b = s.admissions?.bySex,
              (b.men?.applicants ?? 0) >= bySexMinApplicants, (b.women?.applicants ?? 0) >= bySexMinApplicants
        else { return nil }
        let rates = admitRatesBySex(s)
        guard let men = rates.men, let women = rates.women else { return nil }
        return round4(men - women)
    }

    /// The gap's size (absolute value), only when each sex has ``gapSizeMinApplicants`` applicants.
    public static func admitGapSize(_ s: School) -> Double? {
        guard let gap = admitRateGap(s), let b = s.admissions?.bySex,
              min(b.men?.applicants ?? 0, b.women?.applicants ?? 0) >= gapSizeMinApplicants
        else { return nil }
        return gap.magnitude
    }

    /// Enrolled ÷ admitted; nil when nobody (or an unknown number) was admitted, enrolled is unknown, or more
    /// enrolled than were admitted (a reporting error).
    public static func yieldOf(admitted: Double?, enrolled: Double?) -> Double? {
        guard truthy(admitted), let admitted, let enrolled, enrolled <= admitted else { return nil }
        return enrolled / admitted
    }

    /// Yield from one class only: the newest pair when enrolled and admitted carry the same lineage year (both
    /// without a record counts as the same), else the replaced federal pair (`admissions.federal`), else nil.
    public static func yieldRate(_ s: School) -> Double? {
        guard let a = s.admissions else { return nil }
        let enrolledYear = s.lineage?["admissions.enrolled"]?.year
        let admittedYear = s.lineage?["admissions.admitted"]?.year
        if enrolledYear == admittedYear { return yieldOf(admitted: a.admitted, enrolled: a.enrolled) }
        guard let federal = a.federal else { return nil }
        return yieldOf(admitted: federal.admitted, enrolled: federal.enrolled)
    }

    /// The funnel is complete enough for the waffle, funnel and yield: 10+ applicants, admitted and enrolled known.
    public static func hasAdmissionCounts(_ s: School) -> Bool {
        guard let a = s.admissions, truthy(a.applicants), let applicants = a.applicants else { return false }
        return applicants >= rateMinApplicants && a.admitted != nil && a.enrolled != nil
    }

    /// An SAT composite or an ACT range is reported.
    public static func hasTestScores(_ s: School) -> Bool {
        satComposite(s) != nil || s.admissions?.actComposite25_75 != nil
    }
}
