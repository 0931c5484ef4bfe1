import Core
import Domain
import Foundation
import Jobs
import Synchronization
import Testing
import UserData

/// The worker service: its concurrency limit, waking on NOTIFY rather than polling, and graceful shutdown (drain,
/// then cancel and release).
struct JobWorkerTests {
    /// Counts how many of its jobs run at the same moment.
    final class Overlap: Sendable {
        private let state = Mutex<(now: Int, most: Int, done: Int)>((0, 0, 0))
        func enter() { state.withLock { $0.now += 1; $0.most = max($0.most, $0.now) } }
        func leave() { state.withLock { $0.now -= 1; $0.done += 1 } }
        var most: Int { state.withLock { $0.most } }
        var done: Int { state.withLock { $0.done } }
    }

    struct OverlapJob: JobKind {
        struct Payload: Codable, Sendable {}
        static let name = "test.overlap"
        let overlap: Overlap
        func run(_ payload: Payload, context: JobContext) async throws {
            overlap.enter()
            defer { overlap.leave() }
            try await Task.sleep(for: .milliseconds(60))
        }
    }

    @Test func runsAtMostItsConcurrencyLimitAtOnce() async throws {
        try await JobTestDatabase.with(poolSize: 4) { pool, _ in
            let overlap = Overlap()
            var registry = JobRegistry()
            registry.register(OverlapJob(overlap: overlap))
            try await JobTestDatabase.insertJobs(pool, kind: OverlapJob.name, count: 12)
            let worker = JobWorker(pool: pool, registry: registry,
                                   configuration: JobWorkerConfiguration(concurrency: 3, pollInterval: .seconds(5)),
                                   logger: quietLogger())
            let run = Task { await worker.run() }
            for _ in 0..<300 where overlap.done < 12 { try await Task.sleep(for: .milliseconds(20)) }
            worker.triggerGracefulShutdown()
            await run.value
            #expect(overlap.done == 12)
            #expect(overlap.most == 3)
            #expect(try await JobTestDatabase.int(pool, "select count(*) from jobs.queue where status = 'succeeded'") == 12)
        }
    }

    /// With a one-minute poll interval, a job enqueued while the worker idles still runs within seconds: the
    /// enqueue's NOTIFY woke it.
    @Test func aNotificationWakesAnIdleWorker() async throws {
        try await JobTestDatabase.with { pool, _ in
            var registry = JobRegistry()
            registry.register(RecordingJob(pool: pool))
            let worker = JobWorker(pool: pool, registry: registry,
                                   configuration: JobWorkerConfiguration(pollInterval: .seconds(60)), logger: quietLogger())
            let run = Task { await worker.run() }
            // Let it start, claim nothing and go to sleep on the listener.
            try await Task.sleep(for: .milliseconds(500))
            let id = try await pool.transaction(as: .serviceRole) { db in
                try await JobQueue.enqueue(try RecordingJob.request(.init(n: 5)), on: db)
            }
            try #require(id != nil)
            var effects = 0
            let waited = try await seconds {
                let deadline = ContinuousClock.now + .seconds(40)
                while effects == 0, ContinuousClock.now < deadline {
                    try await Task.sleep(for: .milliseconds(50))
                    effects = try await JobTestDatabase.int(pool, "select count(*) from public.job_effects")
                }
            }
            worker.triggerGracefulShutdown()
            await run.value
            #expect(effects == 1)
            // The poll interval is 60 s, so anything well under it was the notification, even on a loaded machine.
            #expect(waited < 30)
        }
    }

    @Test func shutdownLetsRunningJobsFinishWithinTheDrain() async throws {
        try await JobTestDatabase.with { pool, _ in
            var registry = JobRegistry()
            registry.register(RecordingJob(pool: pool))
            let queue = JobQueue(pool: pool)
            let id = try #require(try await queue.enqueue(try RecordingJob.request(.init(n: 1, pauseMilliseconds: 400))))
            let worker = JobWorker(pool: pool, registry: registry,
                                   configuration: JobWorkerConfiguration(drainTimeout: .seconds(20)), logger: quietLogger())
            let run = Task { await worker.run() }
            for _ in 0..<200 where worker.runningJobs == 0 { try await Task.sleep(for: .milliseconds(10)) }
            try #require(worker.runningJobs == 1)
            worker.triggerGracefulShutdown()
            await run.value
            #expect(try await JobTestDatabase.job(pool, id).status == "succeeded")
            #expect(try await JobTestDatabase.int(pool, "select count(*) from public.job_effects") == 1)
        }
    }

    /// A job still running when the drain ends is cancelled and given back: pending, attempt not counted.
    @Test func shutdownCancelsAndReleasesWhatOutlivesTheDrain() async throws {
        try await JobTestDatabase.with { pool, _ in
            var registry = JobRegistry()
            registry.register(StuckJob())
            let id = try #require(try await JobQueue(pool: pool).enqueue(try StuckJob.request(.init())))
            let worker = JobWorker(pool: pool, registry: registry,
                                   configuration: JobWorkerConfiguration(drainTimeout: .milliseconds(300)), logger: quietLogger())
            let run = Task { await worker.run() }
            for _ in 0..<200 where worker.runningJobs == 0 { try await Task.sleep(for: .milliseconds(10)) }
            try #require(worker.runningJobs == 1)
            let took = await seconds {
                worker.triggerGracefulShutdown()
                await run.value
            }
            #expect(took < 5)  // the job would sleep 30 s
            let row = try await JobTestDatabase.job(pool, id)
            #expect(row.status == "pending" && row.attempts == 0)
            #expect(row.lastError == "released: the worker stopped during the attempt")
        }
    }

    @Test func aShutdownRequestedBeforeRunIsHonoured() async throws {
        try await JobTestDatabase.with { pool, _ in
            var registry = JobRegistry()
            registry.register(RecordingJob(pool: pool))
            _ = try await JobQueue(pool: pool).enqueue(try RecordingJob.request(.init(n: 1)))
            let worker = JobWorker(pool: pool, registry: registry, logger: quietLogger())
            worker.triggerGracefulShutdown()
            await worker.run()
            #expect(try await JobTestDatabase.int(pool, "select count(*) from jobs.queue where status = 'pending'") == 1)
        }
    }

    /// The worker as the service group runs it: it reports itself started, and the group's shutdown request
    /// stops it.
    @Test func theGroupsShutdownRequestStopsIt() async throws {
        try await JobTestDatabase.with { pool, _ in
            var registry = JobRegistry()
            registry.register(RecordingJob(pool: pool))
            let worker = JobWorker(pool: pool, registry: registry, logger: quietLogger())
            let handle = ServiceHandle(name: worker.name, grace: .seconds(2))
            let run = Task { await GracefulShutdown.$current.withValue(handle) { await worker.run() } }
            #expect(await handle.started.wait(atMost: .seconds(10)))
            _ = try await JobQueue(pool: pool).enqueue(try RecordingJob.request(.init(n: 3)))
            for _ in 0..<200 {
                if try await JobTestDatabase.int(pool, "select count(*) from public.job_effects") == 1 { break }
                try await Task.sleep(for: .milliseconds(25))
            }
            handle.shutdown.signal()
            await run.value
            #expect(try await JobTestDatabase.int(pool, "select count(*) from public.job_effects") == 1)
        }
    }
}
