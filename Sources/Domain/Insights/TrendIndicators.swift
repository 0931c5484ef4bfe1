public import QuadAPIModels

/// Reads the four ten-year indicators of a college.
public enum TrendIndicators {
    /// Margin added to each steady band so a change of exactly the band (stored to four decimals) reads steady.
    public static let epsilon = 1e-9

    /// The indicator of `kind`, or nil when the college has no such trend, its change is missing, or (applications,
    /// selectivity) either end of the applicant trend is under 200.
    public static func reading(_ s: School, _ kind: TrendIndicatorKind) -> TrendIndicatorReading? {
        guard let t = kind.trend(in: s), let change = t.change else { return nil }
        if let floor = kind.minApplicants {
            guard let ends = Derived.smallerEnd(s.trends?.applicants), ends >= floor else { return nil }
        }
        let endFall: Int? = switch kind {
        case .diversity: s.demographics?.federal?.year
        case .selectivity: s.admissions?.federal?.year
        case .cost, .applications: nil
        }
        return TrendIndicatorReading(
            kind: kind, direction: direction(of: change, kind), trend: t, change: change, endFall: endFall)
    }

    /// Every indicator the college supports, in card order (cost, applications, diversity, selectivity).
    public static func all(_ s: School) -> [TrendIndicatorReading] {
        TrendIndicatorKind.allCases.compactMap { reading(s, $0) }
    }

    /// Direction of a stored change: above the band (plus ``epsilon``) is up, below its negative is down, otherwise
    /// steady; selectivity reads the negated change.
    public static func direction(of change: Double, _ kind: TrendIndicatorKind) -> TrendIndicator.Direction {
        let c = kind.inverted ? -change : change
        if c > kind.steadyBand + epsilon { return .up }
        if c < -kind.steadyBand - epsilon { return .down }
        return .steady
    }

    /// Explore's trend filter: for each kind with chosen directions, the college needs that indicator in one of
    /// them (a college without it is dropped). Kinds with no choice are ignored.
    public static func matches(_ s: School, chosen: [TrendIndicatorKind: Set<TrendIndicator.Direction>]) -> Bool {
        for kind in TrendIndicatorKind.allCases {
            guard let wanted = chosen[kind], !wanted.isEmpty else { continue }
            guard let r = reading(s, kind), wanted.contains(r.direction) else { return false }
        }
        return true
    }
}
