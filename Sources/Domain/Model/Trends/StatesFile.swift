/// `data/history/trends/states.json`: per state and territory, counts, the fixed panel's changes, sparklines, where
/// first-years come from, the state's movers and its public research universities.
public struct StatesFile: Decodable, Sendable {
    public var name: String
    public var built: String
    public var yearKind: String
    public var from: Int
    public var to: Int
    /// Colleges considered.
    public var n: Int
    /// Colleges a state needs for medians (10).
    public var floor: Int
    public var lineFrom: Int
    /// The average-cost window (school years).
    public var fromMoney: Int
    public var toMoney: Int
    public var national: National
    public var states: [StateEntry]

    /// The national comparison lines, over the same 300-undergraduate panel rule.
    public struct National: Decodable, Sendable {
        public var sparkLines: StateEntry.SparkLines
        public var outOfStatePublicLine: [Double?]
    }

    /// The entry for a USPS code (any case).
    public func state(_ postal: String) -> StateEntry? {
        let code = postal.uppercased()
        return states.first { $0.postal == code }
    }
}

/// One state or territory.
public struct StateEntry: Decodable, Sendable {
    public var postal: String
    public var name: String
    public var territory: Bool
    public var onSite: OnSite
    public var members: [Member]
    public var topSendingStates: [SendingState]
    public var researchUnis: [ResearchUniversity]
    /// The state's movers (applications, undergraduates, average cost), ten-year window.
    public var movers: [MoversWindow]
    public var panel: Panel
    /// Under the floor: counts, members and movers only.
    public var tooFew: Bool?
    /// The index map's measures (null under the floor).
    public var map: MapMeasures
    public var all: TrendGroupRow<Measures>?
    public var control: TrendGrouping<Measures>?
    public var sparkLines: SparkLines?
    public var outOfState: OutOfState?

    public struct OnSite: Decodable, Sendable {
        public var total: Int
        public var `public`: Int
        public var privateNonprofit: Int
        public var privateForprofit: Int
    }

    public struct Member: Decodable, Sendable {
        public var unitID: String
        public var name: String

        enum CodingKeys: String, CodingKey {
            case unitID = "unit_id"
            case name
        }
    }

    public struct SendingState: Decodable, Sendable {
        public var state: String
        public var count: Int
        public var share: Double
    }

    public struct ResearchUniversity: Decodable, Sendable {
        public var unitID: String
        public var name: String
        /// `R1` or `R2`.
        public var tier: String
        public var from: Int
        public var to: Int
        public var change: Double?

        enum CodingKeys: String, CodingKey {
            case unitID = "unit_id"
            case name, tier, from, to, change
        }
    }

    public struct Panel: Decodable, Sendable {
        public var n: Int
        public var ids: [String]
    }

    public struct MapMeasures: Decodable, Sendable {
        public var undergradChange: Double?
        public var acceptanceRate: Double?
        public var avgCost: Double?
        public var outOfState: Double?
        public var testOptionalShare: Double?
    }

    /// One group's ten-year changes over its panel.
    public struct Measures: Decodable, Sendable {
        public var undergradsMedianChange: Double
        /// Total undergraduates then and now.
        public var undergradsTotal: ThenNow
        public var undergradsTotalChange: Double
        public var applicantsMedianChange: Double
        /// Points.
        public var acceptanceRateMedianChange: Double
        /// After inflation.
        public var avgPaidMedianChange: Double
    }

    /// Yearly medians over the panel (average paid over the school-year window, in `toMoney`'s dollars).
    public struct SparkLines: Decodable, Sendable {
        public var undergrads: [Double?]
        public var applicants: [Double?]
        public var acceptanceRate: [Double?]
        public var avgPaid: [Double?]
    }

    public struct OutOfState: Decodable, Sendable {
        public var from: Int
        public var to: Int
        public var lineFrom: Int
        public var `public`: Side?
        public var privateNonprofit: Side?

        public struct Side: Decodable, Sendable {
            public var n: Int
            /// Even falls only; odd years are null.
            public var line: [Double?]
            public var thenNow: ThenNow
        }
    }

    /// True when the page shows counts, members and movers only.
    public var isTooFew: Bool { tooFew == true || all?.values == nil || sparkLines == nil }
}
