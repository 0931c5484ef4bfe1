import Foundation

/// Dictionaries with string keys: members sorted by key (a dictionary's own order differs between processes, and
/// equal content must give equal bytes, and equal ETags, on every node).
extension Dictionary: WireSpecialEncodable where Key == String, Value: Encodable {
    func encodeWire(_ state: WireState) throws {
        let depth = try state.open(at: state.frames.count, array: false)
        for key in keys.sorted() {
            state.nextElement(of: depth)
            JSONBytes.appendString(key, to: &state.out)
            state.out.append(UInt8(ascii: ":"))
            try state.encodeValue(self[key]!)
        }
        state.close(downTo: depth)
    }
}

/// `Data` as base64 text (JSONEncoder's default data strategy).
extension Data: WireSpecialEncodable {
    func encodeWire(_ state: WireState) throws {
        JSONBytes.appendString(base64EncodedString(), to: &state.out)
    }
}

/// `URL` as its absolute string, as JSONEncoder writes it.
extension URL: WireSpecialEncodable {
    func encodeWire(_ state: WireState) throws {
        JSONBytes.appendString(absoluteString, to: &state.out)
    }
}

/// `Decimal` as a JSON number with its decimal digits, as JSONEncoder writes it.
extension Decimal: WireSpecialEncodable {
    func encodeWire(_ state: WireState) throws {
        state.out.append(contentsOf: description.utf8)
    }
}
