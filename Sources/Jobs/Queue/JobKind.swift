import Core
public import Domain
public import Foundation

/// One kind of background job: its name in the queue, how it is retried, and the code that runs it.
///
/// The static requirements describe the kind (what an enqueuer needs, without a handler at hand); an instance is
/// the handler, holding what it needs to run (a pool, a mailer), and is registered with a worker through
/// ``JobRegistry``.
///
/// ```swift
/// struct PurgeCDNJob: JobKind {
///     struct Payload: Codable, Sendable { var paths: [String] }
///     static let name = "cdn.purge"
///     static let retry = RetryPolicy(base: .seconds(10), cap: .seconds(600))
///     let hook: PurgeHook
///     func run(_ payload: Payload, context: JobContext) async throws { try await hook.purge(payload.paths) }
/// }
/// // in the caller's transaction:
/// try await JobQueue.enqueue(PurgeCDNJob.request(.init(paths: ["/*"])), on: connection)
/// ```
///
/// - Important: a job runs at least once: a worker that dies after the effect but before recording it leaves the
///   job to run again after its visibility deadline. A job whose effect must not repeat checks its own record first.
public protocol JobKind: Sendable {
    /// The payload, stored as a JSON object in `jobs.queue.payload`.
    associatedtype Payload: Codable & Sendable

    /// The kind's name in `jobs.queue.kind`: lowercase words joined by `.`, `_` or `-` (`mail.deliver`). Unique.
    static var name: String { get }
    /// The grouping label operators see (`jobs.queue.queue`). Default: `default`.
    static var queue: String { get }
    /// Backoff between attempts. Default: ``RetryPolicy/init(base:cap:)`` (30 s doubling to 1 h).
    static var retry: RetryPolicy { get }
    /// Attempts a job of this kind gets when enqueued from Swift (1 to 100). Default: `5`.
    static var maxAttempts: Int { get }
    /// How long a claim holds the job before another worker may take it again (1 s to 24 h). The handler is
    /// cancelled at 90 % of it, so its outcome is normally recorded before the deadline. Default: 5 minutes.
    static var visibilityTimeout: Duration { get }

    /// Runs one attempt. Returning records success. Throwing ``JobError/permanent(_:)`` makes the job a dead
    /// letter at once; any other error is retried with backoff until the last attempt, then kept as a dead letter.
    func run(_ payload: Payload, context: JobContext) async throws
}

extension JobKind {
    public static var queue: String { "default" }
    public static var retry: RetryPolicy { RetryPolicy() }
    public static var maxAttempts: Int { 5 }
    public static var visibilityTimeout: Duration { .seconds(300) }

    /// A job of this kind with `payload`, for ``JobQueue/enqueue(_:on:)``. `runAfter` nil means the database's
    /// `now()` (due at once); a `runKey` makes the enqueue a no-op when a job of this kind with that key exists.
    public static func request(_ payload: Payload, runAfter: Date? = nil, runKey: String? = nil) throws -> JobRequest {
        try JobRequest(kind: name, queue: queue, payload: payload, runAfter: runAfter, maxAttempts: maxAttempts,
                       visibilityTimeout: visibilityTimeout, runKey: runKey)
    }
}

/// What a running job knows about its attempt.
public struct JobContext: Sendable {
    /// `jobs.queue.id`.
    public var jobID: Int64
    /// The kind's name.
    public var kind: String
    /// This attempt, from 1.
    public var attempt: Int
    /// The attempts the job gets in all.
    public var maxAttempts: Int
    /// When this attempt was claimed (by ``clock``).
    public var claimedAt: Date
    /// The visibility deadline of this claim: after it, another worker may run the job again.
    public var deadline: Date
    /// The worker that claimed it.
    public var workerID: String
    /// The worker's clock.
    public var clock: JobClock
    /// The kind's backoff.
    public var retry: RetryPolicy
    /// A logger with the job's id and kind.
    public var logger: Logger

    /// Whether a failure of this attempt makes the job a dead letter.
    public var isLastAttempt: Bool { attempt >= maxAttempts }

    /// When the job runs again if this attempt fails (retryably) at `failedAt`; nil on the last attempt. The worker
    /// uses the same rule when it records the failure.
    public func retryDate(failingAt failedAt: Date) -> Date? {
        isLastAttempt ? nil : retry.retryDate(afterAttempt: attempt, failedAt: failedAt)
    }
}
