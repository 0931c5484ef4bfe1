/// The body of `PATCH /me`: only the fields present change.
///
/// ```swift
/// let patch = AccountPatch(displayName: .set("Ann Lee"), roleHint: .clear)
/// // {"displayName":"Ann Lee","roleHint":null}
/// ```
///
/// Rules the server applies: the name is trimmed, at most 80 characters, and an empty one is stored as no name; the
/// birth year is four digits, not in the future, and 13+ (a year exactly 13 years back is refused, as the person
/// may still be 12); once given it can be corrected but not removed, so `null` leaves it as it is; a role hint other
/// than `student`, `guardian` or `counselor` is stored as none.
public struct AccountPatch: Sendable, Hashable, Codable, SchemaDescribed {
    public var displayName: PatchValue<String>
    public var birthYear: PatchValue<Int>
    public var roleHint: PatchValue<String>

    public init(displayName: PatchValue<String> = .keep, birthYear: PatchValue<Int> = .keep,
                roleHint: PatchValue<String> = .keep) {
        self.displayName = displayName
        self.birthYear = birthYear
        self.roleHint = roleHint
    }

    private enum CodingKeys: String, CodingKey {
        case displayName, birthYear, roleHint
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        displayName = try PatchValue(c, .displayName)
        roleHint = try PatchValue(c, .roleHint)
        // The site's form sends the year as text; accept both.
        if !c.contains(.birthYear) {
            birthYear = .keep
        } else if try c.decodeNil(forKey: .birthYear) {
            birthYear = .clear
        } else if let year = try? c.decode(Int.self, forKey: .birthYear) {
            birthYear = .set(year)
        } else {
            let text = try c.decode(String.self, forKey: .birthYear)
            guard let year = Int(text) else {
                throw DecodingError.dataCorruptedError(forKey: .birthYear, in: c, debugDescription: "not a year")
            }
            birthYear = .set(year)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try displayName.encode(into: &c, forKey: .displayName)
        try birthYear.encode(into: &c, forKey: .birthYear)
        try roleHint.encode(into: &c, forKey: .roleHint)
    }

    public static let schema = JSONSchema.object([
        .optional("displayName", .nullable(.string())),
        // The site's form sends the year as text; an empty text, like null, leaves the stored year.
        .optional("birthYear", .nullable(.oneOf([.integer(minimum: 1000, maximum: 9999),
                                                 .string(pattern: "^([0-9]{4})?$")]))),
        .optional("roleHint", .nullable(.string())),
    ]).described("Account changes; a field left out stays as it is.")
}

/// One field of a partial update: leave it, clear it (JSON `null`), or set it.
public enum PatchValue<Value: Sendable & Hashable & Codable>: Sendable, Hashable {
    /// The field was left out.
    case keep
    /// The field was `null`.
    case clear
    /// The field had a value.
    case set(Value)

    init<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws {
        if !container.contains(key) {
            self = .keep
        } else if try container.decodeNil(forKey: key) {
            self = .clear
        } else {
            self = .set(try container.decode(Value.self, forKey: key))
        }
    }

    func encode<Key: CodingKey>(into container: inout KeyedEncodingContainer<Key>, forKey key: Key) throws {
        switch self {
        case .keep: break
        case .clear: try container.encodeNil(forKey: key)
        case let .set(value): try container.encode(value, forKey: key)
        }
    }
}
