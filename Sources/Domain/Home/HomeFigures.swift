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

/// Home's dataset-wide figures, computed once per snapshot: each lens's Explore answer (its size and first four
/// colleges), the colleges each chart draws, and the landscape's top-left corner.
public struct HomeDatasetFigures: Sendable {
    /// One lens's Explore answer.
    public struct LensAnswer: Sendable, Hashable {
        /// How many colleges the query matches.
        public let count: Int
        /// The first four matches in Explore's order (dataset positions).
        public let first: [Int]
    }

    /// One per ``HomeLens/all``, in order.
    public let lenses: [LensAnswer]
    /// Colleges reporting both landscape measures, and the ones drawn (most applied to first).
    public let landscapeEligible: Int
    public let landscapePoints: [Int]
    /// Colleges with both an average cost and earnings, and the ones drawn.
    public let valueEligible: Int
    public let valuePoints: [Int]
    /// Colleges under 5% with 1,000+ applicants, and their median SAT midpoint.
    public let ultraSelective: Int
    public let ultraSelectiveSat: Double?

    private static let key = SnapshotKey<HomeDatasetFigures>("home.figures")

    /// The figures of `snapshot` (computed on first use).
    public static func of(_ snapshot: DatasetSnapshot) -> HomeDatasetFigures {
        snapshot.derived.value(key) { HomeDatasetFigures(snapshot) }
    }

    init(_ snapshot: DatasetSnapshot) {
        lenses = HomeLens.all.map { lens in
            let positions = lens.run(snapshot).positions
            return LensAnswer(count: positions.count, first: Array(positions.prefix(4)))
        }
        let landscape = HomeFigures.landscapeEligible(snapshot)
        landscapeEligible = landscape.count
        landscapePoints = HomeFigures.mostAppliedTo(snapshot, landscape)
        let value = HomeFigures.valueEligible(snapshot)
        valueEligible = value.count
        valuePoints = HomeFigures.mostAppliedTo(snapshot, value)
        let ultra = HomeFigures.ultraSelective(snapshot)
        ultraSelective = ultra.count
        ultraSelectiveSat = HomeFigures.medianSat(snapshot, ultra)
    }
}
