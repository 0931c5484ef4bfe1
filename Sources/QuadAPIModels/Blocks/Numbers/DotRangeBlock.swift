/// A group's median as a dot on the bar from its lowest to its highest member, with a comparison tick
/// (`dot-range`; conference "at a glance" rows).
public struct DotRangeBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    /// Small print under the label (year, members reporting).
    public var sub: String?
    public var low: Value
    public var median: Value
    public var high: Value
    /// The comparison figure drawn as a tick (every four-year college); its value is null when there is none.
    public var mark: Value
    /// Legend name of the mark ("All four-year colleges").
    public var markLabel: String?
    public var scale: AxisScale
    public var color: String

    public init(
        label: String, sub: String? = nil, low: Value, median: Value, high: Value, mark: Value, markLabel: String? = nil,
        scale: AxisScale, color: String
    ) {
        self.label = label
        self.sub = sub
        self.low = low
        self.median = median
        self.high = high
        self.mark = mark
        self.markLabel = markLabel
        self.scale = scale
        self.color = color
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("dot-range")),
        .init("label", .string()),
        .optional("sub", .string()),
        .init("low", .ref(Value.self)),
        .init("median", .ref(Value.self)),
        .init("high", .ref(Value.self)),
        .init("mark", .ref(Value.self)),
        .optional("markLabel", .string()),
        .init("scale", .ref(AxisScale.self)),
        .init("color", .colorToken),
    ]).described("A median within its range, with a comparison tick.")
}
