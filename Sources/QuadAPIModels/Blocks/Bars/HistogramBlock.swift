/// A college's own counts by bucket, as columns (`histogram`; class sizes).
public struct HistogramBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var bins: [HistogramBin]
    public var label: String?
    /// How many leading bins are drawn at full strength (the rest lighter), so a headline share shows in the chart.
    public var highlight: Int?
    /// The legend: what the full-strength bins are, then the lighter ones ("Under 20 students", "20 or more").
    public var legend: [String]?

    public init(bins: [HistogramBin], label: String? = nil, highlight: Int? = nil, legend: [String]? = nil) {
        self.bins = bins
        self.label = label
        self.highlight = highlight
        self.legend = legend
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("histogram")),
        .init("bins", .array(.ref(HistogramBin.self), minItems: 1)),
        .optional("label", .string()),
        .optional("highlight", .integer(minimum: 0)),
        .optional("legend", .array(.string())),
    ]).described("Counts by bucket.")
}

/// One column of a ``HistogramBlock``.
public struct HistogramBin: Sendable, Hashable, Codable, SchemaDescribed {
    /// The bucket ("2–9", "100+").
    public var label: String
    public var value: Value

    public init(label: String, value: Value) {
        self.label = label
        self.value = value
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("value", .ref(Value.self)),
    ])
}
