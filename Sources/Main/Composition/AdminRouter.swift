import Core
import Domain
import Jobs
import QuadAPIModels
import Server
import UserData

/// The admin listener's routes: liveness, readiness (the dataset, and Postgres when configured), and behind the admin
/// token the Prometheus metrics, revalidation and the job runtime.
enum AdminRouter {
    /// The admin listener (its host forced to 127.0.0.1).
    static func listener(_ settings: ApplicationSettings, store: DatasetStore, pool: PostgresPool?, sessions: SessionVerifier?,
                         metrics: Metrics, publicServer: HTTPServer?, swapper: SnapshotSwapper, logger: Logger) -> HTTPServer {
        var router = build(settings, store: store, pool: pool, sessions: sessions, metrics: metrics, swapper: swapper)
        let revalidation = RevalidationService(store: store, pool: pool, servers: publicServer.map { [$0] } ?? [],
                                               purgeHook: settings.purgeHook, nodeID: settings.nodeID,
                                               wait: settings.revalidateWait,
                                               logger: logger.with(["service": .string("revalidate")]))
        let schedules = pool.map {
            WorkerJobs(pool: $0, auth: settings.auth, store: store, cadences: settings.cadences, purgeHook: settings.purgeHook)
                .schedules
        }
        OperationsRoutes(revalidation: revalidation,
                         jobs: pool.map { JobsAdmin(pool: $0, schedules: schedules ?? []) }).register(on: &router)
        var config = settings.admin
        config.host = "127.0.0.1"
        return HTTPServer(configuration: config, responder: router.build(),
                          logger: logger.with(["listener": .string("admin")]), metrics: Metrics(),
                          name: "admin", publishID: { store.current.publishID })
    }

    static func build(_ settings: ApplicationSettings, store: DatasetStore, pool: PostgresPool?, sessions: SessionVerifier?,
                      metrics: Metrics, swapper: SnapshotSwapper? = nil) -> Router {
        let middleware: [any Middleware] = [RequestIDMiddleware(), AccessLogMiddleware(), ErrorEnvelopeMiddleware()]
        var router = Router(middleware: middleware.filter { settings.accessLog || !($0 is AccessLogMiddleware) },
                            access: AccessControl(adminToken: settings.adminToken))
        var checks: [(String, AdminRoutes.Check)] = []
        var collectors: [AdminRoutes.Collector] = []
        if let pool {
            checks.append(("database", {
                do {
                    _ = try await pool.withConnection { try await $0.query("select 1") }
                    return nil
                } catch {
                    return "unavailable"
                }
            }))
            collectors.append { PoolMetrics.record(pool.statistics, into: $0) }
        }
        if let sessions {
            collectors.append { metrics in
                metrics.setCounter("quad_auth_session_lookups_total", Double(sessions.sessionLookups),
                                   help: "Session checks that went to the database (verifier cache misses).")
            }
        }
        AdminRoutes(store: store, metrics: metrics, checks: checks, collectors: collectors,
                    detail: { swapper?.problem.map { ["publish": $0] } ?? [:] }).register(on: &router)
        return router
    }
}
