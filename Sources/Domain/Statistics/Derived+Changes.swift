/// Ten-year changes read from `school.trends`, with the floors that keep tiny bases out: a percent change on a
/// handful of applicants or students says nothing.
extension Derived {
    /// The smaller end of a trend's window; nil when either end is missing.
    static func smallerEnd(_ t: TrendSummary?) -> Double? {
        guard let from = t?.from, let to = t?.to else { return nil }
        return min(from, to)
    }

    /// Both ends of the undergraduate trend reach ``changeMinUndergrads``.
    static func undergradsFloorMet(_ s: School) -> Bool {
        (smallerEnd(s.trends?.undergrads) ?? -1) >= changeMinUndergrads
    }

    /// Both ends of the applicant trend reach ``changeMinApplicants``.
    static func applicantsFloorMet(_ s: School) -> Bool {
        (smallerEnd(s.trends?.applicants) ?? -1) >= changeMinApplicants
    }

    /// Relative change in applications (`to / from − 1`), only with ``changeMinApplicants`` at both ends.
    public static func applicantsChange(_ s: School) -> Double? {
        applicantsFloorMet(s) ? s.trends?.applicants?.change : nil
    }

    /// Relative change in undergraduates, only with ``changeMinUndergrads`` at both ends.
    public static func sizeChange(_ s: School) -> Double? {
        undergradsFloorMet(s) ? s.trends?.undergrads?.change : nil
    }

    /// Change in the acceptance rate in points, only with ``changeMinApplicants`` applicants at both ends.
    public static func admitRateChange(_ s: School) -> Double? {
        applicantsFloorMet(s) ? s.trends?.acceptanceRate?.change : nil
    }

    /// Change in the men's share in points, only with ``changeMinUndergrads`` undergraduates at both ends.
    public static func menShareChange(_ s: School) -> Double? {
        guard s.trends?.menShare != nil, undergradsFloorMet(s) else { return nil }
        return s.trends?.menShare?.change
    }

    /// Change in the federal-loan share in points, only with ``changeMinUndergrads`` undergraduates at both ends.
    public static func loanRateChange(_ s: School) -> Double? {
        guard s.trends?.federalLoanRate != nil, undergradsFloorMet(s) else { return nil }
        return s.trends?.federalLoanRate?.change
    }

    /// Change in the diversity index (the build already drops small or unstable colleges).
    public static func diversityChange(_ s: School) -> Double? {
        s.trends?.diversity?.change
    }

    /// Relative change in the all-student average cost, after inflation.
    public static func avgCostChange(_ s: School) -> Double? {
        s.trends?.avgPaidAll?.change
    }

    /// Change in the Pell graduation gap in points (the build requires 100+ Pell students at both ends).
    public static func pellGapChange(_ s: School) -> Double? {
        s.trends?.pellGap?.change
    }
}
