import Domain
/// A JSON value as the fixture generator builds it.
///
/// Objects keep their pairs in a plain array (no hashing, so nothing depends on a per-process hash seed); the
/// writer sorts them by key. Numbers are Doubles; whole numbers are written without a fraction.
enum FixtureValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([FixtureValue])
    case object([FixtureMember])

    /// A number, or `null` when nil.
    static func num(_ value: Double?) -> FixtureValue {
        value.map { .number($0) } ?? .null
    }

    /// A whole number, or `null` when nil.
    static func int(_ value: Int?) -> FixtureValue {
        value.map { .number(Double($0)) } ?? .null
    }

    /// A string, or `null` when nil.
    static func str(_ value: String?) -> FixtureValue {
        value.map { .string($0) } ?? .null
    }

    /// A Boolean, or `null` when nil.
    static func flag(_ value: Bool?) -> FixtureValue {
        value.map { .bool($0) } ?? .null
    }

    /// An object from literal pairs.
    static func obj(_ pairs: KeyValuePairs<String, FixtureValue>) -> FixtureValue {
        .object(pairs.map { FixtureMember(key: $0.key, value: $0.value) })
    }

    /// An array of numbers (nil elements write `null`).
    static func numbers(_ values: [Double?]) -> FixtureValue {
        .array(values.map { num($0) })
    }

    /// The member named `key` of an object.
    subscript(key: String) -> FixtureValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The value at a dotted path (`"admissions.applicants"`).
    func value(at path: String) -> FixtureValue? {
        var current: FixtureValue? = self
        for part in path.split(separator: ".") {
            current = current?[String(part)]
        }
        return current
    }

    /// The number held, if this is a number.
    var numberValue: Double? {
        if case let .number(n) = self { return n }
        return nil
    }

    /// A copy with `key` set (replaced when present, appended otherwise). Only for objects.
    func setting(_ key: String, to value: FixtureValue) -> FixtureValue {
        guard case var .object(members) = self else { return self }
        if let i = members.firstIndex(where: { $0.key == key }) {
            members[i].value = value
        } else {
            members.append(FixtureMember(key: key, value: value))
        }
        return .object(members)
    }
}

/// One key and value of a ``FixtureValue`` object.
struct FixtureMember: Sendable, Equatable {
    var key: String
    var value: FixtureValue
}

extension FixtureValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: FixtureValue...) { self = .array(elements) }
}
