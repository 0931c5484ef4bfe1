/// The results of the chosen view: cards (`items`), the table (`rows`), a scatter chart (`scatter`) or the map
/// (`map`); `empty` instead when nothing matches.
public struct ExploreResults: Sendable, Hashable, Codable, SchemaDescribed {
    public static let views = ["grid", "table", "chart", "map"]

    public var view: String
    /// `school-card` blocks of the page (a phone draws each as a row from the same payload).
    public var items: [Block]?
    public var rows: ExploreTable?
    public var scatter: ExploreChart?
    public var map: ExploreMap?
    public var empty: ExploreEmpty?

    public init(view: String, items: [Block]? = nil, rows: ExploreTable? = nil, scatter: ExploreChart? = nil,
                map: ExploreMap? = nil, empty: ExploreEmpty? = nil) {
        self.view = view
        self.items = items
        self.rows = rows
        self.scatter = scatter
        self.map = map
        self.empty = empty
    }

    public static let schema = JSONSchema.object([
        .init("view", .oneOfStrings(views)),
        .optional("items", .array(.ref(SchoolCardBlock.self))),
        .optional("rows", .ref(ExploreTable.self)),
        .optional("scatter", .ref(ExploreChart.self)),
        .optional("map", .ref(ExploreMap.self)),
        .optional("empty", .ref(ExploreEmpty.self)),
    ])
}

/// The table view's page: the `table` block, the college of each row, the inline bars and the changes toggle.
public struct ExploreTable: Sendable, Hashable, Codable, SchemaDescribed {
    public var table: Block
    /// The college of each row, in row order (crest, compare and list buttons).
    public var schools: [SchoolRef]
    /// Per row, per column: the inline bar (absent for cells without one).
    public var bars: [[TableBar?]]
    /// "Show 10-year changes" / "Hide 10-year changes".
    public var changes: Link
    /// What the change columns measure, when they are shown.
    public var note: String?

    public init(table: Block, schools: [SchoolRef], bars: [[TableBar?]], changes: Link, note: String?) {
        self.table = table
        self.schools = schools
        self.bars = bars
        self.changes = changes
        self.note = note
    }

    public static let schema = JSONSchema.object([
        .init("table", .ref(TableBlock.self)),
        .init("schools", .array(.ref(SchoolRef.self))),
        .init("bars", .array(.array(.nullable(.ref(TableBar.self))))),
        .init("changes", .ref(Link.self)),
        .optional("note", .string()),
    ])
}

/// An inline bar under a table cell, as shares of the track: a fill from `start` (0 for a plain bar) to `end`.
public struct TableBar: Sendable, Hashable, Codable, SchemaDescribed {
    public var start: Double
    public var end: Double
    public var color: String

    public init(start: Double, end: Double, color: String) {
        self.start = start
        self.end = end
        self.color = color
    }

    public static let schema = JSONSchema.object([
        .init("start", .fraction),
        .init("end", .fraction),
        .init("color", .colorToken),
    ])
}

/// The chart view: its title, the tabs (`chart`) and the scatter.
public struct ExploreChart: Sendable, Hashable, Codable, SchemaDescribed {
    public var title: String
    public var tabs: QueryControl
    public var scatter: Block

    public init(title: String, tabs: QueryControl, scatter: Block) {
        self.title = title
        self.tabs = tabs
        self.scatter = scatter
    }

    public static let schema = JSONSchema.object([
        .init("title", .string()),
        .init("tabs", .ref(QueryControl.self)),
        .init("scatter", .ref(ScatterBlock.self)),
    ])
}

/// The map view: its title and the `dot-map` block.
public struct ExploreMap: Sendable, Hashable, Codable, SchemaDescribed {
    public var title: String
    public var map: Block

    public init(title: String, map: Block) {
        self.title = title
        self.map = map
    }

    public static let schema = JSONSchema.object([
        .init("title", .string()),
        .init("map", .ref(DotMapBlock.self)),
    ])
}

/// What the screen says when nothing matches.
public struct ExploreEmpty: Sendable, Hashable, Codable, SchemaDescribed {
    public var title: String
    public var message: String
    /// "Reset all filters" (the bare screen).
    public var reset: Link

    public init(title: String, message: String, reset: Link) {
        self.title = title
        self.message = message
        self.reset = reset
    }

    public static let schema = JSONSchema.object([
        .init("title", .string()),
        .init("message", .string()),
        .init("reset", .ref(Link.self)),
    ])
}
