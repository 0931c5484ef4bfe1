import Domain
import Foundation
import Server
import Jobs
import UserData

/// `quad publish DIR [--config FILE]`: loads and checks DIR as `serve` would (same loader, same SHA-256 content
/// hash, so the recorded build is the `X-Dataset-Publish` the server reports), then records the publish and the
/// change log of its `changes.json` in `database.url`, in one transaction. Publishing a build again writes nothing.
enum PublishCommand {
    static let flags: Set<String> = ["config"]

    /// Exit statuses: 0 published or already published; 1 the database refused or failed; 2 bad arguments,
    /// configuration or dataset (nothing written).
    static func run(_ arguments: Arguments) async throws -> Int32 {
        try arguments.requireOnly(flags)
        guard arguments.positional.count == 1, let dir = arguments.positional.first else {
            throw ConfigurationError(description: "publish: expected one dataset directory (quad publish DIR [--config FILE])")
        }
        let config = try ConfigurationLoader().load(file: arguments.flags["config"])
        guard !config.database.url.isEmpty else {
            throw ConfigurationError(description: "publish: database.url is empty (set it in the configuration file or QUAD_DATABASE_URL)")
        }
        let snapshot: DatasetSnapshot
        do {
            snapshot = try await DatasetStore.loading(from: URL(fileURLWithPath: dir),
                                                      loader: DatasetLoader(hasher: SHA256ContentHasher())).current
        } catch let error as DatasetLoadError {
            throw ConfigurationError(description: "publish: cannot load the dataset in \(dir): \(error.description)")
        }
        let logger = Logger(label: "quad.publish", level: LogLevel(rawValue: config.log.level) ?? .info)
        let pool = PostgresPool(
            configuration: PostgresConfiguration(connectionString: config.database.url, poolSize: 1,
                                                 acquireTimeout: .milliseconds(config.database.acquireTimeoutMs)),
            logger: logger)
        let outcome: DatasetPublishOutcome
        do {
            outcome = try await DatasetPublisher(pool: pool).publish(snapshot, publishedBy: "quad publish")
            await pool.shutdown(within: .seconds(5))
        } catch let error as DatasetPublishError {
            await pool.shutdown(within: .seconds(5))
            throw ConfigurationError(description: "publish: \(error.description) (nothing was written)")
        } catch {
            await pool.shutdown(within: .seconds(5))
            let text = (error as? PostgresError).map { String(reflecting: $0) } ?? String(describing: error)
            FileHandle.standardError.write(Data("quad: publish: \(text) (nothing was written)\n".utf8))
            return 1
        }
        print(summary(outcome, schools: snapshot.schools.count))
        return 0
    }

    /// The operator's one-line-per-fact report.
    static func summary(_ outcome: DatasetPublishOutcome, schools: Int) -> String {
        let build = outcome.publish.build
        if outcome.alreadyPublished {
            return "publish: \(build) already published (publish \(outcome.publish.id)); nothing written"
        }
        var lines = ["publish: recorded \(build) as publish \(outcome.publish.id) (\(schools) colleges)"]
        if !outcome.recordedChangeLogPublishes.isEmpty {
            lines.append("publish: change log: \(outcome.changeRows) changes in \(outcome.recordedChangeLogPublishes.count) "
                         + "earlier publishes (\(outcome.recordedChangeLogPublishes.joined(separator: ", ")))")
        }
        if !outcome.skippedChangeLogPublishes.isEmpty {
            lines.append("publish: change log: already recorded, left alone: "
                         + outcome.skippedChangeLogPublishes.joined(separator: ", "))
        }
        if outcome.recordedChangeLogPublishes.isEmpty, outcome.skippedChangeLogPublishes.isEmpty {
            lines.append("publish: change log: no changes.json entries")
        }
        return lines.joined(separator: "\n")
    }
}
