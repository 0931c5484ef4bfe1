/// `GET /explore`: the Explore screen for the site's own query string.
public struct ExploreResponse: Sendable, Hashable, Codable, SchemaDescribed {
    /// "Explore colleges".
    public var title: String
    /// The screen's site URL (the query as used).
    public var url: String
    /// Dataset publish id the screen was built from.
    public var publish: String
    /// Header tiles and the result line.
    public var summary: ExploreSummary
    public var filters: FilterPanel
    /// Active filter chips and Reset.
    public var active: ExploreActive
    /// The sort menu.
    public var sort: ExploreSortMenu
    /// The view toggle (`view`: cards, table, chart, map).
    public var views: QueryControl
    public var results: ExploreResults
    public var page: ExplorePage
    /// Colleges matching the query.
    public var total: Int
    /// Source notes, the baseline note and the percentile footnote, in order.
    public var notes: [Block]
    /// Parameters and values the server dropped (as the site would), and why.
    public var ignored: [IgnoredParameter]

    public init(title: String, url: String, publish: String, summary: ExploreSummary, filters: FilterPanel,
                active: ExploreActive, sort: ExploreSortMenu, views: QueryControl, results: ExploreResults,
                page: ExplorePage, total: Int, notes: [Block], ignored: [IgnoredParameter]) {
        self.title = title
        self.url = url
        self.publish = publish
        self.summary = summary
        self.filters = filters
        self.active = active
        self.sort = sort
        self.views = views
        self.results = results
        self.page = page
        self.total = total
        self.notes = notes
        self.ignored = ignored
    }

    public static let schema = JSONSchema.object([
        .init("title", .string()),
        .init("url", .string()),
        .init("publish", .string()),
        .init("summary", .ref(ExploreSummary.self)),
        .init("filters", .ref(FilterPanel.self)),
        .init("active", .ref(ExploreActive.self)),
        .init("sort", .ref(ExploreSortMenu.self)),
        .init("views", .ref(QueryControl.self)),
        .init("results", .ref(ExploreResults.self)),
        .init("page", .ref(ExplorePage.self)),
        .init("total", .integer(minimum: 0)),
        .init("notes", .array(.ref(Block.self))),
        .init("ignored", .array(.ref(IgnoredParameter.self))),
    ]).described("The Explore screen: tiles, filter panel, active chips, sort, results of the chosen view, page.")
}

/// The header of the results: three tiles over the matching colleges and the "N of M colleges match" line.
public struct ExploreSummary: Sendable, Hashable, Codable, SchemaDescribed {
    /// Median admit rate, median SAT midpoint, total undergrads; empty when nothing matches.
    public var tiles: [StatTile]
    /// "1,412 of 1,893 colleges match · page 2 of 59".
    public var line: String
    public var matched: Int
    /// Colleges in the dataset.
    public var of: Int

    public init(tiles: [StatTile], line: String, matched: Int, of: Int) {
        self.tiles = tiles
        self.line = line
        self.matched = matched
        self.of = of
    }

    public static let schema = JSONSchema.object([
        .init("tiles", .array(.ref(StatTile.self), maxItems: 3)),
        .init("line", .string()),
        .init("matched", .integer(minimum: 0)),
        .init("of", .integer(minimum: 0)),
    ])
}

/// The filters in force, one chip each (tap removes), and Reset.
public struct ExploreActive: Sendable, Hashable, Codable, SchemaDescribed {
    public var chips: [ActiveFilterChip]
    /// The Filters button's badge.
    public var count: Int
    /// "Reset all": the URL without filters (sort, view and income kept); absent when no filter is set.
    public var reset: String?

    public init(chips: [ActiveFilterChip], count: Int, reset: String?) {
        self.chips = chips
        self.count = count
        self.reset = reset
    }

    public static let schema = JSONSchema.object([
        .init("chips", .array(.ref(ActiveFilterChip.self))),
        .init("count", .integer(minimum: 0)),
        .optional("reset", .string()),
    ])
}

/// One active filter.
public struct ActiveFilterChip: Sendable, Hashable, Codable, SchemaDescribed {
    /// What the chip stands for (`ar`, `types:public`, `near`).
    public var key: String
    public var label: String
    /// The screen's URL without this filter.
    public var remove: String

    public init(key: String, label: String, remove: String) {
        self.key = key
        self.label = label
        self.remove = remove
    }

    public static let schema = JSONSchema.object([
        .init("key", .string()),
        .init("label", .string()),
        .init("remove", .string()),
    ])
}

/// Where the shown results sit in the list: "25–48 of 1,412", with links to the neighbors.
public struct ExplorePage: Sendable, Hashable, Codable, SchemaDescribed {
    public var page: Int
    public var pages: Int
    /// Results per page (every result on one page in the chart and map views).
    public var size: Int
    /// First and last result shown, 1-based (0 and 0 when nothing matches).
    public var from: Int
    public var to: Int
    /// "25–48 of 1,412".
    public var text: String
    public var previous: String?
    public var next: String?

    public init(page: Int, pages: Int, size: Int, from: Int, to: Int, text: String, previous: String?, next: String?) {
        self.page = page
        self.pages = pages
        self.size = size
        self.from = from
        self.to = to
        self.text = text
        self.previous = previous
        self.next = next
    }

    public static let schema = JSONSchema.object([
        .init("page", .integer(minimum: 1)),
        .init("pages", .integer(minimum: 1)),
        .init("size", .integer(minimum: 1)),
        .init("from", .integer(minimum: 0)),
        .init("to", .integer(minimum: 0)),
        .init("text", .string()),
        .optional("previous", .string()),
        .optional("next", .string()),
    ])
}
