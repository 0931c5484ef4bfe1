/// A high school's rate by graduating class: exact rates as joined dots, published ranges as bars, suppressed
/// classes as hollow rings (`class-trend`).
public struct ClassTrendBlock: Sendable, Hashable, Codable, SchemaDescribed {
    /// Oldest class first.
    public var points: [ClassTrendPoint]
    public var label: String

    public init(points: [ClassTrendPoint], label: String) {
        self.points = points
        self.label = label
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("class-trend")),
        .init("points", .array(.ref(ClassTrendPoint.self))),
        .init("label", .string()),
    ]).described("A rate by graduating class.")
}

/// One class of a ``ClassTrendBlock``.
public struct ClassTrendPoint: Sendable, Hashable, Codable, SchemaDescribed {
    /// How the class's rate was published.
    public enum Precision: String, Sendable, Hashable, Codable, CaseIterable, SchemaDescribed {
        /// One rate: `value`.
        case exact
        /// A published range: `low` to `high`.
        case range
        /// Withheld for privacy.
        case suppressed

        public static let schemaName = "ClassTrendPrecision"
        public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
    }

    /// The graduating year.
    public var year: Int
    /// The class as printed ("Class of 2023").
    public var label: String
    public var precision: Precision
    public var value: Value?
    public var low: Value?
    public var high: Value?
    /// Students in the class.
    public var cohort: Value?

    public init(
        year: Int, label: String, precision: Precision, value: Value? = nil, low: Value? = nil, high: Value? = nil,
        cohort: Value? = nil
    ) {
        self.year = year
        self.label = label
        self.precision = precision
        self.value = value
        self.low = low
        self.high = high
        self.cohort = cohort
    }

    public static let schema = JSONSchema.object([
        .init("year", .year),
        .init("label", .string()),
        .init("precision", .ref(Precision.self)),
        .optional("value", .ref(Value.self)),
        .optional("low", .ref(Value.self)),
        .optional("high", .ref(Value.self)),
        .optional("cohort", .ref(Value.self)),
    ])
}
