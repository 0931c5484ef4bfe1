import Domain
/// The fixture's pseudo-random numbers: SplitMix64, with helpers that use only +, −, ×, ÷ and comparisons, so the
/// same seed gives the same values on every platform (no libm, no Foundation random, no hashing).
struct FixtureRandom: Sendable {
    private var state: UInt64

    init(state: UInt64) {
        self.state = state
    }

    /// An independent stream for one purpose of one item: the dataset seed, the item's index, and a purpose code.
    init(seed: UInt64, index: UInt64, purpose: UInt64) {
        var s = FixtureRandom(state: seed ^ 0x6A09_E667_F3BC_C908)
        let a = s.next()
        var t = FixtureRandom(state: a ^ (index &* 0xD1B5_4A32_D192_ED03))
        let b = t.next()
        var u = FixtureRandom(state: b ^ (purpose &* 0x8CB9_2BA7_2F3D_8DD7))
        self.state = u.next()
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    mutating func unit() -> Double {
        Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// Uniform in [lo, hi).
    mutating func range(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * unit()
    }

    /// Uniform whole number in `bounds`.
    mutating func int(_ bounds: ClosedRange<Int>) -> Int {
        let span = UInt64(bounds.upperBound - bounds.lowerBound + 1)
        return bounds.lowerBound + Int(next() % span)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        unit() < p
    }

    /// A bell-shaped value with mean 0 and standard deviation `sd`, bounded by ±3·sd (a scaled sum of three
    /// uniforms).
    mutating func noise(_ sd: Double) -> Double {
        (unit() + unit() + unit() - 1.5) * 2 * sd
    }

    /// One element, uniformly.
    mutating func pick<T>(_ items: [T]) -> T {
        items[int(0...(items.count - 1))]
    }

    /// An index drawn with the given non-negative weights.
    mutating func weighted(_ weights: [Double]) -> Int {
        let total = weights.reduce(0, +)
        var r = unit() * total
        for (i, w) in weights.enumerated() {
            if r < w { return i }
            r -= w
        }
        return weights.count - 1
    }

    /// A draw from a distribution given by its quantile function: `(probability, value)` knots in increasing
    /// order from probability 0 to 1, linearly interpolated.
    mutating func quantile(_ knots: [(Double, Double)]) -> Double {
        let u = unit()
        for i in 1..<knots.count where u <= knots[i].0 {
            let (p0, v0) = knots[i - 1]
            let (p1, v1) = knots[i]
            return v0 + (v1 - v0) * (u - p0) / (p1 - p0)
        }
        return knots[knots.count - 1].1
    }
}

/// Rounding helpers shared by the generator (ties away from zero, like the site's sync for positive values).
enum FixtureRound {
    /// Rounded to 4 decimal places.
    static func four(_ v: Double) -> Double {
        (v * 10_000).rounded() / 10_000
    }

    /// Rounded to 2 decimal places.
    static func two(_ v: Double) -> Double {
        (v * 100).rounded() / 100
    }

    /// Rounded to a multiple of `step`.
    static func to(_ v: Double, step: Double) -> Double {
        (v / step).rounded() * step
    }

    /// Clamped to [lo, hi].
    static func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double {
        min(hi, max(lo, v))
    }
}
