public import Domain
public import Foundation
import QuadAPIModels
import Screens
public import UserData

/// What `quad serve` runs, as plain values (Main maps the configuration onto this).
public struct ApplicationSettings: Sendable {
    /// Parts of the server a process runs.
    public enum Mode: String, Sendable, CaseIterable {
        /// Public and signed-in API on the public port.
        case api
        /// Background jobs.
        case worker
        /// Operators' listener on loopback.
        case admin
    }

    public var modes: Set<Mode>
    public var dataDirectory: URL
    /// The public listener.
    public var http: HTTPServerConfiguration
    /// The admin listener (its host is forced to 127.0.0.1).
    public var admin: HTTPServerConfiguration
    public var adminToken: String
    /// Postgres connection string; nil runs without a database (signed-in endpoints answer 503).
    public var databaseURL: String?
    /// Pool size and acquisition bound for the database.
    public var databasePoolSize: Int
    public var databaseAcquireTimeout: Duration
    /// One JSON access-log line per request.
    public var accessLog: Bool
    /// The auth service and bearer verification.
    public var auth: AuthConfiguration
    /// Request limits (applied only with a database).
    public var rateLimit: RateLimitConfiguration
    /// Explore's ZIP centroid table (config `data.zipCentroids`). Default: `data/zip-centroids.csv`.
    public var zipCentroidsFile = URL(fileURLWithPath: "data/zip-centroids.csv")
    /// Explore's state outlines for the map. Default: `data/us-states.geojson`.
    public var stateOutlinesFile = URL(fileURLWithPath: "data/us-states.geojson")

    public init(modes: Set<Mode>, dataDirectory: URL, http: HTTPServerConfiguration, admin: HTTPServerConfiguration,
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

/// The assembled server: the dataset store, the routers, and the services of the chosen modes in start order.
///
/// ```swift
/// let app = try await Application.make(settings, logger: logger)
/// let group = ServiceGroup(services: app.services, …)
/// ```
public final class Application: Sendable {
    public let store: DatasetStore
    public let metrics: Metrics
    /// The Postgres pool, when a database is configured.
    public let pool: PostgresPool?
    /// The public listener, when the `api` mode runs.
    public let publicServer: HTTPServer?
    /// The admin listener, when the `admin` mode runs.
    public let adminServer: HTTPServer?
    /// Services in start order.
    public let services: [any Service]

    private init(store: DatasetStore, metrics: Metrics, pool: PostgresPool?, publicServer: HTTPServer?,
                 adminServer: HTTPServer?, services: [any Service]) {
        self.store = store
        self.metrics = metrics
        self.pool = pool
        self.publicServer = publicServer
        self.adminServer = adminServer
        self.services = services
    }

    /// Loads the dataset (failing with a message that names the broken file and record) and builds the services.
    /// `verifier` checks the bearer tokens of signed-in routes; they are registered only with a database and a
    /// verifier.
    public static func make(_ settings: ApplicationSettings, logger: Logger,
                            verifier: (any AccessTokenVerifier)? = nil) async throws -> Application {
        let clock = ContinuousClock()
        let started = clock.now
        let store = try await DatasetStore.loading(from: settings.dataDirectory, loader: DatasetLoader(hasher: SHA256ContentHasher()))
        let snapshot = store.current
        logger.notice("dataset loaded", [
            "dir": .string(settings.dataDirectory.path), "colleges": .number(Double(snapshot.schools.count)),
            "publish": .string(snapshot.publishID),
            "ms": .number(Double(started.duration(to: clock.now).milliseconds)),
        ])
        let metrics = Metrics()
        var services: [any Service] = []
        var pool: PostgresPool?
        if let url = settings.databaseURL {
            let database = PostgresPool(
                configuration: PostgresConfiguration(connectionString: url, poolSize: settings.databasePoolSize,
                                                     acquireTimeout: settings.databaseAcquireTimeout),
                logger: logger.with(["service": .string("postgres")]))
            pool = database
            services.append(database)
        }
        var publicServer: HTTPServer?
        var adminServer: HTTPServer?
        var sessionVerifier: SessionVerifier?

        if settings.modes.contains(.api) {
            var router = Router(middleware: standardMiddleware(accessLog: settings.accessLog))
            try PublicRoutes(store: store, build: .current).register(on: &router)
            let explore = ExploreGeography.load(zipCentroids: settings.zipCentroidsFile,
                                                stateOutlines: settings.stateOutlinesFile)
            for problem in explore.problems { logger.warning("explore: \(problem)") }
            ExploreRoutes(store: store, geography: explore.geography).register(on: &router)
            ProfileRoutes(store: store, changes: pool.map(DatasetChangesReader.init(pool:)),
                          logger: logger.with(["route": .string("changes")])).register(on: &router)
            TrendRoutes(store: store).register(on: &router)
            if let pool {
                let auth = AuthService(pool: pool, configuration: settings.auth, logger: logger.with(["service": .string("auth")]))
                // Limits kept in Postgres: per address on public and auth routes here, per token on signed-in routes.
                let limiter: (any RateLimiter)? = settings.rateLimit.enabled ? PostgresRateLimiter(pool: pool) : nil
                if let limiter {
                    let signedIn = Set(APIEndpoints.all.filter { $0.access == .signedIn }.map(\.path))
                    router.use(RateLimitMiddleware.perAddress(limiter: limiter, configuration: settings.rateLimit,
                                                              signedInRoutes: signedIn))
                }
                AuthRoutes(service: auth).register(on: &router)
                sessionVerifier = (verifier as? SessionVerifier) ?? (verifier == nil ? auth.verifier : nil)
                // One verifier (one key, one session cache) for every signed-in route.
                AccountRoutes(pool: pool, verifier: verifier ?? auth.verifier, limiter: limiter, rateLimit: settings.rateLimit)
                    .register(on: &router)
            } else {
                UnavailableRoutes(endpoints: APIEndpoints.needsDatabase).register(on: &router)
            }
            let server = HTTPServer(configuration: settings.http, responder: router.build(),
                                    logger: logger.with(["listener": .string("api")]), metrics: metrics, name: "api",
                                    publishID: { store.current.publishID })
            publicServer = server
            services.append(server)
        }
        if settings.modes.contains(.worker) {
            logger.info("worker mode: no background jobs are defined yet")
        }
        if settings.modes.contains(.admin) {
            var router = Router(middleware: [RequestIDMiddleware(), AccessLogMiddleware(), ErrorEnvelopeMiddleware()]
                .filter { settings.accessLog || !($0 is AccessLogMiddleware) })
            var checks: [(String, AdminRoutes.Check)] = []
            if let pool {
                checks.append(("database", {
                    do {
                        _ = try await pool.withConnection { try await $0.query("select 1") }
                        return nil
                    } catch {
                        return "unavailable"
                    }
                }))
            }
            var collectors: [AdminRoutes.Collector] = []
            if let pool { collectors.append { PoolMetrics.record(pool.statistics, into: $0) } }
            if let sessionVerifier {
                collectors.append { metrics in
                    metrics.setCounter("quad_auth_session_lookups_total", Double(sessionVerifier.sessionLookups),
                                       help: "Session checks that went to the database (verifier cache misses).")
                }
            }
            AdminRoutes(store: store, token: settings.adminToken, metrics: metrics, checks: checks, collectors: collectors)
                .register(on: &router)
            var config = settings.admin
            config.host = "127.0.0.1"
            let server = HTTPServer(configuration: config, responder: router.build(),
                                    logger: logger.with(["listener": .string("admin")]), metrics: Metrics(),
                                    name: "admin", publishID: { store.current.publishID })
            adminServer = server
            services.append(server)
        }
        return Application(store: store, metrics: metrics, pool: pool, publicServer: publicServer,
                           adminServer: adminServer, services: services)
    }

    /// The public router's global middleware, with or without the access log.
    static func standardMiddleware(accessLog: Bool) -> [any Middleware] {
        Router.standardMiddleware().filter { accessLog || !($0 is AccessLogMiddleware) }
    }
}
