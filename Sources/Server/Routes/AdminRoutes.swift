import Core
public import Domain
import Foundation
import QuadAPIModels
import APIContract

/// The operators' routes on the admin listener: liveness, readiness, Prometheus metrics.
///
/// `/healthz` and `/readyz` answer anyone who can reach the loopback port (probes); `/metrics` also needs
/// `Authorization: Bearer <admin token>` (the router's ``AccessControl/adminToken``), and with no token configured
/// it always answers 401.
public struct AdminRoutes: Sendable {
    /// A named readiness check: nil when fine, else what is wrong.
    public typealias Check = @Sendable () async -> String?
    /// Copies figures kept elsewhere (the Postgres pool's counters) into the metrics just before they are rendered.
    public typealias Collector = @Sendable (Metrics) -> Void

    private let store: DatasetStore
    private let metrics: Metrics
    private let checks: [(String, Check)]
    private let collectors: [Collector]
    private let detail: @Sendable () -> [String: String]

    /// `detail` adds notes to `/readyz` that do not make the node unready (a publish that failed to load).
    public init(store: DatasetStore, metrics: Metrics, checks: [(String, Check)] = [], collectors: [Collector] = [],
                detail: @escaping @Sendable () -> [String: String] = { [:] }) {
        self.store = store
        self.metrics = metrics
        self.checks = checks
        self.collectors = collectors
        self.detail = detail
    }

    /// Registers the three routes; `/metrics` checks the admin token (``APIContract/AdminTokenAccess``) against the
    /// router's ``AccessControl/adminToken``.
    public func register(on routes: inout some RouteRegistrar) {
        routes.add(AdminEndpoints.healthz) { [store] _, _ in
            AdminEndpoints.Health(status: "ok", checks: [:], publish: store.current.publishID,
                                  snapshotAgeSeconds: Self.age(store.current))
        }
        routes.add(AdminEndpoints.readyz) { [store, checks, detail] _, _ in
            var results: [String: String] = ["dataset": "ok"]
            for (name, check) in checks { results[name] = await check() ?? "ok" }
            let ready = results.values.allSatisfy { $0 == "ok" }
            return try Response.json(
                AdminEndpoints.Health(status: ready ? "ok" : "unavailable", checks: results,
                                      publish: store.current.publishID, snapshotAgeSeconds: Self.age(store.current),
                                      detail: { let notes = detail(); return notes.isEmpty ? nil : notes }()),
                status: ready ? 200 : 503)
        }
        routes.add(AdminEndpoints.metrics) { [store, metrics, collectors] _, _ in
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
}
