import Foundation
import Jobs
import Server
import UserData

/// What `quad serve` runs, as plain values (Main maps the configuration onto this).
struct ApplicationSettings: Sendable {
    /// Parts of the server a process runs.
    enum Mode: String, Sendable, CaseIterable {
        /// Public and signed-in API on the public port.
        case api
        /// Background jobs.
        case worker
        /// Operators' listener on loopback.
        case admin
    }

    var modes: Set<Mode>
    var dataDirectory: URL
    /// The public listener.
    var http: HTTPServerConfiguration
    /// The admin listener (its host is forced to 127.0.0.1).
    var admin: HTTPServerConfiguration
    var adminToken: String
    /// Postgres connection string; nil runs without a database (signed-in endpoints answer 503).
    var databaseURL: String?
    /// Pool size and acquisition bound for the database.
    var databasePoolSize: Int
    var databaseAcquireTimeout: Duration
    /// One JSON access-log line per request.
    var accessLog: Bool
    /// The auth service and bearer verification.
    var auth: AuthConfiguration
    /// Request limits (applied only with a database).
    var rateLimit: RateLimitConfiguration
    /// Explore's ZIP centroid table (config `data.zipCentroids`). Default: `data/zip-centroids.csv`.
    var zipCentroidsFile = URL(fileURLWithPath: "data/zip-centroids.csv")
    /// Explore's state outlines for the map. Default: `data/us-states.geojson`.
    var stateOutlinesFile = URL(fileURLWithPath: "data/us-states.geojson")
    /// Where home addresses are looked up (config `home`). Default: offline (ZIP codes only, no suggestions).
    var home = HomeConfiguration()
    /// The job worker of the `worker` mode (config `jobs.*`).
    var worker = JobWorkerConfiguration()
    /// When the worker's `jobs.cleanup` runs (config `jobs.cleanupAt`). Default: daily at 04:00 UTC.
    var cleanupCadence = ScheduleCadence.daily(hour: 4, minute: 0)

    init(modes: Set<Mode>, dataDirectory: URL, http: HTTPServerConfiguration, admin: HTTPServerConfiguration,
                adminToken: String, databaseURL: String?, databasePoolSize: Int = 8,
                databaseAcquireTimeout: Duration = .seconds(2), accessLog: Bool,
                auth: AuthConfiguration = AuthConfiguration(jwtSecret: ""), rateLimit: RateLimitConfiguration = RateLimitConfiguration()) {
        self.modes = modes
        self.dataDirectory = dataDirectory
        self.http = http
        self.admin = admin
        self.adminToken = adminToken
        self.databaseURL = databaseURL
        self.databasePoolSize = databasePoolSize
        self.databaseAcquireTimeout = databaseAcquireTimeout
        self.accessLog = accessLog
        self.auth = auth
        self.rateLimit = rateLimit
    }
}

