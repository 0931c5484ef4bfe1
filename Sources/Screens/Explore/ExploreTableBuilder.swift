import Domain
import QuadAPIModels

/// The table view (screens-map §1.6): a pinned "School" column, "From home" with `near`, every measure column, and
/// with `changes=1` the eight ten-year change columns. Every header is a sort link; inline bars ride alongside.
enum ExploreTableBuilder {
    /// One column: its key, header, glossary term and the sort it links to.
    struct Column: Sendable {
        let key: String
        let label: String
        let term: String?
        let sort: SortKey
        let cell: @Sendable (ExploreContext, Int, School) -> (TableCell, TableBar?)
    }

    /// Sorts a header starts ascending (the rest start descending).
    static let ascendingFirst: Set<SortKey> = [.name, .acceptanceRate, .avgCost, .netPrice, .avgCostChange, .admitRateChange,
                                               .distance, .priceAt]

    static func table(_ c: ExploreContext, page: ExplorePageRange) -> ExploreTable {
        let positions = Array(c.outcome.positions[page.range])
        let columns = self.columns(c)
        let sortKey = c.query.sortBy
        let direction = c.query.sortDirection
        let headers = columns.map { col in
            TableColumn(key: col.key, label: col.label, term: col.term, href: sortHref(c, col.sort),
                        sorted: col.sort == sortKey ? ExploreSortBuilder.wire(direction) : nil)
        }
        var rows: [TableRow] = []
        var bars: [[TableBar?]] = []
        for p in positions {
            let school = c.school(p)
            let cells = columns.map { $0.cell(c, p, school) }
            rows.append(TableRow(cells: cells.map(\.0)))
            bars.append(cells.map(\.1))
        }
        let block = TableBlock(columns: headers, rows: rows, sticky: TableSticky(columns: 1, header: true))
        let changes = c.query.changes
        let toggle = Link(label: changes ? "Hide 10-year changes" : "Show 10-year changes",
                          href: c.url.with { changes ? $0.remove("changes") : $0.set("changes", "1") }.href)
        let note = changes
            ? "Changes over each college's last 10 years of federal data: average cost after inflation; the acceptance "
                + "rate, diversity index, men's share, borrowing and the Pell graduation gap in points. Undergraduate, "
                + "men's share and borrowing changes are left out for campuses under 300 students, and applications "
                + "under 200 applicants."
            : nil
        return ExploreTable(table: .table(block), schools: positions.map { c.refs[$0] }, bars: bars,
                            changes: toggle, note: note)
    }

    /// The header's link: the same key flips the direction; another key starts in its first direction. The page
    /// is dropped.
    static func sortHref(_ c: ExploreContext, _ key: SortKey) -> String {
        let direction: SortDirection = key == c.query.sortBy
            ? (c.query.sortDirection == .asc ? .desc : .asc)
            : (ascendingFirst.contains(key) ? .asc : .desc)
        return c.href {
            $0.set("sortBy", key.rawValue)
            $0.set("sortDir", direction.rawValue)
        }
    }

    static func columns(_ c: ExploreContext) -> [Column] {
        var columns = [Column(key: "name", label: "School", term: nil, sort: .name) { _, _, s in
            return (.link(Link(label: s.name, href: "/schools/\(s.unitID)")), nil)
        }]
        if c.outcome.origin != nil {
            columns.append(Column(key: "distance", label: "From home", term: "distance-from-home", sort: .distance) { c, p, s in
                let miles = c.outcome.miles(p, index: c.index)
                let v = c.lineage.value("location.lat", of: s, miles, format: .miles)
                return (.value(v), nil)
            })
        }
        columns += ExploreTableColumns.measures
        if c.query.changes { columns += ExploreTableColumns.changes }
        return columns
    }

    /// A bar from 0 to `value / max`, at least 4% long.
    static func bar(_ value: Double?, max: Double, _ domain: MetricDomain) -> TableBar? {
        guard let value, value.isFinite else { return nil }
        return TableBar(start: 0, end: Swift.max(0.04, Swift.min(1, value / max)), color: domain.colorToken)
    }
}
