/// How well one college matches a query.
public struct SearchMatch: Sendable, Hashable {
    /// Tier score: alias exact 5 + weight; name prefix 3; alias prefix 2.5 + weight ÷ 10; word prefix 2; name
    /// contains 1; city prefix or state code 0.5.
    public var score: Double
    /// The alias (as written) whose tier won; nil when a name, city or state tier won.
    public var matched: String?

    public init(score: Double, matched: String? = nil) {
        self.score = score
        self.matched = matched
    }
}

/// One search result: a college of the dataset and its match.
public struct SearchHit: Sendable, Hashable {
    /// Position in the dataset's `schools`.
    public var position: Int
    public var unitID: String
    public var score: Double
    /// The alias that matched, when an alias tier won.
    public var matched: String?

    public init(position: Int, unitID: String, score: Double, matched: String?) {
        self.position = position
        self.unitID = unitID
        self.score = score
        self.matched = matched
    }
}
