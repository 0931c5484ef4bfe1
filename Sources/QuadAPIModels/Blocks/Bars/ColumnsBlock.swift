/// What families paid at each income level, as columns (`columns`; net price by income).
public struct ColumnsBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var columns: [PriceColumn]
    /// The overall average, drawn as a line across the columns.
    public var average: Value?
    /// The price with no grants (the sticker), the height `paid` + `covered` reaches.
    public var reference: Value?
    /// Axis caption ("Family income per year").
    public var caption: String?

    public init(columns: [PriceColumn], average: Value? = nil, reference: Value? = nil, caption: String? = nil) {
        self.columns = columns
        self.average = average
        self.reference = reference
        self.caption = caption
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("columns")),
        .init("columns", .array(.ref(PriceColumn.self), minItems: 1)),
        .optional("average", .ref(Value.self)),
        .optional("reference", .ref(Value.self)),
        .optional("caption", .string()),
    ]).described("Columns of what was paid and what grants covered.")
}

/// One column of a ``ColumnsBlock``.
public struct PriceColumn: Sendable, Hashable, Codable, SchemaDescribed {
    /// The income band ("$48–75K").
    public var label: String
    /// What families paid; its value is null when not reported.
    public var paid: Value
    /// What grants covered of the reference price.
    public var covered: Value
    /// Drawn hatched: an estimate rather than a reported figure.
    public var estimated: Bool?

    public init(label: String, paid: Value, covered: Value, estimated: Bool? = nil) {
        self.label = label
        self.paid = paid
        self.covered = covered
        self.estimated = estimated
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("paid", .ref(Value.self)),
        .init("covered", .ref(Value.self)),
        .optional("estimated", .boolean),
    ])
}
