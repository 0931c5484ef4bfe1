import APIContract
import Core
public import Domain
import Foundation
public import Jobs
import QuadAPIModels
public import UserData

/// Delta sync (`GET /changes?since=`) and the digests' unsubscribe link (`GET`/`POST /unsubscribe/{token}`).
///
/// Without a database, `/changes` answers `full: true` unless `since` is the publish served, and the unsubscribe
/// routes are not registered (they answer 503 like every route that needs the database).
public struct DatasetRoutes: Sendable {
    private let store: DatasetStore
    private let delta: DatasetDeltaReader?
    private let unsubscribe: UnsubscribeService?
    private let siteName: String
    private let siteURL: String
    private let logger: Logger

    public init(store: DatasetStore, pool: PostgresPool?, siteName: String, siteURL: String, logger: Logger) {
        self.store = store
        delta = pool.map(DatasetDeltaReader.init(pool:))
        unsubscribe = pool.map(UnsubscribeService.init(pool:))
        self.siteName = siteName
        self.siteURL = siteURL
        self.logger = logger
    }

    /// `/changes`, inside the App API group.
    public func registerDelta(on routes: inout some RouteRegistrar) {
        routes.add(DatasetEndpoints.changes) { [store, delta] input, _ in
            let current = store.current.publishID
            guard let delta else {
                let since = input.parameters.since
                return DatasetDelta(full: since != current, since: since, current: current)
            }
            return try await delta.delta(since: input.parameters.since, current: current)
        }
    }

    /// The unsubscribe pages, at the top level (they are web pages, not App API documents).
    public func registerUnsubscribe(on routes: inout some RouteRegistrar) {
        guard let unsubscribe else { return }
        let (siteName, siteURL, logger) = (siteName, siteURL, logger)
        routes.add(DatasetEndpoints.unsubscribePage) { input, _ in
            let token = input.parameters.token
            return Self.html(UnsubscribeService.isToken(token) ? UnsubscribePage.confirm(siteName: siteName)
                             : UnsubscribePage.invalidLink(siteName: siteName, siteURL: siteURL))
        }
        routes.add(DatasetEndpoints.unsubscribe) { input, _ in
            do {
                let done = try await unsubscribe.unsubscribe(token: input.parameters.token)
                if done { logger.notice("unsubscribed from update e-mails by link") }
                return Self.html(done ? UnsubscribePage.unsubscribed(siteName: siteName, siteURL: siteURL)
                                 : UnsubscribePage.alreadyUsed(siteName: siteName, siteURL: siteURL))
            } catch {
                logger.error("unsubscribe failed", ["error": .string(String(reflecting: error))])
                return Self.html(UnsubscribePage.failed(siteName: siteName, siteURL: siteURL))
            }
        }
    }

    private static func html(_ page: String) -> Response {
        var response = Response.text(page, contentType: "text/html; charset=utf-8")
        response.headers.set("Cache-Control", "no-store")
        response.headers.set("Referrer-Policy", "no-referrer")
        return response
    }
}
