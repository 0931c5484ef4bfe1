import Core
public import Domain
import QuadAPIModels

/// What a migration run did.
public struct MigrationReport: Sendable, Equatable {
    /// Migrations applied by this run, in order.
    public var applied: [String]
    /// Migrations that were already applied (skipped).
    public var alreadyApplied: [String]
    /// Migrations recorded in the database that the given list does not contain (for example after a rollback to
    /// an older binary). Reported, not an error.
    public var unknown: [String]
}

/// Applies migrations to a database once each, in name order, each in its own transaction, and records them in
/// `quad_meta.migrations (name text primary key, checksum text, applied_at timestamptz)`.
///
/// - Safe to rerun: applied migrations are skipped.
/// - Refuses to run anything if an applied migration's text changed (``MigrationError/Code/checksumMismatch``).
/// - A failing migration is rolled back, and nothing after it runs (``MigrationError/Code/failed``).
/// - Each migration's transaction holds a transaction-scoped advisory lock, so nodes migrating at the same time take
///   turns, and each re-checks under the lock whether the migration was applied meanwhile.
/// - Statements run as the login role with no statement timeout.
///
/// ```swift
/// let report = try await MigrationRunner(pool: pool, migrations: try Migration.bundled(), logger: log).run()
/// ```
public struct MigrationRunner: Sendable {
    /// The advisory lock key every migrating node takes ("quadmigr" as ASCII).
    public static let lockKey: Int64 = 0x7175_6164_6d69_6772

    public let pool: PostgresPool
    public let migrations: [Migration]
    public let logger: Logger

    /// `migrations` are sorted by name; names must be unique.
    public init(pool: PostgresPool, migrations: [Migration], logger: Logger) throws {
        let sorted = migrations.sorted { $0.name < $1.name }
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.name == b.name {
            throw MigrationError(code: .duplicateNumber, migration: a.name, message: "the migration is listed twice")
        }
        try Migration.checkNumbers(sorted)
        self.pool = pool
        self.migrations = sorted
        self.logger = logger
    }

    /// Applies what is missing and reports what it did.
    public func run() async throws -> MigrationReport {
        try await pool.withConnection { connection in
            let recorded = try await recordedChecksums(connection)
            for migration in migrations {
                if let checksum = recorded[migration.name], checksum != migration.checksum {
                    throw mismatch(migration, recorded: checksum)
                }
            }
            let known = Set(migrations.map(\.name))
            var report = MigrationReport(applied: [], alreadyApplied: [],
                                         unknown: recorded.keys.filter { !known.contains($0) }.sorted())
            if !report.unknown.isEmpty {
                logger.warning("the database records migrations this binary does not have",
                               ["migrations": .array(report.unknown.map(JSONValue.string))])
            }
            for migration in migrations {
                if recorded[migration.name] != nil {
                    report.alreadyApplied.append(migration.name)
                } else if try await apply(migration, on: connection) {
                    report.applied.append(migration.name)
                } else {
                    report.alreadyApplied.append(migration.name)
                }
            }
            return report
        }
    }

    /// Creates the record table if needed and reads it, under the lock.
    private func recordedChecksums(_ connection: PostgresConnection) async throws -> [String: String] {
        let rows: [PostgresRows]
        do {
            rows = try await connection.pipeline([
                "begin",
                // Waiting here for another node's long migration is normal: no statement timeout, as in `apply`.
                "set local statement_timeout = 0",
                "select pg_advisory_xact_lock(\(Self.lockKey))",
                // Its own schema: out of `public`, so no API role ever sees it.
                "create schema if not exists quad_meta",
                "revoke all on schema quad_meta from public",
                """
                create table if not exists quad_meta.migrations (
                    name text primary key,
                    checksum text not null,
                    applied_at timestamptz not null default now()
                )
                """,
                "select name, checksum from quad_meta.migrations",
                "commit",
            ])
        } catch let error as PostgresError {
            throw MigrationError(code: .failed, migration: nil, message: "cannot read quad_meta.migrations", underlying: error)
        }
        var recorded: [String: String] = [:]
        for row in rows[6] {
            recorded[try row.decode(String.self, column: "name")] = try row.decode(String.self, column: "checksum")
        }
        return recorded
    }

    /// Applies one migration in its own transaction; false when another node applied it meanwhile.
    private func apply(_ migration: Migration, on connection: PostgresConnection) async throws -> Bool {
        let clock = ContinuousClock()
        let started = clock.now
        do {
            let opening = try await connection.pipeline([
                "begin",
                "set local statement_timeout = 0",
                "select pg_advisory_xact_lock(\(Self.lockKey))",
                "select checksum from quad_meta.migrations where name = \(migration.name)",
            ])
            if let row = opening[3].first {
                _ = try await connection.pipeline(["rollback"])
                let checksum = try row.decode(String.self, column: "checksum")
                if checksum != migration.checksum { throw mismatch(migration, recorded: checksum) }
                return false
            }
            try await connection.runScript(unsafeSQL: migration.sql)
            guard try await connection.isInOpenTransaction() else {
                _ = try? await connection.pipeline(["rollback"])
                throw MigrationError(code: .transactionControl, migration: migration.name,
                                     message: "the file ends the transaction itself (COMMIT or ROLLBACK); remove it")
            }
            _ = try await connection.pipeline([
                "insert into quad_meta.migrations (name, checksum) values (\(migration.name), \(migration.checksum))",
                "commit",
            ])
        } catch let error as PostgresError {
            _ = try? await connection.pipeline(["rollback"])
            throw MigrationError(code: .failed, migration: migration.name,
                                 message: "failed and was rolled back; later migrations were not run", underlying: error)
        }
        logger.info("migration applied", ["migration": .string(migration.name),
                                          "ms": .number(Double((clock.now - started).milliseconds))])
        return true
    }

    private func mismatch(_ migration: Migration, recorded: String) -> MigrationError {
        MigrationError(code: .checksumMismatch, migration: migration.name,
                       message: "was applied with checksum \(recorded) but the file now has \(migration.checksum); "
                           + "applied migrations must not change (add a new migration instead)")
    }
}
