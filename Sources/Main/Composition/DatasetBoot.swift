import Core
import Domain
import Foundation
import Jobs
import QuadAPIModels
import Server
import UserData

/// The dataset a process starts with: the current publish's folder when the database names one (so a restart
/// serves what was last published, and a publish killed before it committed leaves the previous one), else the
/// publish store's `current` link, else `data.dir`. A publish that cannot be loaded falls back to the next with an
/// error in the log; the follower retries it on its first notification.
enum DatasetBoot {
    static func load(_ settings: ApplicationSettings, pool: PostgresPool?, logger: Logger) async throws -> DatasetStore {
        let loader = DatasetLoader(hasher: SHA256ContentHasher())
        var candidates: [(what: String, directory: URL, build: String?)] = []
        if let pool {
            do {
                if let current = try await CurrentPublish.read(pool), let directory = current.directory {
                    candidates.append(("current publish", URL(fileURLWithPath: directory), current.build))
                }
            } catch {
                logger.warning("cannot read the current publish at start; serving the local dataset until it can be read",
                               ["error": .string(String(reflecting: error))])
            }
        }
        if let root = settings.publishDirectory {
            let store = PublishStore(root: root)
            if let build = store.currentBuild() { candidates.append(("publish store", store.folder(for: build), build)) }
        }
        for candidate in candidates {
            do {
                let store = try await timed(logger, candidate.what, candidate.directory) {
                    try await DatasetStore.loading(from: candidate.directory, loader: loader)
                }
                if let build = candidate.build, store.current.publishID != build {
                    logger.error("the published folder no longer holds its build; trying the next dataset",
                                 ["dir": .string(candidate.directory.path), "build": .string(build),
                                  "holds": .string(store.current.publishID)])
                    continue
                }
                return store
            } catch let error as DatasetLoadError {
                logger.error("the published dataset could not be loaded; trying the next one",
                             ["dir": .string(candidate.directory.path), "error": .string(error.description)])
            }
        }
        return try await timed(logger, "data.dir", settings.dataDirectory) {
            try await DatasetStore.loading(from: settings.dataDirectory, loader: loader)
        }
    }

    private static func timed(_ logger: Logger, _ what: String, _ directory: URL,
                              _ load: () async throws -> DatasetStore) async throws -> DatasetStore {
        let clock = ContinuousClock()
        let started = clock.now
        let store = try await load()
        HeapTrim.releaseFreePages()
        let snapshot = store.current
        logger.notice("dataset loaded", [
            "from": .string(what), "dir": .string(directory.path), "colleges": .number(Double(snapshot.schools.count)),
            "publish": .string(snapshot.publishID), "ms": .number(Double(started.duration(to: clock.now).milliseconds)),
        ])
        return store
    }
}
