public import Foundation
import Synchronization

/// Owns the current ``DatasetSnapshot`` and replaces it in one step.
///
/// Readers call ``current`` (no actor hop: the reference sits behind a `Mutex`) once per request and keep that
/// snapshot for the whole request. Loads and swaps go through the actor and run one at a time, in call order.
/// Observers (``swaps()``, ``onSwap(_:)``) hear of every swap, e.g. to clear a response cache.
public actor DatasetStore {
    private let slot: Mutex<DatasetSnapshot>
    private let observers = Mutex(Observers())
    private let loader: DatasetLoader
    private let now: @Sendable () -> Date
    private var lastLoad: Task<Void, Never>?

    /// A store serving `snapshot`.
    ///
    /// - Parameters:
    ///   - loader: used by ``load(from:)``.
    ///   - now: the clock stamped on loaded snapshots.
    public init(snapshot: DatasetSnapshot, loader: DatasetLoader = DatasetLoader(),
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.slot = Mutex(snapshot)
        self.loader = loader
        self.now = now
    }

    /// A store serving the dataset in `directory`, loaded off the cooperative thread pool.
    public static func loading(from directory: URL, loader: DatasetLoader = DatasetLoader(),
                               now: @escaping @Sendable () -> Date = { Date() }) async throws -> DatasetStore {
        let snapshot = try await loadOffPool(loader: loader, directory: directory, at: now())
        return DatasetStore(snapshot: snapshot, loader: loader, now: now)
    }

    /// The snapshot new requests should use (inside ``pinning(_:operation:)``, the pinned one).
    public nonisolated var current: DatasetSnapshot {
        if let pinned = Self.pinned, pinned.store === self { return pinned.snapshot }
        return slot.withLock { $0 }
    }

    /// A snapshot that ``current`` answers for one store inside a task (see ``pinning(_:operation:)``).
    private struct Pin: Sendable {
        let store: DatasetStore
        let snapshot: DatasetSnapshot
    }

    @TaskLocal private static var pinned: Pin?

    /// Runs `operation` with ``current`` answering `snapshot` in this task and its child tasks, while every other
    /// task still sees the store's own snapshot: how a node renders documents of a snapshot it has not swapped in yet
    /// (to warm its cache before the swap).
    public nonisolated func pinning<T: Sendable>(_ snapshot: DatasetSnapshot,
                                                 operation: () async throws -> T) async rethrows -> T {
        try await Self.$pinned.withValue(Pin(store: self, snapshot: snapshot), operation: operation)
    }

    /// Loads `directory` into a new snapshot (off the cooperative pool) without swapping it in.
    ///
    /// - Throws: ``DatasetLoadError``.
    public nonisolated func prepare(from directory: URL) async throws -> DatasetSnapshot {
        try await Self.loadOffPool(loader: loader, directory: directory, at: now())
    }

    /// Loads `directory` into a new snapshot (off the cooperative pool) and swaps it in.
    ///
    /// Loads run one after another in call order, each followed by its swap. On failure the current snapshot stays.
    ///
    /// - Throws: ``DatasetLoadError``.
    @discardableResult
    public func load(from directory: URL) async throws -> DatasetSnapshot {
        let previous = lastLoad
        let loader = self.loader
        let now = self.now
        let task = Task<DatasetSnapshot, any Error> {
            await previous?.value
            let snapshot = try await Self.loadOffPool(loader: loader, directory: directory, at: now())
            self.swap(to: snapshot)
            return snapshot
        }
        lastLoad = Task { _ = await task.result }
        return try await task.value
    }

    /// Makes `snapshot` current and tells the observers. Returns the snapshot it replaced.
    @discardableResult
    public func swap(to snapshot: DatasetSnapshot) -> DatasetSnapshot {
        let old = slot.withLock { current in
            let old = current
            current = snapshot
            return old
        }
        let (handlers, continuations) = observers.withLock { ($0.handlers, Array($0.continuations.values)) }
        for handler in handlers { handler(snapshot) }
        for continuation in continuations { continuation.yield(snapshot) }
        return old
    }

    /// A stream of every snapshot swapped in after the call (the newest one when the reader falls behind).
    public nonisolated func swaps() -> AsyncStream<DatasetSnapshot> {
        let (stream, continuation) = AsyncStream.makeStream(of: DatasetSnapshot.self, bufferingPolicy: .bufferingNewest(1))
        let id = observers.withLock { state in
            state.nextID += 1
            state.continuations[state.nextID] = continuation
            return state.nextID
        }
        continuation.onTermination = { [weak self] _ in
            self?.observers.withLock { _ = $0.continuations.removeValue(forKey: id) }
        }
        return stream
    }

    /// Calls `handler` synchronously on every swap, after the new snapshot became current.
    public nonisolated func onSwap(_ handler: @escaping @Sendable (DatasetSnapshot) -> Void) {
        observers.withLock { $0.handlers.append(handler) }
    }

    private static func loadOffPool(loader: DatasetLoader, directory: URL, at date: Date) async throws -> DatasetSnapshot {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(with: Result { () throws(DatasetLoadError) in try loader.load(from: directory, loadedAt: date) })
            }
        }
    }

    private struct Observers {
        var handlers: [@Sendable (DatasetSnapshot) -> Void] = []
        var continuations: [Int: AsyncStream<DatasetSnapshot>.Continuation] = [:]
        var nextID = 0
    }
}
