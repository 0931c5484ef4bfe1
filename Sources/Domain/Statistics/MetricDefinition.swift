public import QuadAPIModels

/// A fixed axis for bars and strips, both ends included.
public struct MetricScale: Sendable, Hashable {
    public var lower: Double
    public var upper: Double

    public init(_ lower: Double, _ upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// 0 to 1, for shares.
    public static let share = MetricScale(0, 1)
}

/// One entry of the metric registry: what a measure reads, how it is cited, labeled and written.
public struct MetricDefinition: Sendable, Hashable {
    public var key: MetricKey
    /// The citation field path (`admissions.acceptance_rate`, `derived.sat_mid`, `trends`); the lineage layer turns
    /// it into a `Cited`.
    public var field: String
    /// Full label ("Acceptance rate").
    public var label: String
    /// Short label for tight spaces ("Admit rate").
    public var short: String
    /// Glossary entry key.
    public var term: String
    public var domain: MetricDomain
    /// The wire format name of the number.
    public var format: FormatKind
    /// How the number is written when it differs from ``format``.
    public var display: MetricDisplay
    /// Fixed axis, when meaningful.
    public var scale: MetricScale?
    /// Wording for the high end ("less selective").
    public var more: String
    /// Wording for the low end ("more selective").
    public var less: String

    public init(
        key: MetricKey, field: String, label: String, short: String, term: String, domain: MetricDomain,
        format: FormatKind, display: MetricDisplay = .standard, scale: MetricScale? = nil, more: String, less: String
    ) {
        self.key = key
        self.field = field
        self.label = label
        self.short = short
        self.term = term
        self.domain = domain
        self.format = format
        self.display = display
        self.scale = scale
        self.more = more
        self.less = less
    }

    /// The college's value (``MetricKey/value(of:)``).
    public func value(of s: School) -> Double? {
        key.value(of: s)
    }

    /// The value as the site prints it; an en dash when nil.
    public func text(_ value: Double?) -> String {
        display.text(value, format: format)
    }

    /// The format a value of this metric carries on the wire: ``format``, or the signed or gap kind its
    /// ``display`` prints.
    public var valueFormat: FormatKind { display.formatKind(format) }
}
