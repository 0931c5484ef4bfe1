/// Cost-and-value values: aid generosity and payback years.
extension Derived {
    /// Grants per first-year ÷ full price (both from the cost breakdown); nil without a breakdown or a positive full
    /// price. A missing grant figure counts as no grant, as on the site.
    public static func aidGenerosity(_ s: School) -> Double? {
        guard let b = s.cost?.breakdown, let full = b.fullPrice, full > 0 else { return nil }
        return (b.grantPerStudent ?? 0) / full
    }

    /// Years of median earnings (10 years after entry) that four years of the all-student average cost take; nil
    /// without both, or with zero earnings.
    public static func paybackYears(_ s: School) -> Double? {
        guard let price = s.cost?.avgPaidAll, truthy(s.outcomes?.medianEarnings10yr),
              let earnings = s.outcomes?.medianEarnings10yr
        else { return nil }
        return price * 4 / earnings
    }
}
