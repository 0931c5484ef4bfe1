/// Student-body values: diversity, housing, residence and transfer shares.
extension Derived {
    /// Simpson's index over group shares: the chance two students drawn at random belong to different groups.
    /// Shares are normalized by their total first (a missing share counts as 0); nil when the total is not positive.
    public static func simpsonIndex(_ shares: [Double?]) -> Double? {
        var total = 0.0
        for v in shares { total += v ?? 0 }
        guard total > 0 else { return nil }
        var sum = 0.0
        for v in shares {
            let p = (v ?? 0) / total
            sum += p * p
        }
        return 1 - sum
    }

    /// Simpson's index over the seven race/ethnicity shares, in the file's order (asian, black, hispanic, white,
    /// two or more, international, other).
    public static func diversityIndex(_ s: School) -> Double? {
        guard let r = s.demographics?.racialDiversity else { return nil }
        return simpsonIndex([r.asian, r.black, r.hispanic, r.white, r.twoOrMore, r.international, r.other])
    }

    /// Beds per 100 undergraduates, rounded; nil without a housing capacity or undergraduates.
    public static func bedsPer100(_ s: School) -> Double? {
        guard let capacity = s.campus?.housing?.capacity,
              let undergrads = s.demographics?.undergradEnrollment, undergrads > 0
        else { return nil }
        return JSNumber.round(capacity / undergrads * 100)
    }

    /// Share of first-years from other states, only for classes of ``nationalMinFirstYears`` or more.
    public static func outOfStateLarge(_ s: School) -> Double? {
        guard let r = s.demographics?.residence, let firstYears = r.firstYears, firstYears >= nationalMinFirstYears
        else { return nil }
        return r.outOfState
    }

    /// Transfer-ins as a share of the fall's new undergraduates.
    public static func transferShare(_ s: School) -> Double? {
        s.demographics?.transferIn?.shareOfNew
    }

    /// Share of undergraduates with a federal loan, only at colleges of ``loanRateMinUndergrads`` or more.
    public static func loanRateLarge(_ s: School) -> Double? {
        guard let undergrads = s.demographics?.undergradEnrollment, undergrads >= loanRateMinUndergrads else { return nil }
        return s.outcomes?.federalLoanRate
    }
}
