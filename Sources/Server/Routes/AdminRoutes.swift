public import Domain
import Foundation
import QuadAPIModels
import Screens

/// The operators' routes on the admin listener: liveness, readiness, Prometheus metrics.
///
/// `/healthz` and `/readyz` answer anyone who can reach the loopback port (probes); `/metrics` also needs
/// `Authorization: Bearer <admin token>`, and with no token configured it always answers 401.
public struct AdminRoutes: Sendable {
    /// A named readiness check: nil when fine, else what is wrong.
    public typealias Check = @Sendable () async -> String?
    /// Copies figures kept elsewhere (the Postgres pool's counters) into the metrics just before they are rendered.
    public typealias Collector = @Sendable (Metrics) -> Void

    private let store: DatasetStore
    private let token: String
    private let metrics: Metrics
    private let checks: [(String, Check)]
    private let collectors: [Collector]

    public init(store: DatasetStore, token: String, metrics: Metrics, checks: [(String, Check)] = [],
                collectors: [Collector] = []) {
        self.store = store
        self.token = token
        self.metrics = metrics
        self.checks = checks
        self.collectors = collectors
    }

    public func register(on router: inout Router) {
        router.add(AdminEndpoints.healthz) { [store] _, _ in
            try Response.json(AdminEndpoints.Health(status: "ok", checks: [:], publish: store.current.publishID,
                                                    snapshotAgeSeconds: Self.age(store.current)))
        }
        router.add(AdminEndpoints.readyz) { [store, checks] _, _ in
            var results: [String: String] = ["dataset": "ok"]
            for (name, check) in checks { results[name] = await check() ?? "ok" }
            let ready = results.values.allSatisfy { $0 == "ok" }
            return try Response.json(
                AdminEndpoints.Health(status: ready ? "ok" : "unavailable", checks: results,
                                      publish: store.current.publishID, snapshotAgeSeconds: Self.age(store.current)),
                status: ready ? 200 : 503)
        }
        router.add(AdminEndpoints.metrics) { [store, token, metrics, collectors] request, _ in
            guard Self.authorized(request, token: token) else {
                throw APIError(status: 401, code: "unauthorized", message: "The admin token is missing or wrong.",
                               headers: [("WWW-Authenticate", "Bearer")])
            }
            metrics.setGauge("quad_snapshot_age_seconds", Double(Self.age(store.current)),
                             help: "Seconds since the current dataset snapshot was loaded.")
            metrics.setGauge("quad_snapshot_colleges", Double(store.current.schools.count),
                             help: "Colleges in the current dataset snapshot.")
            for collect in collectors { collect(metrics) }
            return Response.text(metrics.render(), contentType: Metrics.contentType)
        }
    }

    private static func age(_ snapshot: DatasetSnapshot) -> Int {
        max(0, Int(Date().timeIntervalSince(snapshot.loadedAt)))
    }

    /// Constant-time comparison of the bearer token with the configured secret; an empty secret never matches.
    static func authorized(_ request: Request, token: String) -> Bool {
        guard !token.isEmpty, let header = request.headers["Authorization"], header.hasPrefix("Bearer ") else { return false }
        let given = Array(header.dropFirst(7).utf8)
        let expected = Array(token.utf8)
        var diff = given.count ^ expected.count
        for i in 0..<max(given.count, expected.count) {
            diff |= Int((i < given.count ? given[i] : 0) ^ (i < expected.count ? expected[i] : 0))
        }
        return diff == 0
    }
}
