/// `data/history/national.json`: national quartiles per series per year, and distributions of changes.
public struct NationalHistory: Sendable, Hashable, Codable {
    @Nullable public var series: [String: Series]? = nil
    @Nullable public var changes: [String: Change]? = nil

    public init() {}

    /// `stats[i]` is year `start + i`: `[p25, median, p75, nReporting]`, or null.
    public struct Series: Sendable, Hashable, Codable {
        @Nullable public var start: Int? = nil
        @Nullable public var stats: [[Double?]?]? = nil

        public init() {}
    }

    /// Distribution of one series' change over the default window.
    public struct Change: Sendable, Hashable, Codable {
        @Nullable public var from: Int? = nil
        @Nullable public var to: Int? = nil
        /// `ratio` or `points`.
        @Nullable public var measure: String? = nil
        @Nullable public var p5: Double? = nil
        @Nullable public var p25: Double? = nil
        @Nullable public var median: Double? = nil
        @Nullable public var p75: Double? = nil
        @Nullable public var p95: Double? = nil
        @Nullable public var n: Double? = nil

        public init() {}
    }
}
