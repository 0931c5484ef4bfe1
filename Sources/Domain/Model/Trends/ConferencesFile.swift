/// `data/history/trends/conferences.json`: every athletic conference with a member on the site.
public struct ConferencesFile: Decodable, Sendable {
    public var name: String
    public var built: String
    public var yearKind: String
    /// The applicants window.
    public var from: Int
    public var to: Int
    /// Members counted over every conference.
    public var n: Int
    /// Members a conference needs for medians (8).
    public var floor: Int
    /// Share of members that must report a year (0.8).
    public var coverage: Double
    /// School years the membership series covers.
    public var membership: YearRange
    /// The over-time measures, in the switch's order.
    public var measures: [Measure]
    /// The at-a-glance measures, in order (`values` arrays follow it).
    public var glance: [GlanceMeta]
    public var conferences: [ConferenceRow]
    /// Independents and catch-all codes: listed, never summarized.
    public var unaffiliated: [Unaffiliated]
    public var movesPerYear: [MovesInYear]

    public struct YearRange: Decodable, Sendable {
        public var from: Int
        public var to: Int
    }

    public struct Measure: Decodable, Sendable {
        /// `applicants`, `acceptance_rate`, `undergrads`, `avg_paid_all`, `out_of_state_share`.
        public var key: String
        public var kind: String
        public var from: Int
        public var to: Int
        /// Years between points (2 for the even-fall residence survey).
        public var cadence: Int
        /// Money is in this school year's dollars.
        public var dollarsOf: Int?
        /// Every college's median, `from` to `to` by `cadence`.
        public var national: [Double?]
    }

    public struct GlanceMeta: Decodable, Sendable {
        /// A measure key, or `pell`.
        public var key: String
        public var year: Int?
        public var kind: String?
        public var national: Double?
    }

    public struct Unaffiliated: Decodable, Sendable {
        public var code: Int
        public var name: String
        public var members: Int
    }

    public struct MovesInYear: Decodable, Sendable {
        public var year: Int
        public var moves: Int
    }

    /// The conference with this page slug.
    public func conference(slug: String) -> ConferenceRow? {
        conferences.first { $0.slug == slug }
    }

    /// A conference's name by code: from the file, else nil.
    public func name(of code: Int) -> String? {
        conferences.first { $0.code == code }?.name ?? unaffiliated.first { $0.code == code }?.name
    }
}

/// One conference (`ConferenceRow` on the site).
public struct ConferenceRow: Decodable, Sendable {
    public var code: Int
    public var name: String
    public var slug: String
    /// `I-FBS`, `I-FCS`, `I`, `II`, `III`, `NAIA`.
    public var level: String
    /// Today's members (main conference).
    public var members: [String]
    /// A football-only league: listed with its football members and no medians.
    public var footballOnly: Bool?
    public var footballMembers: [String]?
    /// Under the floor: no medians.
    public var tooFew: Bool?
    /// Join year by member.
    public var joined: [String: Int]
    /// Members playing football in another conference: that conference's code.
    public var football: [String: Int]
    public var moves: [Move]
    /// Median lines by measure: `today` (today's members every year) and `atTheTime`.
    public var lines: [String: Lines]?
    public var change: Change?
    public var totals: Totals?
    /// Median, range and reporting count by glance key.
    public var glance: [String: Glance]?
    /// Each member's glance values, in the file's glance order.
    public var values: [String: [Double?]]?

    public struct Move: Decodable, Sendable {
        public var year: Int
        public var unitID: String
        /// The other conference's code.
        public var other: Int
        /// True when the college joined this conference.
        public var joined: Bool
        public var football: Bool

        enum CodingKeys: String, CodingKey {
            case year, other, joined, football
            case unitID = "unit_id"
        }
    }

    public struct Lines: Decodable, Sendable {
        public var today: [Double?]
        public var atTheTime: [Double?]
    }

    /// The median member's own change (counts and money), or the median then and now (rates).
    public struct Change: Decodable, Sendable {
        public var applicants: Double?
        public var undergrads: Double?
        public var avgPaidAll: Double?
        public var acceptanceRate: ThenNow?
        public var outOfStateShare: ThenNow?

        enum CodingKeys: String, CodingKey {
            case applicants, undergrads
            case avgPaidAll = "avg_paid_all"
            case acceptanceRate = "acceptance_rate"
            case outOfStateShare = "out_of_state_share"
        }
    }

    public struct Totals: Decodable, Sendable {
        public var applicants: Total?
        public var undergrads: Total?
    }

    /// Sums over members reporting both ends.
    public struct Total: Decodable, Sendable {
        public var then: Double
        public var now: Double
        public var n: Int
    }

    public struct Glance: Decodable, Sendable {
        public var median: Double
        public var min: Double
        public var max: Double
        public var n: Int
    }

    /// True when the page shows no medians.
    public var hasNoMedians: Bool { tooFew == true || footballOnly == true }
}
