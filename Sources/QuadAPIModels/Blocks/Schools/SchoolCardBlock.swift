/// A college as a result: a card (`school-card`) on wide screens or a compact row (`school-row`) on phones.
/// Both kinds share this payload; a row leaves meters, indicators and standouts empty.
public struct SchoolCardBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var school: SchoolRef
    /// The line under the name ("Cambridge, MA · Private").
    public var subtitle: String
    /// The headline figures in order (admit rate, SAT range, undergrads, cost).
    public var facts: [CardFact]
    /// The selectivity tier pill ("Most selective").
    public var tier: String?
    /// Percentile meters (selectivity, size, SAT, Pell, net price).
    public var meters: [PercentileMeter]
    /// The ten-year direction indicators, 2 × 2.
    public var indicators: [TrendIndicator]
    /// "Known for" chips.
    public var standouts: [Standout]
    /// Distance from the reader's home, when a home is set.
    public var distance: Distance?

    public init(
        school: SchoolRef, subtitle: String, facts: [CardFact], tier: String? = nil, meters: [PercentileMeter] = [],
        indicators: [TrendIndicator] = [], standouts: [Standout] = [], distance: Distance? = nil
    ) {
        self.school = school
        self.subtitle = subtitle
        self.facts = facts
        self.tier = tier
        self.meters = meters
        self.indicators = indicators
        self.standouts = standouts
        self.distance = distance
    }

    /// The block kinds that carry this payload.
    public static let kinds = ["school-card", "school-row"]

    public static let schema = JSONSchema.object([
        .init("kind", .oneOfStrings(kinds)),
        .init("school", .ref(SchoolRef.self)),
        .init("subtitle", .string()),
        .init("facts", .array(.ref(CardFact.self))),
        .optional("tier", .string()),
        .init("meters", .array(.ref(PercentileMeter.self), maxItems: 5)),
        .init("indicators", .array(.ref(TrendIndicator.self), maxItems: 4)),
        .init("standouts", .array(.ref(Standout.self))),
        .optional("distance", .ref(Distance.self)),
    ]).described("A college as a card or a row.")
}

/// One headline figure of a ``SchoolCardBlock``; a range (SAT middle 50%) has an upper end.
public struct CardFact: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    public var value: Value
    /// The upper end of a range; the app prints "value–upper".
    public var upper: Value?
    /// Small print under the figure ("admitted · about 1 in 30").
    public var caption: String?
    public var term: String?

    public init(label: String, value: Value, upper: Value? = nil, caption: String? = nil, term: String? = nil) {
        self.label = label
        self.value = value
        self.upper = upper
        self.caption = caption
        self.term = term
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("value", .ref(Value.self)),
        .optional("upper", .ref(Value.self)),
        .optional("caption", .string()),
        .optional("term", .termKey),
    ])
}

/// A figure with a bar filled to its percentile among every reporting college.
public struct PercentileMeter: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    public var value: Value
    /// The upper end when the figure is a range.
    public var upper: Value?
    /// Bar fill: the percentile (already inverted where lower is better), with the minimum fill applied.
    public var fill: Double

    public init(label: String, value: Value, upper: Value? = nil, fill: Double) {
        self.label = label
        self.value = value
        self.upper = upper
        self.fill = fill
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("value", .ref(Value.self)),
        .optional("upper", .ref(Value.self)),
        .init("fill", .fraction),
    ])
}

/// One ten-year direction (cost, applications, diversity, selectivity) in plain words.
public struct TrendIndicator: Sendable, Hashable, Codable, SchemaDescribed {
    /// Which way the measure moved, in the reader's terms (a falling admit rate is `up` for selectivity).
    public enum Direction: String, Sendable, Hashable, Codable, CaseIterable, SchemaDescribed {
        case up
        case steady
        case down

        public static let schemaName = "TrendDirection"
        public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
    }

    /// `cost`, `applications`, `diversity` or `selectivity`.
    public var key: String
    public var label: String
    public var direction: Direction
    /// The answer ("Rising", "More selective").
    public var word: String
    /// The change over the window.
    public var change: Value?
    /// The detail line ("admit rate 45% → 38%").
    public var detail: String?
    /// The question the indicator answers ("Is it getting more expensive?").
    public var question: String?

    public init(
        key: String, label: String, direction: Direction, word: String, change: Value? = nil, detail: String? = nil,
        question: String? = nil
    ) {
        self.key = key
        self.label = label
        self.direction = direction
        self.word = word
        self.change = change
        self.detail = detail
        self.question = question
    }

    public static let schema = JSONSchema.object([
        .init("key", .oneOfStrings(["cost", "applications", "diversity", "selectivity"])),
        .init("label", .string()),
        .init("direction", .ref(Direction.self)),
        .init("word", .string()),
        .optional("change", .ref(Value.self)),
        .optional("detail", .string()),
        .optional("question", .string()),
    ])
}

/// A "Known for" chip: what a college stands out for, colored by its domain.
public struct Standout: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    public var color: String
    /// The measure it came from (for its citation).
    public var metric: String?

    public init(label: String, color: String, metric: String? = nil) {
        self.label = label
        self.color = color
        self.metric = metric
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("color", .colorToken),
        .optional("metric", .string()),
    ])
}

/// How far a college is from the reader's home.
public struct Distance: Sendable, Hashable, Codable, SchemaDescribed {
    public var miles: Value
    /// The full line ("410 mi · about 7½ hours by car").
    public var text: String

    public init(miles: Value, text: String) {
        self.miles = miles
        self.text = text
    }

    public static let schema = JSONSchema.object([
        .init("miles", .ref(Value.self)),
        .init("text", .string()),
    ])
}
