import Foundation

/// A result column: its name and type.
public struct PostgresColumn: Sendable, Hashable {
    public var name: String
    public var type: PostgresDataType
}

/// The rows one statement returned, copied out of libpq (so they outlive the connection lease).
///
/// ```swift
/// for row in try await connection.query("select id, name from lists where owner = \(userID)") {
///     let id = try row.decode(UUID.self, column: "id")
///     let name = try row.decode(String.self, at: 1)
/// }
/// ```
public struct PostgresRows: Sendable, RandomAccessCollection {
    let storage: PostgresResultStorage

    /// The command tag the server sent (`SELECT 2`, `INSERT 0 1`, `UPDATE 3`).
    public var commandTag: String { storage.commandTag }
    /// Rows inserted, updated, deleted, selected, moved, copied or fetched, from the command tag; nil for commands
    /// that report none (`CREATE TABLE`).
    public var affectedRows: Int? { storage.affectedRows }
    /// The result columns, in order.
    public var columns: [PostgresColumn] { storage.columns }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.rowCount }
    public subscript(position: Int) -> PostgresRow { PostgresRow(storage: storage, row: position) }
}

/// One result row. Columns are read by index or name, as a ``PostgresDecodable`` type or as JSON.
public struct PostgresRow: Sendable {
    let storage: PostgresResultStorage
    let row: Int

    /// The result columns, in order.
    public var columns: [PostgresColumn] { storage.columns }

    /// Whether the column at `index` is NULL.
    public func isNull(at index: Int) throws -> Bool {
        try storage.checkIndex(index)
        return storage.value(row: row, column: index) == nil
    }

    /// The column at `index` as `T`. Read nullable columns as an Optional (`String?.self`).
    public func decode<T: PostgresDecodable>(_ type: T.Type = T.self, at index: Int) throws -> T {
        try storage.checkIndex(index)
        return try storage.decode(T.self, row: row, column: index)
    }

    /// The first column named `name` as `T`.
    public func decode<T: PostgresDecodable>(_ type: T.Type = T.self, column name: String) throws -> T {
        try storage.decode(T.self, row: row, column: storage.index(of: name))
    }

    /// A `json` or `jsonb` column decoded as `T` with `JSONDecoder`.
    public func decode<T: Decodable>(json type: T.Type, column name: String) throws -> T {
        try storage.decodeJSON(T.self, row: row, column: storage.index(of: name))
    }

    /// A `json` or `jsonb` column decoded as `T` with `JSONDecoder`.
    public func decode<T: Decodable>(json type: T.Type, at index: Int) throws -> T {
        try storage.checkIndex(index)
        return try storage.decodeJSON(T.self, row: row, column: index)
    }
}

/// The cells of one result, row-major. Immutable once built, hence Sendable.
final class PostgresResultStorage: Sendable {
    let columns: [PostgresColumn]
    let rowCount: Int
    let commandTag: String
    let affectedRows: Int?
    private let cells: [String?]
    private let nameIndex: [String: Int]

    init(columns: [PostgresColumn], rowCount: Int, cells: [String?], commandTag: String, affectedRows: Int?) {
        precondition(cells.count == columns.count * rowCount)
        self.columns = columns
        self.rowCount = rowCount
        self.cells = cells
        self.commandTag = commandTag
        self.affectedRows = affectedRows
        var index: [String: Int] = [:]
        for (i, column) in columns.enumerated() where index[column.name] == nil { index[column.name] = i }
        nameIndex = index
    }

    func value(row: Int, column: Int) -> String? { cells[row * columns.count + column] }

    func checkIndex(_ index: Int) throws {
        guard columns.indices.contains(index) else {
            throw PostgresError.decoding("column index \(index) is out of range (the result has \(columns.count) columns)")
        }
    }

    func index(of name: String) throws -> Int {
        guard let index = nameIndex[name] else {
            throw PostgresError.decoding("the result has no column named \"\(name)\" (columns: "
                + columns.map(\.name).joined(separator: ", ") + ")")
        }
        return index
    }

    private func label(_ column: Int) -> String {
        "column \"\(columns[column].name)\" (index \(column), type \(columns[column].type))"
    }

    func decode<T: PostgresDecodable>(_: T.Type, row: Int, column: Int) throws -> T {
        let type = columns[column].type
        guard T.canDecode(type) else {
            throw PostgresError.decoding("\(label(column)) cannot be read as \(T.self)")
        }
        guard let text = value(row: row, column: column) else {
            guard let null = T.postgresNull else {
                throw PostgresError.decoding("\(label(column)) is NULL; read it as Optional<\(T.self)>")
            }
            return null
        }
        guard let value = T(postgresText: text, type: type) else {
            throw PostgresError.decoding("\(label(column)) holds text that is not a valid \(T.self)")
        }
        return value
    }

    func decodeJSON<T: Decodable>(_: T.Type, row: Int, column: Int) throws -> T {
        let type = columns[column].type
        guard type == .json || type == .jsonb else {
            throw PostgresError.decoding("\(label(column)) is not json or jsonb, so it cannot be read as JSON \(T.self)")
        }
        guard let text = value(row: row, column: column) else {
            // SQL NULL reads as JSON null: nil for an Optional, an error for anything else. (A cast of T.self to
            // `any ExpressibleByNilLiteral.Type` here crashes the 6.3 optimizer when T is a file-private type.)
            if let null = try? PostgresJSON.decoder.decode(T.self, from: Data("null".utf8)) { return null }
            throw PostgresError.decoding("\(label(column)) is NULL; read it as Optional<\(T.self)>")
        }
        do {
            return try PostgresJSON.decoder.decode(T.self, from: Data(text.utf8))
        } catch {
            throw PostgresError.decoding("\(label(column)) does not decode as \(T.self): \(error)")
        }
    }
}
