import Core
import Domain
public import Foundation
import QuadAPIModels
public import UserData

/// `accounts.sweep`: the deletion sweeper (userdata-map §2.9 "Purge"), daily (``schedule(cadence:)``). Hard-deletes
/// what was soft-deleted at least ``graceDays`` before the run's slot, in one transaction, through
/// `ops.sweep_deleted_accounts` (migration 0016): student records without an account of their own (or whose account
/// goes too), then closed households, then the accounts, whose profile, memberships, access log, lists, follows and
/// digests cascade. A soft-deleted student record whose own account still exists is never purged; it is named in
/// the run's `ops.sweeps` report row. Measured from the slot, so a replayed run purges what it would have then; the
/// function refuses a cutoff less than 30 days before the database's now.
public struct AccountSweepJob: JobKind {
    public typealias Payload = SlotPayload

    public static let name = "accounts.sweep"
    public static let queue = "maintenance"
    /// Days a soft-deleted account waits before it is purged.
    public static let graceDays = 30

    /// What one run purged.
    public struct Report: Sendable, Equatable {
        public var id: Int64
        public var cutoff: Date
        public var accounts: Int
        public var students: Int
        public var households: Int
        public var keptStudents: [String]
    }

    public let pool: PostgresPool

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    /// The daily schedule of this job.
    public static func schedule(cadence: ScheduleCadence) -> JobSchedule {
        JobSchedule(name: name, cadence: cadence, kind: Self.self) { Payload(slot: $0) }
    }

    public func run(_ payload: Payload, context: JobContext) async throws {
        let report = try await sweep(cutoff: payload.slot.addingTimeInterval(-Double(Self.graceDays) * 86_400),
                                     job: context.jobID)
        context.logger.notice("deletion sweep done", [
            "cutoff": .string(report.cutoff.formatted(.iso8601)), "accounts": .number(Double(report.accounts)),
            "students": .number(Double(report.students)), "households": .number(Double(report.households)),
            "keptStudents": .array(report.keptStudents.map { .string($0) }), "report": .number(Double(report.id)),
        ])
        if !report.keptStudents.isEmpty {
            context.logger.warning("deletion sweep kept soft-deleted student records whose own account still exists",
                                   ["students": .array(report.keptStudents.map { .string($0) })])
        }
    }

    /// Purges what was soft-deleted at or before `cutoff` and returns the report row.
    public func sweep(cutoff: Date, job: Int64?) async throws -> Report {
        let rows = try await pool.pipeline(as: .serviceRole, ["""
            with r as (select ops.sweep_deleted_accounts(\(cutoff), \(job)) as j)
            select (j ->> 'id')::bigint as id, (j ->> 'cutoff')::timestamptz as cutoff, (j ->> 'accounts')::int as accounts,
                   (j ->> 'students')::int as students, (j ->> 'households')::int as households,
                   coalesce((select string_agg(k, ',' order by k) from json_array_elements_text(j -> 'kept_students') k), '')
                     as kept
            from r
            """])[0]
        let row = rows[0]
        return Report(id: try row.decode(Int64.self, column: "id"), cutoff: try row.decode(Date.self, column: "cutoff"),
                      accounts: try row.decode(Int.self, column: "accounts"), students: try row.decode(Int.self, column: "students"),
                      households: try row.decode(Int.self, column: "households"),
                      keptStudents: try row.decode(String.self, column: "kept").split(separator: ",").map(String.init))
    }
}
