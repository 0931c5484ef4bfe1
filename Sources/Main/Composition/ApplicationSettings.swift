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
    /// When the worker's periodic jobs run (config `jobs.cleanupAt`, `jobs.sweepAt`, `jobs.digestsAt`).
    var cadences = WorkerJobs.Cadences()
    /// Where `quad publish` keeps folders and the `current` link (config `data.publishDir`); nil: none.
    var publishDirectory: URL?
    /// Without a database, how often the `current` link is looked at (config `data.watchSeconds`). Default: 2 s.
    var watchInterval: Duration = .seconds(2)
    /// How long `POST /admin/revalidate` waits for acknowledgements (config `admin.revalidateWaitMs`). Default: 3 s.
    var revalidateWait: Duration = .seconds(3)
    /// The CDN purge hook (config `purge.*`); nil: none.
    var purgeHook: PurgeHook?
    /// This process in `ops.nodes`. Default: host name, process id and a random suffix.
    var nodeID = JobWorkerConfiguration.defaultWorkerID()
    /// The heaviest documents, rendered into the response cache before a new publish is swapped in (those a
    /// listener does not serve are skipped).
    var warmTargets = ApplicationSettings.defaultWarmTargets

    /// `/home`, the Explore default page and its filter panel, the offline index, `/meta` and the glossary: the
    /// heaviest first, so the side-by-side renders of a node's first swap end together (later swaps order them by
    /// the last one's times).
    static let defaultWarmTargets = ["/api/app/v1/home", "/api/app/v1/explore", "/api/app/v1/schools/index",
                                     "/api/app/v1/explore/filters", "/api/app/v1/meta", "/api/app/v1/glossary"]

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

