import Foundation
public import QuadAPIModels

/// A Swift type a result column can be read as, from the column's text form.
///
/// A mismatch between the column's type and the Swift type is an error (``PostgresError/Code/decoding``), never a
/// silent conversion: an `int4` column read as `UUID` fails with the column's name and both types.
public protocol PostgresDecodable {
    /// Whether columns of `type` can be read as this type.
    static func canDecode(_ type: PostgresDataType) -> Bool
    /// Reads the text form of a non-NULL value; nil when the text is malformed.
    init?(postgresText text: String, type: PostgresDataType)
    /// The value SQL NULL reads as, or nil when this type cannot represent NULL (the default).
    static var postgresNull: Self? { get }
}

extension PostgresDecodable {
    public static var postgresNull: Self? { nil }
}

enum PostgresJSON {
    /// Decoders are not Sendable, but a fresh one per call is cheap next to a round trip.
    static var decoder: JSONDecoder { JSONDecoder() }
}

extension Optional: PostgresDecodable where Wrapped: PostgresDecodable {
    public static func canDecode(_ type: PostgresDataType) -> Bool { Wrapped.canDecode(type) }
    public init?(postgresText text: String, type: PostgresDataType) {
        guard let value = Wrapped(postgresText: text, type: type) else { return nil }
        self = .some(value)
    }
    public static var postgresNull: Self? { .some(.none) }
}

extension String: PostgresDecodable {
    /// Text-like columns (`text`, `varchar`, `char`, `name`), `uuid`, `json`/`jsonb`, `xml`, and user-defined
    /// types such as enums. Numbers, booleans and timestamps must be read as their own types.
    public static func canDecode(_ type: PostgresDataType) -> Bool {
        [.text, .varchar, .bpchar, .name, .unknown, .uuid, .json, .jsonb, .xml].contains(type) || type.isUserDefined
    }
    public init?(postgresText text: String, type: PostgresDataType) { self = text }
}

extension Int: PostgresDecodable {
    /// `int2`, `int4`, `int8`, `oid`.
    public static func canDecode(_ type: PostgresDataType) -> Bool { [.int2, .int4, .int8, .oid].contains(type) }
    public init?(postgresText text: String, type: PostgresDataType) {
        guard let value = Int(text) else { return nil }
        self = value
    }
}

extension Int64: PostgresDecodable {
    /// `int2`, `int4`, `int8`, `oid`.
    public static func canDecode(_ type: PostgresDataType) -> Bool { [.int2, .int4, .int8, .oid].contains(type) }
    public init?(postgresText text: String, type: PostgresDataType) {
        guard let value = Int64(text) else { return nil }
        self = value
    }
}

extension Int32: PostgresDecodable {
    /// `int2`, `int4`.
    public static func canDecode(_ type: PostgresDataType) -> Bool { [.int2, .int4].contains(type) }
    public init?(postgresText text: String, type: PostgresDataType) {
        guard let value = Int32(text) else { return nil }
        self = value
    }
}

extension Double: PostgresDecodable {
    /// `float4`, `float8`, `numeric` and the integer types.
    public static func canDecode(_ type: PostgresDataType) -> Bool {
        [.float4, .float8, .numeric, .int2, .int4, .int8].contains(type)
    }
    public init?(postgresText text: String, type: PostgresDataType) {
        guard let value = PostgresTextFormat.parseDouble(text) else { return nil }
        self = value
    }
}

extension Bool: PostgresDecodable {
    /// `bool`.
    public static func canDecode(_ type: PostgresDataType) -> Bool { type == .bool }
    public init?(postgresText text: String, type: PostgresDataType) {
        switch text {
        case "t": self = true
        case "f": self = false
        default: return nil
        }
    }
}

extension UUID: PostgresDecodable {
    /// `uuid`.
    public static func canDecode(_ type: PostgresDataType) -> Bool { type == .uuid }
    public init?(postgresText text: String, type: PostgresDataType) {
        guard let value = UUID(uuidString: text) else { return nil }
        self = value
    }
}

extension Date: PostgresDecodable {
    /// `timestamptz`, `timestamp` (read as UTC) and `date` (midnight UTC).
    public static func canDecode(_ type: PostgresDataType) -> Bool { [.timestamptz, .timestamp, .date].contains(type) }
    public init?(postgresText text: String, type: PostgresDataType) {
        guard let value = PostgresTextFormat.parseTimestamp(text) else { return nil }
        self = value
    }
}

extension Data: PostgresDecodable {
    /// `bytea` (hex output format).
    public static func canDecode(_ type: PostgresDataType) -> Bool { type == .bytea }
    public init?(postgresText text: String, type: PostgresDataType) {
        guard let value = PostgresTextFormat.parseBytea(text) else { return nil }
        self = value
    }
}

extension JSONValue: PostgresDecodable {
    /// `json`, `jsonb`.
    public static func canDecode(_ type: PostgresDataType) -> Bool { type == .json || type == .jsonb }
    public init?(postgresText text: String, type: PostgresDataType) {
        guard let value = try? PostgresJSON.decoder.decode(JSONValue.self, from: Data(text.utf8)) else { return nil }
        self = value
    }
}

extension Array: PostgresDecodable where Element: PostgresArrayElement {
    /// One-dimensional arrays whose elements the element type reads; a NULL element is malformed text.
    public static func canDecode(_ type: PostgresDataType) -> Bool { Element.arrayTypes.contains(type) }
    public init?(postgresText text: String, type: PostgresDataType) {
        guard let items = PostgresTextFormat.parseArray(text) else { return nil }
        var out: [Element] = []
        out.reserveCapacity(items.count)
        for item in items {
            guard let item, let value = Element(postgresText: item, type: Element.elementType) else { return nil }
            out.append(value)
        }
        self = out
    }
}

/// An element type of a decodable array: the array column types it reads and the element type it parses as.
public protocol PostgresArrayElement: PostgresDecodable {
    static var arrayTypes: Set<PostgresDataType> { get }
    static var elementType: PostgresDataType { get }
}

extension String: PostgresArrayElement {
    public static var arrayTypes: Set<PostgresDataType> { [.textArray, .varcharArray, .bpcharArray, .uuidArray] }
    public static var elementType: PostgresDataType { .text }
}

extension Int: PostgresArrayElement {
    public static var arrayTypes: Set<PostgresDataType> { [.int2Array, .int4Array, .int8Array] }
    public static var elementType: PostgresDataType { .int8 }
}

extension UUID: PostgresArrayElement {
    public static var arrayTypes: Set<PostgresDataType> { [.uuidArray] }
    public static var elementType: PostgresDataType { .uuid }
}
