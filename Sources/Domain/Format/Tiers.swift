/// A named step on a scale, with its level (0 = unknown, higher = more of the quality).
public struct Tier: Sendable, Hashable, Codable {
    /// Display label ("Highly selective").
    public var label: String
    /// 0 when the value is missing; otherwise 1…4.
    public var level: Int

    public init(label: String, level: Int) {
        self.label = label
        self.level = level
    }
}

/// An undergraduate size band.
public struct SizeBucket: Sendable, Hashable {
    /// URL and filter key: `small`, `medium`, `large`, `xl`.
    public var key: String
    /// "Small", "Medium", "Large", "Very large" (hero facts add " campus").
    public var label: String
    /// The band in short: "< 5K", "5–15K", "15–30K", "30K+".
    public var hint: String
    /// Smallest undergraduate count in the band.
    public var min: Double
    /// Largest undergraduate count in the band (`.infinity` for the last).
    public var max: Double

    public init(key: String, label: String, hint: String, min: Double, max: Double) {
        self.key = key
        self.label = label
        self.hint = hint
        self.min = min
        self.max = max
    }
}

/// The site's tiers, bands and fixed label sets.
public enum Tiers {
    /// Selectivity from an acceptance rate: under 10% "Most selective" (4), under 25% "Highly selective" (3),
    /// under 50% "Selective" (2), else "Broadly accessible" (1); nil → "Open or not reported" (0).
    public static func selectivity(_ rate: Double?) -> Tier {
        guard let r = rate else { return Tier(label: "Open or not reported", level: 0) }
        if r < 0.1 { return Tier(label: "Most selective", level: 4) }
        if r < 0.25 { return Tier(label: "Highly selective", level: 3) }
        if r < 0.5 { return Tier(label: "Selective", level: 2) }
        return Tier(label: "Broadly accessible", level: 1)
    }

    /// Aid generosity (grants ÷ full price): from 0.55 "Very generous" (4), from 0.40 "Generous" (3), from 0.25
    /// "Moderate" (2), else "Limited" (1); nil → "Not reported" (0).
    public static func generosity(_ share: Double?) -> Tier {
        guard let v = share else { return Tier(label: "Not reported", level: 0) }
        if v >= 0.55 { return Tier(label: "Very generous", level: 4) }
        if v >= 0.4 { return Tier(label: "Generous", level: 3) }
        if v >= 0.25 { return Tier(label: "Moderate", level: 2) }
        return Tier(label: "Limited", level: 1)
    }

    /// The four size bands, smallest first.
    public static let sizeBuckets: [SizeBucket] = [
        SizeBucket(key: "small", label: "Small", hint: "< 5K", min: 0, max: 4999),
        SizeBucket(key: "medium", label: "Medium", hint: "5\u{2013}15K", min: 5000, max: 14999),
        SizeBucket(key: "large", label: "Large", hint: "15\u{2013}30K", min: 15000, max: 29999),
        SizeBucket(key: "xl", label: "Very large", hint: "30K+", min: 30000, max: .infinity),
    ]

    /// The band holding an undergraduate count. A count that falls in no band (negative, or a fraction between
    /// two bands) gets the last band, as on the site.
    public static func sizeBucket(_ undergrads: Double) -> SizeBucket {
        sizeBuckets.first { undergrads >= $0.min && undergrads <= $0.max } ?? sizeBuckets[3]
    }

    /// Test-policy labels by policy code: `required` "Test scores required", `required-some` "Required for some
    /// applicants", `recommended` "Test scores recommended", `considered` "Test-optional", `not-considered`
    /// "Test-blind".
    public static let testPolicyLabels: [String: String] = [
        "required": "Test scores required",
        "required-some": "Required for some applicants",
        "recommended": "Test scores recommended",
        "considered": "Test-optional",
        "not-considered": "Test-blind",
    ]

    /// The label of a test-policy code, or nil for an unknown code.
    public static func testPolicyLabel(_ code: String) -> String? {
        testPolicyLabels[code]
    }

    /// Family-income bands of net price by income, low to high; index 2 is the middle band.
    public static let incomeBands = ["$0\u{2013}30K", "$30\u{2013}48K", "$48\u{2013}75K", "$75\u{2013}110K", "$110K+"]

    /// Index of the middle income band in ``incomeBands``.
    public static let middleIncomeBand = 2
}
