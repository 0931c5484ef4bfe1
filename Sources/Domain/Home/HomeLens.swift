/// One of Home's nine "What kind of school are you after?" cards: a preset Explore query.
///
/// The card's count and crests come from running the query through the Explore engine itself (``run(_:)``), so
/// they are what `/explore?{query}` shows.
public struct HomeLens: Sendable, Hashable {
    public let title: String
    public let blurb: String
    /// The site's own Explore query string.
    public let query: String
    /// The card's color family.
    public let domain: MetricDomain
    /// A ranked list: the card shows "Ranked list" instead of a count.
    public let ranked: Bool

    init(_ title: String, _ blurb: String, _ query: String, _ domain: MetricDomain, ranked: Bool = false) {
        self.title = title
        self.blurb = blurb
        self.query = query
        self.domain = domain
        self.ranked = ranked
    }

    /// The nine lenses, in the page's order.
    public static let all: [HomeLens] = [
        HomeLens("The most selective", "Admit rates of 10% or less", "maxAR=10&sortBy=acceptance_rate", .admissions),
        HomeLens("Within reach", "Strong schools admitting 25%+", "minAR=25&sortBy=sat&sortDir=desc", .admissions),
        HomeLens("Big public universities", "Large campuses, big energy",
                 "types=public&sizes=large,xl&sortBy=enrollment&sortDir=desc", .size),
        HomeLens("Small & close-knit", "Under 15K undergrads", "sizes=small,medium&sortBy=enrollment", .size),
        HomeLens("Economic diversity", "Highest share of Pell Grant students",
                 "sortBy=pell&sortDir=desc&view=table&minEnroll=1000", .access, ranked: true),
        HomeLens("Low cost, high earnings", "Average cost under $25K, ranked by earnings",
                 "maxCost=25000&sortBy=earnings&sortDir=desc&minEnroll=1000", .value),
        HomeLens("Opportunity colleges", "Carnegie's higher access, higher earnings class",
                 "opportunity=1&sortBy=earnings&sortDir=desc", .access),
        HomeLens("HBCUs", "Historically Black colleges and universities",
                 "designation=hbcu&sortBy=enrollment&sortDir=desc", .diversity),
        HomeLens("Research universities", "R1: very high research activity",
                 "research=R1&sortBy=enrollment&sortDir=desc", .scores),
    ]

    /// The query as Explore's parameter pairs, in order.
    public var pairs: [ExplorePair] {
        query.split(separator: "&").map { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return ExplorePair(name: String(parts[0]), value: parts.count > 1 ? String(parts[1]) : "")
        }
    }

    /// The query's Explore outcome: every match in Explore's order.
    public func run(_ snapshot: DatasetSnapshot) -> ExploreOutcome {
        let parsed = ExploreQuery.parse(pairs, known: ExploreIndex.of(snapshot).known)
        return ExploreEngine.run(snapshot, query: parsed, geography: ExploreGeography())
    }
}
