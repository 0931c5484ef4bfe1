import Core
public import Domain
import QuadAPIModels
import Synchronization

/// A fixed set of Postgres connections, each leased to one task at a time, and the way every user-data statement
/// reaches the database.
///
/// ```swift
/// let pool = PostgresPool(configuration: PostgresConfiguration(connectionString: url), logger: logger)
/// try await pool.start()
/// let lists = try await pool.transaction(as: principal) { connection in
///     try await connection.query("select id, name from lists where owner = \(principal.userID)")
/// }
/// ```
///
/// - Leasing waits at most ``PostgresConfiguration/acquireTimeout``, then fails with
///   ``PostgresError/Code/poolExhausted``; shutting down fails waiters with ``PostgresError/Code/closed``.
/// - Blocking libpq calls run on each connection's own thread (``ConnectionExecutor``), never on the cooperative pool.
/// - A connection the server closed (restart, outage) is noticed before use and reopened; while the server is
///   unreachable, leases fail within the connect timeout (2 s) or at once during the reconnect backoff, with
///   ``PostgresError/Code/connection``. Both map to a 503 through ``Domain/APIError/init(postgres:)``.
/// - Leases work without ``start()``, connecting on first use; ``start()`` connects eagerly and fails fast.
/// - As a ``Domain/Service``, ``run()`` starts, waits for the group's shutdown request, then drains.
public final class PostgresPool: Service, Sendable {
    public var name: String { "postgres" }
    public let configuration: PostgresConfiguration
    let logger: Logger
    let seats: [PooledConnection]

    private struct State {
        var machine: PoolStateMachine
        var waiters: [UInt64: CheckedContinuation<Int, any Error>] = [:]
        var timers: [UInt64: Task<Void, Never>] = [:]
        var nextWaiterID: UInt64 = 0
        /// Set while connection attempts fail; cleared by the next successful connect.
        var lastConnectFailure: ContinuousClock.Instant?
        /// Signalled when the last leased connection comes back while draining.
        var drained: Event?
    }

    private let state: Mutex<State>
    private let leaseCount = Atomic<Int>(0)
    private let roundTripCount = Atomic<Int>(0)
    private let connectCount = Atomic<Int>(0)
    private let connectFailureCount = Atomic<Int>(0)
    private let timeoutCount = Atomic<Int>(0)

    public init(configuration: PostgresConfiguration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
        seats = (0..<configuration.poolSize).map { PooledConnection(index: $0, label: configuration.applicationName) }
        state = Mutex(State(machine: PoolStateMachine(connectionCount: configuration.poolSize)))
    }

    // MARK: Service

    /// Connects (throwing when the first connection cannot be opened), serves leases until the service group asks
    /// it to stop, then drains within the group's grace (``shutdown(within:)``).
    public func run() async throws {
        try await start()
        let grace = await GracefulShutdown.wait()
        await shutdown(within: grace)
    }

    /// Opens every connection. Throws (after logging libpq's message) when the first one cannot be opened, so a
    /// wrong URL or a missing database stops start-up; later failures are logged and retried on first use.
    public func start() async throws {
        for seat in seats {
            do {
                try await withTaskExecutorPreference(seat.executor) { try await self.connectOnSeat(seat) }
            } catch {
                if seat.index == 0 {
                    logger.error("cannot connect to postgres", ["error": .string(String(reflecting: error))])
                    throw error
                }
                logger.warning("a pooled connection failed to open; retrying on first use",
                               ["error": .string(String(reflecting: error))])
            }
        }
        logger.info("postgres pool ready", ["connections": .number(Double(seats.count))])
    }

    /// Stops leasing (waiters fail with ``PostgresError/Code/closed``), waits up to `grace` for leased connections
    /// to come back, then closes the idle ones; a connection still leased after `grace` is closed when it comes
    /// back. Safe to call more than once.
    public func shutdown(within grace: Duration) async {
        let (failed, drained) = state.withLock { state in
            let failed = state.machine.beginDraining().compactMap { id -> CheckedContinuation<Int, any Error>? in
                state.timers.removeValue(forKey: id)?.cancel()
                return state.waiters.removeValue(forKey: id)
            }
            // Signalled by release(_:) when the last leased connection comes back.
            let drained = state.drained ?? Event()
            state.drained = drained
            if state.machine.leased.isEmpty { drained.signal() }
            return (failed, drained)
        }
        failed.forEach { $0.resume(throwing: PostgresError.closedPool) }
        await drained.wait(atMost: grace)
        let (idle, stillLeased) = state.withLock { ($0.machine.close(), $0.machine.leased.count) }
        // Idle seats are not leased and leasing has stopped, so no task can be using them.
        for index in idle { seats[index].libpq.close() }
        if stillLeased > 0 {
            logger.warning("postgres pool closed with connections still leased; they close when returned",
                           ["leased": .number(Double(stillLeased))])
        }
    }

    // MARK: Public API

    /// Runs `body` in one transaction as `principal` (role `authenticated`, its claims in `request.jwt.claims`), or
    /// as `anon` when `principal` is nil. Commits when `body` returns, rolls back when it throws; the settings are
    /// transaction-local, so the connection goes back clean. A body with one statement costs two round trips
    /// (`BEGIN` + settings + the statement, then `COMMIT`).
    public func transaction<T>(as principal: Principal?, _ body: (PostgresConnection) async throws -> T) async throws -> T {
        try await transaction(as: principal.map(PostgresRole.authenticated) ?? .anonymous, body)
    }

    /// Runs `body` in one transaction as `role` (``PostgresRole/serviceRole`` for jobs that must see every row).
    public func transaction<T>(as role: PostgresRole, _ body: (PostgresConnection) async throws -> T) async throws -> T {
        try await lease(opening: ["begin", role.settingsStatement], body)
    }

    /// Runs `queries` in one transaction as `role` in ONE round trip (settings, then the statements, pipelined), and
    /// returns each statement's rows. The fastest form for requests that know their statements up front.
    ///
    /// The batch ends in a single Sync, so Postgres runs it as one implicit transaction: the transaction-local
    /// settings hold for every statement, and the whole batch commits at the Sync or, on any failure, rolls back
    /// (the error is thrown). No `BEGIN`/`COMMIT` statements are needed. Unlike a transaction's opening batch, this
    /// batch is not resent when the connection breaks under it (it may have committed): the caller gets
    /// ``PostgresError/Code/connection``, a 503.
    public func pipeline(as role: PostgresRole, _ queries: [PostgresQuery]) async throws -> [PostgresRows] {
        try await lease(opening: []) { connection in
            Array(try await connection.pipeline([role.settingsStatement] + queries).dropFirst())
        }
    }

    /// One statement in its own transaction as `principal` (or `anon`), in one round trip.
    public func query(as principal: Principal?, _ query: PostgresQuery) async throws -> PostgresRows {
        try await pipeline(as: principal.map(PostgresRole.authenticated) ?? .anonymous, [query])[0]
    }

    /// Runs `body` on a connection as the login role, outside any transaction this layer opens (each call on the
    /// connection commits on its own). For migrations and maintenance; user data goes through ``transaction(as:_:)-(Principal?,_)``.
    public func withConnection<T>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        try await lease(opening: [], body)
    }

    /// Counters since creation.
    public var statistics: PostgresPoolStatistics {
        let (leased, waiting) = state.withLock { ($0.machine.leased.count, $0.machine.waiters.count) }
        return PostgresPoolStatistics(
            leases: leaseCount.load(ordering: .relaxed), roundTrips: roundTripCount.load(ordering: .relaxed),
            connects: connectCount.load(ordering: .relaxed), connectFailures: connectFailureCount.load(ordering: .relaxed),
            acquireTimeouts: timeoutCount.load(ordering: .relaxed), leased: leased, waiting: waiting)
    }

    // MARK: Leasing

    private func lease<T>(opening: [PostgresQuery], _ body: (PostgresConnection) async throws -> T) async throws -> T {
        let seat = try await acquire()
        defer {
            release(seat)
            leaseCount.add(1, ordering: .relaxed)
        }
        return try await withTaskExecutorPreference(seat.executor) {
            try await self.run(on: seat, opening: opening, body)
        }
    }

    /// The lease body, on the seat's own thread.
    @concurrent
    private func run<T>(on seat: PooledConnection, opening: [PostgresQuery],
                        _ body: (PostgresConnection) async throws -> T) async throws -> T {
        try connectIfNeeded(seat)
        let connection = PostgresConnection(seat: seat, pool: self, opening: opening)
        do {
            let value = try await body(connection)
            try connection.finish()
            settle(seat)
            return value
        } catch {
            connection.abandon()
            settle(seat)
            throw error
        }
    }

    /// Makes sure a connection goes back to the pool idle: one left inside a transaction (a body that sent its own
    /// BEGIN) is rolled back, and one in any other state is closed, to be reopened on next use.
    private func settle(_ seat: PooledConnection) {
        let libpq = seat.libpq
        guard libpq.isConnected else { return }
        switch libpq.transactionStatus {
        case .idle: return
        case .inTransaction, .failed:
            let rolledBack = (try? libpq.runPipeline(["rollback"])) != nil
            if rolledBack { countRoundTrips(1) }
            if rolledBack, libpq.transactionStatus == .idle { return }
            libpq.close()
        case .active, .unknown:
            libpq.close()
        }
    }

    @concurrent
    private func connectOnSeat(_ seat: PooledConnection) async throws {
        try connectIfNeeded(seat)
    }

    /// Opens the seat's connection if it is closed, broken, or was ended by the server while idle.
    func connectIfNeeded(_ seat: PooledConnection) throws {
        if seat.libpq.isConnected, !seat.libpq.hasPendingInputWhileIdle() { return }
        try reconnect(seat)
    }

    /// Opens a fresh connection for the seat (on the seat's thread), honouring the reconnect backoff.
    func reconnect(_ seat: PooledConnection) throws {
        let backoff = configuration.reconnectBackoff
        let skip = state.withLock { state in
            state.lastConnectFailure.map { ContinuousClock.now - $0 < backoff } ?? false
        }
        if skip {
            seat.libpq.close()
            connectFailureCount.add(1, ordering: .relaxed)
            throw PostgresError.connection("not retrying yet: the last connection attempt failed moments ago")
        }
        do {
            try seat.libpq.connect(parameters: configuration.connectParameters)
        } catch {
            let first = state.withLock { state in
                defer { state.lastConnectFailure = .now }
                return state.lastConnectFailure == nil
            }
            connectFailureCount.add(1, ordering: .relaxed)
            if first { logger.error("postgres is unreachable", ["error": .string(String(reflecting: error))]) }
            throw error
        }
        let recovered = state.withLock { state in
            defer { state.lastConnectFailure = nil }
            return state.lastConnectFailure != nil
        }
        connectCount.add(1, ordering: .relaxed)
        if recovered { logger.notice("postgres is reachable again") }
    }

    func countRoundTrips(_ trips: Int) {
        roundTripCount.add(trips, ordering: .relaxed)
    }

    // MARK: Acquire and release

    private enum Registration {
        case leased(Int), waiting, closed, cancelled
    }

    private func acquire() async throws -> PooledConnection {
        try Task.checkCancellation()
        switch state.withLock({ $0.machine.acquire(waiter: nil) }) {
        case let .leased(index): return seats[index]
        case .closed: throw PostgresError.closedPool
        case .busy, .enqueued: break
        }
        let id = state.withLock { state in
            state.nextWaiterID += 1
            return state.nextWaiterID
        }
        let index = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int, any Error>) in
                let registration = state.withLock { state -> Registration in
                    // Checked under the lock: a cancellation handler that ran before this point found no waiter.
                    if Task.isCancelled { return .cancelled }
                    switch state.machine.acquire(waiter: id) {
                    case let .leased(index): return .leased(index)
                    case .closed, .busy: return .closed
                    case .enqueued:
                        state.waiters[id] = continuation
                        return .waiting
                    }
                }
                switch registration {
                case let .leased(index): continuation.resume(returning: index)
                case .closed: continuation.resume(throwing: PostgresError.closedPool)
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .waiting: startTimer(for: id)
                }
            }
        } onCancel: {
            failWaiter(id, with: CancellationError())
        }
        return seats[index]
    }

    private func startTimer(for id: UInt64) {
        let timeout = configuration.acquireTimeout
        let timer = Task { [self] in
            do { try await Task.sleep(for: timeout) } catch { return }
            if failWaiter(id, with: PostgresError(code: .poolExhausted,
                                                  context: "no connection became free within \(timeout)")) {
                timeoutCount.add(1, ordering: .relaxed)
            }
        }
        let keep = state.withLock { state in
            guard state.waiters[id] != nil else { return false }
            state.timers[id] = timer
            return true
        }
        if !keep { timer.cancel() }
    }

    /// Removes a waiting acquirer and fails it; false when it was already served.
    @discardableResult
    private func failWaiter(_ id: UInt64, with error: any Error) -> Bool {
        let continuation = state.withLock { state -> CheckedContinuation<Int, any Error>? in
            guard state.machine.removeWaiter(id) else { return nil }
            state.timers.removeValue(forKey: id)?.cancel()
            return state.waiters.removeValue(forKey: id)
        }
        continuation?.resume(throwing: error)
        return continuation != nil
    }

    private func release(_ seat: PooledConnection) {
        let (waiter, close, drained) = state.withLock { state in
            let decision = state.machine.release(seat.index)
            let drained = state.machine.leased.isEmpty ? state.drained : nil
            switch decision {
            case let .handOver(waiter):
                state.timers.removeValue(forKey: waiter)?.cancel()
                return (state.waiters.removeValue(forKey: waiter), false, drained)
            case .idle: return (nil, false, drained)
            case .close: return (nil, true, drained)
            }
        }
        if close { seat.libpq.close() }
        waiter?.resume(returning: seat.index)
        drained?.signal()
    }


}
