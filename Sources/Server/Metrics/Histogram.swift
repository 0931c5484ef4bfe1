/// A latency histogram with fixed upper bounds in seconds (counts per bucket, not cumulative; the text output
/// accumulates them).
struct Histogram: Sendable {
    /// Upper bounds: Prometheus' default buckets (5 ms … 10 s) with sub-millisecond ones in front, because cache
    /// hits are answered in tens of microseconds.
    static let bounds: [Double] = [0.0001, 0.00025, 0.0005, 0.001, 0.0025,
                                   0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

    private(set) var counts = [UInt64](repeating: 0, count: Histogram.bounds.count + 1)
    private(set) var sum = 0.0
    private(set) var count: UInt64 = 0

    mutating func observe(_ seconds: Double) {
        var index = 0
        while index < Histogram.bounds.count && seconds > Histogram.bounds[index] { index += 1 }
        counts[index] += 1
        sum += seconds
        count += 1
    }

    /// Cumulative counts per bound, then `+Inf`.
    var cumulative: [UInt64] {
        var running: UInt64 = 0
        return counts.map { running += $0; return running }
    }
}
