import APIContract
import Core
import Domain
import Foundation
import Jobs
import QuadAPIModels
import Server
import Testing
@testable import UserData

/// The operators' side of the job runtime against real Postgres and a real HTTP endpoint (Tests/Clients/http_sink.py
/// as the CDN): the purge hook's job (success, retry on 5xx, dead letter on 4xx), the revalidation's answer with the
/// hook's outcome, revalidation without a database, and the jobs overview and "run now".
@Suite(.enabled(if: PythonServer.python3 != nil, "python3 is not on PATH: the hook tests need Tests/Clients/http_sink.py"))
struct OperationsTests {
    static func hook(_ sink: HTTPSink) throws -> PurgeHook {
        try PurgeHook(url: sink.url, method: "POST", header: "Authorization: Bearer cdn-secret",
                      body: #"{"revalidation":{revalidation},"publish":"{publish}","at":"{at}"}"#)
    }

    static func worker(_ pool: PostgresPool, hook: PurgeHook, clock: JobClock = .system) -> JobWorker {
        var registry = JobRegistry()
        registry.register(CDNPurgeJob(hook: hook))
        return JobWorker(pool: pool, registry: registry, configuration: JobWorkerConfiguration(listen: false),
                         clock: clock, logger: quietLogger())
    }

    static func store() throws -> DatasetStore {
        DatasetStore(snapshot: DatasetPublishTests.sample)
    }

    @Test func theRevalidationEnqueuesThePurgeHookAndTheWorkerCallsIt() async throws {
        try await HTTPSink.with { sink in
            try await withMigratedDatabase { pool, _ in
                let hook = try Self.hook(sink)
                let service = RevalidationService(store: try Self.store(), pool: pool, servers: [], purgeHook: hook,
                                                  nodeID: "admin", wait: .milliseconds(300), logger: quietLogger())
                let answer = try await service.revalidate()
                // No node is alive and no worker runs: the answer comes after the wait, the hook still queued.
                #expect(answer.nodes.isEmpty && answer.missing.isEmpty)
                let job = try #require(answer.purge.job)
                #expect(answer.purge.configured && answer.purge.status == "pending" && answer.purge.attempts == 0)
                #expect(try sink.received().isEmpty)
                #expect(try await Self.worker(pool, hook: hook).runDueJobs() == [.succeeded])
                let received = try sink.received()
                try #require(received.count == 1)
                #expect(received[0].method == "POST" && received[0].path == "/purge")
                #expect(received[0].headers["authorization"] == "Bearer cdn-secret")
                #expect(received[0].headers["content-type"] == "application/json")
                let revalidation = try await ownerInt(pool, "select id from ops.revalidations")
                #expect(received[0].body == #"{"revalidation":\#(revalidation),"publish":"\#(DatasetPublishTests.sample.publishID)","at":"\#(answer.at)"}"#)
                #expect(try await ownerInt(pool, "select count(*) from jobs.queue where id = \(job) and status = 'succeeded'") == 1)
            }
        }
    }

    @Test func aServerErrorIsRetriedAndAClientErrorGivesUp() async throws {
        try await HTTPSink.with { sink in
            try await withMigratedDatabase { pool, _ in
                let hook = try Self.hook(sink)
                // A second ahead, so the job enqueued at the database's now() is due at once.
                let clock = TestClock(Date().addingTimeInterval(1))
                let worker = Self.worker(pool, hook: hook, clock: clock.jobClock)
                try sink.answer(503)
                let first = try #require(try await JobQueue(pool: pool).enqueue(
                    CDNPurgeJob.request(.init(revalidation: 1, at: "2026-01-01T00:00:00Z", publish: "p"))))
                _ = try await worker.runDueJobs()
                var row = try await JobTestDatabase.job(pool, first)
                #expect(row.status == "pending" && row.attempts == 1 && row.lastError?.contains("answered 503") == true)
                // Due again after the first backoff (10 s), and then it works.
                try sink.answer(204)
                clock.advance(11)
                _ = try await worker.runDueJobs()
                row = try await JobTestDatabase.job(pool, first)
                #expect(row.status == "succeeded" && row.attempts == 2)
                // A 404 means the hook's settings are wrong: a dead letter at once.
                try sink.answer(404)
                let second = try #require(try await JobQueue(pool: pool).enqueue(
                    CDNPurgeJob.request(.init(revalidation: 2, at: "2026-01-01T00:00:00Z", publish: "p"))))
                // Due at the database's now(): the clock must not lag it (a loaded machine may take longer than 11 s).
                clock.set(max(clock.now, Date().addingTimeInterval(1)))
                _ = try await worker.runDueJobs()
                row = try await JobTestDatabase.job(pool, second)
                #expect(row.status == "dead" && row.attempts == 1 && row.lastError?.contains("answered 404") == true)
                #expect(try sink.received().count == 3)
            }
        }
    }

    @Test func theAnswerCarriesTheHooksFirstAttemptWhenAWorkerRuns() async throws {
        try await HTTPSink.with { sink in
            try await withMigratedDatabase(poolSize: 4) { pool, _ in
                let hook = try Self.hook(sink)
                var registry = JobRegistry()
                registry.register(CDNPurgeJob(hook: hook))
                let worker = JobWorker(pool: pool, registry: registry, configuration: JobWorkerConfiguration(),
                                       logger: quietLogger())
                let running = Task { await worker.run() }
                defer { worker.triggerGracefulShutdown(); running.cancel() }
                let service = RevalidationService(store: try Self.store(), pool: pool, servers: [], purgeHook: hook,
                                                  nodeID: "admin", wait: .seconds(20), logger: quietLogger())
                let answer = try await service.revalidate()
                #expect(answer.purge.status == "succeeded" && answer.purge.attempts == 1 && answer.purge.lastError == nil)
                #expect(try sink.received().count == 1)
            }
        }
    }

    @Test func withoutADatabaseThisProcessIsRevalidatedAndTheHookCalledOnce() async throws {
        try await HTTPSink.with { sink in
            let service = RevalidationService(store: try Self.store(), pool: nil, servers: [], purgeHook: try Self.hook(sink),
                                              nodeID: "solo", wait: .seconds(1), logger: quietLogger())
            let ok = try await service.revalidate()
            #expect(ok.nodes.map(\.node) == ["solo"] && ok.purge.status == "succeeded" && ok.purge.attempts == 1)
            try sink.answer(500)
            let failed = try await service.revalidate()
            #expect(failed.purge.status == "failed" && failed.purge.lastError == "the purge hook answered 500")
            #expect(try sink.received().count == 2)
        }
    }

    @Test func theJobsOverviewAndRunNow() async throws {
        try await withMigratedDatabase { pool, _ in
            let schedules = WorkerJobs(pool: pool, auth: AuthConfiguration(jwtSecret: "")).schedules
            let admin = JobsAdmin(pool: pool, schedules: schedules)
            let replay = try Date("2026-03-02T13:00:00Z", strategy: .iso8601)
            let job = try #require(try await admin.runNow("digests.daily", now: replay))
            #expect(try await admin.runNow("no.such", now: replay) == nil)
            let payload = try await pool.withConnection {
                try await $0.query("select payload::text as p, kind, status from jobs.queue where id = \(job)")
            }[0]
            #expect(try payload.decode(String.self, column: "kind") == "digests.daily")
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let decoded = try decoder.decode(DigestPlanJob.Payload.self, from: Data(try payload.decode(String.self, column: "p").utf8))
            #expect(decoded.slot == replay)
            try await pool.withConnection { _ = try await $0.query("""
                insert into jobs.queue (kind, status, attempts, max_attempts, last_error, finished_at)
                values ('cdn.purge', 'dead', 8, 8, 'the purge hook answered 500', now())
                """) }
            let now = try Date("2026-03-03T12:00:00Z", strategy: .iso8601)
            let overview = try await admin.overview(now: now)
            #expect(overview.kinds.map(\.kind) == ["cdn.purge", "digests.daily"])
            #expect(overview.kinds.last?.pending == 1 && overview.kinds.first?.dead == 1)
            #expect(overview.schedules.map(\.name) == ["jobs.cleanup", "accounts.sweep", "digests.daily"])
            let digests = try #require(overview.schedules.last)
            #expect(digests.nextSlot == (try Date("2026-03-03T13:00:00Z", strategy: .iso8601)) && digests.lastSlot == nil)
            #expect(overview.failures.map(\.lastError) == ["the purge hook answered 500"])

            // Through the route: 202 with the job, 404 for an unknown schedule, 400 for a clock that is not one.
            var router = Router(access: AccessControl(adminToken: "op-secret"))
            OperationsRoutes(revalidation: RevalidationService(store: try Self.store(), pool: pool, servers: [], purgeHook: nil,
                                                               nodeID: "admin", wait: .zero, logger: quietLogger()),
                             jobs: admin).register(on: &router)
            let responder = router.build()
            func post(_ target: String, token: String = "op-secret") async -> Response {
                await responder.respond(to: Request(method: .post, target: target, headers: ["Authorization": "Bearer \(token)"]),
                                        logger: quietLogger())
            }
            let accepted = await post("/admin/jobs/accounts.sweep/run?now=2026-03-02T03:30:00Z")
            #expect(accepted.status == 202)
            let run = try JSONDecoder().decode(OperationsEndpoints.RunAnswer.self, from: Data(accepted.body))
            #expect(run.schedule == "accounts.sweep" && run.now == "2026-03-02T03:30:00Z")
            #expect(await post("/admin/jobs/nope/run").status == 404)
            #expect(await post("/admin/jobs/digests.daily/run?now=yesterday").status == 400)
            #expect(await post("/admin/jobs/digests.daily/run", token: "wrong").status == 401)
            let listed = await responder.respond(to: Request(method: .get, target: "/admin/jobs",
                                                             headers: ["Authorization": "Bearer op-secret"]), logger: quietLogger())
            #expect(listed.status == 200)
            let answer = try JSONDecoder().decode(OperationsEndpoints.JobsAnswer.self, from: Data(listed.body))
            #expect(answer.kinds.first { $0.kind == "accounts.sweep" }?.pending == 1)
        }
    }
}
