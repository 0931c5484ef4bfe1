import Core
import Domain
public import Foundation
import QuadAPIModels
public import UserData

/// The operators' view of the job runtime (`GET /admin/jobs`) and their "run it now" (`POST /admin/jobs/{name}/run`).
public struct JobsAdmin: Sendable {
    /// Jobs of one kind by status.
    public struct KindCounts: Sendable, Equatable {
        public var kind: String
        public var queue: String
        public var pending: Int
        public var running: Int
        public var succeeded: Int
        public var dead: Int
        /// When the oldest pending job became due.
        public var oldestDue: Date?
    }

    /// One schedule and its latest run.
    public struct ScheduleState: Sendable, Equatable {
        public var name: String
        public var cadence: String
        public var nextSlot: Date
        public var lastSlot: Date?
        public var lastJob: Int64?
        /// The last slot's job status (`pending`, `running`, `succeeded`, `dead`; nil once cleaned up).
        public var lastStatus: String?
    }

    /// A dead letter, or a job waiting for a retry after a failure.
    public struct Failure: Sendable, Equatable {
        public var job: Int64
        public var kind: String
        public var status: String
        public var attempts: Int
        public var maxAttempts: Int
        public var lastError: String
        public var runAfter: Date
        public var updatedAt: Date
    }

    public struct Overview: Sendable, Equatable {
        public var kinds: [KindCounts]
        public var schedules: [ScheduleState]
        /// Newest first, at most 50.
        public var failures: [Failure]
    }

    public let pool: PostgresPool
    public let schedules: [JobSchedule]

    public init(pool: PostgresPool, schedules: [JobSchedule]) {
        self.pool = pool
        self.schedules = schedules
    }

    /// The schedule named `name`.
    public func schedule(named name: String) -> JobSchedule? {
        schedules.first { $0.name == name }
    }

    /// Enqueues the job of schedule `name` for the slot `now`, due at once, outside the schedule's own record (a
    /// later scheduled slot still runs). Returns the job's id, or nil when no schedule has that name.
    public func runNow(_ name: String, now: Date) async throws -> Int64? {
        guard let schedule = schedule(named: name) else { return nil }
        var request = try schedule.request(now)
        request.runKey = "\(name)@manual:\(now.formatted(.iso8601)):\(SecureRandom.token(byteCount: 6))"
        return try await JobQueue(pool: pool).enqueue(request)
    }

    public func overview(now: Date) async throws -> Overview {
        let results = try await pool.pipeline(as: .serviceRole, [
            """
            select kind, min(queue) as queue,
                   count(*) filter (where status = 'pending') as pending, count(*) filter (where status = 'running') as running,
                   count(*) filter (where status = 'succeeded') as succeeded, count(*) filter (where status = 'dead') as dead,
                   min(run_after) filter (where status = 'pending') as oldest_due
            from jobs.queue group by kind order by kind
            """,
            """
            select distinct on (r.schedule) r.schedule, r.slot, r.job_id, q.status
            from jobs.schedule_runs r left join jobs.queue q on q.id = r.job_id
            order by r.schedule, r.slot desc
            """,
            """
            select id, kind, status, attempts, max_attempts, last_error, run_after, updated_at from jobs.queue
            where last_error is not null and (status = 'dead' or status = 'pending')
            order by updated_at desc, id desc limit 50
            """,
        ])
        let kinds = try results[0].map {
            KindCounts(kind: try $0.decode(String.self, column: "kind"), queue: try $0.decode(String.self, column: "queue"),
                       pending: try $0.decode(Int.self, column: "pending"), running: try $0.decode(Int.self, column: "running"),
                       succeeded: try $0.decode(Int.self, column: "succeeded"), dead: try $0.decode(Int.self, column: "dead"),
                       oldestDue: try $0.decode(Date?.self, column: "oldest_due"))
        }
        var last: [String: (slot: Date, job: Int64?, status: String?)] = [:]
        for row in results[1] {
            last[try row.decode(String.self, column: "schedule")] = (try row.decode(Date.self, column: "slot"),
                                                                   try row.decode(Int64?.self, column: "job_id"),
                                                                   try row.decode(String?.self, column: "status"))
        }
        let states = schedules.map { schedule in
            ScheduleState(name: schedule.name, cadence: schedule.cadence.description,
                          nextSlot: schedule.cadence.slot(after: now), lastSlot: last[schedule.name]?.slot,
                          lastJob: last[schedule.name]?.job, lastStatus: last[schedule.name]?.status)
        }
        let failures = try results[2].map {
            Failure(job: try $0.decode(Int64.self, column: "id"), kind: try $0.decode(String.self, column: "kind"),
                    status: try $0.decode(String.self, column: "status"), attempts: try $0.decode(Int.self, column: "attempts"),
                    maxAttempts: try $0.decode(Int.self, column: "max_attempts"),
                    lastError: try $0.decode(String.self, column: "last_error"),
                    runAfter: try $0.decode(Date.self, column: "run_after"), updatedAt: try $0.decode(Date.self, column: "updated_at"))
        }
        return Overview(kinds: kinds, schedules: states, failures: failures)
    }
}
