/// Rows joining a start figure to an end figure (`dumbbell`; net price by income, window start → latest).
public struct DumbbellBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var rows: [DumbbellRow]
    /// Legend names of the two ends ("2013–14", "2023–24").
    public var startLabel: String
    public var endLabel: String

    public init(rows: [DumbbellRow], startLabel: String, endLabel: String) {
        self.rows = rows
        self.startLabel = startLabel
        self.endLabel = endLabel
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("dumbbell")),
        .init("rows", .array(.ref(DumbbellRow.self), minItems: 1)),
        .init("startLabel", .string()),
        .init("endLabel", .string()),
    ]).described("Start-to-end rows.")
}

/// One row of a ``DumbbellBlock``.
public struct DumbbellRow: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    public var start: Value
    public var end: Value

    public init(label: String, start: Value, end: Value) {
        self.label = label
        self.start = start
        self.end = end
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("start", .ref(Value.self)),
        .init("end", .ref(Value.self)),
    ])
}
