/// Shares that add to 100% each year, as stacked areas (`stacked-area`; race and ethnicity over time).
public struct StackedAreaBlock: Sendable, Hashable, Codable, SchemaDescribed {
    /// Bottom to top.
    public var series: [TrendSeries]
    public var window: YearWindow
    public var yearKind: YearKind
    public var label: String

    public init(series: [TrendSeries], window: YearWindow, yearKind: YearKind, label: String) {
        self.series = series
        self.window = window
        self.yearKind = yearKind
        self.label = label
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("stacked-area")),
        .init("series", .array(.ref(TrendSeries.self), minItems: 1)),
        .init("window", .ref(YearWindow.self)),
        .init("yearKind", .ref(YearKind.self)),
        .init("label", .string()),
    ]).described("Yearly shares stacked to 100%.")
}
