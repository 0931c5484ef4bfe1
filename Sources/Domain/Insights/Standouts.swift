/// "Known for" standouts (screens-map §0.7): percentile rules against every reporting college.
public enum Standouts {
    /// Applicants needed for the rate-based chips (a real applicant pool).
    public static let poolMinApplicants: Double = 500
    /// Chips an Explore card shows.
    public static let exploreLimit = 2

    /// The profile's chips: rules 1–13, then at most one ten-year trend standout.
    public static func profile(_ s: School, statistics: DatasetStatistics) -> [StandoutChip] {
        var chips = rules(s, statistics: statistics)
        if let trend = trendStandout(s, statistics: statistics) { chips.append(trend) }
        return chips
    }

    /// An Explore card's chips: the first ``exploreLimit`` of rules 1–13 (no trend standouts).
    public static func explore(_ s: School, statistics: DatasetStatistics) -> [StandoutChip] {
        Array(rules(s, statistics: statistics).prefix(exploreLimit))
    }

    /// Rules 1–13 in order.
    public static func rules(_ s: School, statistics stats: DatasetStatistics) -> [StandoutChip] {
        var out: [StandoutChip] = []
        func rank(_ key: MetricKey) -> Double? { stats.rankOf(s, key) }
        func add(_ label: String, _ domain: MetricDomain, _ metric: MetricKey) {
            out.append(StandoutChip(label: label, domain: domain, metric: metric))
        }
        let pool = (s.admissions?.applicants ?? 0) >= poolMinApplicants

        if pool, let r = rank(.acceptance), r <= 0.03 { add("Ultra-selective", .admissions, .acceptance) }
        if pool, let r = rank(.yield), r >= 0.9 { add("High yield", .admissions, .yield) }
        if let r = rank(.admitGapSize), r >= 0.95, let gap = Derived.admitRateGap(s) {
            add(gap > 0 ? "Admits men at a higher rate" : "Admits women at a higher rate", .admissions, .admitGapSize)
        }
        if let r = rank(.sat), r >= 0.9 { add("Top test scores", .scores, .sat) }
        if let r = rank(.enrollment) {
            if r >= 0.95 { add("Big campus", .size, .enrollment) }
            if r <= 0.1 { add("Intimate campus", .size, .enrollment) }
        }
        if let r = rank(.pell), r >= 0.85 { add("Economic diversity", .access, .pell) }
        if let r = rank(.firstGen), r >= 0.85 { add("First-gen friendly", .access, .firstGen) }
        if let r = rank(.diversity), r >= 0.85 { add("Very diverse", .diversity, .diversity) }
        let cost = rank(.avgCost)
        let earnings = rank(.earnings)
        if let c = cost, let e = earnings, c <= 0.25, e >= 0.75 {
            add("Great value", .value, .earnings)
        } else if let e = earnings, e >= 0.9 {
            add("High earners", .value, .earnings)
        }
        if let r = rank(.aidGenerosity), r >= 0.85 { add("Generous aid", .value, .aidGenerosity) }
        if let c = cost, c <= 0.1 { add("Low average cost", .value, .avgCost) }
        if let r = rank(.loanRateLarge), r <= 0.05 { add("Few students borrow", .value, .loanRateLarge) }
        if let r = rank(.gradRate), r >= 0.9 { add("High graduation rate", .value, .gradRate) }
        if let sat = s.admissions?.testSubmissionRateSAT, let act = s.admissions?.testSubmissionRateACT,
           sat < 0.5, act < 0.5
        {
            add("Test-optional heavy", .scores, .sat)
        }
        return out
    }
}
