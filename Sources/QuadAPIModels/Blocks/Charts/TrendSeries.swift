/// One year of a series: the plotted number and what its label prints, cited by the series unless it carries a
/// citation of its own (``CitedPatch``, usually that year's edition of the source).
public struct SeriesPoint: Sendable, Hashable, Codable, SchemaDescribed {
    public var year: Int
    /// The year's figure; `null` when not reported (a gap is a missing point, never a zero).
    public var value: Double?
    /// `formatBy(series.format, value)`.
    public var display: String
    /// Where the figure's citation differs from the series' `cited`.
    public var cited: CitedPatch?

    public init(year: Int, value: Double?, display: String, cited: CitedPatch? = nil) {
        self.year = year
        self.value = value
        self.display = display
        self.cited = cited
    }

    public static let schema = JSONSchema.object([
        .init("year", .year),
        .init("value", .nullable(.number())),
        .init("display", .string()),
        .optional("cited", .ref(CitedPatch.self)),
    ])
}

/// A year and its figure as a screen builds it, before a series factors the citations out.
public struct YearValue: Sendable, Hashable {
    public var year: Int
    public var value: Value

    public init(year: Int, value: Value) {
        self.year = year
        self.value = value
    }
}

/// A named line of yearly figures, cited once: `cited` covers every point that carries no citation of its own.
public struct TrendSeries: Sendable, Hashable, Codable, SchemaDescribed {
    public var key: String
    public var label: String
    public var color: String
    public var dashed: Bool?
    /// How every point's figure is printed.
    public var format: FormatKind
    /// The citation of the newest point; absent only when there are no points.
    public var cited: Cited?
    public var points: [SeriesPoint]
    /// Years computed with a fallback formula (noted in the tooltip).
    public var approx: [Int]?

    public init(key: String, label: String, color: String, dashed: Bool? = nil, format: FormatKind, cited: Cited?,
                points: [SeriesPoint], approx: [Int]? = nil) {
        self.key = key
        self.label = label
        self.color = color
        self.dashed = dashed
        self.format = format
        self.cited = cited
        self.points = points
        self.approx = approx
    }

    /// A series of `values` (one format; charts print no change beside a point): cited by its newest figure's
    /// citation, each other figure carrying only what differs in its own.
    public init(key: String, label: String, color: String, dashed: Bool? = nil, values: [YearValue], approx: [Int]? = nil) {
        let base = values.last?.value.cited
        let format = values.last?.value.format ?? .num
        assert(values.allSatisfy { $0.value.format == format && $0.value.delta == nil }, "a series has one format")
        self.init(key: key, label: label, color: color, dashed: dashed, format: format, cited: base,
                  points: values.map { v in
                      SeriesPoint(year: v.year, value: v.value.value, display: v.value.display,
                                  cited: base.flatMap { CitedPatch(v.value.cited, over: $0) })
                  }, approx: approx)
    }

    /// Every point as a full `Value` (its own citation laid over the series'), as a reader gets it.
    public var values: [YearValue] {
        guard let cited else { return [] }
        return points.map { p in
            YearValue(year: p.year, value: Value(value: p.value, display: p.display, format: format,
                                                 cited: p.cited?.applied(to: cited) ?? cited))
        }
    }

    public static let schema = JSONSchema.object([
        .init("key", .string()),
        .init("label", .string()),
        .init("color", .colorToken),
        .optional("dashed", .boolean),
        .init("format", .ref(FormatKind.self)),
        .optional("cited", .ref(Cited.self)),
        .init("points", .array(.ref(SeriesPoint.self))),
        .optional("approx", .array(.year)),
    ]).described("A named series of yearly figures, cited once; a point cites only what differs.")
}

/// A shaded band over the years: the national 25th–75th percentile with its median, or a college's score range.
/// Each edge (and the median) is cited once in `cited`; a point's figure carries its own only where it differs.
public struct TrendBand: Sendable, Hashable, Codable, SchemaDescribed {
    public var key: String
    public var label: String
    public var color: String?
    /// How every figure of the band is printed.
    public var format: FormatKind
    /// The citations of the newest point's edges; absent only when there are no points.
    public var cited: BandCitations?
    public var points: [BandPoint]

    public init(key: String, label: String, color: String? = nil, format: FormatKind, cited: BandCitations?,
                points: [BandPoint]) {
        self.key = key
        self.label = label
        self.color = color
        self.format = format
        self.cited = cited
        self.points = points
    }

    /// A band of `values` (one format), cited by its newest figures' citations.
    public init(key: String, label: String, color: String? = nil, values: [YearBand]) {
        let format = values.last?.low.format ?? .num
        let cited = values.last.map { last in
            BandCitations(low: last.low.cited, high: last.high.cited,
                          median: values.last { $0.median != nil }?.median?.cited)
        }
        func figure(_ v: Value?, _ base: Cited?) -> PlottedFigure? {
            guard let v else { return nil }
            assert(v.format == format && v.delta == nil, "a band has one format")
            return PlottedFigure(value: v.value, display: v.display, cited: base.flatMap { CitedPatch(v.cited, over: $0) })
        }
        self.init(key: key, label: label, color: color, format: format, cited: cited, points: values.map { p in
            BandPoint(year: p.year, low: figure(p.low, cited?.low)!, high: figure(p.high, cited?.high)!,
                      median: figure(p.median, cited?.median))
        })
    }

    /// Every point with full `Value`s (each figure's own citation laid over its edge's), as a reader gets them.
    public var values: [YearBand] {
        guard let cited else { return [] }
        func value(_ f: PlottedFigure, _ base: Cited) -> Value {
            Value(value: f.value, display: f.display, format: format, cited: f.cited?.applied(to: base) ?? base)
        }
        return points.map { p in
            YearBand(year: p.year, low: value(p.low, cited.low), high: value(p.high, cited.high),
                     median: p.median.flatMap { m in cited.median.map { value(m, $0) } })
        }
    }

    public static let schema = JSONSchema.object([
        .init("key", .string()),
        .init("label", .string()),
        .optional("color", .colorToken),
        .init("format", .ref(FormatKind.self)),
        .optional("cited", .ref(BandCitations.self)),
        .init("points", .array(.ref(BandPoint.self))),
    ]).described("A band of yearly low–high figures, cited once per edge.")
}

/// The citations of a ``TrendBand``'s edges and median.
public struct BandCitations: Sendable, Hashable, Codable, SchemaDescribed {
    public var low: Cited
    public var high: Cited
    public var median: Cited?

    public init(low: Cited, high: Cited, median: Cited? = nil) {
        self.low = low
        self.high = high
        self.median = median
    }

    public static let schema = JSONSchema.object([
        .init("low", .ref(Cited.self)),
        .init("high", .ref(Cited.self)),
        .optional("median", .ref(Cited.self)),
    ]).described("One citation per edge of a band.")
}

/// One figure of a chart point: the number, what its label prints, and its citation where it differs from the one
/// the chart gives it.
public struct PlottedFigure: Sendable, Hashable, Codable, SchemaDescribed {
    /// `null` when not reported.
    public var value: Double?
    /// `formatBy(format, value)` in the chart's format.
    public var display: String
    public var cited: CitedPatch?

    public init(value: Double?, display: String, cited: CitedPatch? = nil) {
        self.value = value
        self.display = display
        self.cited = cited
    }

    public static let schema = JSONSchema.object([
        .init("value", .nullable(.number())),
        .init("display", .string()),
        .optional("cited", .ref(CitedPatch.self)),
    ])
}

/// One year of a ``TrendBand``.
public struct BandPoint: Sendable, Hashable, Codable, SchemaDescribed {
    public var year: Int
    public var low: PlottedFigure
    public var high: PlottedFigure
    /// The middle line (national median), when the band has one.
    public var median: PlottedFigure?

    public init(year: Int, low: PlottedFigure, high: PlottedFigure, median: PlottedFigure? = nil) {
        self.year = year
        self.low = low
        self.high = high
        self.median = median
    }

    public static let schema = JSONSchema.object([
        .init("year", .year),
        .init("low", .ref(PlottedFigure.self)),
        .init("high", .ref(PlottedFigure.self)),
        .optional("median", .ref(PlottedFigure.self)),
    ])
}

/// A year of a band as a screen builds it, before the band factors the citations out.
public struct YearBand: Sendable, Hashable {
    public var year: Int
    public var low: Value
    public var high: Value
    public var median: Value?

    public init(year: Int, low: Value, high: Value, median: Value? = nil) {
        self.year = year
        self.low = low
        self.high = high
        self.median = median
    }
}
