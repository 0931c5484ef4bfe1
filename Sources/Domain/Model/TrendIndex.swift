/// `data/history/trends/index.json`: the `/trends` cards and the list of trend files.
public struct TrendIndex: Sendable, Hashable, Codable {
    @Nullable public var built: String? = nil
    @Nullable public var cards: [Card]? = nil
    /// Trend file names (without `.json`).
    @Nullable public var files: [String]? = nil

    public init() {}

    /// One study card.
    public struct Card: Sendable, Hashable, Codable {
        @Nullable public var slug: String? = nil
        @Nullable public var title: String? = nil
        @Nullable public var headline: Headline? = nil
        @Nullable public var sentence: String? = nil
        @Nullable public var spark: Spark? = nil
        /// `fall`, `academic`, `cohort`.
        @Nullable public var yearKind: String? = nil
        @Nullable public var from: Int? = nil
        @Nullable public var to: Int? = nil
        @NullableNumber public var n: Double? = nil

        public init() {}
    }

    /// The card's big number.
    public struct Headline: Sendable, Hashable, Codable {
        @NullableNumber public var value: Double? = nil
        /// A format kind, e.g. `pct`.
        @Nullable public var format: String? = nil
        @Nullable public var caption: String? = nil

        public init() {}
    }

    /// A small chart: series of yearly values from `start`.
    public struct Spark: Sendable, Hashable, Codable {
        @Nullable public var start: Int? = nil
        @Nullable public var kind: String? = nil
        @Nullable public var format: String? = nil
        @Nullable public var series: [SparkSeries]? = nil

        public init() {}
    }

    /// One named line.
    public struct SparkSeries: Sendable, Hashable, Codable {
        @Nullable public var name: String? = nil
        @Nullable public var values: [Double?]? = nil

        public init() {}
    }
}
