@_spi(Lineage) public import QuadAPIModels

/// Where a student's score falls in a college's middle 50% (screens-map §3.3, ScoreChecker).
public enum ScoreChecker {
    /// The two tests the checker offers.
    public enum Test: String, Sendable, Hashable, CaseIterable {
        case sat, act

        /// Scores the test can give.
        public var scale: ClosedRange<Int> {
            switch self {
            case .sat: 400...1600
            case .act: 1...36
            }
        }

        /// "SAT", "ACT".
        public var name: String { rawValue.uppercased() }
    }

    /// Where the score sits against the 25th and 75th percentiles.
    public enum Placement: String, Sendable, Hashable {
        case below, inside, above
    }

    /// Below the 25th percentile, above the 75th, or inside (both ends included).
    public static func placement(_ score: Double, low: Double, high: Double) -> Placement {
        if score < low { return .below }
        if score > high { return .above }
        return .inside
    }

    /// The sentence for a placement.
    public static func sentence(_ placement: Placement) -> String {
        switch placement {
        case .below: "Your score is below the 25th percentile; about a quarter of admitted students are here too."
        case .above: "Your score is above the 75th percentile, stronger than most admitted students."
        case .inside: "Your score is inside the middle 50%, typical for admitted students."
        }
    }

    /// The reader's score as a value, cited to the range it is compared with (`path` at `school`), so the app can
    /// show where the comparison came from.
    public static func yourScore(_ score: Int, test: Test, comparedWith path: String, of school: School,
                                 lineage: Lineage) -> Value {
        let range = lineage.cited(path, school)
        let cited = Cited(
            source: range.source, path: path, field: "Your \(test.name) score", method: "reported", isDefault: true,
            formula: "The score you entered, placed against the middle 50% of admitted students")
        return Value(value: Double(score), display: String(score), format: .int, cited: cited)
    }
}
