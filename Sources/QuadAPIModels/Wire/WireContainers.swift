/// The members of the object at `depth` of a ``WireState``.
struct WireKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let state: WireState
    let depth: Int
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {
        state.key(key, of: depth)
        state.encodeNull()
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        state.key(key, of: depth)
        state.encodeBool(value)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        state.key(key, of: depth)
        JSONBytes.appendString(value, to: &state.out)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        state.key(key, of: depth)
        try state.encodeDouble(value)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        state.key(key, of: depth)
        try state.encodeFloat(value)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { integer(value, key) }

    private func integer(_ value: some BinaryInteger, _ key: Key) {
        state.key(key, of: depth)
        JSONBytes.appendInteger(value, to: &state.out)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        state.key(key, of: depth)
        try state.encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        state.key(key, of: depth)
        let frame = try! state.open(at: state.frames.count, array: false)
        return KeyedEncodingContainer(WireKeyedContainer<NestedKey>(state: state, depth: frame))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        state.key(key, of: depth)
        let frame = try! state.open(at: state.frames.count, array: true)
        return WireUnkeyedContainer(state: state, depth: frame)
    }

    mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }

    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

    /// The member's key is written now; its value is whatever is encoded through the returned encoder, which
    /// must write one (JSONEncoder would write `{}` for a super encoder left unused).
    private func superEncoder(named name: String) -> any Encoder {
        state.nextElement(of: depth)
        JSONBytes.appendString(name, to: &state.out)
        state.out.append(UInt8(ascii: ":"))
        return WireValueEncoder(state: state, depth: state.frames.count)
    }
}

/// The elements of the array at `depth` of a ``WireState``.
struct WireUnkeyedContainer: UnkeyedEncodingContainer {
    let state: WireState
    let depth: Int
    var codingPath: [any CodingKey] { [] }
    var count: Int { state.frames.count > depth ? state.frames[depth].count : 0 }

    mutating func encodeNil() throws {
        state.nextElement(of: depth)
        state.encodeNull()
    }

    mutating func encode(_ value: Bool) throws {
        state.nextElement(of: depth)
        state.encodeBool(value)
    }

    mutating func encode(_ value: String) throws {
        state.nextElement(of: depth)
        JSONBytes.appendString(value, to: &state.out)
    }

    mutating func encode(_ value: Double) throws {
        state.nextElement(of: depth)
        try state.encodeDouble(value)
    }

    mutating func encode(_ value: Float) throws {
        state.nextElement(of: depth)
        try state.encodeFloat(value)
    }

    mutating func encode(_ value: Int) throws { integer(value) }
    mutating func encode(_ value: Int8) throws { integer(value) }
    mutating func encode(_ value: Int16) throws { integer(value) }
    mutating func encode(_ value: Int32) throws { integer(value) }
    mutating func encode(_ value: Int64) throws { integer(value) }
    mutating func encode(_ value: UInt) throws { integer(value) }
    mutating func encode(_ value: UInt8) throws { integer(value) }
    mutating func encode(_ value: UInt16) throws { integer(value) }
    mutating func encode(_ value: UInt32) throws { integer(value) }
    mutating func encode(_ value: UInt64) throws { integer(value) }

    private func integer(_ value: some BinaryInteger) {
        state.nextElement(of: depth)
        JSONBytes.appendInteger(value, to: &state.out)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        state.nextElement(of: depth)
        try state.encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        state.nextElement(of: depth)
        let frame = try! state.open(at: state.frames.count, array: false)
        return KeyedEncodingContainer(WireKeyedContainer<NestedKey>(state: state, depth: frame))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        state.nextElement(of: depth)
        let frame = try! state.open(at: state.frames.count, array: true)
        return WireUnkeyedContainer(state: state, depth: frame)
    }

    mutating func superEncoder() -> any Encoder {
        state.nextElement(of: depth)
        return WireValueEncoder(state: state, depth: state.frames.count)
    }
}

/// One value at the current position of a ``WireState``.
struct WireSingleValueContainer: SingleValueEncodingContainer {
    let state: WireState
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { state.encodeNull() }
    mutating func encode(_ value: Bool) throws { state.encodeBool(value) }
    mutating func encode(_ value: String) throws { JSONBytes.appendString(value, to: &state.out) }
    mutating func encode(_ value: Double) throws { try state.encodeDouble(value) }
    mutating func encode(_ value: Float) throws { try state.encodeFloat(value) }
    mutating func encode(_ value: Int) throws { JSONBytes.appendInteger(value, to: &state.out) }
    mutating func encode(_ value: Int8) throws { JSONBytes.appendInteger(value, to: &state.out) }
    mutating func encode(_ value: Int16) throws { JSONBytes.appendInteger(value, to: &state.out) }
    mutating func encode(_ value: Int32) throws { JSONBytes.appendInteger(value, to: &state.out) }
    mutating func encode(_ value: Int64) throws { JSONBytes.appendInteger(value, to: &state.out) }
    mutating func encode(_ value: UInt) throws { JSONBytes.appendInteger(value, to: &state.out) }
    mutating func encode(_ value: UInt8) throws { JSONBytes.appendInteger(value, to: &state.out) }
    mutating func encode(_ value: UInt16) throws { JSONBytes.appendInteger(value, to: &state.out) }
    mutating func encode(_ value: UInt32) throws { JSONBytes.appendInteger(value, to: &state.out) }
    mutating func encode(_ value: UInt64) throws { JSONBytes.appendInteger(value, to: &state.out) }
    mutating func encode<T: Encodable>(_ value: T) throws { try state.encodeValue(value) }
}
