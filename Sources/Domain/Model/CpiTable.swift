/// `data/history/cpi.json`: CPI-U school-year averages; `values[i]` is the year `start + i`.
public struct CpiTable: Sendable, Hashable, Codable {
    /// BLS series id.
    @Nullable public var series: String? = nil
    @Nullable public var label: String? = nil
    @Nullable public var url: String? = nil
    @Nullable public var retrieved: String? = nil
    @Nullable public var basis: String? = nil
    @Nullable public var start: Int? = nil
    @Nullable public var values: [Double]? = nil
    /// Months missing from the newest average ("2025-10").
    @Nullable public var missing: [String]? = nil

    public init() {}

    /// The index for `year`, or nil outside the table.
    public func value(in year: Int) -> Double? {
        guard let start, let values, year >= start, year - start < values.count else { return nil }
        return values[year - start]
    }
}
