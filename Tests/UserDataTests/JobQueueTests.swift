import Core
import Domain
import Foundation
import Jobs
import Testing
import UserData

/// The Postgres job queue against the real migrations: enqueue in the caller's transaction, claims that never
/// overlap, the visibility deadline after a worker dies, backoff from the handed-in clock, and dead letters.
struct JobQueueTests {
    private func registry(_ pool: PostgresPool) -> JobRegistry {
        var registry = JobRegistry()
        registry.register(RecordingJob(pool: pool))
        registry.register(FailingJob())
        return registry
    }

    @Test func anEnqueueCommitsAndRollsBackWithTheCallersTransaction() async throws {
        try await JobTestDatabase.with { pool, _ in
            let request = try RecordingJob.request(.init(n: 1))
            struct Abort: Error {}
            await #expect(throws: Abort.self) {
                try await pool.transaction(as: .serviceRole) { db in
                    try #require(try await JobQueue.enqueue(request, on: db) != nil)
                    throw Abort()
                }
            }
            #expect(try await JobTestDatabase.int(pool, "select count(*) from jobs.queue") == 0)
            let id = try await pool.transaction(as: .serviceRole) { db in try await JobQueue.enqueue(request, on: db) }
            #expect(id != nil)
            #expect(try await JobTestDatabase.int(pool, "select count(*) from jobs.queue where status = 'pending'") == 1)
            // A run key makes a second enqueue of the same kind a no-op.
            let keyed = try RecordingJob.request(.init(n: 2), runKey: "once")
            #expect(try await JobQueue(pool: pool).enqueue(keyed) != nil)
            #expect(try await JobQueue(pool: pool).enqueue(keyed) == nil)
            #expect(try await JobTestDatabase.int(pool, "select count(*) from jobs.queue") == 2)
        }
    }

    @Test func requestsTheTableWouldRefuseFailEarly() throws {
        #expect(throws: JobError.self) { try JobRequest(kind: "Mail", payload: ["a": 1]) }
        #expect(throws: JobError.self) { try JobRequest(kind: "mail..deliver", payload: ["a": 1]) }
        #expect(throws: JobError.self) { try JobRequest(kind: "mail.", payload: ["a": 1]) }
        #expect(throws: JobError.self) { try JobRequest(kind: "mail", payload: ["a": 1], maxAttempts: 0) }
        #expect(throws: JobError.self) { try JobRequest(kind: "mail", payload: ["a": 1], visibilityTimeout: .seconds(90_000)) }
        #expect(throws: JobError.self) { try JobRequest(kind: "mail", payload: [1, 2]) }
        let ok = try JobRequest(kind: "mail.deliver-now_2", payload: ["b": 2, "a": 1])
        #expect(ok.payloadJSON == #"{"a":1,"b":2}"#)
    }

    /// Two queues on two pools claim from one table as fast as they can: every job is claimed exactly once.
    @Test func concurrentClaimsNeverOverlap() async throws {
        try await JobTestDatabase.with { pool, database in
            let count = 300
            try await JobTestDatabase.insertJobs(pool, kind: RecordingJob.name, count: count)
            let other = database.pool(size: 2)
            defer { Task { await other.shutdown(within: .seconds(1)) } }
            func drain(_ queue: JobQueue, worker: String) async throws -> [Int64] {
                var ids: [Int64] = []
                while true {
                    let claim = try await queue.claim(kinds: ["test.record"], limit: 7, workerID: worker, now: Date())
                    if claim.jobs.isEmpty { return ids }
                    ids += claim.jobs.map(\.id)
                }
            }
            async let a = drain(JobQueue(pool: pool), worker: "a")
            async let b = drain(JobQueue(pool: other), worker: "b")
            let (first, second) = try await (a, b)
            #expect(Set(first).isDisjoint(with: second))
            #expect(first.count + second.count == count)
            #expect(Set(first + second).count == count)
            #expect(try await JobTestDatabase.int(pool, "select count(*) from jobs.queue where status = 'running' and attempts = 1")
                    == count)
        }
    }

    /// Two running workers on two pools and many jobs: each job's effect is recorded exactly once.
    @Test func twoWorkersNeverRunOneJobTwice() async throws {
        try await JobTestDatabase.with(poolSize: 4) { pool, database in
            let count = 200
            try await JobTestDatabase.insertJobs(pool, kind: RecordingJob.name, count: count)
            let other = database.pool(size: 4)
            let workers = [pool, other].enumerated().map { index, pool in
                JobWorker(pool: pool, registry: registry(pool),
                          configuration: JobWorkerConfiguration(concurrency: 3, pollInterval: .milliseconds(200),
                                                                workerID: "worker-\(index)"),
                          logger: quietLogger())
            }
            let runs = workers.map { worker in Task { await worker.run() } }
            var done = 0
            for _ in 0..<600 where done < count {
                if try await JobTestDatabase.int(pool, "select count(*) from jobs.queue where status = 'dead'") > 0 { break }
                try await Task.sleep(for: .milliseconds(100))
                done = try await JobTestDatabase.int(pool, "select count(*) from jobs.queue where status = 'succeeded'")
            }
            workers.forEach { $0.triggerGracefulShutdown() }
            for run in runs { await run.value }
            await other.shutdown(within: .seconds(1))
            #expect(done == count)
            #expect(try await JobTestDatabase.int(pool, "select count(*) from public.job_effects") == count)
            #expect(try await JobTestDatabase.int(pool, "select count(distinct n) from public.job_effects") == count)
            #expect(try await JobTestDatabase.int(pool, "select count(distinct job_id) from public.job_effects") == count)
            #expect(try await JobTestDatabase.int(pool, "select count(*) from public.job_effects where attempt <> 1") == 0)
        }
    }

    /// A worker that claims a job and dies (the claim is abandoned): nobody may take the job before its deadline;
    /// after it, another worker runs it as attempt 2, and the dead worker's late answer is refused.
    @Test func aJobAbandonedMidRunIsRetriedAfterItsVisibilityTimeout() async throws {
        try await JobTestDatabase.with { pool, _ in
            let clock = TestClock(jobEpoch)
            let queue = JobQueue(pool: pool)
            var request = try RecordingJob.request(.init(n: 7), runAfter: jobEpoch)
            request.visibilitySeconds = 30
            let id = try #require(try await queue.enqueue(request))

            let killed = try await queue.claim(kinds: ["test.record"], limit: 1, workerID: "killed", now: clock.now)
            try #require(killed.jobs.map(\.id) == [id])
            #expect(killed.jobs[0].deadline == jobEpoch.addingTimeInterval(30))

            let survivor = JobWorker(pool: pool, registry: registry(pool),
                                     configuration: JobWorkerConfiguration(listen: false, workerID: "survivor"),
                                     clock: clock.jobClock, logger: quietLogger())
            clock.advance(29.5)
            #expect(try await survivor.runDueJobs() == [])
            #expect(try await JobTestDatabase.job(pool, id).status == "running")
            clock.advance(0.5)  // exactly at the deadline
            #expect(try await survivor.runDueJobs() == [.succeeded])
            #expect(try await JobTestDatabase.int(pool, "select count(*) from public.job_effects where worker = 'survivor' and attempt = 2") == 1)
            #expect(try await JobTestDatabase.int(pool, "select count(*) from public.job_effects") == 1)
            // The killed worker comes back and tries to record its attempt: refused, nothing changes.
            #expect(try await queue.succeed(killed.jobs[0], now: clock.now) == false)
            #expect(try await queue.fail(killed.jobs[0], error: "late", retryAt: nil, now: clock.now) == false)
            let row = try await JobTestDatabase.job(pool, id)
            #expect(row.status == "succeeded" && row.attempts == 2)
        }
    }

    /// Abandoned on its last attempt: the next claim after the deadline makes it a dead letter instead of running it.
    @Test func aJobAbandonedOnItsLastAttemptBecomesADeadLetter() async throws {
        try await JobTestDatabase.with { pool, _ in
            let queue = JobQueue(pool: pool)
            var request = try RecordingJob.request(.init(n: 1), runAfter: jobEpoch)
            request.maxAttempts = 1
            request.visibilitySeconds = 10
            let id = try #require(try await queue.enqueue(request))
            _ = try await queue.claim(kinds: ["test.record"], limit: 1, workerID: "killed", now: jobEpoch)
            let later = try await queue.claim(kinds: ["test.record"], limit: 1, workerID: "other", now: jobEpoch.addingTimeInterval(10))
            #expect(later.jobs.isEmpty && later.abandoned == 1)
            let row = try await JobTestDatabase.job(pool, id)
            #expect(row.status == "dead" && row.attempts == 1)
            #expect(row.lastError?.contains("did not finish before its visibility deadline") == true)
            #expect(row.finishedAt == jobEpoch.addingTimeInterval(10))
        }
    }

    /// FailingJob's backoff is 10 s doubling to at most 40 s over 4 attempts (worked out by hand: due again at
    /// +10 s, then +20 s, then +40 s after each failure; the fourth failure is the last).
    @Test func backoffFollowsTheHandedInClockUntilTheDeadLetter() async throws {
        try await JobTestDatabase.with { pool, _ in
            let clock = TestClock(jobEpoch)
            let worker = JobWorker(pool: pool, registry: registry(pool), configuration: JobWorkerConfiguration(listen: false),
                                   clock: clock.jobClock, logger: quietLogger())
            let id = try #require(try await worker.queue.enqueue(try FailingJob.request(.init(), runAfter: jobEpoch)))
            var failedAt = jobEpoch
            for (attempt, delay) in [(1, 10.0), (2, 20.0), (3, 40.0)] {
                let expected = failedAt.addingTimeInterval(delay)
                #expect(try await worker.runDueJobs() == [.retrying(at: expected)], "attempt \(attempt)")
                let row = try await JobTestDatabase.job(pool, id)
                #expect(row.status == "pending" && row.attempts == attempt && row.runAfter == expected)
                #expect(row.lastError == "failed on purpose (attempt \(attempt))")
                clock.advance(delay - 0.5)
                #expect(try await worker.runDueJobs() == [], "not due before \(expected)")
                clock.advance(0.5)
                failedAt = expected
            }
            #expect(try await worker.runDueJobs() == [.dead])
            let row = try await JobTestDatabase.job(pool, id)
            #expect(row.status == "dead" && row.attempts == 4 && row.finishedAt == jobEpoch.addingTimeInterval(70))
            #expect(row.lastError == "failed on purpose (attempt 4)")
            clock.advance(3600)
            #expect(try await worker.runDueJobs() == [])
        }
    }

    @Test func aPermanentFailureIsADeadLetterAtOnce() async throws {
        try await JobTestDatabase.with { pool, _ in
            let clock = TestClock(jobEpoch)
            let worker = JobWorker(pool: pool, registry: registry(pool), configuration: JobWorkerConfiguration(listen: false),
                                   clock: clock.jobClock, logger: quietLogger())
            let id = try #require(try await worker.queue.enqueue(try FailingJob.request(.init(permanent: true))))
            #expect(try await worker.runDueJobs() == [.dead])
            let row = try await JobTestDatabase.job(pool, id)
            #expect(row.status == "dead" && row.attempts == 1)
            #expect(row.lastError == "permanent: refused for good (attempt 1)")
        }
    }

    @Test func aPayloadThatDoesNotDecodeIsADeadLetter() async throws {
        try await JobTestDatabase.with { pool, _ in
            let worker = JobWorker(pool: pool, registry: registry(pool), configuration: JobWorkerConfiguration(listen: false),
                                   logger: quietLogger())
            let id = try #require(try await worker.queue.enqueue(try JobRequest(kind: RecordingJob.name, payload: ["n": "seven"])))
            #expect(try await worker.runDueJobs() == [.dead])
            #expect(try await JobTestDatabase.job(pool, id).lastError?.hasPrefix("permanent: the payload does not decode") == true)
            #expect(try await JobTestDatabase.int(pool, "select count(*) from public.job_effects") == 0)
        }
    }

    @Test func workersClaimOnlyTheKindsTheyRun() async throws {
        try await JobTestDatabase.with { pool, _ in
            let queue = JobQueue(pool: pool)
            let foreign = try #require(try await queue.enqueue(try JobRequest(kind: "someone.else", payload: ["x": 1])))
            let worker = JobWorker(pool: pool, registry: registry(pool), configuration: JobWorkerConfiguration(listen: false),
                                   logger: quietLogger())
            #expect(try await worker.runDueJobs() == [])
            #expect(try await JobTestDatabase.job(pool, foreign).status == "pending")
        }
    }
}
