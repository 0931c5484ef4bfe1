import Domain
import Server
import UserData

/// The admin listener's routes: liveness, readiness (the dataset, and Postgres when configured) and the
/// Prometheus metrics behind the admin token.
enum AdminRouter {
    static func build(_ settings: ApplicationSettings, store: DatasetStore, pool: PostgresPool?, sessions: SessionVerifier?,
                      metrics: Metrics) -> Router {
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
        AdminRoutes(store: store, metrics: metrics, checks: checks, collectors: collectors).register(on: &router)
        return router
    }
}
