/// Counters since the pool was created, for tests, benchmarks and `/metrics`.
public struct PostgresPoolStatistics: Sendable, Equatable {
    /// Leases completed (transactions, pipelines and `withConnection` bodies), successful or not.
    public var leases: Int
    /// Round trips to the server for statements (batches), including BEGIN/COMMIT/ROLLBACK; connecting is not
    /// counted. `roundTrips / leases` is the "round trips per request" figure.
    public var roundTrips: Int
    /// Connections opened (the first connect and every reconnect).
    public var connects: Int
    /// Connection attempts that failed, and attempts skipped during the reconnect backoff.
    public var connectFailures: Int
    /// Acquisitions that gave up after the acquire timeout.
    public var acquireTimeouts: Int
    /// Connections leased right now.
    public var leased: Int
    /// Tasks waiting for a connection right now.
    public var waiting: Int
}
