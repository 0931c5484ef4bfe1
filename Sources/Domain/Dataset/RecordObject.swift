import Foundation

/// The keys of one JSON object and where each value starts, read by ``RecordReader/readObject()``.
///
/// Model types read their fields from it by coding key, with the same key-presence rules as their `Codable`
/// conformance: ``required(_:)`` for plain properties, ``optional(_:)`` for plain optionals, ``nullable(_:)`` and
/// ``omittable(_:)`` for the ``Nullable`` and ``Omittable`` wrappers (which remember whether the key was there).
/// Keys that no field asks for are ignored, as `JSONDecoder` ignores them.
struct RecordObject {
    /// One `"key": value` pair: the key's text (between its quotes) and the offset of its value.
    struct Field {
        var key: Range<Int>
        var value: Int
    }

    let bytes: UnsafeRawBufferPointer
    let ends: UnsafeMutableBufferPointer<Int32>
    let fields: [Field]
    /// The reader's interner, handed to the readers of the values and used for the keys of ``entries()``.
    var strings: StringInterner? = nil

    /// Where `key`'s value starts; nil when the key is absent. A key written twice is left to `JSONDecoder`.
    func valueOffset(_ key: some CodingKey) throws(RecordReadError) -> Int? {
        var name = key.stringValue
        let (found, repeated) = name.withUTF8 { name -> (Int?, Int?) in
            var found: Int?
            for field in fields where field.key.count == name.count {
                guard name.isEmpty || memcmp(bytes.baseAddress! + field.key.lowerBound, name.baseAddress!, name.count) == 0 else { continue }
                if found != nil { return (found, field.key.lowerBound) }
                found = field.value
            }
            return (found, nil)
        }
        if let repeated { throw RecordReadError(offset: repeated, reason: "key written twice") }
        return found
    }

    /// A reader positioned at `offset`.
    func reader(at offset: Int) -> RecordReader { RecordReader(bytes: bytes, ends: ends, position: offset, strings: strings) }

    /// A value that must be present and not null.
    func required<V: RecordDecodable>(_ key: some CodingKey) throws(RecordReadError) -> V {
        guard let offset = try valueOffset(key) else { throw RecordReadError(offset: 0, reason: "missing \(key.stringValue)") }
        var reader = reader(at: offset)
        if try reader.readNull() { throw reader.failure("null \(key.stringValue)") }
        return try V(record: &reader)
    }

    /// A plain optional: absent or null is nil.
    func optional<V: RecordDecodable>(_ key: some CodingKey) throws(RecordReadError) -> V? {
        guard let offset = try valueOffset(key) else { return nil }
        var reader = reader(at: offset)
        if try reader.readNull() { return nil }
        return try V(record: &reader)
    }

    /// A ``Nullable`` or ``Omittable`` field, keeping whether its key was written.
    func keyPresence<V: RecordDecodable, P>(_ key: some CodingKey) throws(RecordReadError) -> KeyPresence<V, P> {
        guard let offset = try valueOffset(key) else { return KeyPresence(decoded: nil, keyPresent: false) }
        var reader = reader(at: offset)
        if try reader.readNull() { return KeyPresence(decoded: nil, keyPresent: true) }
        return KeyPresence(decoded: try V(record: &reader), keyPresent: true)
    }

    /// A ``Nullable`` field (``keyPresence(_:)``).
    func nullable<V: RecordDecodable>(_ key: some CodingKey) throws(RecordReadError) -> Nullable<V> { try keyPresence(key) }

    /// An ``Omittable`` field (``keyPresence(_:)``).
    func omittable<V: RecordDecodable>(_ key: some CodingKey) throws(RecordReadError) -> Omittable<V> { try keyPresence(key) }

    /// A ``NullableNumber`` or ``OmittableNumber`` field, keeping whether its key was written.
    func numberPresence<P>(_ key: some CodingKey) throws(RecordReadError) -> NumberPresence<P> {
        guard let offset = try valueOffset(key) else { return NumberPresence(decoded: nil, keyPresent: false) }
        var reader = reader(at: offset)
        if try reader.readNull() { return NumberPresence(decoded: nil, keyPresent: true) }
        return NumberPresence(decoded: try reader.readDouble(), keyPresent: true)
    }

    /// A ``NullableNumber`` field (``numberPresence(_:)``).
    func nullable(_ key: some CodingKey) throws(RecordReadError) -> NullableNumber { try numberPresence(key) }

    /// An ``OmittableNumber`` field (``numberPresence(_:)``).
    func omittable(_ key: some CodingKey) throws(RecordReadError) -> OmittableNumber { try numberPresence(key) }

    /// Every pair as (key text, reader at the value), for objects read as dictionaries.
    func entries() throws(RecordReadError) -> [(key: String, value: RecordReader)] {
        var result: [(key: String, value: RecordReader)] = []
        result.reserveCapacity(fields.count)
        for field in fields {
            guard let key = String(validating: UnsafeRawBufferPointer(rebasing: bytes[field.key]), as: UTF8.self) else {
                throw RecordReadError(offset: field.key.lowerBound, reason: "key is not UTF-8")
            }
            result.append((strings?.intern(key) ?? key, reader(at: field.value)))
        }
        return result
    }
}
