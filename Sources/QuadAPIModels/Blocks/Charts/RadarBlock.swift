/// Up to four colleges' shapes across percentile axes (`radar`).
public struct RadarBlock: Sendable, Hashable, Codable, SchemaDescribed {
    /// Axis names, clockwise from the top.
    public var axes: [String]
    public var series: [RadarSeries]
    /// The line under the chart (what a hollow dot means).
    public var note: String?

    public init(axes: [String], series: [RadarSeries], note: String? = nil) {
        self.axes = axes
        self.series = series
        self.note = note
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("radar")),
        .init("axes", .array(.string(), minItems: 3)),
        .init("series", .array(.ref(RadarSeries.self), minItems: 1)),
        .optional("note", .string()),
    ]).described("Percentile profiles on radial axes.")
}

/// One college's shape in a ``RadarBlock``.
public struct RadarSeries: Sendable, Hashable, Codable, SchemaDescribed {
    /// The college's id.
    public var id: String
    public var label: String
    public var color: String
    /// One percentile per axis, 0 to 1 outward; a null value is drawn hollow at the center.
    public var values: [Value]

    public init(id: String, label: String, color: String, values: [Value]) {
        self.id = id
        self.label = label
        self.color = color
        self.values = values
    }

    public static let schema = JSONSchema.object([
        .init("id", .string()),
        .init("label", .string()),
        .init("color", .colorToken),
        .init("values", .array(.ref(Value.self))),
    ])
}
