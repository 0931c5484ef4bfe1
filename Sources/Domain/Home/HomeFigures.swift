/// Home's dataset figures that are not a metric leaderboard: the admissions landscape and the cost-versus-earnings
/// chart (the most-applied-to colleges of each), and the "top-left corner" reading of the landscape. Every figure is
/// read from the snapshot's metric columns (``DatasetStatistics``), computed once at load.
public enum HomeFigures {
    /// Dots each Home chart draws.
    public static let chartLimit = 400

    /// Positions of colleges reporting both an acceptance rate and an SAT midpoint, in dataset order.
    public static func landscapeEligible(_ snapshot: DatasetSnapshot) -> [Int] {
        let stats = snapshot.statistics
        return snapshot.schools.indices.filter { stats.value(.acceptance, at: $0) != nil && stats.value(.sat, at: $0) != nil }
    }

    /// Positions of colleges with both an average cost and median earnings, in dataset order.
    public static func valueEligible(_ snapshot: DatasetSnapshot) -> [Int] {
        let stats = snapshot.statistics
        return snapshot.schools.indices.filter { stats.value(.avgCost, at: $0) != nil && stats.value(.earnings, at: $0) != nil }
    }

    /// The first ``chartLimit`` of `positions` by applicants, most first (none counts as 0); ties keep their order.
    public static func mostAppliedTo(_ snapshot: DatasetSnapshot, _ positions: [Int]) -> [Int] {
        let stats = snapshot.statistics
        let applicants = positions.map { stats.value(.applicants, at: $0) ?? 0 }
        let order = positions.indices.sorted { a, b in
            applicants[a] != applicants[b] ? applicants[a] > applicants[b] : a < b
        }
        return order.prefix(chartLimit).map { positions[$0] }
    }

    /// The colleges admitting under 5% of at least 1,000 applicants, in dataset order.
    public static func ultraSelective(_ snapshot: DatasetSnapshot) -> [Int] {
        let stats = snapshot.statistics
        return snapshot.schools.indices.filter { i in
            guard let rate = stats.value(.acceptance, at: i) else { return false }
            return rate < 0.05 && (stats.value(.applicants, at: i) ?? 0) >= 1000
        }
    }

    /// The median SAT midpoint of `positions` (colleges without one left out), rounded; nil when none has one.
    public static func medianSat(_ snapshot: DatasetSnapshot, _ positions: [Int]) -> Double? {
        let stats = snapshot.statistics
        let values = positions.compactMap { stats.value(.sat, at: $0) }.sorted()
        return PercentileMath.median(values).map(JSNumber.round)
    }
}
