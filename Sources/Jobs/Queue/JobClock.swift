import Foundation

/// Where the job runtime reads the time: every time the queue compares or writes (a job's `run_after`, a claim's
/// visibility deadline, a schedule's slot) comes from here, never from the database's `now()`, so a test hands in
/// a clock it moves by hand and sees backoff, deadlines and slots exactly.
///
/// ```swift
/// let worker = JobWorker(pool: pool, registry: registry, clock: .system, logger: logger)
/// let offset = Mutex<TimeInterval>(0)
/// let moved = JobClock { Date().addingTimeInterval(offset.withLock { $0 }) }   // a test clock
/// ```
public struct JobClock: Sendable {
    private let read: @Sendable () -> Date

    /// A clock that reads `now`.
    public init(_ now: @escaping @Sendable () -> Date) {
        read = now
    }

    /// The current time by this clock.
    public func now() -> Date { read() }

    /// The system's wall clock.
    public static let system = JobClock { Date() }
}
