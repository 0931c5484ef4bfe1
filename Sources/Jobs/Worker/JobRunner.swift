import Core
import Domain
import QuadAPIModels
import Foundation

/// How one attempt ended, as recorded.
public enum JobOutcome: Sendable, Equatable {
    /// The handler returned; the job is done.
    case succeeded
    /// It failed and runs again at this time.
    case retrying(at: Date)
    /// It failed for good (permanent failure or last attempt): a dead letter.
    case dead
    /// The worker was stopping and cancelled it; it is pending again without the attempt counted.
    case released
    /// The claim was lost before the outcome could be recorded (the deadline passed and another worker took the
    /// job); nothing was written.
    case lostClaim
    /// The outcome could not be recorded (the database failed); the job is retried after its deadline.
    case unrecorded
}

/// Runs claimed jobs: the handler under a time limit, then the outcome written to the queue.
///
/// The outcome is written from an unstructured task, so a worker that is being cancelled still records what
/// happened (swift-jobs does the same). A handler is cancelled at 90 % of its visibility timeout; one that ignores
/// cancellation is waited for, and its outcome is then usually a lost claim.
struct JobRunner: Sendable {
    let queue: JobQueue
    let registry: JobRegistry
    let clock: JobClock
    let logger: Logger

    /// Runs `job` and records its outcome.
    func execute(_ job: ClaimedJob) async -> JobOutcome {
        let log = logger.with(["job": .number(Double(job.id)), "kind": .string(job.kind),
                               "attempt": .number(Double(job.attempt))])
        guard let entry = registry[job.kind] else {
            return await record(job, log) { queue, now in
                let failed = try await queue.fail(job, error: "no handler for kind \(job.kind)", retryAt: nil, now: now)
                return failed ? .dead : .lostClaim
            }
        }
        if let previous = job.previousError, job.attempt > 1 {
            log.debug("retrying", ["previous": .string(previous)])
        }
        let context = JobContext(jobID: job.id, kind: job.kind, attempt: job.attempt, maxAttempts: job.maxAttempts,
                                 claimedAt: job.claimedAt, deadline: job.deadline, workerID: job.workerID, clock: clock,
                                 retry: entry.retry, logger: log)
        let limit = entry.visibilityTimeout * 0.9
        let started = ContinuousClock.now
        do {
            try await Self.run(limit: limit) { try await entry.run(job.payloadJSON, context) }
            let outcome = await record(job, log) { queue, now in try await queue.succeed(job, now: now) ? .succeeded : .lostClaim }
            log.info("job done", ["ms": .number(Double((ContinuousClock.now - started).milliseconds)),
                                  "outcome": .string(String(describing: outcome))])
            return outcome
        } catch {
            if Task.isCancelled {
                return await record(job, log) { queue, now in
                    try await queue.release(job, reason: "released: the worker stopped during the attempt", now: now)
                        ? .released : .lostClaim
                }
            }
            let permanent = (error as? JobError)?.code == .permanent
            let text = String(describing: error)
            return await record(job, log) { queue, now in
                let retryAt = permanent ? nil : context.retryDate(failingAt: now)
                guard try await queue.fail(job, error: text, retryAt: retryAt, now: now) else { return .lostClaim }
                if let retryAt {
                    log.warning("job failed; will retry", ["error": .string(text), "at": .string(retryAt.formatted(.iso8601))])
                    return .retrying(at: retryAt)
                }
                log.error(permanent ? "job failed permanently; kept as a dead letter" : "job failed on its last attempt; kept as a dead letter",
                          ["error": .string(text)])
                return .dead
            }
        }
    }

    /// Writes an outcome from a task that does not inherit cancellation.
    private func record(_ job: ClaimedJob, _ log: Logger,
                        _ write: @escaping @Sendable (JobQueue, Date) async throws -> JobOutcome) async -> JobOutcome {
        let queue = queue, clock = clock
        let outcome = await Task { () -> JobOutcome in
            do { return try await write(queue, clock.now()) } catch {
                log.error("could not record the job's outcome; it runs again after its deadline",
                          ["error": .string(String(reflecting: error))])
                return .unrecorded
            }
        }.value
        if outcome == .lostClaim {
            log.warning("the job's claim was lost before its outcome was recorded (deadline passed); nothing written")
        }
        return outcome
    }

    /// Runs `body`, cancelling it after `limit` with ``JobError/Code/timedOut``.
    private static func run(limit: Duration, _ body: @escaping @Sendable () async throws -> Void) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(for: limit)
                throw JobError(code: .timedOut, message: "the attempt ran longer than \(limit) and was cancelled")
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }
}
