/// How a ``TableBlock`` travels when a column carries a citation (``TableColumn/cited``).
///
/// Every number of such a column (a ``TableCell/value(_:)`` cell, or each number of a ``CellValues`` cell) is sent as
/// a ``TableFigure``: its citation is the column's with the figure's `citedPatch` laid over it, so a column of yearly
/// figures sends its citation once and each older year only its own edition and file, as a ``TrendSeries`` does. Text
/// and link cells, and every cell of a column without a citation, are sent as before. Decoding rebuilds each number's
/// full ``Value``, so a table reads the same in memory on both ends.
///
/// Exact both ways: a decoded table encodes to the bytes it was decoded from, and a table read back equals the one
/// written. A number in a cited column that still carries a whole `cited`, a patch that repeats a member of the
/// column's citation, or a figure in a column without a citation is refused rather than read some other way.
extension TableBlock {
    private enum CodingKeys: String, CodingKey { case columns, rows, sticky, anchors, search }

    /// Each column's citation, by position; empty when no column has one (the table is sent as plain cells).
    private static func columnCitations(_ columns: [TableColumn]) -> [Cited?] {
        columns.contains { $0.cited != nil } ? columns.map(\.cited) : []
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        columns = try c.decode([TableColumn].self, forKey: .columns)
        let cited = Self.columnCitations(columns)
        if cited.isEmpty {
            rows = try c.decode([TableRow].self, forKey: .rows)
        } else {
            var list = try c.nestedUnkeyedContainer(forKey: .rows)
            var rows: [TableRow] = []
            while !list.isAtEnd { rows.append(try TableRow(from: list.superDecoder(), columnCitations: cited)) }
            self.rows = rows
        }
        sticky = try c.decode(TableSticky.self, forKey: .sticky)
        anchors = try c.decode([TableAnchor].self, forKey: .anchors)
        search = try c.decodeIfPresent(TableSearch.self, forKey: .search)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(columns, forKey: .columns)
        let cited = Self.columnCitations(columns)
        if cited.isEmpty {
            try c.encode(rows, forKey: .rows)
        } else {
            var list = c.nestedUnkeyedContainer(forKey: .rows)
            for row in rows { try list.encode(CitedColumnsRow(row: row, cited: cited)) }
        }
        try c.encode(sticky, forKey: .sticky)
        try c.encode(anchors, forKey: .anchors)
        try c.encodeIfPresent(search, forKey: .search)
    }
}

extension TableRow {
    private enum CodingKeys: String, CodingKey { case cells, same, term, years, search }

    public init(from decoder: any Decoder) throws { try self.init(from: decoder, columnCitations: []) }

    public func encode(to encoder: any Encoder) throws { try encode(to: encoder, columnCitations: []) }

    /// A row whose cell `i` is in a column cited by `cited[i]` (none past the end).
    init(from decoder: any Decoder, columnCitations cited: [Cited?]) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if cited.isEmpty {
            cells = try c.decode([TableCell].self, forKey: .cells)
        } else {
            var list = try c.nestedUnkeyedContainer(forKey: .cells)
            var cells: [TableCell] = []
            while !list.isAtEnd {
                let column = cells.count
                cells.append(try TableCell(from: list.superDecoder(),
                                           columnCited: column < cited.count ? cited[column] : nil))
            }
            self.cells = cells
        }
        same = try c.decodeIfPresent(Bool.self, forKey: .same)
        term = try c.decodeIfPresent(String.self, forKey: .term)
        years = try c.decodeIfPresent([String?].self, forKey: .years)
        search = try c.decodeIfPresent(TableRowSearch.self, forKey: .search)
    }

    func encode(to encoder: any Encoder, columnCitations cited: [Cited?]) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        if cited.isEmpty {
            try c.encode(cells, forKey: .cells)
        } else {
            var list = c.nestedUnkeyedContainer(forKey: .cells)
            for (column, cell) in cells.enumerated() {
                try list.encode(CitedColumnCell(cell: cell, cited: column < cited.count ? cited[column] : nil))
            }
        }
        try c.encodeIfPresent(same, forKey: .same)
        try c.encodeIfPresent(term, forKey: .term)
        try c.encodeIfPresent(years, forKey: .years)
        try c.encodeIfPresent(search, forKey: .search)
    }
}

extension TableCell {
    private enum Probe: String, CodingKey { case href, values }

    public init(from decoder: any Decoder) throws { try self.init(from: decoder, columnCited: nil) }

    public func encode(to encoder: any Encoder) throws { try encode(to: encoder, columnCited: nil) }

    /// A cell of a column cited by `base` (nil: a column without a citation). Text is a string, a Link has `href`,
    /// CellValues have `values`; any other object is a number: a ``Value``, or under a column citation a
    /// ``TableFigure``.
    init(from decoder: any Decoder, columnCited base: Cited?) throws {
        let single = try decoder.singleValueContainer()
        if let text = try? single.decode(String.self) {
            self = .text(text)
            return
        }
        let probe = try decoder.container(keyedBy: Probe.self)
        if probe.contains(.href) {
            self = .link(try single.decode(Link.self))
        } else if probe.contains(.values) {
            self = .values(try CellValues(from: decoder, columnCited: base))
        } else if let base {
            self = .value(try TableFigure(from: decoder).value(over: base))
        } else {
            self = .value(try single.decode(Value.self))
        }
    }

    func encode(to encoder: any Encoder, columnCited base: Cited?) throws {
        switch self {
        case let .value(value):
            var single = encoder.singleValueContainer()
            if let base { try single.encode(TableFigure(value, over: base)) } else { try single.encode(value) }
        case let .text(text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case let .link(link):
            var single = encoder.singleValueContainer()
            try single.encode(link)
        case let .values(values): try values.encode(to: encoder, columnCited: base)
        }
    }
}

extension CellValues {
    private enum CodingKeys: String, CodingKey { case values, separator, note }

    public init(from decoder: any Decoder) throws { try self.init(from: decoder, columnCited: nil) }

    public func encode(to encoder: any Encoder) throws { try encode(to: encoder, columnCited: nil) }

    init(from decoder: any Decoder, columnCited base: Cited?) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let base {
            values = try c.decode([TableFigure].self, forKey: .values).map { try $0.value(over: base) }
        } else {
            values = try c.decode([Value].self, forKey: .values)
        }
        separator = try c.decode(String.self, forKey: .separator)
        note = try c.decodeIfPresent(String.self, forKey: .note)
    }

    func encode(to encoder: any Encoder, columnCited base: Cited?) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        if let base {
            try c.encode(values.map { TableFigure($0, over: base) }, forKey: .values)
        } else {
            try c.encode(values, forKey: .values)
        }
        try c.encode(separator, forKey: .separator)
        try c.encodeIfPresent(note, forKey: .note)
    }
}

/// A row encoded under its columns' citations.
struct CitedColumnsRow: Encodable {
    let row: TableRow
    let cited: [Cited?]

    func encode(to encoder: any Encoder) throws { try row.encode(to: encoder, columnCitations: cited) }
}

/// A cell encoded under its column's citation.
struct CitedColumnCell: Encodable {
    let cell: TableCell
    let cited: Cited?

    func encode(to encoder: any Encoder) throws { try cell.encode(to: encoder, columnCited: cited) }
}
