import Core
import Domain
import Foundation
import Server
import Jobs
import UserData

/// `quad publish DIR [--prev DIR] [--allow-shrink] [--dry-run] [--config FILE]`: makes DIR the dataset every node
/// serves.
///
/// 1. Loads and checks DIR as `serve` would (same loader and citation check, same SHA-256 content hash, so the
///    recorded build is the `X-Dataset-Publish` nodes report).
/// 2. Loads the current publish (the database's newest build, else the publish store's pointer; `--prev` names
///    another folder) and computes what changed (``Domain/DatasetDiff``). Refuses to drop more than 10 % of the
///    colleges unless `--allow-shrink`.
/// 3. With `data.publishDir`, copies DIR into the store (``Jobs/PublishStore``).
/// 4. With a database, records the publish, its computed changes and DIR's change file in one transaction
///    (``Jobs/DatasetPublisher``); the insert notifies every node. This is the moment the publish happens.
/// 5. With a store, points its `current` link at the build (what nodes without a database follow).
///
/// Publishing the current build again writes nothing. `--dry-run` stops after step 2 and prints what changed.
enum PublishCommand {
    static let flags: Set<String> = ["config", "prev", "allow-shrink", "dry-run"]

    /// Share of the published colleges a publish may drop without `--allow-shrink`.
    static let shrinkLimit = 0.9

    /// Exit statuses: 0 published, already published or dry run; 1 the database refused or failed; 2 bad arguments,
    /// configuration or dataset (nothing written).
    static func run(_ arguments: Arguments) async throws -> Int32 {
        try arguments.requireOnly(flags)
        guard arguments.positional.count == 1, let dir = arguments.positional.first else {
            throw ConfigurationError(description: "publish: expected one dataset directory (quad publish DIR [--config FILE])")
        }
        let config = try ConfigurationLoader().load(file: arguments.flags["config"])
        let store = config.data.publishDir.isEmpty ? nil : PublishStore(root: URL(fileURLWithPath: config.data.publishDir))
        guard !config.database.url.isEmpty || store != nil else {
            throw ConfigurationError(description: "publish: nothing to publish to: set database.url (QUAD_DATABASE_URL) "
                                     + "or data.publishDir (QUAD_DATA_PUBLISH_DIR)")
        }
        let source = URL(fileURLWithPath: dir).standardizedFileURL
        let next = try load(source, what: "the dataset in \(dir)")
        let logger = Logger(label: "quad.publish", level: LogLevel(rawValue: config.log.level) ?? .info)
        let pool = config.database.url.isEmpty ? nil : PostgresPool(
            configuration: PostgresConfiguration(connectionString: config.database.url, poolSize: 1,
                                                 acquireTimeout: .milliseconds(config.database.acquireTimeoutMs)),
            logger: logger)
        let status: Int32
        do {
            status = try await publish(next, from: source, arguments: arguments, store: store, pool: pool)
        } catch {
            await pool?.shutdown(within: .seconds(5))
            switch error {
            case let error as DatasetPublishError:
                throw ConfigurationError(description: "publish: \(error.description) (nothing was written)")
            case let error as PublishStoreError:
                FileHandle.standardError.write(Data("quad: publish: \(error.description)\n".utf8))
                return 1
            case let error as PostgresError:
                FileHandle.standardError.write(Data("quad: publish: \(String(reflecting: error)) (nothing was written)\n".utf8))
                return 1
            default:
                throw error
            }
        }
        await pool?.shutdown(within: .seconds(5))
        return status
    }

    private static func publish(_ next: DatasetSnapshot, from source: URL, arguments: Arguments, store: PublishStore?,
                                pool: PostgresPool?) async throws -> Int32 {
        let build = next.publishID
        var current: CurrentPublish?
        if let pool { current = try await CurrentPublish.read(pool) }
        let currentBuild = pool != nil ? current?.build : store?.currentBuild()
        if currentBuild == build {
            if let store, pool != nil, let directory = current?.directory, directory == store.folder(for: build).path {
                try store.makeCurrent(build: build)
            }
            print(PublishReport.alreadyCurrent(build: build, publish: current?.id))
            return 0
        }
        let previous = try baseline(arguments: arguments, current: current, currentBuild: currentBuild, store: store,
                                    usesDatabase: pool != nil)
        if let previous, Double(next.schools.count) < Double(previous.schools.count) * shrinkLimit,
           arguments.flags["allow-shrink"] == nil {
            throw ConfigurationError(description: "publish: would drop from \(previous.schools.count) to "
                                     + "\(next.schools.count) colleges; check the data, or pass --allow-shrink (nothing was written)")
        }
        let (changes, touched) = previous.map { DatasetDiff.compare($0, next) } ?? ([], nil)
        print(PublishReport.changes(changes, against: previous?.publishID))
        if arguments.flags["dry-run"] != nil {
            print("publish: dry run: nothing written")
            return 0
        }
        let directory = try store?.install(source, build: build) { folder in
            try load(folder, what: "the copy in \(folder.path)").publishID
        } ?? source
        if let pool {
            let outcome = try await DatasetPublisher(pool: pool).publish(DatasetPublisher.Request(
                snapshot: next, directory: directory.path, changes: changes, touched: touched,
                baseline: arguments.flags["prev"] != nil ? .unchecked : previous.map { .build($0.publishID) } ?? .none,
                publishedBy: "quad publish"))
            print(PublishReport.recorded(outcome, schools: next.schools.count, directory: directory.path))
        } else {
            print("publish: no database: the changes are not recorded")
        }
        if let store {
            try store.makeCurrent(build: build)
            print("publish: \(store.pointer.path) → \(build)")
        }
        return 0
    }

    /// The dataset the changes are computed against: `--prev`, else the current publish's folder; nil before the
    /// first publish.
    private static func baseline(arguments: Arguments, current: CurrentPublish?, currentBuild: String?,
                                 store: PublishStore?, usesDatabase: Bool) throws -> DatasetSnapshot? {
        if let prev = arguments.flags["prev"] {
            return try load(URL(fileURLWithPath: prev), what: "the --prev dataset in \(prev)")
        }
        guard let currentBuild else { return nil }
        let folder = usesDatabase ? current?.directory.map { URL(fileURLWithPath: $0) }
            : store.map { $0.folder(for: currentBuild) }
        guard let folder else {
            throw ConfigurationError(description: "publish: the current publish \(currentBuild) names no folder to compare "
                                     + "with; pass --prev DIR (the dataset it was published from)")
        }
        let previous = try load(folder, what: "the current publish's folder \(folder.path) (pass --prev DIR to compare "
                                + "with another copy)")
        guard previous.publishID == currentBuild else {
            throw ConfigurationError(description: "publish: \(folder.path) no longer holds publish \(currentBuild) "
                                     + "(it hashes to \(previous.publishID)); pass --prev DIR")
        }
        return previous
    }

    /// Loads a folder with the server's loader and hash, or says which folder could not be loaded.
    static func load(_ folder: URL, what: String) throws -> DatasetSnapshot {
        do {
            return try DatasetLoader(hasher: SHA256ContentHasher()).load(from: folder, loadedAt: Date())
        } catch {
            throw ConfigurationError(description: "publish: cannot load \(what): \(error.description)")
        }
    }
}
