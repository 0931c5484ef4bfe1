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
        @NullableNumber public var p5: Double? = nil
        @NullableNumber public var p25: Double? = nil
        @NullableNumber public var median: Double? = nil
        @NullableNumber public var p75: Double? = nil
        @NullableNumber public var p95: Double? = nil
        @NullableNumber public var n: Double? = nil

        public init() {}
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension NationalHistory: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $series = try object.nullable(CodingKeys.series)
        $changes = try object.nullable(CodingKeys.changes)
    }
}

extension NationalHistory.Series: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $start = try object.nullable(CodingKeys.start)
        $stats = try object.nullable(CodingKeys.stats)
    }
}

extension NationalHistory.Change: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $from = try object.nullable(CodingKeys.from)
        $to = try object.nullable(CodingKeys.to)
        $measure = try object.nullable(CodingKeys.measure)
        $p5 = try object.nullable(CodingKeys.p5)
        $p25 = try object.nullable(CodingKeys.p25)
        $median = try object.nullable(CodingKeys.median)
        $p75 = try object.nullable(CodingKeys.p75)
        $p95 = try object.nullable(CodingKeys.p95)
        $n = try object.nullable(CodingKeys.n)
    }
}
