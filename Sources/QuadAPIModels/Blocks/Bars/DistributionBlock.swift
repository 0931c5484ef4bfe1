/// Where a college sits among every college that reports a measure: a compact histogram with the college pinned
/// (`distribution`).
public struct DistributionBlock: Sendable, Hashable, Codable, SchemaDescribed {
    /// Colleges per bin, low to high, evenly spaced across `scale`.
    public var bins: [Int]
    public var pinned: DistributionPin
    public var label: String
    public var scale: AxisScale
    /// Colleges counted in the bins.
    public var reporting: Int
    /// Words at the low and high ends ("More selective", "Less selective").
    public var lowLabel: String?
    public var highLabel: String?
    public var term: String?
    public var color: String

    public init(
        bins: [Int], pinned: DistributionPin, label: String, scale: AxisScale, reporting: Int, lowLabel: String? = nil,
        highLabel: String? = nil, term: String? = nil, color: String
    ) {
        self.bins = bins
        self.pinned = pinned
        self.label = label
        self.scale = scale
        self.reporting = reporting
        self.lowLabel = lowLabel
        self.highLabel = highLabel
        self.term = term
        self.color = color
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("distribution")),
        .init("bins", .array(.integer(minimum: 0), minItems: 1)),
        .init("pinned", .ref(DistributionPin.self)),
        .init("label", .string()),
        .init("scale", .ref(AxisScale.self)),
        .init("reporting", .integer(minimum: 0)),
        .optional("lowLabel", .string()),
        .optional("highLabel", .string()),
        .optional("term", .termKey),
        .init("color", .colorToken),
    ]).described("A college's place in the national distribution.")
}

/// The college pinned on a ``DistributionBlock``.
public struct DistributionPin: Sendable, Hashable, Codable, SchemaDescribed {
    /// The college's figure; its value is null when not reported (nothing is pinned).
    public var value: Value
    /// Its percentile rank as shown (already inverted where lower is better).
    public var rank: Value?
    /// The rank sentence ("more selective than 97% of 1,912").
    public var rankText: String?

    public init(value: Value, rank: Value? = nil, rankText: String? = nil) {
        self.value = value
        self.rank = rank
        self.rankText = rankText
    }

    public static let schema = JSONSchema.object([
        .init("value", .ref(Value.self)),
        .optional("rank", .ref(Value.self)),
        .optional("rankText", .string()),
    ])
}
