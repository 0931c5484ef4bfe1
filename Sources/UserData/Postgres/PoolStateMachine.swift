/// The pool's bookkeeping as a value: which connections are idle or leased, who waits, and the lifecycle phase.
///
/// No I/O and no continuations: ``PostgresPool`` keeps it behind a mutex, asks it what to do, and performs the
/// side effects (resuming waiters, closing connections) after releasing the lock.
struct PoolStateMachine {
    enum Phase: Equatable {
        /// Leasing normally.
        case running
        /// Shutting down: no new leases, waiting for leased connections to come back.
        case draining
        /// Shut down: idle connections are closed, and any connection still leased is closed when released.
        case closed
    }

    enum AcquireDecision: Equatable {
        /// Use this connection.
        case leased(Int)
        /// Every connection is leased; the waiter was queued (only when a waiter id was given).
        case enqueued
        /// Every connection is leased and no waiter id was given.
        case busy
        /// The pool is shutting down or shut down.
        case closed
    }

    enum ReleaseDecision: Equatable {
        /// Hand the connection straight to this waiter (it stays leased).
        case handOver(waiter: UInt64)
        /// The connection went back to the idle list.
        case idle
        /// The pool is shut down: close the connection.
        case close
    }

    private(set) var phase = Phase.running
    /// Idle connection indices; the last one is leased first, so a lightly loaded pool keeps reusing warm
    /// connections.
    private(set) var idle: [Int]
    private(set) var leased: Set<Int> = []
    /// Waiter ids in arrival order (first come, first served).
    private(set) var waiters: [UInt64] = []

    init(connectionCount: Int) {
        idle = Array((0..<connectionCount).reversed())
    }

    /// Leases an idle connection, or queues `waiter` when none is idle.
    mutating func acquire(waiter: UInt64?) -> AcquireDecision {
        guard phase == .running else { return .closed }
        if let index = idle.popLast() {
            leased.insert(index)
            return .leased(index)
        }
        guard let waiter else { return .busy }
        waiters.append(waiter)
        return .enqueued
    }

    /// Removes a queued waiter (timeout or cancellation). False when it was already served or failed.
    mutating func removeWaiter(_ waiter: UInt64) -> Bool {
        guard let position = waiters.firstIndex(of: waiter) else { return false }
        waiters.remove(at: position)
        return true
    }

    /// Returns a leased connection.
    mutating func release(_ index: Int) -> ReleaseDecision {
        precondition(leased.contains(index), "released a connection that is not leased")
        if phase == .running, !waiters.isEmpty {
            return .handOver(waiter: waiters.removeFirst())
        }
        leased.remove(index)
        if phase == .closed { return .close }
        idle.append(index)
        return .idle
    }

    /// Stops leasing; returns the waiters to fail.
    mutating func beginDraining() -> [UInt64] {
        if phase == .running { phase = .draining }
        defer { waiters = [] }
        return waiters
    }

    /// Marks the pool shut down; returns the idle connections to close.
    mutating func close() -> [Int] {
        phase = .closed
        defer { idle = [] }
        return idle
    }
}
