/// The fields each study file adds to the common part (``TrendStudy``), and the typed files.
public enum TrendStudyExtras {
    /// `men-and-women.json`.
    public struct MenAndWomen: Decodable, Sendable {
        /// "Notably higher": a gap of at least this much (0.03).
        public var threshold: Double
        /// Applicants a college needs at both ends.
        public var minApplicants: Int
    }

    /// `shrinking-colleges.json`.
    public struct Shrinking: Decodable, Sendable {
        public var minUndergrads: Int
        public var threshold: Double
        /// The five-year window.
        public var five: Window
        /// Share of the ten-year panel smaller than at the start, each fall from `from` to `to`.
        public var belowStart: [Double?]
        public var histogram: Histogram
        public var companion: Companion

        public struct Window: Decodable, Sendable {
            public var from: Int
            public var to: Int
            public var n: Int
            public var national: TrendGroupRow<TrendStudyValues.Shrinking>
            public var groupings: [TrendGrouping<TrendStudyValues.Shrinking>]
        }

        /// Ten-year % change across the panel in bins of `binSize`, clamped into the end bins.
        public struct Histogram: Decodable, Sendable {
            public var binSize: Double
            public var min: Double
            public var max: Double
            public var counts: [Int]
            public var median: Double
            public var n: Int
        }

        /// Median applicants and enrolled first-years at the colleges that shrank 10%+.
        public struct Companion: Decodable, Sendable {
            public var from: Int
            public var to: Int
            public var n: Int
            public var applicants: [Double?]
            public var enrolled: [Double?]
        }
    }

    /// `price-gap.json`.
    public struct PriceGap: Decodable, Sendable {
        /// The biggest single-year drops in full price (tuition resets).
        public var resets: [Reset]
        /// A drop of this much (negative, −0.1) counts as a reset.
        public var resetThreshold: Double

        public struct Reset: Decodable, Sendable {
            public var unitId: String
            public var name: String
            /// The drop as a ratio (negative).
            public var drop: Double
            /// The year before the drop.
            public var year: Int
        }
    }

    /// `out-of-state.json`.
    public struct OutOfState: Decodable, Sendable {
        public var threshold: Double
        /// Enrolled first-years a public needs in the first fall.
        public var minEnrolled: Int?
        public var `private`: PrivateLine
        public var internationalMedian: ThenNow
        public var premium: Premium
        public var sendingStates: SendingStates

        public struct PrivateLine: Decodable, Sendable {
            public var median: ThenNow?
            public var line: [Double?]
        }

        /// Out-of-state minus in-state full price at the median public, in `to`'s dollars.
        public struct Premium: Decodable, Sendable {
            public var from: Int
            public var to: Int
            public var lineFrom: Int
            public var line: [Double?]
            public var median: ThenNow
            /// Share of publics charging $20,000 or more extra.
            public var over20k: ThenNow
        }

        public struct SendingStates: Decodable, Sendable {
            public var year: Int
            /// Public colleges that reported the residence table.
            public var n: Int
            /// Out-of-state first-years by home state.
            public var totals: [String: Int]
        }
    }

    /// `pell-gap.json`.
    public struct PellGap: Decodable, Sendable {
        public var gapThreshold: Double
        public var minCohort: Int
        public var om8: OutcomeMeasures

        /// The 8-year outcome measures companion, its own entering class.
        public struct OutcomeMeasures: Decodable, Sendable {
            public var year: Int
            public var national: Row
            public var byControl: [Row]

            public struct Row: Decodable, Sendable {
                public var key: String?
                public var label: String?
                public var n: Int
                public var tooFew: Bool?
                public var pell: Double?
                public var nonPell: Double?
            }
        }
    }

    /// `test-optional.json`.
    public struct TestOptional: Decodable, Sendable {
        /// From this fall, policy code 3 means test-blind.
        public var blindFrom: Int
        /// SAT submission weighted by enrolled first-years, then and now.
        public var weightedSatSubmit: ThenNow
        public var scoreRanges: [ScoreRange]
        public var wentBackToRequiring: [College]

        /// Published SAT 25th/75th percentiles by what the policy did.
        public struct ScoreRange: Decodable, Sendable {
            /// `dropped`, `required-both`, `optional-both`.
            public var key: String
            public var label: String
            public var n: Int
            public var tooFew: Bool?
            public var p25: ThenNow?
            public var p75: ThenNow?
        }

        public struct College: Decodable, Sendable {
            public var id: String
            public var name: String
            public var policyNow: String
        }
    }
}

/// The six study files, typed.
public enum TrendStudyFiles {
    public typealias MenAndWomen = TrendStudyFile<TrendStudyValues.MenAndWomen, TrendStudyExtras.MenAndWomen>
    public typealias Shrinking = TrendStudyFile<TrendStudyValues.Shrinking, TrendStudyExtras.Shrinking>
    public typealias PriceGap = TrendStudyFile<TrendStudyValues.PriceGap, TrendStudyExtras.PriceGap>
    public typealias OutOfState = TrendStudyFile<TrendStudyValues.OutOfState, TrendStudyExtras.OutOfState>
    public typealias PellGap = TrendStudyFile<TrendStudyValues.PellGap, TrendStudyExtras.PellGap>
    public typealias TestOptional = TrendStudyFile<TrendStudyValues.TestOptional, TrendStudyExtras.TestOptional>
}
