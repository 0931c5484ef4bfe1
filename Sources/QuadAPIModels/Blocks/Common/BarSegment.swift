/// One part of a 100% bar or a stacked total.
public struct BarSegment: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    public var value: Value
    public var color: String

    public init(label: String, value: Value, color: String) {
        self.label = label
        self.value = value
        self.color = color
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("value", .ref(Value.self)),
        .init("color", .colorToken),
    ])
}
