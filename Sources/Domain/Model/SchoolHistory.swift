/// `data/history/schools/{unit_id}.json`: one college's yearly series.
public struct SchoolHistory: Sendable, Hashable, Codable {
    @Nullable public var unitID: String? = nil
    /// Series by key (`applicants`, `full_price`, …).
    @Nullable public var series: [String: HistorySeries]? = nil
    /// Falls dropped because the admissions counts repeated the previous year.
    @Omittable public var repeated: [Int]? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case unitID = "unit_id"
        case series, repeated
    }
}

/// A yearly series: `values[i]` is year `start + i`; gaps are null.
public struct HistorySeries: Sendable, Hashable, Codable {
    /// First year (a fall; academic years by their fall).
    @Nullable public var start: Int? = nil
    @Nullable public var values: [Double?]? = nil
    /// Years computed with a fallback.
    @Omittable public var approx: [Int]? = nil

    public init() {}

    public init(start: Int?, values: [Double?]?) {
        self.start = start
        self.values = values
    }

    /// The value for `year`, or nil when outside the series or not reported.
    public func value(in year: Int) -> Double? {
        guard let start, let values, year >= start, year - start < values.count else { return nil }
        return values[year - start]
    }
}
