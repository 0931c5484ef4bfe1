import Foundation
public import QuadAPIModels

/// One statement parameter: its text form (nil for NULL) and the type it is declared as.
///
/// Values always travel as parameters (`$1`, `$2`, …), never spliced into SQL text. Strings, JSON and arrays of
/// text are sent as ``PostgresDataType/unspecified``, so the server types them from the statement (a `uuid` column
/// compared with a string parameter reads it as a uuid, an insert into a `jsonb` column reads JSON); where the
/// statement gives no type (`select $1`, `$1 is null`), cast: `\(name)::text`. The other types declare theirs, so
/// a statement means the same whatever the value: `Int` and `Int64` are `int8`, `Int32` is `int4` (pass one, or
/// cast `\(n)::int4`, for a function whose parameter is `integer`), `Double` is `float8` (cast for `numeric`
/// functions: `round(\(x)::numeric, 2)`), `Bool` is `bool`, `UUID` is `uuid`, `Date` is `timestamptz`, `Data` is
/// `bytea`.
public struct PostgresBind: Sendable, Hashable {
    /// The text form, or nil for SQL NULL.
    public var text: String?
    /// The declared parameter type.
    public var type: PostgresDataType

    public init(text: String?, type: PostgresDataType = .unspecified) {
        self.text = text
        self.type = type
    }

    /// SQL NULL of an unspecified type.
    public static let null = PostgresBind(text: nil)

    /// JSON text of an `Encodable` value (keys sorted, so equal values bind equal text).
    public static func json(_ value: some Encodable) throws -> PostgresBind {
        let data: Data
        do { data = try jsonEncoder.encode(value) } catch {
            throw PostgresError(code: .invalidValue, context: "a JSON parameter could not be encoded: \(error)")
        }
        return PostgresBind(text: String(decoding: data, as: UTF8.self))
    }

    private static let jsonEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}

/// A Swift value that can be a statement parameter.
public protocol PostgresBindable {
    /// The parameter this value binds as.
    var postgresBind: PostgresBind { get }
}

extension PostgresBind: PostgresBindable {
    public var postgresBind: PostgresBind { self }
}

extension String: PostgresBindable {
    public var postgresBind: PostgresBind { PostgresBind(text: self) }
}

extension Substring: PostgresBindable {
    public var postgresBind: PostgresBind { PostgresBind(text: String(self)) }
}

extension Int: PostgresBindable {
    public var postgresBind: PostgresBind { PostgresBind(text: String(self), type: .int8) }
}

extension Int32: PostgresBindable {
    public var postgresBind: PostgresBind { PostgresBind(text: String(self), type: .int4) }
}

extension Int64: PostgresBindable {
    public var postgresBind: PostgresBind { PostgresBind(text: String(self), type: .int8) }
}

extension Double: PostgresBindable {
    public var postgresBind: PostgresBind { PostgresBind(text: PostgresTextFormat.double(self), type: .float8) }
}

extension Bool: PostgresBindable {
    public var postgresBind: PostgresBind { PostgresBind(text: self ? "true" : "false", type: .bool) }
}

extension UUID: PostgresBindable {
    public var postgresBind: PostgresBind { PostgresBind(text: uuidString.lowercased(), type: .uuid) }
}

extension Date: PostgresBindable {
    /// Binds as `timestamptz`, rounded to the microsecond.
    public var postgresBind: PostgresBind { PostgresBind(text: PostgresTextFormat.timestamp(self), type: .timestamptz) }
}

extension Data: PostgresBindable {
    /// Binds as `bytea` in hex form.
    public var postgresBind: PostgresBind { PostgresBind(text: PostgresTextFormat.byteaHex(self), type: .bytea) }
}

extension JSONValue: PostgresBindable {
    /// Binds as JSON text (type inferred: assign it to `json` or `jsonb`, or cast `$1::jsonb`). A number that is not
    /// finite cannot be JSON and binds as `null`.
    public var postgresBind: PostgresBind { PostgresBind(text: JSONText.serialize(self)) }
}

extension Array: PostgresBindable where Element == String {
    /// Binds as an array literal of text (type inferred: `= any($1)` against a text or uuid column works).
    public var postgresBind: PostgresBind { PostgresBind(text: PostgresTextFormat.arrayLiteral(self)) }
}

extension Optional: PostgresBindable where Wrapped: PostgresBindable {
    /// `nil` binds SQL NULL, keeping the wrapped type's declared type.
    public var postgresBind: PostgresBind {
        switch self {
        case let .some(value): return value.postgresBind
        case .none: return PostgresBind(text: nil, type: PostgresBindTypeOf<Wrapped>.type)
        }
    }
}

/// The declared type of NULL for an optional: the wrapped type's, when it declares one without a value.
private enum PostgresBindTypeOf<T> {
    static var type: PostgresDataType {
        switch T.self {
        case is Int.Type, is Int64.Type: return .int8
        case is Int32.Type: return .int4
        case is Double.Type: return .float8
        case is Bool.Type: return .bool
        case is UUID.Type: return .uuid
        case is Date.Type: return .timestamptz
        case is Data.Type: return .bytea
        default: return .unspecified
        }
    }
}

/// A JSON serializer for ``JSONValue`` that cannot fail (used for binds and the claims setting).
enum JSONText {
    static func serialize(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, into out: inout String) {
        switch value {
        case .null: out += "null"
        case let .bool(b): out += b ? "true" : "false"
        case let .number(n): out += number(n)
        case let .string(s): string(s, into: &out)
        case let .array(items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                write(item, into: &out)
            }
            out += "]"
        case let .object(fields):
            out += "{"
            for (i, key) in fields.keys.sorted().enumerated() {
                if i > 0 { out += "," }
                string(key, into: &out)
                out += ":"
                write(fields[key]!, into: &out)
            }
            out += "}"
        }
    }

    private static func number(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return n.description
    }

    private static func string(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
