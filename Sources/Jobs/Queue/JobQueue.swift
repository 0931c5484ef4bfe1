import Core
public import Foundation
public import UserData

/// The Postgres job queue (`jobs.queue`, migration 0012): enqueue in the caller's transaction, and the worker's
/// claim and outcome statements.
///
/// ```swift
/// // Enqueue where the change that needs the job is written, so the job exists exactly when it commits:
/// try await pool.transaction(as: .serviceRole) { db in
///     _ = try await db.query("update …")
///     try await JobQueue.enqueue(PurgeCDNJob.request(.init(paths: ["/*"])), on: db)
/// }
/// ```
///
/// The worker's statements run as `service_role`, each batch in one round trip and one implicit transaction
/// (``PostgresPool/pipeline(as:_:)``), and each commits before any slow work starts. Every time they write or
/// compare comes from the caller (the worker's ``JobClock``).
public struct JobQueue: Sendable {
    /// The `NOTIFY` channel an enqueue signals, with the kind as payload; workers `LISTEN` on it.
    public static let channel = "quad_jobs"
    /// The `NOTIFY` channel every recorded outcome signals (success, retry, dead letter, release), with the job's id
    /// as payload: whoever waits for a job (a revalidation's purge) `LISTEN`s on it.
    public static let outcomeChannel = "quad_job_outcomes"

    public let pool: PostgresPool

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    // MARK: Enqueue

    /// The statement that enqueues `request`, for a caller that builds its own batch: it returns one row (`id`) when
    /// the job was added, none when a job of the same kind and run key exists. It also notifies ``channel`` (at
    /// commit). Needs a role with rights on `jobs.queue`: the owner or `service_role`, never a user's.
    public static func enqueueStatement(_ request: JobRequest) -> PostgresQuery {
        """
        with job as (
          insert into jobs.queue (kind, queue, payload, run_after, max_attempts, visibility_seconds, run_key)
          values (\(request.kind), \(request.queue), \(request.payloadJSON)::jsonb, coalesce(\(request.runAfter), now()),
                  \(request.maxAttempts), \(request.visibilitySeconds), \(request.runKey))
          on conflict (kind, run_key) where run_key is not null do nothing
          returning id, kind
        )
        select id, pg_notify(\(channel), kind) from job
        """
    }

    /// Enqueues `request` on `connection`, inside whatever transaction the caller has open there. Returns the new
    /// job's id, or nil when a job of the same kind and run key already exists.
    @discardableResult
    nonisolated(nonsending)
    public static func enqueue(_ request: JobRequest, on connection: PostgresConnection) async throws -> Int64? {
        try await connection.query(enqueueStatement(request)).first?.decode(Int64.self, column: "id")
    }

    /// Enqueues `request` in a transaction of its own as `service_role`.
    @discardableResult
    public func enqueue(_ request: JobRequest) async throws -> Int64? {
        try await pool.pipeline(as: .serviceRole, [Self.enqueueStatement(request)])[0].first?.decode(Int64.self, column: "id")
    }

    // MARK: Claim

    /// What one claim returned.
    public struct Claim: Sendable {
        /// The jobs now running under this worker, oldest due first.
        public var jobs: [ClaimedJob]
        /// Running jobs whose last attempt passed its deadline, made dead letters by this claim.
        public var abandoned: Int
        /// The earliest time a job of these kinds becomes claimable (a pending job's `run_after`, a running job's
        /// deadline), or nil when there is none.
        public var nextDue: Date?
    }

    /// Claims up to `limit` jobs of `kinds` that are due at `now`, for `workerID`: pending jobs whose `run_after`
    /// has come, and running jobs whose visibility deadline passed (their worker died or hung). One statement picks
    /// them with `FOR UPDATE SKIP LOCKED` (so concurrent workers never take the same row), marks them running,
    /// counts the attempt and sets the deadline to `now` + the job's visibility timeout. A running job past its
    /// deadline on its last attempt becomes a dead letter instead. One round trip; commits before returning.
    public func claim(kinds: [String], limit: Int, workerID: String, now: Date) async throws -> Claim {
        let results = try await pool.pipeline(as: .serviceRole, [
            """
            with expired as (
              select id from jobs.queue
              where status = 'running' and deadline <= \(now) and attempts >= max_attempts and kind = any(\(kinds)::text[])
              for update skip locked
            )
            update jobs.queue q set status = 'dead', deadline = null, finished_at = \(now), updated_at = now(),
              last_error = 'abandoned: the last attempt (worker ' || coalesce(q.worker_id, '?')
                || ') did not finish before its visibility deadline'
            from expired where q.id = expired.id
            returning q.id
            """,
            """
            with picked as (
              select id from jobs.queue
              where kind = any(\(kinds)::text[])
                and ((status = 'pending' and run_after <= \(now))
                  or (status = 'running' and deadline <= \(now) and attempts < max_attempts))
              order by case when status = 'pending' then run_after else deadline end, id
              limit \(max(1, limit))
              for update skip locked
            )
            update jobs.queue q set
              last_error = case when q.status = 'running'
                then 'the previous attempt (worker ' || coalesce(q.worker_id, '?')
                  || ') did not finish before its visibility deadline'
                else q.last_error end,
              status = 'running', attempts = q.attempts + 1, worker_id = \(workerID), started_at = \(now),
              deadline = \(now) + make_interval(secs => q.visibility_seconds), updated_at = now()
            from picked where q.id = picked.id
            returning q.id, q.kind, q.payload::text as payload, q.attempts, q.max_attempts, q.deadline, q.last_error
            """,
            """
            select least(min(run_after) filter (where status = 'pending'),
                         min(deadline) filter (where status = 'running')) as next_due
            from jobs.queue where status in ('pending', 'running') and kind = any(\(kinds)::text[])
            """,
        ])
        let jobs = try results[1].map { row in
            ClaimedJob(id: try row.decode(Int64.self, column: "id"), kind: try row.decode(String.self, column: "kind"),
                       payloadJSON: try row.decode(String.self, column: "payload"),
                       attempt: try row.decode(Int.self, column: "attempts"),
                       maxAttempts: try row.decode(Int.self, column: "max_attempts"), workerID: workerID, claimedAt: now,
                       deadline: try row.decode(Date.self, column: "deadline"),
                       previousError: try row.decode(String?.self, column: "last_error"))
        }.sorted { $0.id < $1.id }
        return Claim(jobs: jobs, abandoned: results[0].count,
                     nextDue: try results[2].first?.decode(Date?.self, column: "next_due"))
    }

    // MARK: Outcomes

    /// Records that `job` succeeded. False when the claim was lost (its deadline passed and another worker took the
    /// job, or it was changed by hand): nothing is written then.
    public func succeed(_ job: ClaimedJob, now: Date) async throws -> Bool {
        try await record(job, """
            update jobs.queue set status = 'succeeded', deadline = null, finished_at = \(now), last_error = null,
              updated_at = now()
            where id = \(job.id) and status = 'running' and worker_id = \(job.workerID) and attempts = \(job.attempt)
            returning id
            """)
    }

    /// Records that `job` failed with `error`: due again at `retryAt`, or a dead letter when `retryAt` is nil.
    /// False when the claim was lost.
    public func fail(_ job: ClaimedJob, error: String, retryAt: Date?, now: Date) async throws -> Bool {
        let message = String(error.prefix(2000))
        if let retryAt {
            return try await record(job, """
                update jobs.queue set status = 'pending', run_after = \(retryAt), deadline = null, worker_id = null,
                  last_error = \(message), updated_at = now()
                where id = \(job.id) and status = 'running' and worker_id = \(job.workerID) and attempts = \(job.attempt)
                returning id
                """)
        }
        return try await record(job, """
            update jobs.queue set status = 'dead', deadline = null, finished_at = \(now), last_error = \(message),
              updated_at = now()
            where id = \(job.id) and status = 'running' and worker_id = \(job.workerID) and attempts = \(job.attempt)
            returning id
            """)
    }

    /// Gives `job` back without counting the attempt (the worker is shutting down and cancelled it): pending again,
    /// due at `now`. False when the claim was lost.
    public func release(_ job: ClaimedJob, reason: String, now: Date) async throws -> Bool {
        try await record(job, """
            update jobs.queue set status = 'pending', attempts = attempts - 1, run_after = \(now), deadline = null,
              worker_id = null, last_error = \(reason), updated_at = now()
            where id = \(job.id) and status = 'running' and worker_id = \(job.workerID) and attempts = \(job.attempt)
            returning id
            """)
    }

    private func record(_ job: ClaimedJob, _ statement: PostgresQuery) async throws -> Bool {
        try await pool.pipeline(as: .serviceRole, [statement, "select pg_notify(\(Self.outcomeChannel), \(String(job.id)))"])[0]
            .count == 1
    }
}
