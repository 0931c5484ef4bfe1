import Core
import Domain
import Foundation
import UserData

/// `quad migrate [--config FILE]`: applies the bundled SQL migrations to `database.url`, once each, and prints what
/// it applied. Safe to rerun; refuses when an applied migration's file changed.
enum MigrateCommand {
    static let flags: Set<String> = ["config"]

    static func run(_ arguments: Arguments) async throws -> Int32 {
        try arguments.requireOnly(flags)
        let config = try ConfigurationLoader().load(file: arguments.flags["config"])
        guard !config.database.url.isEmpty else {
            throw ConfigurationError(description: "migrate: database.url is empty (set it in the configuration file or QUAD_DATABASE_URL)")
        }
        let logger = Logger(label: "quad.migrate", level: LogLevel(rawValue: config.log.level) ?? .info)
        let migrations: [Migration]
        do { migrations = try Migration.bundled() } catch {
            throw ConfigurationError(description: "migrate: \(error)")
        }
        let pool = PostgresPool(
            configuration: PostgresConfiguration(connectionString: config.database.url, poolSize: 1,
                                                 acquireTimeout: .milliseconds(config.database.acquireTimeoutMs)),
            logger: logger)
        let report: MigrationReport
        do {
            report = try await MigrationRunner(pool: pool, migrations: migrations, logger: logger).run()
            await pool.shutdown(within: .seconds(5))
        } catch {
            await pool.shutdown(within: .seconds(5))
            // Operator output: the full database error, which a request never sees.
            let text = (error as? PostgresError).map { String(reflecting: $0) } ?? String(describing: error)
            FileHandle.standardError.write(Data("quad: migrate: \(text)\n".utf8))
            return 1
        }
        for name in report.applied { print("migrate: applied \(name)") }
        for name in report.unknown { print("migrate: warning: the database records \(name), which this binary does not ship") }
        if report.applied.isEmpty {
            print("migrate: nothing to apply (\(report.alreadyApplied.count) already applied)")
        } else {
            print("migrate: \(report.applied.count) applied, \(report.alreadyApplied.count) already applied")
        }
        return 0
    }
}
