/// Hand-written wire forms of a table's rows and cells (``TableRow``, ``TableCell``, ``CellValues``) and of a
/// ``Link``: a profile topic, a compare table or the Data page's directory of Common Data Sets writes thousands of
/// cells, and each written through `Codable` costs a keyed-container box and a conformance check.
///
/// Each writes exactly what its `encode(to:)` in `TableColumnCitations.swift` writes, under its column's citation or
/// without one, member for member and in the same order (tested byte for byte against the `Codable` path and against
/// Foundation's encoder); those `encode(to:)` stay the definition.
extension TableRow: WireSpecialEncodable {
    func encodeWire(_ state: WireState) throws { try encodeWire(state, columnCitations: []) }

    /// The row with cell `i` under `cited[i]` (none past the end), as ``encode(to:columnCitations:)``.
    func encodeWire(_ state: WireState, columnCitations cited: [Cited?]) throws {
        state.raw(#"{"cells":"#)
        try state.array(cells.enumerated()) { column, cell in
            try cell.encodeWire(state, columnCited: column < cited.count ? cited[column] : nil)
        }
        if let same {
            state.raw(#","same":"#)
            state.encodeBool(same)
        }
        state.member(#","term":"#, term)
        if let years {
            state.raw(#","years":"#)
            state.array(years) { state.stringOrNull($0) }
        }
        if let search {
            state.raw(#","search":"#)
            try state.encodeValue(search)
        }
        state.raw("}")
    }
}

extension CitedColumnsRow: WireSpecialEncodable {
    func encodeWire(_ state: WireState) throws { try row.encodeWire(state, columnCitations: cited) }
}

extension TableCell: WireSpecialEncodable {
    func encodeWire(_ state: WireState) throws { try encodeWire(state, columnCited: nil) }

    /// The bare cell; a number under a column citation `base` as its ``TableFigure``.
    func encodeWire(_ state: WireState, columnCited base: Cited?) throws {
        switch self {
        case let .value(value):
            if let base { try TableFigure(value, over: base).encodeWire(state) } else { try value.encodeWire(state) }
        case let .text(text): state.string(text)
        case let .link(link): link.encodeWire(state)
        case let .values(values): try values.encodeWire(state, columnCited: base)
        }
    }
}

extension CitedColumnCell: WireSpecialEncodable {
    func encodeWire(_ state: WireState) throws { try cell.encodeWire(state, columnCited: cited) }
}

extension CellValues: WireSpecialEncodable {
    func encodeWire(_ state: WireState) throws { try encodeWire(state, columnCited: nil) }

    func encodeWire(_ state: WireState, columnCited base: Cited?) throws {
        state.raw(#"{"values":"#)
        try state.array(values) { value in
            if let base { try TableFigure(value, over: base).encodeWire(state) } else { try value.encodeWire(state) }
        }
        state.raw(#","separator":"#)
        state.string(separator)
        state.member(#","note":"#, note)
        state.raw("}")
    }
}

extension Link: WireSpecialEncodable {
    /// As the synthesized `encode(to:)`: `title` is left out when nil.
    func encodeWire(_ state: WireState) {
        state.raw(#"{"label":"#)
        state.string(label)
        state.raw(#","href":"#)
        state.string(href)
        state.member(#","title":"#, title)
        state.raw("}")
    }
}
