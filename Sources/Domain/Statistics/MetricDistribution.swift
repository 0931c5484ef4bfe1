/// A metric's spread across every reporting college, for "X vs. every college" strips.
public struct MetricDistribution: Sendable, Hashable {
    /// Reporters per bin, low to high.
    public var bins: [Int]
    /// Left edge of the axis.
    public var min: Double
    /// Right edge of the axis.
    public var max: Double
    /// Number of reporters (all of them, including those clamped into the end bins).
    public var n: Int

    public init(bins: [Int], min: Double, max: Double, n: Int) {
        self.bins = bins
        self.min = min
        self.max = max
        self.n = n
    }
}
