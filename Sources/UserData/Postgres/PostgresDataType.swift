/// A Postgres type OID, as libpq reports it for result columns and takes it for parameters.
///
/// Only the built-in types this layer binds or decodes have names; any other OID (enums, domains, extension types)
/// is kept as its number. ``unspecified`` (0) lets the server infer a parameter's type from the statement.
public struct PostgresDataType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Let the server infer the type (used for text, JSON and arrays of text, so they fit any column type).
    public static let unspecified = PostgresDataType(rawValue: 0)
    public static let bool = PostgresDataType(rawValue: 16)
    public static let bytea = PostgresDataType(rawValue: 17)
    public static let name = PostgresDataType(rawValue: 19)
    public static let int8 = PostgresDataType(rawValue: 20)
    public static let int2 = PostgresDataType(rawValue: 21)
    public static let int4 = PostgresDataType(rawValue: 23)
    public static let text = PostgresDataType(rawValue: 25)
    public static let oid = PostgresDataType(rawValue: 26)
    public static let json = PostgresDataType(rawValue: 114)
    public static let xml = PostgresDataType(rawValue: 142)
    public static let float4 = PostgresDataType(rawValue: 700)
    public static let float8 = PostgresDataType(rawValue: 701)
    public static let unknown = PostgresDataType(rawValue: 705)
    public static let boolArray = PostgresDataType(rawValue: 1000)
    public static let int2Array = PostgresDataType(rawValue: 1005)
    public static let int4Array = PostgresDataType(rawValue: 1007)
    public static let textArray = PostgresDataType(rawValue: 1009)
    public static let bpcharArray = PostgresDataType(rawValue: 1014)
    public static let varcharArray = PostgresDataType(rawValue: 1015)
    public static let int8Array = PostgresDataType(rawValue: 1016)
    public static let bpchar = PostgresDataType(rawValue: 1042)
    public static let varchar = PostgresDataType(rawValue: 1043)
    public static let date = PostgresDataType(rawValue: 1082)
    public static let timestamp = PostgresDataType(rawValue: 1114)
    public static let timestamptz = PostgresDataType(rawValue: 1184)
    public static let numeric = PostgresDataType(rawValue: 1700)
    public static let uuid = PostgresDataType(rawValue: 2950)
    public static let uuidArray = PostgresDataType(rawValue: 2951)
    public static let jsonb = PostgresDataType(rawValue: 3802)

    /// Whether the OID belongs to a type created in the database (enums, domains, extensions) rather than a
    /// built-in one (Postgres numbers user objects from 16384).
    public var isUserDefined: Bool { rawValue >= 16384 }

    private static let names: [UInt32: String] = [
        0: "unspecified", 16: "bool", 17: "bytea", 19: "name", 20: "int8", 21: "int2", 23: "int4", 25: "text",
        26: "oid", 114: "json", 142: "xml", 700: "float4", 701: "float8", 705: "unknown", 1000: "bool[]",
        1005: "int2[]", 1007: "int4[]", 1009: "text[]", 1014: "bpchar[]", 1015: "varchar[]", 1016: "int8[]",
        1042: "bpchar", 1043: "varchar", 1082: "date", 1114: "timestamp", 1184: "timestamptz", 1700: "numeric",
        2950: "uuid", 2951: "uuid[]", 3802: "jsonb",
    ]

    public var description: String { Self.names[rawValue] ?? "oid \(rawValue)" }
}
