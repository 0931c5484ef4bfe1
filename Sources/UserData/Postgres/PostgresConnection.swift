import Core
import Dispatch

/// A leased connection, handed to the body of ``PostgresPool/transaction(as:_:)-(Principal?,_)`` or
/// ``PostgresPool/withConnection(_:)``. Valid only inside that body.
///
/// In a transaction, nothing is sent until the first statement: `BEGIN`, the role and claims settings and that
/// statement then travel in one round trip. Every later call is one round trip, however many statements it
/// carries (``pipeline(_:)``), and the commit is one more.
///
/// Not Sendable: it cannot leave the task that leased it. The lease runs its body with the connection's own executor
/// as the task's preference, and the methods run where they are called (`nonisolated(nonsending)`), so the blocking
/// libpq calls happen on the connection's thread with no extra hop per statement. Call them from the body's
/// nonisolated code (or a default actor's, which follows the preference); a call from anywhere else (the main
/// actor, an actor with its own executor) throws ``PostgresError/Code/protocolViolation`` rather than block a
/// thread that is not the connection's.
public final class PostgresConnection {
    private let seat: PooledConnection
    private let pool: PostgresPool
    /// `BEGIN` and the role settings, until they reach the server with the first statement.
    private var opening: [PostgresQuery]
    /// Whether a transaction this handle began is open on the server.
    private(set) var transactionOpen = false
    private var ended = false
    /// Round trips made through this handle so far (not counting the commit).
    public private(set) var roundTrips = 0

    init(seat: PooledConnection, pool: PostgresPool, opening: [PostgresQuery]) {
        self.seat = seat
        self.pool = pool
        self.opening = opening
    }

    /// Runs one statement and returns its rows. One round trip (the first in a transaction also carries `BEGIN`
    /// and the role settings).
    nonisolated(nonsending)
    public func query(_ query: PostgresQuery) async throws -> PostgresRows {
        try await pipeline([query])[0]
    }

    /// Runs several statements in one round trip and returns each one's rows, in order. If one fails, the server
    /// skips the rest and the first failure is thrown. Outside a transaction the batch is atomic on its own (it is
    /// one implicit transaction).
    nonisolated(nonsending)
    public func pipeline(_ queries: [PostgresQuery]) async throws -> [PostgresRows] {
        try Task.checkCancellation()
        return try run(queries)
    }

    /// Runs SQL text that may hold several statements and no parameters, with the simple query protocol (migration
    /// files). In a transaction, a pending `BEGIN` is sent first.
    nonisolated(nonsending)
    public func runScript(unsafeSQL sql: String) async throws {
        try Task.checkCancellation()
        try checkUsable()
        if !opening.isEmpty { _ = try run([]) }
        defer { count(1) }
        try seat.libpq.runScript(sql)
    }

    /// Whether the server reports an open (not failed) transaction block on this connection.
    nonisolated(nonsending)
    func isInOpenTransaction() async throws -> Bool {
        try checkUsable()
        return seat.libpq.transactionStatus == .inTransaction
    }

    // MARK: Lease internals (on the connection's thread)

    private func checkUsable() throws {
        guard !ended else { throw PostgresError.endedLease }
        if !seat.executor.isCurrent {
            // The body runs under the lease's executor preference, so nonisolated code is on the connection's
            // thread; code isolated to an actor with its own executor is not. Fail rather than block that thread.
            throw PostgresError(code: .protocolViolation, context: "a leased connection was used off its own thread")
        }
    }

    private func count(_ trips: Int) {
        roundTrips += trips
        pool.countRoundTrips(trips)
    }

    /// Sends the pending opening (if any) plus `queries` as one batch and returns the rows of `queries`.
    private func run(_ queries: [PostgresQuery]) throws -> [PostgresRows] {
        try checkUsable()
        if queries.isEmpty, opening.isEmpty { return [] }
        let batch = opening + queries
        var outcomes: [Result<PostgresRows, PostgresError>]
        do {
            outcomes = try seat.libpq.runPipeline(batch)
            count(1)
        } catch let error as PostgresError where error.code == .connection && !opening.isEmpty {
            // The batch opened the transaction and holds no COMMIT, so the broken connection committed nothing:
            // safe to send it again on a fresh connection, once.
            try pool.reconnect(seat)
            outcomes = try seat.libpq.runPipeline(batch)
            count(1)
        }
        let openingCount = opening.count
        if openingCount > 0 {
            opening = []
            transactionOpen = true
        }
        var rows: [PostgresRows] = []
        rows.reserveCapacity(queries.count)
        for (position, outcome) in outcomes.enumerated() {
            switch outcome {
            case let .success(result): if position >= openingCount { rows.append(result) }
            case let .failure(error): throw error
            }
        }
        return rows
    }

    /// Ends the lease after the body returned: commits the transaction this handle began. A transaction that an
    /// earlier failed statement aborted is rolled back and reported, never reported as committed.
    func finish() throws {
        defer { ended = true }
        guard transactionOpen else { return }
        if seat.libpq.transactionStatus == .failed {
            rollBack()
            throw PostgresError(code: .query, sqlState: .inFailedSQLTransaction,
                                context: "a statement failed and the body went on; the transaction was rolled back")
        }
        let outcome = try seat.libpq.runPipeline(["commit"])
        count(1)
        transactionOpen = false
        if case let .failure(error) = outcome[0] { throw error }
    }

    /// Ends the lease after the body threw: rolls back what this handle began.
    func abandon() {
        defer { ended = true }
        if transactionOpen { rollBack() }
    }

    private func rollBack() {
        transactionOpen = false
        guard seat.libpq.isConnected else { return }
        if (try? seat.libpq.runPipeline(["rollback"])) != nil { count(1) }
    }
}
