public import QuadAPIModels

/// A dataset type that reads itself from JSON bytes in one pass with a ``RecordReader``, many times faster than its
/// `Decodable` conformance and with the same result.
///
/// `Decodable` stays the reference: when the reader refuses a record, the loader decodes it with `JSONDecoder`, and
/// tests check that both paths give equal values with the same keys present. A conformance reads its object with
/// ``RecordReader/readObject()`` and each property with the ``RecordObject`` accessor matching how the property is
/// declared.
protocol RecordDecodable: Decodable {
    /// Reads one value at the reader's position, leaving the reader just after it.
    init(record reader: inout RecordReader) throws(RecordReadError)
}

extension Double: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) { self = try reader.readDouble() }
}

extension Int: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) { self = try reader.readInt() }
}

extension String: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) { self = try reader.readString() }
}

extension Bool: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) { self = try reader.readBool() }
}

extension Optional: RecordDecodable where Wrapped: RecordDecodable {
    /// `null` or a value (array elements such as `[Double?]`).
    init(record reader: inout RecordReader) throws(RecordReadError) {
        self = try reader.readNull() ? nil : try Wrapped(record: &reader)
    }
}

extension Array: RecordDecodable where Element: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        self = try reader.readArray { (element: inout RecordReader) throws(RecordReadError) in try Element(record: &element) }
    }
}

extension Dictionary: RecordDecodable where Key == String, Value: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init(minimumCapacity: object.fields.count)
        for (key, value) in try object.entries() {
            var valueReader = value
            guard updateValue(try Value(record: &valueReader), forKey: key) == nil else {
                throw valueReader.failure("key written twice")
            }
        }
    }
}

extension JSONValue: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        reader.skipSpace()
        guard reader.position < reader.bytes.count else { throw reader.failure("expected a value") }
        switch reader.bytes[reader.position] {
        case UInt8(ascii: "n"): _ = try reader.readNull(); self = .null
        case UInt8(ascii: "t"), UInt8(ascii: "f"): self = .bool(try reader.readBool())
        case UInt8(ascii: "\""): self = .string(try reader.readString())
        case UInt8(ascii: "["): self = .array(try [JSONValue](record: &reader))
        case UInt8(ascii: "{"): self = .object(try [String: JSONValue](record: &reader))
        default: self = .number(try reader.readDouble())
        }
    }
}
