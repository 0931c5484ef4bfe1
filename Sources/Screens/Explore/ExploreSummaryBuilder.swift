import Domain
import QuadAPIModels

/// The header tiles, the result line and the page line.
enum ExploreSummaryBuilder {
    /// Median admit rate, median SAT midpoint and total undergrads of the matches (no tiles when nothing matches).
    static func summary(_ c: ExploreContext, page: ExplorePageRange?) -> ExploreSummary {
        let positions = c.outcome.positions
        var tiles: [StatTile] = []
        if !positions.isEmpty {
            let rates = reported(.acceptance, positions, c)
            let sats = reported(.sat, positions, c)
            let undergrads = reported(.enrollment, positions, c)
            tiles = [
                StatTile(label: "Admit rate", value: c.lineage.aggregate(
                    FieldPath.acceptanceRate, value: PercentileMath.median(rates), format: .pctSmart,
                    computation: AggregateComputation.median(reporting: rates.count)), term: "acceptance-rate"),
                StatTile(label: "SAT midpoint", value: c.lineage.aggregate(
                    "derived.sat_mid", value: PercentileMath.median(sats).map(JSNumber.round), format: .int,
                    computation: AggregateComputation.median(reporting: sats.count)), term: "sat"),
                StatTile(label: "Undergrads", value: c.lineage.aggregate(
                    FieldPath.undergrads, value: undergrads.reduce(0, +), format: .compact,
                    computation: AggregateComputation.total(reporting: undergrads.count)), term: "undergrad-enrollment"),
            ]
        }
        var line = "\(SiteFormat.num(Double(positions.count))) of \(SiteFormat.num(Double(c.outcome.total))) colleges match"
        if let page, page.pages > 1 { line += " \u{00B7} page \(page.page) of \(page.pages)" }
        return ExploreSummary(tiles: tiles, line: line, matched: positions.count, of: c.outcome.total)
    }

    /// The reported values of `key` among `positions`, ascending.
    static func reported(_ key: MetricKey, _ positions: [Int], _ c: ExploreContext) -> [Double] {
        // Every college matches (Explore without filters): the dataset's column, sorted once at load.
        if positions.count == c.statistics.schools.count { return c.statistics.values(key) }
        return positions.compactMap { c.statistics.value(key, at: $0) }.sorted()
    }

    /// The page block: "25–48 of 1,412" and the neighbors' URLs. Without paging (chart, map) every match is on
    /// page 1.
    static func page(_ c: ExploreContext, range: ExplorePageRange?) -> ExplorePage {
        let count = c.outcome.positions.count
        guard let range else {
            return ExplorePage(page: 1, pages: 1, size: max(1, count), from: count == 0 ? 0 : 1, to: count,
                               text: text(from: 1, to: count, of: count), previous: nil, next: nil)
        }
        func link(_ page: Int) -> String {
            c.url.with { page == 1 ? $0.remove("page") : $0.set("page", String(page)) }.href
        }
        let from = range.range.isEmpty ? 0 : range.range.lowerBound + 1
        return ExplorePage(
            page: range.page, pages: range.pages, size: range.size, from: from, to: range.range.upperBound,
            text: text(from: from, to: range.range.upperBound, of: count),
            previous: range.page > 1 ? link(range.page - 1) : nil,
            next: range.page < range.pages ? link(range.page + 1) : nil)
    }

    private static func text(from: Int, to: Int, of count: Int) -> String {
        count == 0 ? "0 of 0" : "\(SiteFormat.num(Double(from)))\u{2013}\(SiteFormat.num(Double(to))) of \(SiteFormat.num(Double(count)))"
    }
}
