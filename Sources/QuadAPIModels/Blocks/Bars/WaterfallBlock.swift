/// A total built up and taken down on one scale: full price − grants = average cost (`waterfall`).
public struct WaterfallBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var steps: [WaterfallStep]
    /// A line under the chart ("62% got grants averaging $31,000; 38% got none.").
    public var note: String?

    public init(steps: [WaterfallStep], note: String? = nil) {
        self.steps = steps
        self.note = note
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("waterfall")),
        .init("steps", .array(.ref(WaterfallStep.self), minItems: 1)),
        .optional("note", .string()),
    ]).described("A cost waterfall.")
}

/// One bar of a ``WaterfallBlock``.
public struct WaterfallStep: Sendable, Hashable, Codable, SchemaDescribed {
    /// What a step does to the running total.
    public enum Operation: String, Sendable, Hashable, Codable, CaseIterable, SchemaDescribed {
        /// The starting total.
        case start
        case add
        case subtract
        /// The result.
        case total

        public static let schemaName = "WaterfallOperation"
        public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
    }

    public var label: String
    public var value: Value
    public var op: Operation
    /// What the bar is made of (tuition, housing, books, other), stacked.
    public var parts: [BarSegment]?
    public var term: String?

    public init(label: String, value: Value, op: Operation, parts: [BarSegment]? = nil, term: String? = nil) {
        self.label = label
        self.value = value
        self.op = op
        self.parts = parts
        self.term = term
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("value", .ref(Value.self)),
        .init("op", .ref(Operation.self)),
        .optional("parts", .array(.ref(BarSegment.self))),
        .optional("term", .termKey),
    ])
}
