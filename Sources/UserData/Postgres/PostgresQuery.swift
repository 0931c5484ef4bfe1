import Foundation

/// One SQL statement and its parameters.
///
/// Written as a string literal, every interpolated value becomes a numbered parameter (`$1`, `$2`, …) with a bind,
/// so a value can never change the statement's meaning:
///
/// ```swift
/// let rows = try await connection.query("select id from lists where owner = \(userID) and name = \(name)")
/// // sql: "select id from lists where owner = $1 and name = $2", binds: [userID, name]
/// ```
///
/// `\(json: value)` binds any `Encodable` as JSON text; `\(identifier: name)` splices a double-quoted identifier
/// (for DDL such as `create database`, where parameters are not allowed). Fixed SQL whose parameters are numbered by
/// hand uses ``init(unsafeSQL:binds:)``.
public struct PostgresQuery: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The statement text with `$n` placeholders.
    public var sql: String
    /// The parameters, `binds[0]` for `$1`.
    public var binds: [PostgresBind]

    /// A statement from text the caller vouches for: `sql` must not contain values from outside the program;
    /// they go in `binds`, referenced as `$1`, `$2`, ….
    public init(unsafeSQL sql: String, binds: [any PostgresBindable] = []) {
        self.sql = sql
        self.binds = binds.map(\.postgresBind)
    }

    public init(stringLiteral value: String) {
        sql = value
        binds = []
    }

    public init(stringInterpolation: StringInterpolation) {
        sql = stringInterpolation.sql
        binds = stringInterpolation.binds
    }

    /// The statement text only (never the values).
    public var description: String { sql }

    public struct StringInterpolation: StringInterpolationProtocol {
        var sql = ""
        var binds: [PostgresBind] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            sql.reserveCapacity(literalCapacity + interpolationCount * 3)
            binds.reserveCapacity(interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            sql += literal
        }

        /// A parameter.
        public mutating func appendInterpolation(_ value: some PostgresBindable) {
            binds.append(value.postgresBind)
            sql += "$\(binds.count)"
        }

        /// An optional parameter: `nil` binds SQL NULL.
        public mutating func appendInterpolation<Value: PostgresBindable>(_ value: Value?) {
            binds.append(value.postgresBind)
            sql += "$\(binds.count)"
        }

        /// A JSON parameter from any `Encodable` (keys sorted).
        public mutating func appendInterpolation(json value: some Encodable) throws {
            binds.append(try PostgresBind.json(value))
            sql += "$\(binds.count)"
        }

        /// An identifier (table, role or database name), double-quoted with embedded quotes doubled.
        public mutating func appendInterpolation(identifier: String) {
            sql += "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
    }
}
