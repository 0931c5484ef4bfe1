public import QuadAPIModels

/// One compared figure drawn as a bar per college (the site's CompareMetric): label, glossary key, the field it
/// cites, how its numbers print, the bars' fixed end (shares end at 1; none runs to the largest value), and the
/// neutral badge of its extreme.
public struct CompareBar: Sendable {
    public var label: String
    public var term: String
    public var field: String
    public var format: FormatKind
    public var max: Double?
    public var flag: CompareFlag?
    public var value: @Sendable (School) -> Double?

    public init(_ label: String, term: String, field: String, format: FormatKind, max: Double? = nil,
                flag: CompareFlag? = nil, value: @escaping @Sendable (School) -> Double?) {
        self.label = label
        self.term = term
        self.field = field
        self.format = format
        self.max = max
        self.flag = flag
        self.value = value
    }

    /// A ranked measure's bar: its field and glossary key, `format` (the measure's own unless given), shares ending
    /// at 1.
    public static func metric(_ key: MetricKey, _ label: String, format: FormatKind? = nil, max: Double? = nil,
                              flag: CompareFlag? = nil) -> CompareBar {
        let d = key.definition
        return CompareBar(label, term: d.term, field: d.field, format: format ?? d.format, max: max, flag: flag) {
            key.value(of: $0)
        }
    }
}

/// Each college's middle 50% on one shared axis (SAT total or ACT composite).
public struct CompareRangeRow: Sendable {
    public enum Test: Sendable, Hashable { case sat, act }

    public var label: String
    public var term: String
    public var field: String
    public var test: Test

    /// The SAT total each college shows (its own CDS total when reported, else reading + math).
    public static let sat = CompareRangeRow(label: "SAT middle 50%", term: "middle-50", field: FieldPath.satTotal, test: .sat)
    /// The ACT composite.
    public static let act = CompareRangeRow(label: "ACT middle 50%", term: "act", field: FieldPath.actComposite, test: .act)

    /// The college's range, or nil.
    public func range(_ s: School) -> ScoreRange? {
        test == .sat ? ProfileFigures.satTotal(s) : s.admissions?.actComposite25_75
    }

    /// What a college without the range shows: "Test-blind" when it does not consider scores, else "Not reported".
    public static func fallback(_ s: School) -> String {
        s.admissions?.testPolicy == "not-considered" ? "Test-blind" : CompareCards.notReported
    }

    /// The shared axis: SAT from the hundred below the lowest 25th percentile less 60, to 1600; ACT from four below
    /// it (never under 1), to 36. Nil when no college has a range.
    public static func axis(_ test: Test, _ ranges: [ScoreRange?]) -> (low: Double, high: Double)? {
        guard let low = ranges.compactMap({ $0?.lo }).min() else { return nil }
        return test == .sat ? (((low - 60) / 100).rounded(.down) * 100, 1600) : (Swift.max(1, low - 4), 36)
    }
}

/// A line of text per college, with a figure at its end and a muted note (most popular major; applications' ten-year
/// direction).
public struct CompareTextRow: Sendable {
    /// The figure at the end of a line: the number behind it, and how it prints.
    public struct Figure: Sendable, Hashable {
        public var number: Double?
        public var display: String
        public var format: FormatKind
    }

    public var label: String
    public var term: String
    public var field: String
    /// Says what the figure is ("share of graduates").
    public var hint: String?
    public var line: @Sendable (School) -> String?
    public var figure: @Sendable (School) -> Figure?
    public var note: @Sendable (School) -> String?
    /// What a college without the line shows.
    public var fallback: @Sendable (School) -> String
}

/// One row of a compare topic card.
public enum CompareCardRow: Sendable {
    case bar(CompareBar)
    case range(CompareRangeRow)
    case text(CompareTextRow)

    /// True when the college has the row's figure.
    public func has(_ s: School) -> Bool {
        switch self {
        case let .bar(b): b.value(s) != nil
        case let .range(r): r.range(s) != nil
        case let .text(t): t.line(s) != nil
        }
    }

    public var label: String {
        switch self {
        case let .bar(b): b.label
        case let .range(r): r.label
        case let .text(t): t.label
        }
    }

    public var field: String {
        switch self {
        case let .bar(b): b.field
        case let .range(r): r.field
        case let .text(t): t.field
        }
    }
}
