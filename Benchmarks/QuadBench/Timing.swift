import Core
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Samples of one measured operation, in milliseconds: wall-clock time (``ContinuousClock``) and the calling
/// thread's CPU time, which other work on a shared machine disturbs far less.
struct Samples {
    /// Wall-clock time of every timed call, in the order they ran.
    private(set) var milliseconds: [Double] = []
    /// CPU time of the calling thread for every timed call.
    private(set) var cpuMilliseconds: [Double] = []

    /// Adds one timed call.
    mutating func add(_ duration: Duration, cpu: Double) {
        milliseconds.append(duration.milliseconds)
        cpuMilliseconds.append(cpu)
    }

    /// The nearest-rank percentile `p` of the CPU times; 0 when there are none.
    func cpuPercentile(_ p: Double) -> Double {
        Self.percentile(p, of: cpuMilliseconds)
    }

    /// Number of timed calls.
    var count: Int { milliseconds.count }

    /// The fastest call (the least disturbed by other work on a shared machine); 0 when there are none.
    var minimum: Double { milliseconds.min() ?? 0 }

    /// The nearest-rank percentile `p` (0–100) of the samples; 0 when there are none.
    func percentile(_ p: Double) -> Double {
        Self.percentile(p, of: milliseconds)
    }

    private static func percentile(_ p: Double, of values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}

extension Duration {
    /// The duration in (fractional) milliseconds.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}

/// Runs closures under ``ContinuousClock`` with a warm-up, a sample count and a time budget.
struct Stopwatch {
    /// Untimed calls before the timed ones.
    var warmUp: Int
    /// Timed calls wanted.
    var iterations: Int
    /// Timed calls stop once this much time has been spent (after ``minimumIterations``).
    var budget: Duration
    /// Timed calls made whatever the budget.
    var minimumIterations: Int

    private let clock = ContinuousClock()

    /// Times `body` once per call; returns the samples. `body`'s result is folded into ``Sink`` so that the work
    /// cannot be optimised away.
    func measure(_ body: () throws -> Int) rethrows -> Samples {
        for _ in 0..<warmUp { Sink.keep(try body()) }
        var samples = Samples()
        let started = clock.now
        for i in 0..<iterations {
            if i >= minimumIterations, started.duration(to: clock.now) > budget { break }
            let c0 = Self.threadCPUMilliseconds()
            let t0 = clock.now
            let result = try body()
            let wall = t0.duration(to: clock.now)
            samples.add(wall, cpu: Self.threadCPUMilliseconds() - c0)
            Sink.keep(result)
        }
        return samples
    }

    /// Times one call of `body`, adding it to `samples`; returns `body`'s result.
    @discardableResult
    static func time(into samples: inout Samples, _ body: () throws -> Int) rethrows -> Int {
        let c0 = threadCPUMilliseconds()
        let t0 = ContinuousClock.now
        let result = try body()
        let wall = t0.duration(to: .now)
        samples.add(wall, cpu: threadCPUMilliseconds() - c0)
        Sink.keep(result)
        return result
    }

    /// CPU time the calling thread has used, in milliseconds.
    static func threadCPUMilliseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1_000 + Double(ts.tv_nsec) / 1e6
    }
}

/// Where measured results go so that the optimiser keeps the work that produced them.
enum Sink {
    nonisolated(unsafe) private static var value = 0

    /// Folds `x` into the sink (single-threaded use only: the benchmark runs on one thread).
    static func keep(_ x: Int) {
        value &+= x
    }

    /// The folded value (printed at the end so the sink is observable).
    static var total: Int { value }
}
