/// Hand-written wire forms of the types every number travels in: a ``Value`` and its ``Cited``, the sources a
/// citation names, and the figures of series, bands and cited table columns that carry a ``CitedPatch``. A history
/// group or an Explore page holds thousands of them, and going through `Codable` costs a keyed-container box, a
/// metadata lookup and a conformance check per object; these write their bytes straight out instead.
///
/// Each writes exactly what its `encode(to:)` writes, member for member and in the same order (tested byte for
/// byte against the `Codable` path and against Foundation's encoder); a type's `encode(to:)` stays the definition.
extension WireState {
    /// Appends `text` (ASCII JSON punctuation and member names) as it is.
    @inline(__always)
    func raw(_ text: StaticString) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    @inline(__always)
    func string(_ text: String) {
        JSONBytes.appendString(text, to: &out)
    }

    @inline(__always)
    func stringOrNull(_ text: String?) {
        if let text { string(text) } else { encodeNull() }
    }

    @inline(__always)
    func numberOrNull(_ number: Double?) throws {
        if let number { try encodeDouble(number) } else { encodeNull() }
    }

    /// `name` (`,"member":`) and `text`, when there is a text; nothing otherwise (`encodeIfPresent`).
    @inline(__always)
    func member(_ name: StaticString, _ text: String?) {
        guard let text else { return }
        raw(name)
        string(text)
    }

    /// A ``CitedSource``'s six members, opening the object (a ``Cited`` starts with the same six).
    func sourceMembers(key: String, label: String, publisher: String, year: String?, url: String, retrieved: String?) {
        raw(#"{"key":"#)
        string(key)
        raw(#","label":"#)
        string(label)
        raw(#","publisher":"#)
        string(publisher)
        raw(#","year":"#)
        stringOrNull(year)
        raw(#","url":"#)
        string(url)
        raw(#","retrieved":"#)
        stringOrNull(retrieved)
    }

    /// A JSON array: each of `items` as `write` writes it, between commas.
    @inline(__always)
    func array<S: Sequence>(_ items: S, _ write: (S.Element) throws -> Void) rethrows {
        raw("[")
        var first = true
        for item in items {
            if !first { raw(",") }
            first = false
            try write(item)
        }
        raw("]")
    }

    /// An array of sources (a citation's `inputs`).
    func sources(_ inputs: [CitedSource]) throws {
        try array(inputs) { try $0.encodeWire(self) }
    }

    /// `{"value":…,"display":…,"format":…`: how a ``Value`` and a ``TableFigure`` open.
    func figureHead(value: Double?, display: String, format: FormatKind) throws {
        raw(#"{"value":"#)
        try numberOrNull(value)
        raw(#","display":"#)
        string(display)
        raw(#","format":"#)
        string(format.rawValue)
    }
}

extension CitedSource: WireSpecialEncodable {
    func encodeWire(_ state: WireState) throws {
        state.sourceMembers(key: key, label: label, publisher: publisher, year: year, url: url, retrieved: retrieved)
        state.raw("}")
    }
}

extension Cited: WireSpecialEncodable {
    /// A citation equal to one already written in this document (the rows of a list, the points of a series) is
    /// copied from the bytes written the first time; equal citations built from one another share their strings,
    /// so the comparison is cheap. ``WireMemo`` keeps the distinct ones and tries the last one copied first.
    func encodeWire(_ state: WireState) throws {
        if state.citedMemo.replay(self, into: &state.out, same: { $0 == $1 }) { return }
        let mark = state.out.count
        try writeMembers(state)
        state.citedMemo.remember(self, written: state.out, from: mark)
    }

    private func writeMembers(_ state: WireState) throws {
        state.sourceMembers(key: key, label: label, publisher: publisher, year: year, url: url, retrieved: retrieved)
        state.raw(#","path":"#)
        state.string(path)
        state.raw(#","field":"#)
        state.string(field)
        state.raw(#","method":"#)
        state.string(method)
        state.raw(#","isDefault":"#)
        state.encodeBool(isDefault)
        state.member(#","formula":"#, formula)
        if let inputs {
            state.raw(#","inputs":"#)
            try state.sources(inputs)
        }
        state.member(#","quote":"#, quote)
        if let page {
            state.raw(#","page":"#)
            JSONBytes.appendInteger(page, to: &state.out)
        }
        if let replaces {
            state.raw(#","replaces":"#)
            try state.encodeValue(replaces)
        }
        state.member(#","sourceKind":"#, sourceKind)
        state.member(#","cdsEdition":"#, cdsEdition)
        state.member(#","document":"#, document)
        if let directory {
            state.raw(#","directory":"#)
            try state.encodeValue(directory)
        }
        state.raw("}")
    }
}

extension Value: WireSpecialEncodable {
    func encodeWire(_ state: WireState) throws {
        try state.figureHead(value: value, display: display, format: format)
        state.raw(#","cited":"#)
        try cited.encodeWire(state)
        if let delta {
            state.raw(#","delta":"#)
            try delta.encodeWire(state)
        }
        state.raw("}")
    }
}

extension Delta: WireSpecialEncodable {
    func encodeWire(_ state: WireState) throws {
        state.raw(#"{"value":"#)
        try state.encodeDouble(value)
        state.raw(#","display":"#)
        state.string(display)
        state.raw(#","since":"#)
        state.string(since)
        state.raw("}")
    }
}

extension CitedPatch: WireSpecialEncodable {
    /// The members that differ, in ``Member`` order (as `encode(to:)`); a member the figure's citation lacks is null.
    func encodeWire(_ state: WireState) throws {
        let v = values
        var first = true
        for member in Member.allCases where members & member.bit != 0 {
            state.raw(first ? "{" : ",")
            first = false
            state.string(member.stringValue)
            state.raw(":")
            switch member {
            case .key: state.string(v.key)
            case .label: state.string(v.label)
            case .publisher: state.string(v.publisher)
            case .year: state.stringOrNull(v.year)
            case .url: state.string(v.url)
            case .retrieved: state.stringOrNull(v.retrieved)
            case .path: state.string(v.path)
            case .field: state.string(v.field)
            case .method: state.string(v.method)
            case .isDefault: state.encodeBool(v.isDefault)
            case .formula: state.stringOrNull(v.formula)
            case .inputs:
                if let inputs = v.inputs { try state.sources(inputs) } else { state.encodeNull() }
            case .quote: state.stringOrNull(v.quote)
            case .page:
                if let page = v.page { JSONBytes.appendInteger(page, to: &state.out) } else { state.encodeNull() }
            case .replaces:
                if let replaces = v.replaces { try state.encodeValue(replaces) } else { state.encodeNull() }
            case .sourceKind: state.stringOrNull(v.sourceKind)
            case .cdsEdition: state.stringOrNull(v.cdsEdition)
            case .document: state.stringOrNull(v.document)
            case .directory:
                if let directory = v.directory { try state.encodeValue(directory) } else { state.encodeNull() }
            }
        }
        // A patch always has a member (the initializers refuse an empty one); `{}` keeps the JSON whole regardless.
        state.raw(first ? "{}" : "}")
    }
}

extension TableFigure: WireSpecialEncodable {
    func encodeWire(_ state: WireState) throws {
        try state.figureHead(value: value, display: display, format: format)
        if let citedPatch {
            state.raw(#","citedPatch":"#)
            try citedPatch.encodeWire(state)
        }
        if let delta {
            state.raw(#","delta":"#)
            try delta.encodeWire(state)
        }
        state.raw("}")
    }
}

extension SeriesPoint: WireSpecialEncodable {
    /// As the synthesized `encode(to:)`: `value` and `cited` are left out when nil.
    func encodeWire(_ state: WireState) throws {
        state.raw(#"{"year":"#)
        JSONBytes.appendInteger(year, to: &state.out)
        if let value {
            state.raw(#","value":"#)
            try state.encodeDouble(value)
        }
        state.raw(#","display":"#)
        state.string(display)
        if let cited {
            state.raw(#","cited":"#)
            try cited.encodeWire(state)
        }
        state.raw("}")
    }
}

extension PlottedFigure: WireSpecialEncodable {
    /// As the synthesized `encode(to:)`: `value` and `cited` are left out when nil.
    func encodeWire(_ state: WireState) throws {
        state.raw("{")
        if let value {
            state.raw(#""value":"#)
            try state.encodeDouble(value)
            state.raw(",")
        }
        state.raw(#""display":"#)
        state.string(display)
        if let cited {
            state.raw(#","cited":"#)
            try cited.encodeWire(state)
        }
        state.raw("}")
    }
}

extension BandPoint: WireSpecialEncodable {
    /// As the synthesized `encode(to:)`: `median` is left out when nil.
    func encodeWire(_ state: WireState) throws {
        state.raw(#"{"year":"#)
        JSONBytes.appendInteger(year, to: &state.out)
        state.raw(#","low":"#)
        try low.encodeWire(state)
        state.raw(#","high":"#)
        try high.encodeWire(state)
        if let median {
            state.raw(#","median":"#)
            try median.encodeWire(state)
        }
        state.raw("}")
    }
}
