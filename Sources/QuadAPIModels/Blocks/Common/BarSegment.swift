/// One part of a 100% bar or a stacked total.
public struct BarSegment: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    public var value: Value
    /// The top of a published band, printed after the low end and an en dash: "27–28%" (`value` is the low end, in
    /// `pctRangeLow`); absent for one figure.
    public var upper: Value?
    public var color: String

    public init(label: String, value: Value, upper: Value? = nil, color: String) {
        self.label = label
        self.value = value
        self.upper = upper
        self.color = color
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("value", .ref(Value.self)),
        .optional("upper", .ref(Value.self)),
        .init("color", .colorToken),
    ])
}
