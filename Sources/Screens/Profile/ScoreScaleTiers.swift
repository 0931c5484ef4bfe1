import QuadAPIModels

/// The axis of a test-score bar (lib/score-scale.ts `scoreScale`): the tightest of three fixed tiers whose floor sits
/// at least a pad below the lowest score shown, so bars in one tier stay comparable.
enum ScoreScaleTiers {
    enum Test { case sat, satSection, act }

    /// Tiers tightest first: each `[low, high]` with its ticks.
    static func tiers(_ test: Test) -> [(low: Double, high: Double, ticks: [Double])] {
        switch test {
        case .sat: [(1000, 1600, [1000, 1100, 1200, 1300, 1400, 1500, 1600]), (800, 1600, [800, 1000, 1200, 1400, 1600]),
                    (400, 1600, [400, 800, 1000, 1200, 1400, 1600])]
        case .satSection: [(500, 800, [500, 600, 700, 800]), (400, 800, [400, 500, 600, 700, 800]),
                           (200, 800, [200, 400, 600, 800])]
        case .act: [(18, 36, [18, 24, 30, 36]), (12, 36, [12, 18, 24, 30, 36]), (1, 36, [1, 12, 18, 24, 30, 36])]
        }
    }

    /// Room left below the lowest score.
    static func pad(_ test: Test) -> Double {
        switch test {
        case .sat: 50
        case .satSection: 25
        case .act: 1
        }
    }

    /// The scale for `values` (missing ones ignored; none at all takes the widest tier).
    static func scale(_ test: Test, _ values: [Double?]) -> AxisScale {
        let present = values.compactMap { $0 }
        let all = tiers(test)
        let tier = present.min().flatMap { lowest in all.first { lowest - pad(test) >= $0.low } } ?? all[all.count - 1]
        return AxisScale(min: tier.low, max: tier.high, ticks: tier.ticks)
    }
}
