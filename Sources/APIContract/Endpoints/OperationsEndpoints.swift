public import QuadAPIModels
import Foundation

/// The operators' endpoints beyond health (admin listener, `Authorization: Bearer <admin token>`): revalidation and
/// the job runtime.
public enum OperationsEndpoints {
    /// `POST /admin/revalidate`'s answer: the site's `{revalidated, at}` and what every node and the purge hook did.
    public struct RevalidateAnswer: Sendable, Hashable, Codable, SchemaDescribed {
        public var revalidated: Bool
        /// When it was asked for (ISO 8601).
        public var at: String
        /// The build this node serves.
        public var publish: String
        /// Nodes that dropped their response cache, in the order they answered.
        public var nodes: [NodeAcknowledgement]
        /// Nodes alive (heartbeat in the last 30 s) that had not answered when the wait ended.
        public var missing: [String]
        public var purge: PurgeOutcome

        public init(revalidated: Bool, at: String, publish: String, nodes: [NodeAcknowledgement], missing: [String],
                    purge: PurgeOutcome) {
            self.revalidated = revalidated
            self.at = at
            self.publish = publish
            self.nodes = nodes
            self.missing = missing
            self.purge = purge
        }

        public static let schemaName = "AdminRevalidateAnswer"
        public static let schema = JSONSchema.object([
            .init("revalidated", .boolean), .init("at", .string(format: "date-time")), .init("publish", .string()),
            .init("nodes", .array(.ref(NodeAcknowledgement.self))), .init("missing", .array(.string())),
            .init("purge", .ref(PurgeOutcome.self)),
        ])
    }

    public struct NodeAcknowledgement: Sendable, Hashable, Codable, SchemaDescribed {
        public var node: String
        /// The build the node served when it dropped its cache.
        public var publish: String?
        public var acknowledgedAt: String

        public init(node: String, publish: String?, acknowledgedAt: String) {
            self.node = node
            self.publish = publish
            self.acknowledgedAt = acknowledgedAt
        }

        public static let schemaName = "AdminNodeAcknowledgement"
        public static let schema = JSONSchema.object([
            .init("node", .string()), .optional("publish", .string()), .init("acknowledgedAt", .string(format: "date-time")),
        ])
    }

    /// The CDN purge hook's outcome so far.
    public struct PurgeOutcome: Sendable, Hashable, Codable, SchemaDescribed {
        /// Whether a hook is configured (`purge.url`).
        public var configured: Bool
        /// The `cdn.purge` job (nil without a hook or a database).
        public var job: Int64?
        /// `none` (no hook), `pending`, `running`, `succeeded`, `dead` (gave up), or `failed` (the one attempt made
        /// without a database failed).
        public var status: String
        public var attempts: Int
        public var lastError: String?

        public init(configured: Bool, job: Int64?, status: String, attempts: Int, lastError: String?) {
            self.configured = configured
            self.job = job
            self.status = status
            self.attempts = attempts
            self.lastError = lastError
        }

        public static let schemaName = "AdminPurgeOutcome"
        public static let schema = JSONSchema.object([
            .init("configured", .boolean), .optional("job", .integer(minimum: 1)),
            .init("status", .oneOfStrings(["none", "pending", "running", "succeeded", "dead", "failed"])),
            .init("attempts", .integer(minimum: 0)), .optional("lastError", .string()),
        ])
    }

    /// `GET /admin/jobs`.
    public struct JobsAnswer: Sendable, Hashable, Codable, SchemaDescribed {
        public var now: String
        public var kinds: [KindRow]
        public var schedules: [ScheduleRow]
        /// Dead letters and jobs waiting for a retry, newest first (at most 50).
        public var failures: [FailureRow]

        public init(now: String, kinds: [KindRow], schedules: [ScheduleRow], failures: [FailureRow]) {
            self.now = now
            self.kinds = kinds
            self.schedules = schedules
            self.failures = failures
        }

        public static let schemaName = "AdminJobs"
        public static let schema = JSONSchema.object([
            .init("now", .string(format: "date-time")), .init("kinds", .array(.ref(KindRow.self))),
            .init("schedules", .array(.ref(ScheduleRow.self))), .init("failures", .array(.ref(FailureRow.self))),
        ])
    }

    public struct KindRow: Sendable, Hashable, Codable, SchemaDescribed {
        public var kind: String
        public var queue: String
        public var pending: Int
        public var running: Int
        public var succeeded: Int
        public var dead: Int
        public var oldestDue: String?

        public init(kind: String, queue: String, pending: Int, running: Int, succeeded: Int, dead: Int, oldestDue: String?) {
            self.kind = kind
            self.queue = queue
            self.pending = pending
            self.running = running
            self.succeeded = succeeded
            self.dead = dead
            self.oldestDue = oldestDue
        }

        public static let schemaName = "AdminJobKind"
        public static let schema = JSONSchema.object([
            .init("kind", .string()), .init("queue", .string()), .init("pending", .integer(minimum: 0)),
            .init("running", .integer(minimum: 0)), .init("succeeded", .integer(minimum: 0)), .init("dead", .integer(minimum: 0)),
            .optional("oldestDue", .string(format: "date-time")),
        ])
    }

    public struct ScheduleRow: Sendable, Hashable, Codable, SchemaDescribed {
        public var name: String
        public var cadence: String
        public var nextSlot: String
        public var lastSlot: String?
        public var lastJob: Int64?
        public var lastStatus: String?

        public init(name: String, cadence: String, nextSlot: String, lastSlot: String?, lastJob: Int64?, lastStatus: String?) {
            self.name = name
            self.cadence = cadence
            self.nextSlot = nextSlot
            self.lastSlot = lastSlot
            self.lastJob = lastJob
            self.lastStatus = lastStatus
        }

        public static let schemaName = "AdminJobSchedule"
        public static let schema = JSONSchema.object([
            .init("name", .string()), .init("cadence", .string()), .init("nextSlot", .string(format: "date-time")),
            .optional("lastSlot", .string(format: "date-time")), .optional("lastJob", .integer(minimum: 1)),
            .optional("lastStatus", .string()),
        ])
    }

    public struct FailureRow: Sendable, Hashable, Codable, SchemaDescribed {
        public var job: Int64
        public var kind: String
        public var status: String
        public var attempts: Int
        public var maxAttempts: Int
        public var lastError: String
        public var runAfter: String
        public var updatedAt: String

        public init(job: Int64, kind: String, status: String, attempts: Int, maxAttempts: Int, lastError: String,
                    runAfter: String, updatedAt: String) {
            self.job = job
            self.kind = kind
            self.status = status
            self.attempts = attempts
            self.maxAttempts = maxAttempts
            self.lastError = lastError
            self.runAfter = runAfter
            self.updatedAt = updatedAt
        }

        public static let schemaName = "AdminJobFailure"
        public static let schema = JSONSchema.object([
            .init("job", .integer(minimum: 1)), .init("kind", .string()), .init("status", .oneOfStrings(["pending", "dead"])),
            .init("attempts", .integer(minimum: 0)), .init("maxAttempts", .integer(minimum: 1)), .init("lastError", .string()),
            .init("runAfter", .string(format: "date-time")), .init("updatedAt", .string(format: "date-time")),
        ])
    }

    /// `POST /admin/jobs/{name}/run`'s answer (202).
    public struct RunAnswer: Sendable, Hashable, Codable, SchemaDescribed {
        public var schedule: String
        public var job: Int64
        /// The clock the job runs with.
        public var now: String

        public init(schedule: String, job: Int64, now: String) {
            self.schedule = schedule
            self.job = job
            self.now = now
        }

        public static let schemaName = "AdminJobRun"
        public static let schema = JSONSchema.object([
            .init("schedule", .string()), .init("job", .integer(minimum: 1)), .init("now", .string(format: "date-time")),
        ])
    }

    static let unauthorized = StandardResponses.error(401, "Missing or wrong admin token.")

    public static let revalidate = Endpoint<AdminTokenAccess, NoParameters, NoBody, RevalidateAnswer>(
        id: "adminRevalidate", method: "POST", path: "/admin/revalidate",
        summary: "Drop every node's response cache and call the CDN purge hook",
        description: "Needs `Authorization: Bearer <admin token>`. Records the revalidation, enqueues the purge hook "
            + "(`cdn.purge`, retried with backoff) and notifies every node (`NOTIFY quad_cache`), then waits up to "
            + "`admin.revalidateWaitMs` for each live node's acknowledgement and the hook's first attempt. Without a "
            + "database only this process's cache is dropped and the hook is called once.",
        tag: "admin", cacheable: false,
        responses: [ResponseSpec(200, "Revalidated; who answered and what the hook did.", body: .ref(RevalidateAnswer.self)),
                    unauthorized, StandardResponses.unavailable])

    public static let jobs = Endpoint<AdminTokenAccess, NoParameters, NoBody, JobsAnswer>(
        id: "adminJobs", method: "GET", path: "/admin/jobs",
        summary: "The job runtime: jobs by kind and status, schedules and their last runs, failures",
        description: "Needs `Authorization: Bearer <admin token>` and a database (else 503).",
        tag: "admin", cacheable: false,
        responses: [ResponseSpec(200, "The queue's state.", body: .ref(JobsAnswer.self)), unauthorized,
                    StandardResponses.unavailable])

    public static let runJob = Endpoint<AdminTokenAccess, RunJobParameters, NoBody, CustomResponse>(
        id: "adminRunJob", method: "POST", path: "/admin/jobs/{name}/run",
        summary: "Run a scheduled job now, optionally with another clock",
        description: "Needs `Authorization: Bearer <admin token>`. Enqueues the schedule's job, due at once, with `now` "
            + "(ISO 8601, default the current time) as its clock, so an operator can replay a missed day "
            + "(`digests.daily` with yesterday's 13:00). The schedule's own runs are unaffected.",
        tag: "admin", cacheable: false,
        parameters: [ParameterSpec("name", in: .path, .string(), "The schedule (`digests.daily`, `accounts.sweep`, "
                                   + "`jobs.cleanup`). Another name is a 404."),
                     ParameterSpec("now", .string(format: "date-time"), "The job's clock, ISO 8601 with a time zone "
                                   + "(`2026-03-02T13:00:00Z`). Not such a time is a 400 naming `now`.")],
        responses: [ResponseSpec(202, "Enqueued.", body: .ref(RunAnswer.self)), StandardResponses.badRequest,
                    unauthorized, StandardResponses.error(404, "No schedule has that name."), StandardResponses.unavailable])

    public static let all: [EndpointSpec] = [revalidate.spec, jobs.spec, runJob.spec]

    /// The admin bodies' schemas, for the OpenAPI document's components.
    public static var components: [String: JSONSchema] {
        var out: [String: JSONSchema] = [:]
        let types: [any SchemaDescribed.Type] = [RevalidateAnswer.self, NodeAcknowledgement.self, PurgeOutcome.self,
                                                 JobsAnswer.self, KindRow.self, ScheduleRow.self, FailureRow.self,
                                                 RunAnswer.self]
        for type in types { out[type.schemaName] = type.schema }
        return out
    }
}

/// `/admin/jobs/{name}/run?now=`.
public struct RunJobParameters: EndpointParameters, Hashable {
    public var name: String
    /// Seconds since 1970, or nil for the current time.
    public var now: Double?

    public init(reading source: ParameterSource) throws(InputError) {
        name = source.path("name")
        guard let raw = try source.single("now") else { return }
        guard let date = try? Date(raw, strategy: .iso8601) else {
            throw InputError(.query, field: "now", message: "now must be an ISO 8601 time such as 2026-03-02T13:00:00Z.")
        }
        now = date.timeIntervalSince1970
    }
}
