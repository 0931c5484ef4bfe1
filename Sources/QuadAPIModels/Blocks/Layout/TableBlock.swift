/// A table: sortable headers, pinned leading columns, grouped rows with anchors, and rows marked `same` that the
/// "Differences only" switch hides (`table`).
public struct TableBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var columns: [TableColumn]
    public var rows: [TableRow]
    public var sticky: TableSticky
    /// Where each group of rows starts, for "On this page" and deep links; empty for an ungrouped table.
    public var anchors: [TableAnchor]
    /// A search box over the rows (each row says what it matches in its `search`); absent for a plain table.
    public var search: TableSearch?

    public init(columns: [TableColumn], rows: [TableRow], sticky: TableSticky, anchors: [TableAnchor] = [],
                search: TableSearch? = nil) {
        self.columns = columns
        self.rows = rows
        self.sticky = sticky
        self.anchors = anchors
        self.search = search
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("table")),
        .init("columns", .array(.ref(TableColumn.self), minItems: 1)),
        .init("rows", .array(.ref(TableRow.self))),
        .init("sticky", .ref(TableSticky.self)),
        .init("anchors", .array(.ref(TableAnchor.self))),
        .optional("search", .ref(TableSearch.self)),
    ]).described("A table of values, text and links. The numbers of a column that carries `cited` are sent as "
        + "TableFigures: each one's citation is the column's `cited` with its `citedPatch` laid over it.")
}

/// One column header of a ``TableBlock``.
public struct TableColumn: Sendable, Hashable, Codable, SchemaDescribed {
    /// Sort direction of the column the rows are sorted by.
    public enum SortDirection: String, Sendable, Hashable, Codable, CaseIterable, SchemaDescribed {
        case asc
        case desc

        public static let schemaName = "SortDirection"
        public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
    }

    public var key: String
    public var label: String
    public var term: String?
    /// The screen's URL sorted by this column (tapping the header); absent when the column does not sort.
    public var href: String?
    /// Present on the column the rows are sorted by.
    public var sorted: SortDirection?
    /// The citation the column's numbers share (a column of yearly figures: its newest year's). When present, each
    /// number of the column is sent with only what differs from it (``TableFigure``); decoding gives every cell its
    /// full ``Value`` back, so it changes the bytes, never what a cell reads.
    public var cited: Cited?

    public init(key: String, label: String, term: String? = nil, href: String? = nil, sorted: SortDirection? = nil,
                cited: Cited? = nil) {
        self.key = key
        self.label = label
        self.term = term
        self.href = href
        self.sorted = sorted
        self.cited = cited
    }

    public static let schema = JSONSchema.object([
        .init("key", .string()),
        .init("label", .string()),
        .optional("term", .termKey),
        .optional("href", .string()),
        .optional("sorted", .ref(SortDirection.self)),
        .optional("cited", .ref(Cited.self)),
    ]).described("A column header. `cited`, when present, is the citation the column's numbers share: each number of "
        + "the column is then a TableFigure, whose citation is this one with the figure's `citedPatch` laid over it "
        + "(every member the patch has replaces this one's whole; null: the number's citation lacks it), or this one "
        + "as is when it has no `citedPatch`.")
}

/// One row of a ``TableBlock``: one cell per column.
public struct TableRow: Sendable, Hashable, Codable, SchemaDescribed {
    public var cells: [TableCell]
    /// True when the row shows no difference between the colleges ("Differences only" hides it).
    public var same: Bool?
    /// Glossary key of the row's label.
    public var term: String?
    /// Per cell, a year shown small and muted after the value: the cell's own year where it differs from the
    /// row's (compare's "All the numbers"); null where nothing is shown.
    public var years: [String?]?
    /// What the table's search box matches in this row.
    public var search: TableRowSearch?

    public init(cells: [TableCell], same: Bool? = nil, term: String? = nil, years: [String?]? = nil,
                search: TableRowSearch? = nil) {
        self.cells = cells
        self.same = same
        self.term = term
        self.years = years
        self.search = search
    }

    public static let schema = JSONSchema.object([
        .init("cells", .array(.ref(TableCell.self))),
        .optional("same", .boolean),
        .optional("term", .termKey),
        .optional("years", .array(.nullable(.string()))),
        .optional("search", .ref(TableRowSearch.self)),
    ])
}

/// A table cell: a cited number, plain text, a link, or several cited numbers printed together. Encoded as the bare
/// value (an object for a ``Value``, a ``Link`` or ``CellValues``, a string for text); a Link is told apart by its
/// `href`, a ``CellValues`` by its `values`. In a column that carries a citation, a number is sent as a
/// ``TableFigure`` (see `TableColumnCitations.swift`).
public enum TableCell: Sendable, Hashable, Codable, SchemaDescribed {
    case value(Value)
    case text(String)
    case link(Link)
    case values(CellValues)

    public static let schema = JSONSchema.oneOf([.ref(Value.self), .string(), .ref(Link.self), .ref(CellValues.self),
                                                 .ref(TableFigure.self)])
        .described("A cell: a Value, a string, a Link, or several Values printed together; in a column that "
            + "carries `cited`, each number is a TableFigure instead of a Value.")
}

/// Cited numbers printed in one cell, joined by `separator` ("52% / 48%", "1070–1270"), with a line of small print
/// under them ("+4 pts", "32% → 41%"). A single value with small print is one value and a note.
public struct CellValues: Sendable, Hashable, Codable, SchemaDescribed {
    public var values: [Value]
    /// What is printed between the values (" / ", "–"); empty for one value.
    public var separator: String
    /// The small print under the numbers.
    public var note: String?

    public init(values: [Value], separator: String = "", note: String? = nil) {
        self.values = values
        self.separator = separator
        self.note = note
    }

    /// The numbers as the cell prints them: the displays joined by the separator.
    public var display: String { values.map(\.display).joined(separator: separator) }

    public static let schema = JSONSchema.object([
        .init("values", .array(.oneOf([.ref(Value.self), .ref(TableFigure.self)]), minItems: 1)),
        .init("separator", .string()),
        .optional("note", .string()),
    ]).described("Several cited numbers printed in one cell, with small print under them (TableFigures in a column "
        + "that carries `cited`).")
}

/// What stays in place while a ``TableBlock`` scrolls.
public struct TableSticky: Sendable, Hashable, Codable, SchemaDescribed {
    /// Leading columns pinned during horizontal scrolling.
    public var columns: Int
    /// Whether the header row stays on top during vertical scrolling.
    public var header: Bool

    public init(columns: Int, header: Bool) {
        self.columns = columns
        self.header = header
    }

    public static let schema = JSONSchema.object([
        .init("columns", .integer(minimum: 0)),
        .init("header", .boolean),
    ])
}

/// The start of a group of rows in a ``TableBlock`` ("Admissions" at row 0).
public struct TableAnchor: Sendable, Hashable, Codable, SchemaDescribed {
    public var id: String
    public var label: String
    /// Index of the group's first row.
    public var row: Int

    public init(id: String, label: String, row: Int) {
        self.id = id
        self.label = label
        self.row = row
    }

    public static let schema = JSONSchema.object([
        .init("id", .anchorID),
        .init("label", .string()),
        .init("row", .integer(minimum: 0)),
    ])
}
