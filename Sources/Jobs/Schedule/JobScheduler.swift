import Core
public import Domain
import QuadAPIModels
public import Foundation
import Synchronization
public import UserData

/// Enqueues the slots of periodic jobs, once per slot across every worker.
///
/// Every worker runs a scheduler over the same schedules. For each schedule whose latest slot (at or before the
/// clock's now) it has not handled yet, ``tick(now:)`` runs one short transaction as `service_role` that takes the
/// schedule's advisory lock (`pg_advisory_xact_lock`), then records the slot in `jobs.schedule_runs` and enqueues
/// its job, both only if the slot is not recorded yet. The lock makes concurrent workers take turns, and the
/// primary key of `jobs.schedule_runs` and the job's run key make a second enqueue impossible even without it.
///
/// ```swift
/// let scheduler = JobScheduler(pool: pool, schedules: [digests], workerID: "w1", logger: logger)
/// let runs = try await scheduler.tick(now: clock.now())   // what this worker enqueued
/// let wake = scheduler.nextSlot(after: clock.now())       // when to tick again
/// ```
public final class JobScheduler: Sendable {
    /// One slot this scheduler looked at.
    public struct Run: Sendable, Equatable {
        public var schedule: String
        public var slot: Date
        /// The job enqueued for the slot; nil when another worker had enqueued it already.
        public var jobID: Int64?
    }

    public let schedules: [JobSchedule]
    private let pool: PostgresPool
    private let workerID: String
    private let logger: Logger
    /// The latest slot each schedule has been handled for (enqueued here or found enqueued).
    private let handled = Mutex<[String: Date]>([:])
    /// Schedules whose last enqueue failed (logged once per outage).
    private let failing = Mutex<Set<String>>([])

    public init(pool: PostgresPool, schedules: [JobSchedule], workerID: String, logger: Logger) {
        precondition(Set(schedules.map(\.name)).count == schedules.count, "schedule names must be unique")
        self.pool = pool
        self.schedules = schedules
        self.workerID = workerID
        self.logger = logger
    }

    /// Enqueues the latest slot at or before `now` of every schedule not handled yet for it; returns the slots it
    /// looked at in the database (with the job when this call enqueued it). A schedule whose transaction fails is
    /// tried again on the next tick (logged once until it works again).
    @discardableResult
    public func tick(now: Date) async -> [Run] {
        var runs: [Run] = []
        for schedule in schedules {
            let slot = schedule.cadence.slot(atOrBefore: now)
            if let done = handled.withLock({ $0[schedule.name] }), done >= slot { continue }
            do {
                let jobID = try await enqueue(schedule, slot: slot, now: now)
                handled.withLock { $0[schedule.name] = slot }
                if failing.withLock({ $0.remove(schedule.name) }) != nil {
                    logger.notice("scheduled runs can be enqueued again", ["schedule": .string(schedule.name)])
                }
                runs.append(Run(schedule: schedule.name, slot: slot, jobID: jobID))
                if let jobID {
                    logger.info("scheduled run enqueued", ["schedule": .string(schedule.name),
                                                           "slot": .string(slot.formatted(.iso8601)),
                                                           "job": .number(Double(jobID))])
                }
            } catch {
                if failing.withLock({ $0.insert(schedule.name).inserted }) {
                    logger.error("could not enqueue a scheduled run; trying again on every tick",
                                 ["schedule": .string(schedule.name), "error": .string(String(reflecting: error))])
                }
            }
        }
        return runs
    }

    /// The first slot of any schedule after `now`, or nil without schedules.
    public func nextSlot(after now: Date) -> Date? {
        schedules.map { $0.cadence.slot(after: now) }.min()
    }

    /// Records `slot` and enqueues its job unless some worker did already. Returns the new job's id, or nil.
    private func enqueue(_ schedule: JobSchedule, slot: Date, now: Date) async throws -> Int64? {
        var request = try schedule.request(slot)
        request.runAfter = slot
        request.runKey = schedule.runKey(slot: slot)
        let results = try await pool.pipeline(as: .serviceRole, [
            "select pg_advisory_xact_lock(hashtextextended(\("quad.jobs.schedule:" + schedule.name), 0))",
            """
            with job as (
              insert into jobs.queue (kind, queue, payload, run_after, max_attempts, visibility_seconds, run_key)
              select \(request.kind), \(request.queue), \(request.payloadJSON)::jsonb, \(slot), \(request.maxAttempts),
                     \(request.visibilitySeconds), \(request.runKey)
              where not exists (select 1 from jobs.schedule_runs where schedule = \(schedule.name) and slot = \(slot))
              on conflict (kind, run_key) where run_key is not null do nothing
              returning id, kind
            ), run as (
              insert into jobs.schedule_runs (schedule, slot, job_id, enqueued_at, worker_id)
              select \(schedule.name), \(slot), (select id from job), \(now), \(workerID)
              where exists (select 1 from job)
              on conflict (schedule, slot) do nothing
              returning job_id
            )
            select job.id, pg_notify(\(JobQueue.channel), job.kind) from job, run
            """,
        ])
        return try results[1].first?.decode(Int64.self, column: "id")
    }
}
