import Core
import Domain
import Foundation
import Jobs
import Testing
import UserData

/// Periodic jobs: the cadence's slots (worked out by hand in UTC), one enqueued run per slot however many workers
/// tick, and the queue clean-up job the worker schedules.
struct JobSchedulerTests {
    /// 2030-01-01T00:00:00Z plus days and hours.
    private func at(day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) -> Date {
        jobEpoch.addingTimeInterval(Double((day - 1) * 86_400 + hour * 3600 + minute * 60 + second))
    }

    @Test func cadencesParseAndNameTheirSlots() throws {
        #expect(try ScheduleCadence(parsing: "13:00") == .daily(hour: 13, minute: 0))
        #expect(try ScheduleCadence(parsing: " every 15m ") == .every(seconds: 900))
        #expect(try ScheduleCadence(parsing: "every 1d") == .every(seconds: 86_400))
        for bad in ["1300", "24:00", "13:60", "1:00", "every", "every 0m", "every 5w", "every m"] {
            #expect(throws: JobError.self, "\(bad)") { try ScheduleCadence(parsing: bad) }
        }
        let daily = ScheduleCadence.daily(hour: 13, minute: 0)
        #expect(daily.slot(atOrBefore: at(day: 2, hour: 12, minute: 59, second: 59)) == at(day: 1, hour: 13))
        #expect(daily.slot(atOrBefore: at(day: 2, hour: 13)) == at(day: 2, hour: 13))
        #expect(daily.slot(atOrBefore: at(day: 2, hour: 23)) == at(day: 2, hour: 13))
        #expect(daily.slot(after: at(day: 2, hour: 13)) == at(day: 3, hour: 13))
        #expect(daily.slot(after: at(day: 2, hour: 9)) == at(day: 2, hour: 13))
        let quarter = ScheduleCadence.every(seconds: 900)
        #expect(quarter.slot(atOrBefore: at(day: 1, hour: 10, minute: 44, second: 59)) == at(day: 1, hour: 10, minute: 30))
        #expect(quarter.slot(after: at(day: 1, hour: 10, minute: 45)) == at(day: 1, hour: 11))
    }

    @Test func backoffDoublesUpToItsCap() {
        let policy = RetryPolicy(base: .seconds(60), cap: .seconds(3600))
        #expect((1...8).map { policy.delay(afterAttempt: $0) }
                == [60, 120, 240, 480, 960, 1920, 3600, 3600].map { Duration.seconds($0) })
        #expect(policy.delay(afterAttempt: 500) == .seconds(3600))
    }

    /// Two schedulers on two pools tick together every 6 hours from 2030-01-01 00:00 to 01-05 18:00 UTC. The daily
    /// 13:00 slots they must find, by hand: 12-31 (the latest one before the first tick), 01-01, 01-02, 01-03,
    /// 01-04, 01-05: six slots, each enqueued exactly once, due at its slot.
    @Test func twoWorkersEnqueueOneRunPerSlot() async throws {
        try await JobTestDatabase.with { pool, database in
            let other = database.pool(size: 2)
            let schedule = JobSchedule(name: "test.daily", cadence: .daily(hour: 13, minute: 0), kind: RecordingJob.self) { slot in
                RecordingJob.Payload(n: Int(slot.timeIntervalSince1970))
            }
            let schedulers = [pool, other].enumerated().map { index, pool in
                JobScheduler(pool: pool, schedules: [schedule], workerID: "w\(index)", logger: quietLogger())
            }
            var enqueuedHere = 0
            for step in 0..<20 {
                let now = jobEpoch.addingTimeInterval(Double(step) * 6 * 3600)
                async let a = schedulers[0].tick(now: now)
                async let b = schedulers[1].tick(now: now)
                let runs = await a + b
                enqueuedHere += runs.filter { $0.jobID != nil }.count
            }
            await other.shutdown(within: .seconds(1))
            let slots = (0..<6).map { at(day: 0 + $0, hour: 13) }
            #expect(enqueuedHere == 6)
            let rows = try await pool.withConnection {
                try await $0.query("select q.run_after, q.run_key, r.slot from jobs.queue q join jobs.schedule_runs r on r.job_id = q.id order by r.slot")
            }
            #expect(try rows.map { try $0.decode(Date.self, column: "slot") } == slots)
            #expect(try rows.map { try $0.decode(Date.self, column: "run_after") } == slots)
            #expect(try rows.first?.decode(String.self, column: "run_key") == "test.daily@2029-12-31T13:00:00Z")
            #expect(try await JobTestDatabase.int(pool, "select count(*) from jobs.queue") == 6)
        }
    }

    /// The scheduler state is per process: a new worker (a restart) finds the slot already enqueued and adds nothing.
    @Test func aRestartedWorkerDoesNotEnqueueASlotAgain() async throws {
        try await JobTestDatabase.with { pool, _ in
            let schedule = QueueCleanupJob.schedule(cadence: .every(seconds: 3600))
            let now = at(day: 3, hour: 5, minute: 20)
            let first = await JobScheduler(pool: pool, schedules: [schedule], workerID: "a", logger: quietLogger()).tick(now: now)
            let second = await JobScheduler(pool: pool, schedules: [schedule], workerID: "b", logger: quietLogger()).tick(now: now)
            #expect(first.map(\.slot) == [at(day: 3, hour: 5)] && first[0].jobID != nil)
            #expect(second.map(\.slot) == [at(day: 3, hour: 5)] && second[0].jobID == nil)
            let cleanups = try await JobTestDatabase.int(pool, "select count(*) from jobs.queue where kind = 'jobs.cleanup'")
            #expect(cleanups == 1)
        }
    }

    /// The worker's schedule runs the clean-up for its slot: succeeded jobs older than 7 days, dead letters older
    /// than 30 days and schedule records older than 90 days go; younger ones stay.
    @Test func theCleanupJobDeletesWhatIsOldEnough() async throws {
        try await JobTestDatabase.with { pool, _ in
            let slot = at(day: 100, hour: 4)
            _ = try await pool.withConnection {
                try await $0.pipeline([
                    """
                    insert into jobs.queue (kind, status, attempts, finished_at, payload) values
                      ('old.ok', 'succeeded', 1, \(slot.addingTimeInterval(-8 * 86_400)), '{}'),
                      ('new.ok', 'succeeded', 1, \(slot.addingTimeInterval(-6 * 86_400)), '{}'),
                      ('old.dead', 'dead', 1, \(slot.addingTimeInterval(-31 * 86_400)), '{}'),
                      ('new.dead', 'dead', 1, \(slot.addingTimeInterval(-8 * 86_400)), '{}'),
                      ('waiting', 'pending', 0, null, '{}')
                    """,
                    """
                    insert into jobs.schedule_runs (schedule, slot, enqueued_at) values
                      ('old', \(slot.addingTimeInterval(-91 * 86_400)), now()), ('new', \(slot.addingTimeInterval(-89 * 86_400)), now())
                    """,
                ])
            }
            let clock = TestClock(slot.addingTimeInterval(60))
            var registry = JobRegistry()
            registry.register(QueueCleanupJob(pool: pool))
            let worker = JobWorker(pool: pool, registry: registry, schedules: [QueueCleanupJob.schedule(cadence: .daily(hour: 4, minute: 0))],
                                   configuration: JobWorkerConfiguration(listen: false), clock: clock.jobClock, logger: quietLogger())
            #expect(try await worker.runDueJobs() == [.succeeded])
            let kinds = try await pool.withConnection { try await $0.query("select kind from jobs.queue order by kind") }
            #expect(try kinds.map { try $0.decode(String.self, column: "kind") } == ["jobs.cleanup", "new.dead", "new.ok", "waiting"])
            let runs = try await pool.withConnection { try await $0.query("select schedule from jobs.schedule_runs order by schedule") }
            #expect(try runs.map { try $0.decode(String.self, column: "schedule") } == ["jobs.cleanup", "new"])
        }
    }
}
