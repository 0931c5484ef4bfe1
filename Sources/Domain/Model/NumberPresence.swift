/// ``KeyPresence`` for a `Double` field, in 8 bytes instead of 16.
///
/// Most dataset fields are numbers, and a `Double?` with a key-presence flag takes two words in a record (the value
/// has no spare bit pattern for the nil cases). This wrapper keeps the value's bit pattern and marks the two nil
/// cases (`null`, key absent) with two NaN patterns no JSON number decodes to; a NaN set in code is stored as
/// `Double.nan`. It reads, codes and compares exactly like ``KeyPresence``: declare a field `@NullableNumber` or
/// `@OmittableNumber` where it would be `@Nullable` or `@Omittable`.
@propertyWrapper
public struct NumberPresence<Policy: KeyPresencePolicy>: Sendable, Hashable {
    /// The value's bits, or ``nullBits`` / ``absentBits``.
    private var bits: UInt64

    /// Signalling-NaN patterns with a payload; arithmetic and parsing never produce them.
    private static var nullBits: UInt64 { 0x7FF4_0000_0000_0A01 }
    private static var absentBits: UInt64 { 0x7FF4_0000_0000_0A02 }

    private static func nilBits(_ rule: NilEncoding) -> UInt64 { rule == .writeNull ? nullBits : absentBits }

    private static func valueBits(_ value: Double) -> UInt64 { value.isNaN ? Double.nan.bitPattern : value.bitPattern }

    private var holdsValue: Bool { bits != Self.nullBits && bits != Self.absentBits }

    /// The field's value; nil when not reported. Setting nil on a field that holds a value gives it the policy's nil
    /// rule; setting nil on a nil field keeps its rule.
    public var wrappedValue: Double? {
        get { holdsValue ? Double(bitPattern: bits) : nil }
        set {
            if let newValue {
                bits = Self.valueBits(newValue)
            } else if holdsValue {
                bits = Self.nilBits(Policy.builtNil)
            }
        }
    }

    /// What a nil value writes (see ``KeyPresence/nilEncoding``).
    public var nilEncoding: NilEncoding {
        get {
            switch bits {
            case Self.nullBits: .writeNull
            case Self.absentBits: .omitKey
            default: Policy.builtNil
            }
        }
        set {
            if !holdsValue { bits = Self.nilBits(newValue) }
        }
    }

    /// A value built in code: nil writes what the policy says.
    public init(wrappedValue: Double?) {
        self.init(wrappedValue, nilEncoding: Policy.builtNil)
    }

    /// A value with an explicit nil rule.
    public init(_ value: Double?, nilEncoding: NilEncoding) {
        bits = value.map(Self.valueBits) ?? Self.nilBits(nilEncoding)
    }

    /// A decoded field: nil remembers whether the key was there (`null`) or not.
    public init(decoded value: Double?, keyPresent: Bool) {
        self.init(value, nilEncoding: keyPresent ? .writeNull : .omitKey)
    }

    /// The wrapper itself, for `nilEncoding` and `isKeyPresent`.
    public var projectedValue: NumberPresence<Policy> {
        get { self }
        set { self = newValue }
    }

    /// Whether the key appears in the encoded JSON.
    public var isKeyPresent: Bool { bits != Self.absentBits }

    public static func == (a: NumberPresence, b: NumberPresence) -> Bool { a.wrappedValue == b.wrappedValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

/// A number field whose key the site writes even when it has no value (``Nullable`` for `Double`).
public typealias NullableNumber = NumberPresence<WritesNullKey>

/// A number field whose key the site leaves out when it has no value (``Omittable`` for `Double`).
public typealias OmittableNumber = NumberPresence<OmitsNilKey>

// Stand-alone coding, as ``KeyPresence``'s.
extension NumberPresence: Codable {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        self.init(c.decodeNil() ? nil : try c.decode(Double.self), nilEncoding: .writeNull)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        if let wrappedValue { try c.encode(wrappedValue) } else { try c.encodeNil() }
    }
}

extension KeyedDecodingContainer {
    /// Decodes a ``NumberPresence`` field, accepting a missing key.
    public func decode<P>(_ type: NumberPresence<P>.Type, forKey key: Key) throws -> NumberPresence<P> {
        let value = try decodeIfPresent(Double.self, forKey: key)
        return NumberPresence(decoded: value, keyPresent: value != nil || contains(key))
    }
}

extension KeyedEncodingContainer {
    /// Encodes a ``NumberPresence`` field: the value, `null`, or nothing.
    public mutating func encode<P>(_ field: NumberPresence<P>, forKey key: Key) throws {
        if let value = field.wrappedValue { try encode(value, forKey: key) }
        else if field.nilEncoding == .writeNull { try encodeNil(forKey: key) }
    }
}
