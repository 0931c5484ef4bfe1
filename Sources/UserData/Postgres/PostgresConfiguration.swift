import Core
import Domain

/// How the pool connects and how long it waits. Plain values with documented defaults; `quad`'s configuration file
/// supplies `connectionString`, `poolSize` and `acquireTimeout` (`database.url`, `database.poolSize`,
/// `database.acquireTimeoutMs`).
public struct PostgresConfiguration: Sendable, Equatable {
    /// A libpq connection string (`host=/run/postgresql dbname=quad user=quad`) or URL
    /// (`postgresql://quad@db.internal:5432/quad`). `host=/path` uses the Unix socket in that directory, which is
    /// much cheaper per round trip than TCP. The layer fixes `client_encoding`, `DateStyle`, `TimeZone` (UTC) and
    /// `statement_timeout` through libpq's `options`, so an `options` given here is replaced.
    public var connectionString: String
    /// Connections in the pool, each leased to one task at a time. Default: `8`.
    public var poolSize: Int
    /// Longest wait for a free connection before ``PostgresError/Code/poolExhausted`` (a 503). Default: 2 s.
    public var acquireTimeout: Duration
    /// libpq `connect_timeout` in seconds; libpq treats values below 2 as 2. Default: `2`. A connection string that
    /// sets its own `connect_timeout` wins.
    public var connectTimeoutSeconds: Int
    /// Server-side `statement_timeout` for every statement (nil: the server's setting). Default: 30 s.
    public var statementTimeout: Duration?
    /// After a failed connection attempt, new attempts are skipped (failing at once) for this long, so an outage
    /// of a remote server does not cost every request a connect timeout. Default: 250 ms.
    public var reconnectBackoff: Duration
    /// `application_name` shown in `pg_stat_activity`. Default: `quad`.
    public var applicationName: String

    public init(connectionString: String, poolSize: Int = 8, acquireTimeout: Duration = .seconds(2),
                connectTimeoutSeconds: Int = 2, statementTimeout: Duration? = .seconds(30),
                reconnectBackoff: Duration = .milliseconds(250), applicationName: String = "quad") {
        precondition(poolSize >= 1, "poolSize must be at least 1")
        self.connectionString = connectionString
        self.poolSize = poolSize
        self.acquireTimeout = acquireTimeout
        self.connectTimeoutSeconds = connectTimeoutSeconds
        self.statementTimeout = statementTimeout
        self.reconnectBackoff = reconnectBackoff
        self.applicationName = applicationName
    }

    /// libpq keywords in order (later ones win): our defaults, then the caller's string (expanded from `dbname`),
    /// then the settings the text decoders depend on.
    var connectParameters: [(String, String)] {
        var options = "-c DateStyle=ISO,YMD -c TimeZone=UTC -c IntervalStyle=iso_8601"
        if let statementTimeout { options += " -c statement_timeout=\(max(1, statementTimeout.milliseconds))" }
        return [
            ("connect_timeout", String(connectTimeoutSeconds)),
            ("application_name", applicationName),
            ("keepalives", "1"),
            ("keepalives_idle", "10"),
            ("keepalives_interval", "5"),
            ("keepalives_count", "3"),
            ("dbname", connectionString),
            ("client_encoding", "UTF8"),
            ("options", options),
        ]
    }
}
