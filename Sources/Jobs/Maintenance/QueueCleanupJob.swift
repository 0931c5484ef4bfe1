import Core
import Domain
import Foundation
import QuadAPIModels
public import UserData

/// `jobs.cleanup`: deletes what the queue no longer needs, daily (``schedule(cadence:)``): succeeded jobs finished
/// more than 7 days ago, dead letters finished more than 30 days ago, and schedule records older than 90 days.
/// Ages are measured from the slot the run is for, so a replayed run deletes what it would have deleted then.
public struct QueueCleanupJob: JobKind {
    public typealias Payload = SlotPayload

    public static let name = "jobs.cleanup"
    public static let queue = "maintenance"

    /// How long finished jobs and schedule records are kept.
    public static let keepSucceeded: TimeInterval = 7 * 86_400
    public static let keepDead: TimeInterval = 30 * 86_400
    public static let keepScheduleRuns: TimeInterval = 90 * 86_400

    public let pool: PostgresPool

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    /// The daily schedule of this job.
    public static func schedule(cadence: ScheduleCadence) -> JobSchedule {
        JobSchedule(name: name, cadence: cadence, kind: Self.self) { Payload(slot: $0) }
    }

    public func run(_ payload: Payload, context: JobContext) async throws {
        let slot = payload.slot
        let results = try await pool.pipeline(as: .serviceRole, [
            """
            delete from jobs.queue where status = 'succeeded'
              and finished_at < \(slot.addingTimeInterval(-Self.keepSucceeded))
            """,
            "delete from jobs.queue where status = 'dead' and finished_at < \(slot.addingTimeInterval(-Self.keepDead))",
            "delete from jobs.schedule_runs where slot < \(slot.addingTimeInterval(-Self.keepScheduleRuns))",
        ])
        context.logger.info("job queue cleaned", ["succeeded": .number(Double(results[0].affectedRows ?? 0)),
                                                  "dead": .number(Double(results[1].affectedRows ?? 0)),
                                                  "scheduleRuns": .number(Double(results[2].affectedRows ?? 0))])
    }
}
