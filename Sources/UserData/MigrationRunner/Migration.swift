import Core
import Foundation

/// One schema migration: a SQL file named `NNNN_name.sql` (four digits, then lowercase words), applied once, in
/// name order, in its own transaction.
///
/// A file must not contain transaction control (`BEGIN`, `COMMIT`) or statements that cannot run inside a
/// transaction (`CREATE INDEX CONCURRENTLY`, `VACUUM`); the runner wraps each file in its own transaction.
public struct Migration: Sendable, Hashable {
    /// The file name without `.sql` (`0003_lists`).
    public var name: String
    /// The SQL text.
    public var sql: String
    /// SHA-256 of the UTF-8 text, lowercase hex: recorded when applied, compared on every later run.
    public var checksum: String

    /// A migration from text. `name` must look like `0003_lists`.
    public init(name: String, sql: String) throws {
        guard Self.isValidName(name) else {
            throw MigrationError(code: .invalidName, migration: name,
                                 message: "a migration name must be four digits, an underscore and lowercase words (0003_lists)")
        }
        self.name = name
        self.sql = sql
        checksum = Digest.sha256Hex(Array(sql.utf8))
    }

    /// Reads every `*.sql` file of `directory`, sorted by name. Other files (`.keep`, `README.md`) are ignored; an
    /// `.sql` file with a malformed name or a number used twice is an error.
    public static func load(directory: URL) throws -> [Migration] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw MigrationError(code: .unreadable, migration: nil, message: "cannot list \(directory.path)")
        }
        var migrations: [Migration] = []
        for file in names.sorted() where file.hasSuffix(".sql") {
            let url = directory.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw MigrationError(code: .unreadable, migration: file, message: "cannot read \(url.path)")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw MigrationError(code: .unreadable, migration: file, message: "\(file) is not UTF-8 text")
            }
            migrations.append(try Migration(name: String(file.dropLast(4)), sql: text))
        }
        try checkNumbers(migrations)
        return migrations
    }

    /// The migrations shipped in this module's `Migrations` resource folder.
    public static func bundled() throws -> [Migration] {
        guard let directory = Bundle.module.url(forResource: "Migrations", withExtension: nil) else {
            throw MigrationError(code: .unreadable, migration: nil, message: "the Migrations resource folder is missing")
        }
        return try load(directory: directory)
    }

    /// The four-digit number of each migration must be unique.
    static func checkNumbers(_ migrations: [Migration]) throws {
        var seen: [Substring: String] = [:]
        for migration in migrations {
            let number = migration.name.prefix(4)
            if let other = seen[number] {
                throw MigrationError(code: .duplicateNumber, migration: migration.name,
                                     message: "\(other) and \(migration.name) share the number \(number)")
            }
            seen[number] = migration.name
        }
    }

    static func isValidName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count >= 6, bytes[4] == UInt8(ascii: "_"),
              bytes[0..<4].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return false }
        return bytes[5...].allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "_")
        }
    }
}

/// Why migrating stopped. `description` names the migration and the reason; a database failure's details are in
/// ``underlying`` (print it with `String(reflecting:)`).
public struct MigrationError: Error, Sendable, CustomStringConvertible {
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let rawValue: String
        private init(_ rawValue: String) { self.rawValue = rawValue }
        /// A migration name does not look like `0003_lists`.
        public static let invalidName = Code("invalidName")
        /// Two migrations share a number.
        public static let duplicateNumber = Code("duplicateNumber")
        /// A migration file or the folder cannot be read.
        public static let unreadable = Code("unreadable")
        /// An applied migration's text changed since it was applied.
        public static let checksumMismatch = Code("checksumMismatch")
        /// A migration's SQL failed; it was rolled back and nothing after it ran.
        public static let failed = Code("failed")
        /// A migration ended the runner's transaction itself (it contains COMMIT or ROLLBACK).
        public static let transactionControl = Code("transactionControl")
        public var description: String { rawValue }
    }

    public var code: Code
    /// The migration concerned, if any.
    public var migration: String?
    public var message: String
    /// The database error behind ``Code/failed``.
    public var underlying: PostgresError?

    public init(code: Code, migration: String?, message: String, underlying: PostgresError? = nil) {
        self.code = code
        self.migration = migration
        self.message = message
        self.underlying = underlying
    }

    public var description: String {
        var text = "migration"
        if let migration { text += " \(migration)" }
        text += ": \(message)"
        if let underlying { text += " (\(String(reflecting: underlying)))" }
        return text
    }
}
