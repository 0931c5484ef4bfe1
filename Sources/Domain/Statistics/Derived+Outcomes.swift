/// Outcome values: eight-year completion, transfer-out and the Pell graduation gap.
extension Derived {
    /// Share of all entering students with a credential within 4 years.
    public static func completion4(_ s: School) -> Double? {
        s.outcomes?.eightYear?.all?.award4
    }

    /// Share of all entering students with a credential within 8 years.
    public static func completion8(_ s: School) -> Double? {
        s.outcomes?.eightYear?.all?.award
    }

    /// Share of all entering students enrolled at another college 8 years on.
    public static func transferOut(_ s: School) -> Double? {
        s.outcomes?.eightYear?.all?.transferred
    }

    /// The Pell graduation gap as reported: rate of students with neither a Pell Grant nor a subsidized loan minus
    /// the Pell recipients' rate, four decimals (positive = Pell recipients graduate less often).
    ///
    /// Groups under 30 students carry no rate in the data, so a gap only exists for groups of a readable size.
    public static func rawPellGap(_ s: School) -> Double? {
        guard let pell = s.outcomes?.gradRatePell, let neither = s.outcomes?.gradRateNoPellNoLoan else { return nil }
        return round4(neither - pell)
    }

    /// ``rawPellGap(_:)``, except nil when wider than ``maxPlausiblePellGap`` either way (not ranked or filtered).
    public static func pellGap(_ s: School) -> Double? {
        guard let gap = rawPellGap(s), gap.magnitude <= maxPlausiblePellGap else { return nil }
        return gap
    }
}
