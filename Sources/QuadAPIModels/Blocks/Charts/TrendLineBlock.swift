/// Year-by-year lines on one axis, with optional bands, definition breaks, event shading and a provisional last
/// year (`trend-line`). `compact` draws it as a sparkline.
public struct TrendLineBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var series: [TrendSeries]
    public var bands: [TrendBand]?
    /// Definition changes, drawn as labeled rules that split every line.
    public var breaks: [YearMark]?
    /// Single shaded years (the pandemic year).
    public var events: [YearMark]?
    /// Shaded runs of years (scores not required).
    public var spans: [YearSpan]?
    public var window: YearWindow
    public var yearKind: YearKind
    /// How the axis ticks are printed.
    public var format: FormatKind
    /// A year whose figures may still be revised (drawn hollow).
    public var provisional: Int?
    /// A description of the chart for VoiceOver.
    public var label: String
    /// Drawn as a sparkline, without axes.
    public var compact: Bool?
    /// Years between reported points when a series is collected less often than yearly (where first-years come from:
    /// every other fall); the line joins points this far apart. Absent: yearly.
    public var cadence: Int?

    public init(
        series: [TrendSeries], bands: [TrendBand]? = nil, breaks: [YearMark]? = nil, events: [YearMark]? = nil,
        spans: [YearSpan]? = nil, window: YearWindow, yearKind: YearKind, format: FormatKind, provisional: Int? = nil,
        label: String, compact: Bool? = nil, cadence: Int? = nil
    ) {
        self.series = series
        self.bands = bands
        self.breaks = breaks
        self.events = events
        self.spans = spans
        self.window = window
        self.yearKind = yearKind
        self.format = format
        self.provisional = provisional
        self.label = label
        self.compact = compact
        self.cadence = cadence
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("trend-line")),
        .init("series", .array(.ref(TrendSeries.self))),
        .optional("bands", .array(.ref(TrendBand.self))),
        .optional("breaks", .array(.ref(YearMark.self))),
        .optional("events", .array(.ref(YearMark.self))),
        .optional("spans", .array(.ref(YearSpan.self))),
        .init("window", .ref(YearWindow.self)),
        .init("yearKind", .ref(YearKind.self)),
        .init("format", .ref(FormatKind.self)),
        .optional("provisional", .year),
        .init("label", .string()),
        .optional("compact", .boolean),
        .optional("cadence", .integer(minimum: 2)),
    ]).described("Yearly lines over a window.")
}
