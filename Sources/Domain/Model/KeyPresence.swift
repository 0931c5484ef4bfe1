/// What a nil optional field writes when its record is encoded.
public enum NilEncoding: Sendable, Hashable {
    /// The key is written with a JSON `null`.
    case writeNull
    /// The key is left out.
    case omitKey
}

/// An optional dataset field whose key the site writes even when it has no value (`"by_income": null`).
///
/// Reads like a plain optional (`school.aid?.byIncome`). Decoding remembers whether the key was in the file, so a
/// record read and written again keeps its exact set of keys: an absent key stays absent, an explicit `null` stays
/// `null`. A value built in code writes `null` for nil, as the site's newest files do. `$field.nilEncoding` changes
/// that per value; `$field.isKeyPresent` tells whether the key is (or will be) in the JSON.
///
/// Equality and hashing look at the value only, never at key presence.
@propertyWrapper
public struct Nullable<Value: Codable & Sendable & Hashable>: Sendable, Hashable {
    /// The field's value; nil when not reported.
    public var wrappedValue: Value?
    /// What a nil value writes.
    public var nilEncoding: NilEncoding

    /// A value built in code: nil writes `null`.
    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
        self.nilEncoding = .writeNull
    }

    /// A value with an explicit nil rule.
    public init(_ value: Value?, nilEncoding: NilEncoding) {
        self.wrappedValue = value
        self.nilEncoding = nilEncoding
    }

    /// The wrapper itself, for `nilEncoding` and `isKeyPresent`.
    public var projectedValue: Nullable<Value> {
        get { self }
        set { self = newValue }
    }

    /// Whether the key appears in the encoded JSON.
    public var isKeyPresent: Bool { wrappedValue != nil || nilEncoding == .writeNull }

    public static func == (a: Nullable, b: Nullable) -> Bool { a.wrappedValue == b.wrappedValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

/// An optional dataset field whose key the site leaves out when it has no value (`admissions.federal`, `lineage`).
///
/// Same as ``Nullable`` except that a value built in code omits the key when nil. A decoded explicit `null` is still
/// written back as `null`.
@propertyWrapper
public struct Omittable<Value: Codable & Sendable & Hashable>: Sendable, Hashable {
    /// The field's value; nil when absent.
    public var wrappedValue: Value?
    /// What a nil value writes.
    public var nilEncoding: NilEncoding

    /// A value built in code: nil leaves the key out.
    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
        self.nilEncoding = .omitKey
    }

    /// A value with an explicit nil rule.
    public init(_ value: Value?, nilEncoding: NilEncoding) {
        self.wrappedValue = value
        self.nilEncoding = nilEncoding
    }

    /// The wrapper itself, for `nilEncoding` and `isKeyPresent`.
    public var projectedValue: Omittable<Value> {
        get { self }
        set { self = newValue }
    }

    /// Whether the key appears in the encoded JSON.
    public var isKeyPresent: Bool { wrappedValue != nil || nilEncoding == .writeNull }

    public static func == (a: Omittable, b: Omittable) -> Bool { a.wrappedValue == b.wrappedValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

// Stand-alone coding (used only when a wrapper is coded outside a keyed container, e.g. inside an array).
extension Nullable: Codable {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        self.init(c.decodeNil() ? nil : try c.decode(Value.self), nilEncoding: .writeNull)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        if let wrappedValue { try c.encode(wrappedValue) } else { try c.encodeNil() }
    }
}

extension Omittable: Codable {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        self.init(c.decodeNil() ? nil : try c.decode(Value.self), nilEncoding: .writeNull)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        if let wrappedValue { try c.encode(wrappedValue) } else { try c.encodeNil() }
    }
}

// The synthesized `Codable` of a struct calls these overloads for its wrapped properties: a missing key or `null`
// decodes to nil (remembering which), and a nil value writes `null` or nothing according to `nilEncoding`.
extension KeyedDecodingContainer {
    /// Decodes a ``Nullable`` field, accepting a missing key.
    public func decode<V>(_ type: Nullable<V>.Type, forKey key: Key) throws -> Nullable<V> {
        if let value = try decodeIfPresent(V.self, forKey: key) { return Nullable(value, nilEncoding: .writeNull) }
        return Nullable(nil, nilEncoding: contains(key) ? .writeNull : .omitKey)
    }

    /// Decodes an ``Omittable`` field, accepting a missing key.
    public func decode<V>(_ type: Omittable<V>.Type, forKey key: Key) throws -> Omittable<V> {
        if let value = try decodeIfPresent(V.self, forKey: key) { return Omittable(value, nilEncoding: .omitKey) }
        return Omittable(nil, nilEncoding: contains(key) ? .writeNull : .omitKey)
    }
}

// Concrete overloads for the leaf types most fields use: they reach the container's own `decodeIfPresent` for that
// type instead of its generic path, which makes decoding a full schools.json noticeably cheaper.
extension KeyedDecodingContainer {
    public func decode(_ type: Nullable<Double>.Type, forKey key: Key) throws -> Nullable<Double> {
        if let value = try decodeIfPresent(Double.self, forKey: key) { return Nullable(value, nilEncoding: .writeNull) }
        return Nullable(nil, nilEncoding: contains(key) ? .writeNull : .omitKey)
    }

    public func decode(_ type: Nullable<String>.Type, forKey key: Key) throws -> Nullable<String> {
        if let value = try decodeIfPresent(String.self, forKey: key) { return Nullable(value, nilEncoding: .writeNull) }
        return Nullable(nil, nilEncoding: contains(key) ? .writeNull : .omitKey)
    }

    public func decode(_ type: Nullable<Int>.Type, forKey key: Key) throws -> Nullable<Int> {
        if let value = try decodeIfPresent(Int.self, forKey: key) { return Nullable(value, nilEncoding: .writeNull) }
        return Nullable(nil, nilEncoding: contains(key) ? .writeNull : .omitKey)
    }

    public func decode(_ type: Nullable<Bool>.Type, forKey key: Key) throws -> Nullable<Bool> {
        if let value = try decodeIfPresent(Bool.self, forKey: key) { return Nullable(value, nilEncoding: .writeNull) }
        return Nullable(nil, nilEncoding: contains(key) ? .writeNull : .omitKey)
    }

    public func decode(_ type: Omittable<Double>.Type, forKey key: Key) throws -> Omittable<Double> {
        if let value = try decodeIfPresent(Double.self, forKey: key) { return Omittable(value, nilEncoding: .omitKey) }
        return Omittable(nil, nilEncoding: contains(key) ? .writeNull : .omitKey)
    }

    public func decode(_ type: Omittable<String>.Type, forKey key: Key) throws -> Omittable<String> {
        if let value = try decodeIfPresent(String.self, forKey: key) { return Omittable(value, nilEncoding: .omitKey) }
        return Omittable(nil, nilEncoding: contains(key) ? .writeNull : .omitKey)
    }
}

extension KeyedEncodingContainer {
    /// Encodes a ``Nullable`` field: the value, `null`, or nothing.
    public mutating func encode<V>(_ field: Nullable<V>, forKey key: Key) throws {
        if let value = field.wrappedValue { try encode(value, forKey: key) }
        else if field.nilEncoding == .writeNull { try encodeNil(forKey: key) }
    }

    /// Encodes an ``Omittable`` field: the value, `null`, or nothing.
    public mutating func encode<V>(_ field: Omittable<V>, forKey key: Key) throws {
        if let value = field.wrappedValue { try encode(value, forKey: key) }
        else if field.nilEncoding == .writeNull { try encodeNil(forKey: key) }
    }
}
