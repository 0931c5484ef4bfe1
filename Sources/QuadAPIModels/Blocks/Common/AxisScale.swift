/// The extent of a track or axis, for layout only: where marks sit, never a number shown as data.
public struct AxisScale: Sendable, Hashable, Codable, SchemaDescribed {
    public var min: Double
    public var max: Double
    /// Tick positions along the axis; absent means the two ends.
    public var ticks: [Double]?
    /// How tick labels are printed.
    public var format: FormatKind?

    public init(min: Double, max: Double, ticks: [Double]? = nil, format: FormatKind? = nil) {
        self.min = min
        self.max = max
        self.ticks = ticks
        self.format = format
    }

    public static let schema = JSONSchema.object([
        .init("min", .number()),
        .init("max", .number()),
        .optional("ticks", .array(.number())),
        .optional("format", .ref(FormatKind.self)),
    ]).described("Extent of an axis or track, for layout.")
}
