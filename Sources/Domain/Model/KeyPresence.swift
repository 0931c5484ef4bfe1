/// What a nil optional field writes when its record is encoded.
public enum NilEncoding: Sendable, Hashable {
    /// The key is written with a JSON `null`.
    case writeNull
    /// The key is left out.
    case omitKey
}

/// What a nil value built in code writes: the one difference between ``Nullable`` and ``Omittable``.
public protocol KeyPresencePolicy: Sendable {
    /// The nil rule of a value built in code, and of a value decoded from a present, non-null key.
    static var builtNil: NilEncoding { get }
}

/// The site writes the key with `null` when there is no value (`"by_income": null`).
public enum WritesNullKey: KeyPresencePolicy {
    public static var builtNil: NilEncoding { .writeNull }
}

/// The site leaves the key out when there is no value (`admissions.federal`, `lineage`).
public enum OmitsNilKey: KeyPresencePolicy {
    public static var builtNil: NilEncoding { .omitKey }
}

/// An optional dataset field that remembers whether its key was in the file, with a ``KeyPresencePolicy`` for the
/// nil a value built in code writes.
///
/// Reads like a plain optional (`school.aid?.byIncome`). Decoding remembers whether the key was in the file, so a
/// record read and written again keeps its exact set of keys: an absent key stays absent, an explicit `null` stays
/// `null`. A value built in code writes nil as the policy says (``Nullable``: `null`, as the site's newest files
/// do; ``Omittable``: nothing). `$field.nilEncoding` changes that per value; `$field.isKeyPresent` tells whether
/// the key is (or will be) in the JSON.
///
/// Equality and hashing look at the value only, never at key presence.
@propertyWrapper
public struct KeyPresence<Value: Codable & Sendable & Hashable, Policy: KeyPresencePolicy>: Sendable, Hashable {
    /// One enum instead of an optional and a flag: with a `Value` that has spare bit patterns (strings, arrays,
    /// references, most structs) the two nil cases take no extra byte, so a field is as small as the value.
    private enum Slot: Sendable {
        case value(Value)
        case null
        case absent
    }

    private var slot: Slot

    /// The field's value; nil when not reported. Setting nil on a field that holds a value gives it the policy's nil
    /// rule; setting nil on a nil field keeps its rule.
    public var wrappedValue: Value? {
        get {
            if case let .value(value) = slot { return value }
            return nil
        }
        set {
            if let newValue {
                slot = .value(newValue)
            } else if case .value = slot {
                slot = Self.nilSlot(Policy.builtNil)
            }
        }
    }

    /// What a nil value writes. A field holding a value reports (and keeps) the policy's rule: setting it matters only
    /// while the field is nil.
    public var nilEncoding: NilEncoding {
        get {
            switch slot {
            case .value: Policy.builtNil
            case .null: .writeNull
            case .absent: .omitKey
            }
        }
        set {
            if case .value = slot { return }
            slot = Self.nilSlot(newValue)
        }
    }

    private static func nilSlot(_ rule: NilEncoding) -> Slot {
        rule == .writeNull ? .null : .absent
    }

    /// A value built in code: nil writes what the policy says.
    public init(wrappedValue: Value?) {
        self.init(wrappedValue, nilEncoding: Policy.builtNil)
    }

    /// A value with an explicit nil rule.
    public init(_ value: Value?, nilEncoding: NilEncoding) {
        slot = value.map(Slot.value) ?? Self.nilSlot(nilEncoding)
    }

    /// A decoded field: a value keeps the policy's rule; nil remembers whether the key was there (`null`) or not.
    public init(decoded value: Value?, keyPresent: Bool) {
        self.init(value, nilEncoding: keyPresent ? .writeNull : .omitKey)
    }

    /// The wrapper itself, for `nilEncoding` and `isKeyPresent`.
    public var projectedValue: KeyPresence<Value, Policy> {
        get { self }
        set { self = newValue }
    }

    /// Whether the key appears in the encoded JSON.
    public var isKeyPresent: Bool {
        if case .absent = slot { return false }
        return true
    }

    public static func == (a: KeyPresence, b: KeyPresence) -> Bool { a.wrappedValue == b.wrappedValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

/// An optional dataset field whose key the site writes even when it has no value (`"by_income": null`).
public typealias Nullable<Value: Codable & Sendable & Hashable> = KeyPresence<Value, WritesNullKey>

/// An optional dataset field whose key the site leaves out when it has no value (`admissions.federal`, `lineage`).
/// A decoded explicit `null` is still written back as `null`.
public typealias Omittable<Value: Codable & Sendable & Hashable> = KeyPresence<Value, OmitsNilKey>

// Stand-alone coding (used only when a wrapper is coded outside a keyed container, e.g. inside an array).
extension KeyPresence: Codable {
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
    /// Decodes a ``KeyPresence`` field, accepting a missing key.
    public func decode<V, P>(_ type: KeyPresence<V, P>.Type, forKey key: Key) throws -> KeyPresence<V, P> {
        presence(try decodeIfPresent(V.self, forKey: key), key)
    }

    /// A decoded field's wrapper: `value`, or nil remembering whether `key` was there (as `null`).
    private func presence<V, P>(_ value: V?, _ key: Key) -> KeyPresence<V, P> {
        KeyPresence(decoded: value, keyPresent: value != nil || contains(key))
    }
}

// Concrete overloads for the leaf types most fields use: they reach the container's own `decodeIfPresent` for that
// type instead of its generic path, which makes decoding a full schools.json noticeably cheaper.
extension KeyedDecodingContainer {
    public func decode<P>(_ type: KeyPresence<Double, P>.Type, forKey key: Key) throws -> KeyPresence<Double, P> {
        presence(try decodeIfPresent(Double.self, forKey: key), key)
    }

    public func decode<P>(_ type: KeyPresence<String, P>.Type, forKey key: Key) throws -> KeyPresence<String, P> {
        presence(try decodeIfPresent(String.self, forKey: key), key)
    }

    public func decode<P>(_ type: KeyPresence<Int, P>.Type, forKey key: Key) throws -> KeyPresence<Int, P> {
        presence(try decodeIfPresent(Int.self, forKey: key), key)
    }

    public func decode<P>(_ type: KeyPresence<Bool, P>.Type, forKey key: Key) throws -> KeyPresence<Bool, P> {
        presence(try decodeIfPresent(Bool.self, forKey: key), key)
    }
}

extension KeyedEncodingContainer {
    /// Encodes a ``KeyPresence`` field: the value, `null`, or nothing.
    public mutating func encode<V, P>(_ field: KeyPresence<V, P>, forKey key: Key) throws {
        if let value = field.wrappedValue { try encode(value, forKey: key) }
        else if field.nilEncoding == .writeNull { try encodeNil(forKey: key) }
    }
}
