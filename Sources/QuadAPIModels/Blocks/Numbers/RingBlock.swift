/// A share drawn as a ring, optionally against the national median (`ring`).
public struct RingBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var value: Value
    public var label: String
    public var median: Value?
    /// Small print under the ring (a selectivity tier, "come back for year two").
    public var caption: String?
    public var term: String?

    public init(value: Value, label: String, median: Value? = nil, caption: String? = nil, term: String? = nil) {
        self.value = value
        self.label = label
        self.median = median
        self.caption = caption
        self.term = term
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("ring")),
        .init("value", .ref(Value.self)),
        .init("label", .string()),
        .optional("median", .ref(Value.self)),
        .optional("caption", .string()),
        .optional("term", .termKey),
    ]).described("A share as a ring.")
}
