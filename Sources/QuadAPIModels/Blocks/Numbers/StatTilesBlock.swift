/// A strip of key numbers, each with its label (`stat-tiles`).
public struct StatTilesBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var tiles: [StatTile]

    public init(tiles: [StatTile]) { self.tiles = tiles }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("stat-tiles")),
        .init("tiles", .array(.ref(StatTile.self), minItems: 1)),
    ]).described("A strip of key numbers.")
}

/// One key number of a ``StatTilesBlock``.
public struct StatTile: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    public var value: Value
    /// The top of a range shown as one figure ("1070–1270": `value` is the low end); absent for one number.
    public var upper: Value?
    /// Small print under the number ("pooled across all schools").
    public var hint: String?
    public var term: String?

    public init(label: String, value: Value, upper: Value? = nil, hint: String? = nil, term: String? = nil) {
        self.label = label
        self.value = value
        self.upper = upper
        self.hint = hint
        self.term = term
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("value", .ref(Value.self)),
        .optional("upper", .ref(Value.self)),
        .optional("hint", .string()),
        .optional("term", .termKey),
    ])
}
