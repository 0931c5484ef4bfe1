public import Domain
public import QuadAPIModels

/// Builds Explore's documents: `GET /explore` (``screen(_:pairs:geography:fit:)``) and `GET /explore/filters`
/// (``filters(_:pairs:geography:fit:)``), from the site's own query string.
///
/// ```swift
/// let response = ExploreBuilder.screen(snapshot, pairs: [ExplorePair(name: "types", value: "public")],
///                                      geography: geography)
/// response.total         // matching colleges
/// response.ignored       // what the query could not use
/// ```
public enum ExploreBuilder {
    /// The Explore screen.
    ///
    /// - Parameters:
    ///   - pairs: the decoded query pairs, in order.
    ///   - fit: the signed-in student's "fits" sets, when known.
    public static func screen(_ snapshot: DatasetSnapshot, pairs: [ExplorePair], geography: ExploreGeography,
                              fit: ExploreFit = .signedOut) -> ExploreResponse {
        let c = context(snapshot, pairs: pairs, geography: geography, fit: fit)
        let q = c.query
        let chips = ExploreActiveBuilder.chips(c)
        let count = ExploreActiveBuilder.count(chips, query: q)
        let reset = ExploreActiveBuilder.reset(c, chips: chips)

        var range: ExplorePageRange?
        var results: ExploreResults
        if c.outcome.positions.isEmpty {
            results = ExploreResults(view: q.view.rawValue, empty: ExploreEmpty(
                title: "No schools match all of that",
                message: "Try widening the acceptance-rate or SAT range, or remove a filter chip above.",
                reset: Link(label: "Reset all filters", href: ExploreURL.path)))
        } else {
            switch q.view {
            case .grid:
                let page = c.outcome.page(size: ExploreEngine.gridPageSize)
                range = page
                results = ExploreResults(view: "grid", items: c.outcome.positions[page.range].map {
                    .schoolCard(ExploreCardBuilder.card(c, position: $0))
                })
            case .table:
                let page = c.outcome.page(size: ExploreEngine.tablePageSize)
                range = page
                results = ExploreResults(view: "table", rows: ExploreTableBuilder.table(c, page: page))
            case .chart:
                results = ExploreResults(view: "chart", scatter: ExploreChartBuilder.chart(c))
            case .map:
                results = ExploreResults(view: "map", map: ExploreMapBuilder.map(c, outlines: geography.outlines))
            }
        }
        if range == nil, q.view == .grid || q.view == .table {
            range = c.outcome.page(size: q.view == .grid ? ExploreEngine.gridPageSize : ExploreEngine.tablePageSize)
        }
        let canonical = range.map { r in c.url.with { r.page == 1 ? $0.remove("page") : $0.set("page", String(r.page)) } } ?? c.url
        return ExploreResponse(
            title: "Explore colleges", url: canonical.href, publish: snapshot.publishID,
            summary: ExploreSummaryBuilder.summary(c, page: range),
            filters: ExplorePanelBuilder.panel(c, active: count, reset: reset),
            active: ExploreActive(chips: chips, count: count, reset: reset),
            sort: ExploreSortBuilder.menu(c), views: ExploreSortBuilder.views(c), results: results,
            page: ExploreSummaryBuilder.page(c, range: range), total: c.outcome.positions.count,
            notes: ExploreNotesBuilder.notes(c), ignored: ExploreIgnoredMessages.wire(q.ignored))
    }

    /// The filter panel alone, for the same query (its `results` count included).
    public static func filters(_ snapshot: DatasetSnapshot, pairs: [ExplorePair], geography: ExploreGeography,
                               fit: ExploreFit = .signedOut) -> FilterPanel {
        let query = ExploreQuery.parse(pairs, known: ExploreIndex.of(snapshot).known)
        let (resolved, origin) = ExploreEngine.resolve(query, geography: geography, fit: fit)
        let matches = ExploreEngine.filter(snapshot, query: resolved, origin: origin, fit: fit)
        let outcome = ExploreOutcome(query: resolved, positions: matches, origin: origin, total: snapshot.schools.count)
        let c = ExploreContext(snapshot: snapshot, outcome: outcome)
        let chips = ExploreActiveBuilder.chips(c)
        return ExplorePanelBuilder.panel(c, active: ExploreActiveBuilder.count(chips, query: resolved),
                                         reset: ExploreActiveBuilder.reset(c, chips: chips))
    }

    /// The parsed, resolved, filtered and sorted query.
    static func context(_ snapshot: DatasetSnapshot, pairs: [ExplorePair], geography: ExploreGeography,
                        fit: ExploreFit) -> ExploreContext {
        let query = ExploreQuery.parse(pairs, known: ExploreIndex.of(snapshot).known)
        return ExploreContext(snapshot: snapshot, outcome: ExploreEngine.run(snapshot, query: query, geography: geography,
                                                                             fit: fit))
    }
}
