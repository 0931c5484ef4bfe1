import Core
import Domain
import Foundation
import Jobs
import Synchronization
import Testing
import UserData

/// The system clock moved on by hand (the auth harness's mail worker: mail queued by the database's `now()` is due
/// at once, and a test can jump past a backoff).
final class ShiftedClock: Sendable {
    private let offset = Mutex<TimeInterval>(0)

    var now: Date { Date().addingTimeInterval(offset.withLock { $0 }) }

    func advance(_ seconds: TimeInterval) {
        offset.withLock { $0 += seconds }
    }

    var jobClock: JobClock { JobClock { [self] in now } }
}

extension TestClock {
    /// This clock for a job worker.
    var jobClock: JobClock { JobClock { [self] in now } }
}

/// A migrated fresh database for the job tests, with a table the test job kinds write their effects to.
enum JobTestDatabase {
    static func with(poolSize: Int = 3, _ body: (PostgresPool, TestDatabase) async throws -> Void) async throws {
        try await TestDatabase.withPool(size: poolSize) { pool, database in
            _ = try await MigrationRunner(pool: pool, migrations: try Migration.bundled(), logger: quietLogger()).run()
            try await pool.withConnection {
                try await $0.runScript(unsafeSQL: """
                    create table public.job_effects (n integer not null, job_id bigint not null, attempt integer not null,
                      worker text not null);
                    grant insert, select on public.job_effects to service_role;
                    """)
            }
            try await body(pool, database)
        }
    }

    /// Inserts `count` pending jobs of `kind` straight into the table, payload `{"n": 1}` … `{"n": count}`.
    static func insertJobs(_ pool: PostgresPool, kind: String, count: Int) async throws {
        _ = try await pool.withConnection {
            try await $0.query("""
                insert into jobs.queue (kind, payload) select \(kind), jsonb_build_object('n', n)
                from generate_series(1, \(count)) as n
                """)
        }
    }

    /// One integer from SQL, as the owner.
    static func int(_ pool: PostgresPool, _ sql: String) async throws -> Int {
        try await pool.withConnection { try await $0.query(PostgresQuery(unsafeSQL: sql)) }.first!.decode(Int.self, at: 0)
    }

    /// One row of `jobs.queue` as text columns.
    static func job(_ pool: PostgresPool, _ id: Int64) async throws -> (status: String, attempts: Int, runAfter: Date,
                                                                       lastError: String?, finishedAt: Date?) {
        let row = try #require(try await pool.withConnection {
            try await $0.query("select status, attempts, run_after, last_error, finished_at from jobs.queue where id = \(id)")
        }.first)
        return (try row.decode(String.self, column: "status"), try row.decode(Int.self, column: "attempts"),
                try row.decode(Date.self, column: "run_after"), try row.decode(String?.self, column: "last_error"),
                try row.decode(Date?.self, column: "finished_at"))
    }
}

/// Records its payload's `n` in `public.job_effects` (with the job, attempt and worker), optionally after a pause.
struct RecordingJob: JobKind {
    struct Payload: Codable, Sendable { var n: Int; var pauseMilliseconds: Int? = nil }
    static let name = "test.record"
    let pool: PostgresPool

    func run(_ payload: Payload, context: JobContext) async throws {
        if let pause = payload.pauseMilliseconds { try await Task.sleep(for: .milliseconds(pause)) }
        _ = try await pool.pipeline(as: .serviceRole, ["""
            insert into public.job_effects (n, job_id, attempt, worker)
            values (\(payload.n), \(context.jobID), \(context.attempt), \(context.workerID))
            """])
    }
}

/// Always fails: retryably, or permanently when the payload says so. Backoff 10 s doubling to 40 s, 4 attempts.
struct FailingJob: JobKind {
    struct Payload: Codable, Sendable { var permanent: Bool = false }
    static let name = "test.fail"
    static let retry = RetryPolicy(base: .seconds(10), cap: .seconds(40))
    static let maxAttempts = 4

    func run(_ payload: Payload, context: JobContext) async throws {
        if payload.permanent { throw JobError.permanent("refused for good (attempt \(context.attempt))") }
        throw TestSetupError(description: "failed on purpose (attempt \(context.attempt))")
    }
}

/// Waits until cancelled (or 30 s), then ends.
struct StuckJob: JobKind {
    struct Payload: Codable, Sendable {}
    static let name = "test.stuck"
    static let visibilityTimeout: Duration = .seconds(60)

    func run(_ payload: Payload, context: JobContext) async throws {
        try await Task.sleep(for: .seconds(30))
    }
}

/// 2030-01-01T00:00:00Z: a fixed start for frozen clocks, far from the real time so nothing is due by accident.
let jobEpoch = Date(timeIntervalSince1970: 1_893_456_000)
