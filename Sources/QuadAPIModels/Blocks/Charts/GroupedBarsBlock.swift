/// Bars in groups, one bar per series, with the leader flagged (`grouped-bars`; compare metrics).
public struct GroupedBarsBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var groups: [BarGroup]
    /// The bars of each group, in order.
    public var series: [BarSeries]
    /// The word for the best bar of a group and which series earn it; absent when no bar stands out.
    public var flag: BarFlag?
    public var scale: AxisScale?

    public init(groups: [BarGroup], series: [BarSeries], flag: BarFlag? = nil, scale: AxisScale? = nil) {
        self.groups = groups
        self.series = series
        self.flag = flag
        self.scale = scale
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("grouped-bars")),
        .init("groups", .array(.ref(BarGroup.self), minItems: 1)),
        .init("series", .array(.ref(BarSeries.self), minItems: 1)),
        .optional("flag", .ref(BarFlag.self)),
        .optional("scale", .ref(AxisScale.self)),
    ]).described("Grouped bars, one per series.")
}

/// One group of a ``GroupedBarsBlock``.
public struct BarGroup: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    public var term: String?
    /// One figure per series, in the block's series order.
    public var values: [Value]
    /// Per value, the words printed in place of a missing one ("Not reported", "Published data end at $110K"); null
    /// for a value that is there. Absent when every value is.
    public var notes: [String?]?

    public init(label: String, term: String? = nil, values: [Value], notes: [String?]? = nil) {
        self.label = label
        self.term = term
        self.values = values
        self.notes = notes
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .optional("term", .termKey),
        .init("values", .array(.ref(Value.self))),
        .optional("notes", .array(.nullable(.string()))),
    ])
}

/// One series (a college, a year) of a ``GroupedBarsBlock``.
public struct BarSeries: Sendable, Hashable, Codable, SchemaDescribed {
    public var key: String
    public var label: String
    public var color: String

    public init(key: String, label: String, color: String) {
        self.key = key
        self.label = label
        self.color = color
    }

    public static let schema = JSONSchema.object([
        .init("key", .string()),
        .init("label", .string()),
        .init("color", .colorToken),
    ])
}

/// The leader's badge in a ``GroupedBarsBlock`` ("Highest", "Lowest", "Fewest").
public struct BarFlag: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    /// Keys of the series that earn it (more than one on a tie).
    public var series: [String]

    public init(label: String, series: [String]) {
        self.label = label
        self.series = series
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("series", .array(.string(), minItems: 1)),
    ])
}
