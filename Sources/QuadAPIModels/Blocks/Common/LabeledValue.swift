/// A label and the number printed beside it (card facts, map dot details).
public struct LabeledValue: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    public var value: Value
    /// Glossary key explaining the label.
    public var term: String?

    public init(label: String, value: Value, term: String? = nil) {
        self.label = label
        self.value = value
        self.term = term
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("value", .ref(Value.self)),
        .optional("term", .termKey),
    ])
}
