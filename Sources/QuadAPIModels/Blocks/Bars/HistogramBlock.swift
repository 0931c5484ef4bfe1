/// A college's own counts by bucket, as columns (`histogram`; class sizes).
public struct HistogramBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var bins: [HistogramBin]
    public var label: String?
    /// How many leading bins are drawn at full strength (the rest lighter), so a headline share shows in the chart.
    public var highlight: Int?
    /// The legend: what the full-strength bins are, then the lighter ones ("Under 20 students", "20 or more").
    public var legend: [String]?
    /// What a column says on hover or a tap, with `{value}`, `{label}` and `{share}` where the bin's count display,
    /// label and share display go ("{value} sections of {label} students ({share})").
    public var tip: String?

    public init(bins: [HistogramBin], label: String? = nil, highlight: Int? = nil, legend: [String]? = nil,
                tip: String? = nil) {
        self.bins = bins
        self.label = label
        self.highlight = highlight
        self.legend = legend
        self.tip = tip
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("histogram")),
        .init("bins", .array(.ref(HistogramBin.self), minItems: 1)),
        .optional("label", .string()),
        .optional("highlight", .integer(minimum: 0)),
        .optional("legend", .array(.string())),
        .optional("tip", .string()),
    ]).described("Counts by bucket.")
}

/// One column of a ``HistogramBlock``.
public struct HistogramBin: Sendable, Hashable, Codable, SchemaDescribed {
    /// The bucket ("2–9", "100+").
    public var label: String
    public var value: Value
    /// The bin's share of every bin, printed in the block's `tip`.
    public var share: Value?

    public init(label: String, value: Value, share: Value? = nil) {
        self.label = label
        self.value = value
        self.share = share
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("value", .ref(Value.self)),
        .optional("share", .ref(Value.self)),
    ])
}
