/// One year of a series.
public struct SeriesPoint: Sendable, Hashable, Codable, SchemaDescribed {
    public var year: Int
    /// The year's figure; a gap is a missing point, never a zero.
    public var value: Value

    public init(year: Int, value: Value) {
        self.year = year
        self.value = value
    }

    public static let schema = JSONSchema.object([
        .init("year", .year),
        .init("value", .ref(Value.self)),
    ])
}

/// A named line of yearly figures.
public struct TrendSeries: Sendable, Hashable, Codable, SchemaDescribed {
    public var key: String
    public var label: String
    public var color: String
    public var dashed: Bool?
    public var points: [SeriesPoint]
    /// Years computed with a fallback formula (noted in the tooltip).
    public var approx: [Int]?

    public init(key: String, label: String, color: String, dashed: Bool? = nil, points: [SeriesPoint], approx: [Int]? = nil) {
        self.key = key
        self.label = label
        self.color = color
        self.dashed = dashed
        self.points = points
        self.approx = approx
    }

    public static let schema = JSONSchema.object([
        .init("key", .string()),
        .init("label", .string()),
        .init("color", .colorToken),
        .optional("dashed", .boolean),
        .init("points", .array(.ref(SeriesPoint.self))),
        .optional("approx", .array(.year)),
    ]).described("A named series of yearly figures.")
}

/// A shaded band over the years: the national 25th–75th percentile with its median, or a college's score range.
public struct TrendBand: Sendable, Hashable, Codable, SchemaDescribed {
    public var key: String
    public var label: String
    public var color: String?
    public var points: [BandPoint]

    public init(key: String, label: String, color: String? = nil, points: [BandPoint]) {
        self.key = key
        self.label = label
        self.color = color
        self.points = points
    }

    public static let schema = JSONSchema.object([
        .init("key", .string()),
        .init("label", .string()),
        .optional("color", .colorToken),
        .init("points", .array(.ref(BandPoint.self))),
    ]).described("A band of yearly low–high figures.")
}

/// One year of a ``TrendBand``.
public struct BandPoint: Sendable, Hashable, Codable, SchemaDescribed {
    public var year: Int
    public var low: Value
    public var high: Value
    /// The middle line (national median), when the band has one.
    public var median: Value?

    public init(year: Int, low: Value, high: Value, median: Value? = nil) {
        self.year = year
        self.low = low
        self.high = high
        self.median = median
    }

    public static let schema = JSONSchema.object([
        .init("year", .year),
        .init("low", .ref(Value.self)),
        .init("high", .ref(Value.self)),
        .optional("median", .ref(Value.self)),
    ])
}
