/// A college's figure as a bar beside the national median (`benchmark-bar`).
public struct BenchmarkBarBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var value: Value
    public var median: Value
    public var label: String
    public var term: String?
    /// Bar length of the longer of the two figures; absent means 0 to 1 (shares).
    public var scale: AxisScale?

    public init(value: Value, median: Value, label: String, term: String? = nil, scale: AxisScale? = nil) {
        self.value = value
        self.median = median
        self.label = label
        self.term = term
        self.scale = scale
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("benchmark-bar")),
        .init("value", .ref(Value.self)),
        .init("median", .ref(Value.self)),
        .init("label", .string()),
        .optional("term", .termKey),
        .optional("scale", .ref(AxisScale.self)),
    ]).described("A figure against the national median.")
}
