import Core
import Domain
import Foundation
import Jobs
import QuadAPIModels
import Server
import UserData

/// The composition root: every part `quad serve` runs, built once from the settings, and the services of the
/// chosen modes in start order.
///
/// Shared parts come first (the dataset store, the Postgres pool, the auth service and limiter), then one service
/// list per mode: ``apiServices``, ``workerServices``, ``adminServices``. The group runs them in order and stops
/// them in reverse: Postgres → worker → public listener → admin listener.
///
/// ```swift
/// let app = try await Application.make(settings, logger: logger)
/// let group = ServiceGroup(services: app.services, grace: .seconds(10), hardLimit: .seconds(30), logger: logger)
/// try await group.run()
/// ```
final class Application: Sendable {
    let store: DatasetStore
    let metrics: Metrics
    /// The Postgres pool, when a database is configured.
    let pool: PostgresPool?
    /// The public listener, when the `api` mode runs.
    let publicServer: HTTPServer?
    /// The admin listener, when the `admin` mode runs.
    let adminServer: HTTPServer?
    /// What keeps this process on the current publish (with a database or a publish store).
    let follower: PublishFollower?
    /// Services in start order.
    let services: [any Service]

    private init(store: DatasetStore, metrics: Metrics, pool: PostgresPool?, publicServer: HTTPServer?,
                 adminServer: HTTPServer?, follower: PublishFollower?, services: [any Service]) {
        self.store = store
        self.metrics = metrics
        self.pool = pool
        self.publicServer = publicServer
        self.adminServer = adminServer
        self.follower = follower
        self.services = services
    }

    /// Loads the dataset (failing with a message that names the broken file and record) and builds the services.
    static func make(_ settings: ApplicationSettings, logger: Logger) async throws -> Application {
        let metrics = Metrics()
        let pool = settings.databaseURL.map { url in
            PostgresPool(configuration: PostgresConfiguration(connectionString: url, poolSize: settings.databasePoolSize,
                                                              acquireTimeout: settings.databaseAcquireTimeout),
                         logger: logger.with(["service": .string("postgres")]))
        }
        let store = try await DatasetBoot.load(settings, pool: pool, logger: logger)
        // The auth service serves the public listener's routes, so it exists only with the api mode.
        let auth = settings.modes.contains(.api) ? pool.map {
            AuthService(pool: $0, configuration: settings.auth, logger: logger.with(["service": .string("auth")]))
        } : nil
        // Limits kept in Postgres: per address on public and auth routes, per token on signed-in routes.
        let limiter: (any RateLimiter)? = settings.rateLimit.enabled ? pool.map { PostgresRateLimiter(pool: $0) } : nil

        let publicServer = settings.modes.contains(.api)
            ? try publicListener(settings, store: store, pool: pool, auth: auth, limiter: limiter, metrics: metrics,
                                 logger: logger)
            : nil
        let swapper = SnapshotSwapper(store: store, servers: publicServer.map { [$0] } ?? [], warmTargets: settings.warmTargets,
                                      logger: logger.with(["service": .string("publish")]))
        let follower = pool != nil || settings.publishDirectory != nil
            ? PublishFollower(swapper: swapper, servers: publicServer.map { [$0] } ?? [], pool: pool,
                              publishStore: settings.publishDirectory.map(PublishStore.init(root:)),
                              node: PublishFollower.Node(id: settings.nodeID, modes: modeNames(settings.modes)),
                              registers: publicServer != nil, watchInterval: settings.watchInterval,
                              logger: logger.with(["service": .string("publish")]))
            : nil
        let adminServer = settings.modes.contains(.admin)
            ? AdminRouter.listener(settings, store: store, pool: pool, sessions: auth?.verifier, metrics: metrics,
                                   publicServer: publicServer, swapper: swapper, logger: logger)
            : nil

        var services: [any Service] = []
        if let pool { services.append(pool) }
        if let follower { services.append(follower) }
        if settings.modes.contains(.worker) { services += workerServices(settings, pool: pool, store: store, logger: logger) }
        if let publicServer { services += apiServices(publicServer) }
        if let adminServer { services += adminServices(adminServer) }
        return Application(store: store, metrics: metrics, pool: pool, publicServer: publicServer,
                           adminServer: adminServer, follower: follower, services: services)
    }

    /// `api,admin`: the modes in their fixed order.
    static func modeNames(_ modes: Set<ApplicationSettings.Mode>) -> String {
        ApplicationSettings.Mode.allCases.filter(modes.contains).map(\.rawValue).joined(separator: ",")
    }

    // MARK: One service list per mode

    /// `api`: the public listener (public, auth and signed-in routes).
    static func apiServices(_ server: HTTPServer) -> [any Service] {
        [server]
    }

    /// `worker`: the job worker (``Jobs/WorkerJobs``: mail delivery, queue clean-up), which needs the database; it
    /// runs after the Postgres pool starts and stops before it.
    static func workerServices(_ settings: ApplicationSettings, pool: PostgresPool?, store: DatasetStore,
                               logger: Logger) -> [any Service] {
        guard let pool else {
            logger.warning("worker mode without a database: no jobs run")
            return []
        }
        return [WorkerJobs(pool: pool, auth: settings.auth, store: store, cadences: settings.cadences,
                           purgeHook: settings.purgeHook)
            .worker(configuration: settings.worker, logger: logger)]
    }

    /// `admin`: the operators' listener on loopback.
    static func adminServices(_ server: HTTPServer) -> [any Service] {
        [server]
    }

    // MARK: Parts

    private static func publicListener(_ settings: ApplicationSettings, store: DatasetStore, pool: PostgresPool?,
                                       auth: AuthService?, limiter: (any RateLimiter)?, metrics: Metrics,
                                       logger: Logger) throws -> HTTPServer {
        let router = try PublicRouter.build(settings, store: store, pool: pool, auth: auth, limiter: limiter, logger: logger)
        return HTTPServer(configuration: settings.http, responder: router.build(),
                          logger: logger.with(["listener": .string("api")]), metrics: metrics, name: "api",
                          publishID: { store.current.publishID })
    }
}
