import APIContract
import Core
import Domain
import Jobs
import Markdown
import QuadAPIModels
import Server
import UserData

/// The public listener's routes: the App API (public screens, then with a database the auth service and the
/// signed-in account routes), behind the standard middleware and, with a limiter, the per-address limit.
enum PublicRouter {
    static func build(_ settings: ApplicationSettings, store: DatasetStore, pool: PostgresPool?, auth: AuthService?,
                      limiter: (any RateLimiter)?, logger: Logger) throws -> Router {
        var middleware = Router.standardMiddleware().filter { settings.accessLog || !($0 is AccessLogMiddleware) }
        if let limiter {
            middleware.append(RateLimitMiddleware.perAddress(limiter: limiter, configuration: settings.rateLimit))
        }
        // One verifier (one key, one session cache) for every signed-in route.
        let access = AccessControl(verifier: auth?.verifier,
                                   perToken: limiter.map { PerTokenLimit(limiter: $0, rule: settings.rateLimit.signedInRule) })
        var router = Router(middleware: middleware, access: access)
        let explore = ExploreGeography.load(zipCentroids: settings.zipCentroidsFile, stateOutlines: settings.stateOutlinesFile)
        for problem in explore.problems { logger.warning("explore: \(problem)") }
        let dataset = DatasetRoutes(store: store, pool: pool, siteName: settings.auth.siteName, siteURL: settings.auth.siteURL,
                                    logger: logger.with(["route": .string("dataset")]))
        dataset.registerUnsubscribe(on: &router)
        let fit = pool.map { FitService(pool: $0, store: store) }
        try router.group(PublicEndpoints.prefix) { app in
            try PublicRoutes(store: store, build: .current).register(on: &app)
            HomeRoutes(store: store, renderer: GFMRenderer()).register(on: &app)
            ExploreRoutes(store: store, geography: explore.geography, fit: fit).register(on: &app)
            ProfileRoutes(store: store, changes: pool.map(DatasetChangesReader.init(pool:)),
                          logger: logger.with(["route": .string("changes")]), fit: fit).register(on: &app)
            CompareRoutes(store: store).register(on: &app)
            dataset.registerDelta(on: &app)
            TrendRoutes(store: store).register(on: &app)
            if let pool, let fit {
                AccountRoutes(pool: pool).register(on: &app)
                ListRoutes(pool: pool, store: store).register(on: &app)
                FollowRoutes(pool: pool, store: store).register(on: &app)
                let links = InvitationLinks(site: settings.auth.siteURL)
                HouseholdRoutes(households: HouseholdService(pool: pool, links: links, siteName: settings.auth.siteName),
                                invitations: InvitationService(pool: pool, links: links), auth: auth).register(on: &app)
                StudentRoutes(students: StudentProfileService(pool: pool),
                              home: HomeAddressService(pool: pool, zips: explore.geography.zips, configuration: settings.home),
                              fit: fit, store: store).register(on: &app)
            }
        }
        if let auth {
            AuthRoutes(service: auth).register(on: &router)
        } else {
            UnavailableRoutes(endpoints: APIEndpoints.needsDatabase).register(on: &router)
        }
        return router
    }
}
