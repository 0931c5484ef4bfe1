/// Hand-written wire forms of the college reference every list, chip and card carries (``SchoolRef`` and its
/// ``CrestBrand``) and of a ranked list's row (``LeaderboardRow``): a movers page or an Explore table writes hundreds
/// of them, and each written through `Codable` costs a keyed-container box and a conformance check per object.
///
/// Each writes exactly what its `encode(to:)` writes, member for member and in the same order (tested byte for byte
/// against the `Codable` path and against Foundation's encoder); a type's `encode(to:)` stays the definition.
extension SchoolRef: WireSpecialEncodable {
    /// As the synthesized `encode(to:)`: `brand` is left out when nil.
    func encodeWire(_ state: WireState) throws {
        state.raw(#"{"id":"#)
        state.string(id)
        state.raw(#","name":"#)
        state.string(name)
        state.raw(#","city":"#)
        state.string(city)
        state.raw(#","state":"#)
        state.string(self.state)
        state.raw(#","type":"#)
        state.string(type)
        if let brand {
            state.raw(#","brand":"#)
            brand.encodeWire(state)
        }
        state.raw("}")
    }
}

extension CrestBrand: WireSpecialEncodable {
    /// As its `encode(to:)`: `gradient` and `logo` are null when nil.
    func encodeWire(_ state: WireState) {
        state.raw(#"{"gradient":"#)
        if let gradient {
            state.array(gradient) { state.string($0) }
        } else {
            state.encodeNull()
        }
        state.raw(#","text":"#)
        state.string(text)
        state.raw(#","logo":"#)
        state.stringOrNull(logo)
        state.raw("}")
    }
}

extension LeaderboardRow: WireSpecialEncodable {
    /// As the synthesized `encode(to:)`: every optional member is left out when nil.
    func encodeWire(_ state: WireState) throws {
        state.raw(#"{"school":"#)
        try school.encodeWire(state)
        state.raw(#","value":"#)
        try value.encodeWire(state)
        if let fill {
            state.raw(#","fill":"#)
            try state.encodeDouble(fill)
        }
        if let rank {
            state.raw(#","rank":"#)
            JSONBytes.appendInteger(rank, to: &state.out)
        }
        state.member(#","detail":"#, detail)
        state.member(#","label":"#, label)
        state.member(#","term":"#, term)
        state.member(#","color":"#, color)
        state.raw("}")
    }
}
