/// A college's own counts by bucket, as columns (`histogram`; class sizes).
public struct HistogramBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var bins: [HistogramBin]
    public var label: String?

    public init(bins: [HistogramBin], label: String? = nil) {
        self.bins = bins
        self.label = label
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("histogram")),
        .init("bins", .array(.ref(HistogramBin.self), minItems: 1)),
        .optional("label", .string()),
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
