/// `data/history/facts.json`: national facts for the Home page. Each block may be null.
public struct TrendFacts: Sendable, Hashable, Codable {
    @Nullable public var priceGap: PriceGap? = nil
    @Nullable public var harderToGetIn: HarderToGetIn? = nil
    @Nullable public var testRequired: TestRequired? = nil

    public init() {}

    /// Full price against what families pay.
    public struct PriceGap: Sendable, Hashable, Codable {
        @Nullable public var from: Int? = nil
        @Nullable public var to: Int? = nil
        @Nullable public var n: Double? = nil
        @Nullable public var fullPriceChange: Double? = nil
        @Nullable public var avgPaidChange: Double? = nil
        @Nullable public var fullPriceIndex: [Double?]? = nil
        @Nullable public var avgPaidIndex: [Double?]? = nil

        public init() {}
    }

    /// Applicants per seat.
    public struct HarderToGetIn: Sendable, Hashable, Codable {
        @Nullable public var from: Int? = nil
        @Nullable public var to: Int? = nil
        @Nullable public var n: Double? = nil
        @Nullable public var applicantsChange: Double? = nil
        @Nullable public var enrolledChange: Double? = nil
        @Nullable public var perSeat: [Double?]? = nil

        public init() {}
    }

    /// Share of colleges requiring test scores.
    public struct TestRequired: Sendable, Hashable, Codable {
        @Nullable public var from: Int? = nil
        @Nullable public var to: Int? = nil
        @Nullable public var n: Double? = nil
        @Nullable public var requiredFrom: Double? = nil
        @Nullable public var requiredTo: Double? = nil
        @Nullable public var byYear: [Double?]? = nil

        public init() {}
    }
}
