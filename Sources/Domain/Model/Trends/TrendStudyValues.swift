/// The per-group values of the six study files (`men-and-women.json` … `test-optional.json`), field names as the
/// site writes them. Shares are 0–1, changes are ratios (−0.1 = −10%) or points in share units.
public enum TrendStudyValues {
    /// Men and women in admissions.
    public struct MenAndWomen: Decodable, Sendable {
        /// Share of colleges admitting men at a rate 3+ points higher than women, then and now.
        public var menHigher: ThenNow
        public var womenHigher: ThenNow
        /// Median college's men's minus women's rate.
        public var medianGap: ThenNow
        /// Rates weighted by each college's applicants.
        public var weightedMen: ThenNow
        public var weightedWomen: ThenNow
        public var lines: Lines

        public struct Lines: Decodable, Sendable {
            public var menHigher: [Double?]
            public var womenHigher: [Double?]
            public var medianGap: [Double?]
            public var weightedGap: [Double?]
        }
    }

    /// Shrinking colleges, one window.
    public struct Shrinking: Decodable, Sendable {
        public var shrank10: Double
        public var grew10: Double
        public var medianChange: Double
        /// Total undergraduates' change (the Students view).
        public var totalChange: Double
    }

    /// The price gap.
    public struct PriceGap: Decodable, Sendable {
        public var fullPriceChange: Double
        public var avgPaidChange: Double
        /// 1 − average paid ÷ full price at the median college.
        public var discount: ThenNow
        /// Median average paid in the last year, in its dollars.
        public var paidNow: Double
        public var grantPct: ThenNow
        public var grantAvg: ThenNow
        /// Median net price by income band ($0–30K first), then and now; a band may be null.
        public var netPriceByBand: [[Double?]?]
        public var lines: Lines

        public struct Lines: Decodable, Sendable {
            public var fullPriceIndex: [Double?]
            public var avgPaidIndex: [Double?]
            public var discount: [Double?]
        }
    }

    /// Public colleges and students from other states.
    public struct OutOfState: Decodable, Sendable {
        public var medianShare: ThenNow
        /// Share of publics with 30%+ of first-years from other states.
        public var share30: ThenNow
        public var weightedShare: ThenNow
        public var lines: Lines

        public struct Lines: Decodable, Sendable {
            public var medianShare: [Double?]
            public var share30: [Double?]
            public var weightedShare: [Double?]
        }
    }

    /// The Pell graduation gap.
    public struct PellGap: Decodable, Sendable {
        public var pellRate: ThenNow
        public var neitherRate: ThenNow
        /// Neither minus Pell, at the median college.
        public var gap: ThenNow
        /// Share of colleges with a gap of 10+ points.
        public var gap10Share: ThenNow
        public var weightedPellRate: ThenNow
        public var weightedNeitherRate: ThenNow
        public var weightedGap: ThenNow
        /// The median college's overall rate (context).
        public var overallRate: ThenNow?
        public var lines: Lines

        public struct Lines: Decodable, Sendable {
            public var pellRate: [Double?]
            public var neitherRate: [Double?]
            public var gap: [Double?]?
            public var overallRate: [Double?]
            public var weightedGap: [Double?]
        }
    }

    /// Test-optional went mainstream.
    public struct TestOptional: Decodable, Sendable {
        /// Share of colleges requiring the SAT or ACT.
        public var required: ThenNow
        public var satSubmitMedian: ThenNow
        public var actSubmitMedian: ThenNow
        public var lines: Lines

        public struct Lines: Decodable, Sendable {
            public var required: [Double?]
            /// From `blindFrom` on.
            public var blind: [Double?]
            public var satSubmitMedian: [Double?]
            public var actSubmitMedian: [Double?]
        }
    }
}
