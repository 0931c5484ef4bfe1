/// `data/history/trends/movers.json`: the "Biggest movers" lists for the ten- and five-year windows.
public struct MoversFile: Decodable, Sendable {
    public var name: String
    public var built: String
    public var yearKind: String
    public var from: Int
    public var to: Int
    /// Colleges considered.
    public var n: Int
    /// Entries shown before "Show 25".
    public var shown: Int
    /// Entries kept per list (plus ties).
    public var kept: Int
    public var rules: Rules
    public var windows: [MoversWindow]

    /// The site's exclusion rules, with the sizes of the reviewed lists.
    public struct Rules: Decodable, Sendable {
        public var stillOpenMinUndergrads: Int
        public var jumpFactor: Double
        public var onlineFirst: Int
        public var excludedCampuses: Int
    }

    /// The lists of one window, nil when the file has none for it.
    public func lists(window years: Int) -> [MoverList]? {
        windows.first { $0.years == years }?.lists
    }
}

/// Every list for one window (10 or 5 years back from each list's newest year).
public struct MoversWindow: Decodable, Sendable {
    public var years: Int
    public var lists: [MoverList]
}

/// One ranked list (`MoverResult` on the site).
public struct MoverList: Decodable, Sendable {
    /// `applications-surged`, `harder-to-get-into`, …
    public var key: String
    public var from: Int
    public var to: Int
    /// `fall`, `academic` or `cohort`.
    public var kind: String
    public var floors: [Floor]
    /// Colleges ranked (the median's base).
    public var n: Int
    public var median: Double?
    /// Colleges that cleared the floors but were left out, by rule.
    public var excluded: [String: Int]
    /// Ranks 1–25 plus ties with the 25th.
    public var entries: [Entry]

    public struct Floor: Decodable, Sendable {
        public var series: String
        public var min: Double
        /// `start` or `both`.
        public var at: String
    }

    public struct Entry: Decodable, Sendable {
        public var unitID: String
        public var name: String
        /// Competition rank: tied changes share a rank (1, 2, 2, 4).
        public var rank: Int
        /// The first year used (the window's start, or up to two years later).
        public var since: Int
        public var from: Double
        public var to: Double
        public var change: Double

        enum CodingKeys: String, CodingKey {
            case unitID = "unit_id"
            case name, rank, since, from, to, change
        }
    }
}
