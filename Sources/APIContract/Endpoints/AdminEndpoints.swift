public import QuadAPIModels

/// The operators' endpoints on the admin listener (127.0.0.1, its own port).
public enum AdminEndpoints {
    /// Body of the health and readiness answers.
    public struct Health: Sendable, Hashable, Codable, SchemaDescribed {
        /// `ok` or `unavailable`.
        public var status: String
        /// Each check's result (`dataset`, `database`).
        public var checks: [String: String]
        public var publish: String?
        /// Seconds since the current dataset snapshot was loaded.
        public var snapshotAgeSeconds: Int?

        public init(status: String, checks: [String: String], publish: String?, snapshotAgeSeconds: Int?) {
            self.status = status
            self.checks = checks
            self.publish = publish
            self.snapshotAgeSeconds = snapshotAgeSeconds
        }

        public static let schemaName = "AdminHealth"
        public static let schema = JSONSchema.object([
            .init("status", .oneOfStrings(["ok", "unavailable"])),
            .init("checks", .map(.string())),
            .optional("publish", .string()),
            .optional("snapshotAgeSeconds", .integer(minimum: 0)),
        ])
    }

    public static let healthz = Endpoint<AdminAccess, NoParameters, NoBody, Health>(
        id: "adminHealth", method: "GET", path: "/healthz", summary: "Liveness: the process answers",
        tag: "admin", cacheable: false,
        responses: [ResponseSpec(200, "Alive.", body: .ref(Health.self))])

    public static let readyz = Endpoint<AdminAccess, NoParameters, NoBody, CustomResponse>(
        id: "adminReady", method: "GET", path: "/readyz",
        summary: "Readiness: a dataset is loaded and, when configured, Postgres answers",
        tag: "admin", cacheable: false,
        responses: [ResponseSpec(200, "Ready.", body: .ref(Health.self)),
                    ResponseSpec(503, "Not ready; `checks` says why.", body: .ref(Health.self))])

    public static let metrics = Endpoint<AdminTokenAccess, NoParameters, NoBody, CustomResponse>(
        id: "adminMetrics", method: "GET", path: "/metrics",
        summary: "Prometheus metrics: requests by route and status, latency, cache hits, snapshot age",
        description: "Needs `Authorization: Bearer <admin token>`.",
        tag: "admin", cacheable: false,
        responses: [ResponseSpec(200, "Prometheus text exposition format.", body: .string(),
                                 contentType: "text/plain; version=0.0.4"),
                    StandardResponses.error(401, "Missing or wrong admin token.")])

    /// Every admin endpoint.
    public static let all: [EndpointSpec] = [healthz.spec, readyz.spec, metrics.spec]
}
