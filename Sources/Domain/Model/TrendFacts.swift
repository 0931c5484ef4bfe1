/// `data/history/facts.json`: national facts for the Home page (the site's `TrendFacts`). Each block may be null;
/// `legacy` and `majors` are absent from histories built before them.
public struct TrendFacts: Sendable, Hashable, Codable {
    @Nullable public var priceGap: PriceGap? = nil
    @Nullable public var harderToGetIn: HarderToGetIn? = nil
    @Nullable public var testRequired: TestRequired? = nil
    @Nullable public var legacy: Legacy? = nil
    @Nullable public var majors: Majors? = nil

    public init() {}

    /// Full price against what families pay.
    public struct PriceGap: Sendable, Hashable, Codable {
        @Nullable public var from: Int? = nil
        @Nullable public var to: Int? = nil
        @NullableNumber public var n: Double? = nil
        @NullableNumber public var fullPriceChange: Double? = nil
        @NullableNumber public var avgPaidChange: Double? = nil
        @Nullable public var fullPriceIndex: [Double?]? = nil
        @Nullable public var avgPaidIndex: [Double?]? = nil

        public init() {}
    }

    /// Applicants per seat.
    public struct HarderToGetIn: Sendable, Hashable, Codable {
        @Nullable public var from: Int? = nil
        @Nullable public var to: Int? = nil
        @NullableNumber public var n: Double? = nil
        @NullableNumber public var applicantsChange: Double? = nil
        @NullableNumber public var enrolledChange: Double? = nil
        @Nullable public var perSeat: [Double?]? = nil

        public init() {}
    }

    /// Share of colleges requiring test scores.
    public struct TestRequired: Sendable, Hashable, Codable {
        @Nullable public var from: Int? = nil
        @Nullable public var to: Int? = nil
        @NullableNumber public var n: Double? = nil
        @NullableNumber public var requiredFrom: Double? = nil
        @NullableNumber public var requiredTo: Double? = nil
        @Nullable public var byYear: [Double?]? = nil

        public init() {}
    }

    /// Colleges considering legacy status, from the first fall IPEDS asked to the newest, on a fixed panel.
    public struct Legacy: Sendable, Hashable, Codable {
        @Nullable public var from: Int? = nil
        @Nullable public var to: Int? = nil
        @NullableNumber public var n: Double? = nil
        /// Colleges considering it at `from` and at `to`.
        @NullableNumber public var consideredFrom: Double? = nil
        @NullableNumber public var consideredTo: Double? = nil
        /// Colleges that considered it at `from` and not at `to`, and the reverse.
        @NullableNumber public var stopped: Double? = nil
        @NullableNumber public var started: Double? = nil
        /// Share considering it, per fall from `from` to `to`.
        @Nullable public var byYear: [Double?]? = nil

        public init() {}
    }

    /// Each field's share of first-major bachelor's degrees at both ends, on a fixed panel of colleges awarding them
    /// in both years; fields ordered by their change in points, the biggest gain first.
    public struct Majors: Sendable, Hashable, Codable {
        @Nullable public var from: Int? = nil
        @Nullable public var to: Int? = nil
        @NullableNumber public var n: Double? = nil
        @Nullable public var families: [Family]? = nil

        public init() {}

        /// One two-digit CIP family's share at `from` and at `to`.
        public struct Family: Sendable, Hashable, Codable {
            public var family: String
            public var from: Double
            public var to: Double

            public init(family: String, from: Double, to: Double) {
                self.family = family
                self.from = from
                self.to = to
            }
        }
    }
}
