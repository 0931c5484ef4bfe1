/// An immutable heap box for a large, rarely present section of a dataset record.
///
/// A record stores the box's one reference (8 bytes, nil when the section is absent) instead of the section inline,
/// so the many records without it don't carry its full size. Codes exactly as the boxed value (no extra nesting);
/// equality and hashing are by value.
final class RecordBox<Value: Codable & Sendable & Hashable>: Sendable, Hashable, Codable {
    /// The boxed section.
    let value: Value

    init(_ value: Value) { self.value = value }

    init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Value.self)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(value)
    }

    static func == (a: RecordBox, b: RecordBox) -> Bool { a === b || a.value == b.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension RecordBox: RecordDecodable where Value: RecordDecodable {
    convenience init(record reader: inout RecordReader) throws(RecordReadError) {
        self.init(try Value(record: &reader))
    }
}
