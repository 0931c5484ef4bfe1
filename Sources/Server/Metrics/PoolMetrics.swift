public import UserData

/// The Postgres pool's counters as Prometheus series, copied into ``Metrics`` before each `/metrics` render.
/// `quad_postgres_round_trips_total / quad_postgres_leases_total` is the round trips per database use, and divided
/// by a route's request count (over the same interval) the round trips per request.
public enum PoolMetrics {
    public static func record(_ statistics: PostgresPoolStatistics, into metrics: Metrics) {
        metrics.setCounter("quad_postgres_round_trips_total", Double(statistics.roundTrips),
                           help: "Statement batches sent to Postgres and answered (BEGIN/COMMIT included; connects not).")
        metrics.setCounter("quad_postgres_leases_total", Double(statistics.leases),
                           help: "Pooled-connection leases completed (transactions, pipelines, owner statements).")
        metrics.setCounter("quad_postgres_connects_total", Double(statistics.connects),
                           help: "Postgres connections opened, reconnects included.")
        metrics.setCounter("quad_postgres_connect_failures_total", Double(statistics.connectFailures),
                           help: "Postgres connection attempts that failed or were skipped during the backoff.")
        metrics.setCounter("quad_postgres_acquire_timeouts_total", Double(statistics.acquireTimeouts),
                           help: "Leases that gave up waiting for a free connection.")
        metrics.setGauge("quad_postgres_connections_leased", Double(statistics.leased),
                         help: "Pooled connections leased right now.")
        metrics.setGauge("quad_postgres_lease_waiters", Double(statistics.waiting),
                         help: "Tasks waiting for a pooled connection right now.")
    }
}
