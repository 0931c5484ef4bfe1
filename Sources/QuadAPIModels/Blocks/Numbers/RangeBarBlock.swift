/// A middle-50% range on a fixed scale, with optional markers for the college's median, the national median and
/// the reader's own score (`range-bar`).
public struct RangeBarBlock: Sendable, Hashable, Codable, SchemaDescribed {
    /// The 25th percentile.
    public var low: Value
    /// The 75th percentile.
    public var high: Value
    /// The college's own median, when it reports one.
    public var median: Value?
    /// The reader's score (score checker).
    public var you: Value?
    /// The national median midpoint, drawn as a tick.
    public var national: Value?
    public var scale: AxisScale
    public var label: String
    public var term: String?
    /// The sentence saying where `you` falls.
    public var youText: String?
    /// Drawn small, without tick labels (topic cards).
    public var compact: Bool?
    /// Palette token of the range (a college's compare slot); absent draws the default color.
    public var color: String?

    public init(
        low: Value, high: Value, median: Value? = nil, you: Value? = nil, national: Value? = nil, scale: AxisScale,
        label: String, term: String? = nil, youText: String? = nil, compact: Bool? = nil, color: String? = nil
    ) {
        self.low = low
        self.high = high
        self.median = median
        self.you = you
        self.national = national
        self.scale = scale
        self.label = label
        self.term = term
        self.youText = youText
        self.compact = compact
        self.color = color
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("range-bar")),
        .init("low", .ref(Value.self)),
        .init("high", .ref(Value.self)),
        .optional("median", .ref(Value.self)),
        .optional("you", .ref(Value.self)),
        .optional("national", .ref(Value.self)),
        .init("scale", .ref(AxisScale.self)),
        .init("label", .string()),
        .optional("term", .termKey),
        .optional("youText", .string()),
        .optional("compact", .boolean),
        .optional("color", .colorToken),
    ]).described("A middle-50% range on a fixed scale.")
}
