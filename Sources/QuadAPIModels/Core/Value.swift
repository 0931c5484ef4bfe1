/// A displayed number: what the site prints (`display`), the number behind it for charts and sorting (`value`),
/// its format, and its citation.
///
/// Made only by Domain's value builder (SPI `Lineage`) from a field path and a college, or from a documented
/// computation with its inputs; a number without a citation cannot be written.
public struct Value: Sendable, Hashable, Codable, SchemaDescribed {
    /// The number, or `null` when not reported (then `display` is an en dash).
    public let value: Double?
    public let display: String
    public let format: FormatKind
    public let cited: Cited
    public let delta: Delta?

    @_spi(Lineage)
    public init(value: Double?, display: String, format: FormatKind, cited: Cited, delta: Delta? = nil) {
        self.value = value
        self.display = display
        self.format = format
        self.cited = cited
        self.delta = delta
    }

    /// Returns a copy carrying a change over time.
    public func with(delta: Delta?) -> Value {
        Value(value: value, display: display, format: format, cited: cited, delta: delta)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(value, forKey: .value)
        try c.encode(display, forKey: .display)
        try c.encode(format, forKey: .format)
        try c.encode(cited, forKey: .cited)
        try c.encodeIfPresent(delta, forKey: .delta)
    }

    public static let schema = JSONSchema.object([
        .init("value", .nullable(.number())),
        .init("display", .string()),
        .init("format", .ref(FormatKind.self)),
        .init("cited", .ref(Cited.self)),
        .optional("delta", .ref(Delta.self)),
    ]).described("A displayed number with its citation.")
}

/// A change over time shown beside a value ("+12% since fall 2014").
public struct Delta: Sendable, Hashable, Codable, SchemaDescribed {
    public let value: Double
    public let display: String
    /// "since fall 2014", "since 2013–14".
    public let since: String

    @_spi(Lineage)
    public init(value: Double, display: String, since: String) {
        self.value = value
        self.display = display
        self.since = since
    }

    public static let schema = JSONSchema.object([
        .init("value", .number()),
        .init("display", .string()),
        .init("since", .string()),
    ]).described("Change over a window, with the window's start.")
}
