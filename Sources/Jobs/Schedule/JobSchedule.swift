public import Foundation

/// A periodic job: a name, a cadence, and the job to enqueue for each slot.
///
/// ```swift
/// let digests = JobSchedule(name: "digests.daily", cadence: try ScheduleCadence(parsing: config.digestsAt),
///                           kind: DigestJob.self) { slot in DigestJob.Payload(slot: slot) }
/// let worker = JobWorker(pool: pool, registry: registry, schedules: [digests], logger: logger)
/// ```
///
/// Each slot is enqueued once across every worker (``JobScheduler``): the job gets the run key
/// `<schedule>@<slot ISO 8601>` and is due at the slot's time. A slot missed while no worker ran is enqueued when
/// one comes back, but only the latest missed slot of each schedule (a daily job that finds three days missed
/// runs once, for the latest day, and its payload's slot says which).
public struct JobSchedule: Sendable {
    /// The schedule's name in `jobs.schedule_runs` (1 to 64 characters). Unique among schedules.
    public var name: String
    public var cadence: ScheduleCadence
    /// The job for one slot (its run key and due time are set by the scheduler).
    public var request: @Sendable (_ slot: Date) throws -> JobRequest

    /// A schedule of jobs of `kind`, with `payload` computed from the slot.
    public init<Kind: JobKind>(name: String, cadence: ScheduleCadence, kind: Kind.Type,
                               payload: @escaping @Sendable (_ slot: Date) -> Kind.Payload) {
        self.name = name
        self.cadence = cadence
        request = { slot in try Kind.request(payload(slot)) }
    }

    /// The run key of `slot`.
    func runKey(slot: Date) -> String {
        "\(name)@\(slot.formatted(.iso8601))"
    }
}
