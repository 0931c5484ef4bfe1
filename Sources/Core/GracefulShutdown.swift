import Synchronization

/// The graceful-shutdown signal a service group hands each service it runs (through a task-local, so a service
/// needs no reference to the group).
///
/// A service tells the group it has started by calling ``wait()`` (a service that only serves) or ``started()``
/// (a service that works in a loop); the group starts the next service only then.
///
/// ```swift
/// let grace = await GracefulShutdown.wait()   // suspends until the group asks this service to stop
///
/// let stop = GracefulShutdown.started()       // a worker: check between jobs
/// while !stop.isSignalled { try await work() }
/// ```
///
/// Outside a group, ``wait()`` returns only when the task is cancelled, and ``started()`` returns an event nobody
/// signals.
public enum GracefulShutdown {
    /// The handle of the service the current task runs for, set by the group.
    @TaskLocal public static var current: ServiceHandle?

    /// Marks the calling service as started and suspends until it is asked to shut down (or its task is
    /// cancelled); returns how long it may take to drain.
    @discardableResult
    public static func wait() async -> Duration {
        await started().wait()
        return grace
    }

    /// Marks the calling service as started and returns its shutdown request (signalled when the group asks it to
    /// stop), for a service that checks it between units of work.
    public static func started() -> Event {
        guard let handle = current else { return Event() }
        handle.started.signal()
        return handle.shutdown
    }

    /// How long the current service may take to drain once asked to stop (zero outside a group).
    public static var grace: Duration { current?.grace ?? .zero }

    /// Whether the current service has been asked to shut down.
    public static var isRequested: Bool { current?.shutdown.isSignalled ?? false }
}

/// What a service group knows about one service it runs: whether it has started, and the request to stop.
public final class ServiceHandle: Sendable {
    /// The service's name (for logs).
    public let name: String
    /// How long the service may take to drain once asked to stop.
    public let grace: Duration
    /// Signalled when the service reaches ``GracefulShutdown/wait()`` or its `run()` ends.
    public let started = Event()
    /// Signalled when the group asks the service to stop.
    public let shutdown = Event()
    /// Signalled when the service's `run()` has returned or thrown.
    public let finished = Event()

    public init(name: String, grace: Duration) {
        self.name = name
        self.grace = grace
    }
}

/// A one-shot event: tasks wait for it, once signalled every waiter resumes and later waits return at once.
/// Waiting is cancellable (a cancelled waiter returns early).
public final class Event: Sendable {
    private struct State {
        var signalled = false
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextID = 0
    }

    private let state = Mutex(State())

    public init() {}

    /// Whether ``signal()`` was called.
    public var isSignalled: Bool { state.withLock { $0.signalled } }

    /// Resumes every waiter; later waits return at once. Idempotent.
    public func signal() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            guard !state.signalled else { return [] }
            state.signalled = true
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Suspends until ``signal()``, until `limit` has passed, or until the task is cancelled; true when signalled.
    @discardableResult
    public func wait(atMost limit: Duration) async -> Bool {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.wait() }
            group.addTask { try? await Task.sleep(for: limit) }
            await group.next()
            group.cancelAll()
        }
        return isSignalled
    }

    /// Suspends until ``signal()`` or until the task is cancelled.
    public func wait() async {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = state.withLock { state -> Bool in
                    if state.signalled || Task.isCancelled { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
            waiter?.resume()
        }
    }
}
