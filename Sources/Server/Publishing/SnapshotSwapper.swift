import Core
public import Domain
public import Foundation
import QuadAPIModels
import Synchronization

/// Swaps a node to a new publish: loads the folder beside the snapshot being served, renders the heaviest documents
/// of the new snapshot into each listener's cache (unseen until the swap; side by side, one per core), then swaps in
/// one step. The `publish swapped in` log line says how long each part took: `loadMs`, `warmMs` per target (they
/// overlap), and `ms` from the start of the load to the swap. A folder that does
/// not load, or that no longer holds the published build, leaves the old snapshot serving; the error goes to the log
/// and to ``problem`` (shown in `/readyz`'s detail) until a later publish loads.
public final class SnapshotSwapper: Sendable {
    public let store: DatasetStore
    private let servers: [HTTPServer]
    private let warmTargets: [String]
    private let logger: Logger
    private let failure = Mutex<String?>(nil)
    /// How long each target took to warm at the last swap: the next one starts the slowest first, so the side-by-side
    /// renders end together.
    private let lastWarm = Mutex<[String: Int]>([:])

    /// - Parameter warmTargets: request targets rendered before each swap; those no listener serves are skipped.
    public init(store: DatasetStore, servers: [HTTPServer], warmTargets: [String], logger: Logger) {
        self.store = store
        self.servers = servers
        self.warmTargets = warmTargets
        self.logger = logger
    }

    /// Why the last publish this node tried could not be swapped in; nil once one loads.
    public var problem: String? { failure.withLock { $0 } }

    /// Makes the snapshot of `directory` current unless `build` is already served. `build` nil accepts whatever
    /// the folder holds. Returns whether the node now serves the folder's snapshot.
    @discardableResult
    public func swap(to directory: URL, build: String?) async -> Bool {
        let served = store.current.publishID
        if let build, build == served {
            failure.withLock { $0 = nil }
            return true
        }
        let clock = ContinuousClock()
        let started = clock.now
        do {
            let snapshot = try await store.prepare(from: directory)
            if let build, snapshot.publishID != build {
                throw SwapError(description: "\(directory.path) holds \(snapshot.publishID), not the published \(build)")
            }
            guard snapshot.publishID != served else {
                failure.withLock { $0 = nil }
                return true
            }
            let loaded = clock.now
            let took = lastWarm.withLock { $0 }
            let targets = warmTargets.filter { target in servers.contains { $0.serves(target) } }
                .enumerated().sorted { (took[$0.element] ?? 0, -$0.offset) > (took[$1.element] ?? 0, -$1.offset) }.map(\.element)
            let warmed = await store.pinning(snapshot) {
                var outcomes: [WarmedTarget] = []
                for server in servers { outcomes += await server.warm(targets, publishID: snapshot.publishID) }
                return outcomes
            }
            await store.swap(to: snapshot)
            // The load's scratch is free now (the old snapshot follows once its last request ends, and the next
            // swap's trim returns it); without this glibc keeps those pages for good.
            HeapTrim.releaseFreePages()
            failure.withLock { $0 = nil }
            var warmMs: [String: JSONValue] = [:]
            for outcome in warmed { warmMs[outcome.target] = .number(Double(outcome.milliseconds)) }
            lastWarm.withLock { last in for outcome in warmed { last[outcome.target] = outcome.milliseconds } }
            logger.notice("publish swapped in", [
                "publish": .string(snapshot.publishID), "previous": .string(served),
                "colleges": .number(Double(snapshot.schools.count)),
                "warmed": .number(Double(warmed.filter(\.staged).count)),
                "loadMs": .number(Double(started.duration(to: loaded).milliseconds)),
                "warmMs": .object(warmMs),
                "ms": .number(Double(started.duration(to: clock.now).milliseconds)),
            ])
            return true
        } catch {
            let text = (error as? DatasetLoadError)?.description ?? String(describing: error)
            let message = "publish \(build ?? directory.lastPathComponent) could not be loaded from \(directory.path): \(text); "
                + "still serving \(served)"
            failure.withLock { $0 = message }
            logger.error("publish could not be loaded; the previous one keeps serving", [
                "publish": .string(build ?? ""), "dir": .string(directory.path), "serving": .string(served),
                "error": .string(text),
            ])
            return false
        }
    }

    /// Records a problem found before any folder was loaded (a publish with no folder).
    public func report(_ problem: String) {
        failure.withLock { $0 = problem }
        logger.error("publish cannot be followed", ["error": .string(problem)])
    }
}

struct SwapError: Error, CustomStringConvertible {
    var description: String
}
