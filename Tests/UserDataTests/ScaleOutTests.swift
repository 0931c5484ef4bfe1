import Core
import Domain
import Foundation
import Jobs
import QuadAPIModels
import Testing
import TestSupport
@testable import UserData

/// Faults and scale with several `quad` processes on this machine and one real database: two API nodes follow a
/// publish and a revalidation, two workers send each digest once, a worker killed mid-job has its job retried once
/// after the visibility timeout, a publish killed before it commits leaves the previous one serving, and Postgres
/// restarted under a worker and a node: both reconnect and LISTEN again by themselves.
///
/// Run with the live suites (`scripts/test`): the processes open sockets and must not compete with the CPU-heavy
/// suites. Every wait is bounded.
@Suite(.serialized)
struct ScaleOutTests {
    static let token = "scale-out-admin-token"

    /// The environment of a node or worker on `database`, serving `folder` until a publish says otherwise.
    static func environment(_ database: String, folder: URL, mail: URL? = nil, extra: [String: String] = [:]) -> [String: String] {
        var env = [
            "QUAD_DATABASE_URL": database, "QUAD_DATA_DIR": folder.path, "QUAD_PORT": "0", "QUAD_HOST": "127.0.0.1",
            "QUAD_ADMIN_PORT": "0", "QUAD_ADMIN_TOKEN": token, "QUAD_LOG_ACCESS": "false", "QUAD_DATABASE_POOL_SIZE": "3",
            "QUAD_RATE_LIMIT_ENABLED": "false", "QUAD_JOBS_POLL_SECONDS": "1", "QUAD_AUTH_SITE_URL": "https://quad.test",
            "QUAD_AUTH_MAILER": "files",
            "QUAD_AUTH_MAIL_DIR": (mail ?? FileManager.default.temporaryDirectory.appendingPathComponent("quad-mail-\(UUID().uuidString)")).path,
            "QUAD_SHUTDOWN_GRACE_SECONDS": "5", "QUAD_SHUTDOWN_HARD_LIMIT_SECONDS": "20",
        ]
        for (key, value) in extra { env[key] = value }
        return env
    }

    static func get(_ port: Int, _ target: String) async throws -> RawResponse {
        try await blocking { try RawConnection(port: port).request("GET", target, headers: [("Accept-Encoding", "gzip")]) }
    }

    static func post(_ port: Int, _ target: String) async throws -> RawResponse {
        try await blocking {
            try RawConnection(port: port, timeoutSeconds: 30).request("POST", target, headers: [("Authorization", "Bearer \(token)")])
        }
    }

    static func publish(_ pool: PostgresPool, _ next: DatasetSnapshot, _ folder: URL, previous: DatasetSnapshot?) async throws {
        _ = try await DatasetPublisher(pool: pool).publish(SampleFolders.request(next, folder: folder, previous: previous))
    }

    @Test func twoNodesFollowAPublishAndARevalidationEmptiesBothCaches() async throws {
        let first = try SampleFolders.copy(), second = try PublishFlowTests.edited()
        defer { SampleFolders.remove(first); SampleFolders.remove(second) }
        try await withMigratedDatabase { pool, database in
            let a = try SampleFolders.load(first), b = try SampleFolders.load(second)
            try await Self.publish(pool, a, first, previous: nil)
            let env = Self.environment(database.url, folder: first)
            let one = try QuadProcess(["serve", "--mode", "api,admin"], environment: env)
            let two = try QuadProcess(["serve", "--mode", "api"], environment: env)
            let ports = [try await one.port(of: "api"), try await two.port(of: "api")]
            let admin = try await one.port(of: "admin")
            #expect(try await eventually(within: .seconds(60)) { try await ownerInt(pool, "select count(*) from ops.nodes") == 2 })
            for port in ports { #expect(try await Self.get(port, "/api/app/v1/meta").header("X-Dataset-Publish") == a.publishID) }

            // A publish reaches both nodes, with no restart: from the commit to the first answer on each node that
            // carries the new id, within the bound; that first answer is a cache hit (the warm-up rendered it).
            let request = SampleFolders.request(b, folder: second, previous: a)
            _ = try await DatasetPublisher(pool: pool).publish(request)
            let committed = ContinuousClock.now
            async let reachedOne = Self.firstAnswer(ports[0], carrying: b.publishID, since: committed)
            async let reachedTwo = Self.firstAnswer(ports[1], carrying: b.publishID, since: committed)
            for (node, reached) in zip([one, two], try await [reachedOne, reachedTwo]) {
                let (answer, after) = try #require(reached, "the node did not reach the publish: \(node.output)")
                _ = await node.waitForLog([#""msg":"publish swapped in""#], within: .seconds(10))
                #expect(after < Self.swapBound, "reached the publish \(after) after the commit: \(Self.swapLine(node.output))")
                #expect(answer.header("X-Request-Id") == nil, "answered from the cache")
            }
            // Revalidate: both caches empty, both nodes acknowledge.
            for port in ports {
                _ = try await Self.get(port, "/api/app/v1/schools/index")
                #expect(try await Self.get(port, "/api/app/v1/schools/index").header("X-Request-Id") == nil)
            }
            let answer = try await Self.post(admin, "/admin/revalidate")
            #expect(answer.status == 200)
            let body = try JSONDecoder().decode(RevalidateBody.self, from: Data(answer.body))
            #expect(body.revalidated && body.nodes.count == 2 && body.missing.isEmpty && body.publish == b.publishID)
            for port in ports {
                #expect(try await Self.get(port, "/api/app/v1/schools/index").header("X-Request-Id") != nil, "rendered again")
            }
            #expect(await one.stop() == 0)
            #expect(await two.stop() == 0)
        }
    }

    /// How long a publish may take to reach a node: from the commit to the first answer carrying the new
    /// `X-Dataset-Publish` (the node hears the NOTIFY, loads the folder, warms its six heaviest documents, swaps).
    /// The issue's 2 s is a release figure: `Benchmarks/run swap` measures it (not yet run in release: the release build did not finish on the shared machine in session 3). A debug build loads
    /// and renders about 5× slower, and while the suite runs the two cores are shared with other builds: here, with
    /// both nodes swapping at once under a load average of 15–26, a debug node took 2.1–4.5 s (load 1.3–2.9 s, the
    /// side-by-side warm 0.8–1.6 s, `/home` the slowest; the node logs `loadMs` and `warmMs`). So a debug build gets
    /// the 2 s × 5 (debug) × 1.5 (a shared machine) = 15 s.
    #if DEBUG
    static let swapBound: Duration = .seconds(15)
    #else
    static let swapBound: Duration = .seconds(2)
    #endif

    /// Polls `/meta` on `port` every 10 ms until an answer carries `publish` (for at most a minute): that answer
    /// and how long after `since` it arrived; nil if none did.
    static func firstAnswer(_ port: Int, carrying publish: String,
                            since: ContinuousClock.Instant) async throws -> (RawResponse, Duration)? {
        while ContinuousClock.now - since < .seconds(60) {
            let answer = try await Self.get(port, "/api/app/v1/meta")
            if answer.header("X-Dataset-Publish") == publish { return (answer, ContinuousClock.now - since) }
            try await Task.sleep(for: .milliseconds(10))
        }
        return nil
    }

    /// The node's `publish swapped in` line (where the time went: `loadMs`, `warmMs`, `ms`).
    static func swapLine(_ log: String) -> String {
        log.split(separator: "\n").last { $0.contains(#""msg":"publish swapped in""#) }.map(String.init) ?? "no swap logged"
    }

    struct RevalidateBody: Decodable {
        var revalidated: Bool
        var publish: String
        var nodes: [Node]
        var missing: [String]
        struct Node: Decodable { var node: String }
    }

    @Test(.enabled(if: SMTPSink.python3 != nil, "python3 is not on PATH"))
    func aDigestRunWithTwoWorkersSendsEachDigestOnce() async throws {
        let folder = try SampleFolders.copy()
        defer { SampleFolders.remove(folder) }
        try await SMTPSink.with { sink in
            try await withMigratedDatabase { pool, database in
                _ = try await DigestTests.seed(pool)
                // A second follower with a digest due: Eve follows 138558.
                try await pool.withConnection { try await $0.runScript(unsafeSQL: """
                    insert into auth.users (id, email) values ('d7000000-0000-4000-8000-000000000009', 'eve@example.test');
                    insert into public.follows (user_id, unit_id) values ('d7000000-0000-4000-8000-000000000009', '138558');
                    """) }
                let env = Self.environment(database.url, folder: folder, extra: [
                    "QUAD_AUTH_MAILER": "smtp", "QUAD_AUTH_SMTP_URL": sink.url(), "QUAD_AUTH_SMTP_CA_FILE": SMTPSink.caFile,
                ])
                let workers = try (0..<2).map { _ in try QuadProcess(["serve", "--mode", "worker"], environment: env) }
                // Both started (a worker sent SIGTERM while still loading the dataset dies of it, exit status unset).
                for worker in workers { #expect(await worker.waitForLog([#""msg":"worker started""#]), "\(worker.output)") }
                // Besides the slot each worker's scheduler enqueues at start, two operator runs of the same day.
                let admin = JobsAdmin(pool: pool, schedules: WorkerJobs(pool: pool, auth: AuthConfiguration(jwtSecret: "")).schedules)
                _ = try await admin.runNow("digests.daily", now: Date())
                _ = try await admin.runNow("digests.daily", now: Date())
                let done = try await eventually(within: .seconds(90)) {
                    let sent = try await ownerInt(pool, "select count(*) from public.digests")
                    let open = try await ownerInt(pool, """
                        select count(*) from jobs.queue where kind like 'digests.%' and status in ('pending', 'running')
                        """)
                    return sent == 2 && open == 0
                }
                #expect(done, "\(workers.map(\.output))")
                #expect(try sink.received().map(\.recipients).sorted { $0[0] < $1[0] } == [["ada@example.test"], ["eve@example.test"]])
                #expect(try await ownerInt(pool, "select count(*) from jobs.queue where kind = 'digests.daily' and status = 'succeeded'") >= 3)
                for worker in workers { #expect(await worker.stop() == 0) }
            }
        }
    }

    @Test(.enabled(if: SMTPSink.python3 != nil, "python3 is not on PATH"))
    func aWorkerKilledMidJobHasItsJobRetriedOnceAfterTheVisibilityTimeout() async throws {
        let folder = try SampleFolders.copy()
        defer { SampleFolders.remove(folder) }
        // The server waits 4 s before its greeting: a worker is mid-job for that long.
        try await SMTPSink.with(["--delay-ms", "4000"]) { sink in
            try await withMigratedDatabase { pool, database in
                let job = try await pool.withConnection { db -> Int64 in
                    _ = try await db.query("""
                        insert into auth.mail_outbox (recipient, subject, body_text, kind) values ('ada@example.test', 'Hello', 'Hi', 'test')
                        """)
                    return try await db.query("update jobs.queue set visibility_seconds = 8 where kind = 'mail.deliver' returning id")[0]
                        .decode(Int64.self, column: "id")
                }
                let env = Self.environment(database.url, folder: folder, extra: [
                    "QUAD_AUTH_MAILER": "smtp", "QUAD_AUTH_SMTP_URL": sink.url(), "QUAD_AUTH_SMTP_CA_FILE": SMTPSink.caFile,
                ])
                let doomed = try QuadProcess(["serve", "--mode", "worker"], environment: env)
                #expect(try await eventually(within: .seconds(60)) {
                    try await ownerInt(pool, "select count(*) from jobs.queue where id = \(job) and status = 'running' and attempts = 1") == 1
                })
                doomed.kill9()
                #expect(try sink.received().isEmpty)
                let survivor = try QuadProcess(["serve", "--mode", "worker"], environment: env)
                let finished = try await eventually(within: .seconds(60)) {
                    try await ownerInt(pool, "select count(*) from jobs.queue where id = \(job) and status = 'succeeded'") == 1
                }
                #expect(finished, "\(survivor.output)")
                let attempts = try await ownerInt(pool, "select attempts from jobs.queue where id = \(job)")
                let rows = try await pool.withConnection { try await $0.query(PostgresQuery(unsafeSQL: """
                    select (select row_to_json(q)::text from jobs.queue q where id = \(job)) as job,
                           (select json_agg(o)::text from auth.mail_outbox o) as outbox
                    """)) }
                let state = "\(try rows[0].decode(String?.self, column: "job") ?? "")\n\(try rows[0].decode(String?.self, column: "outbox") ?? "")"
                #expect(attempts == 2, "\(state)\n\(doomed.output)\n---\n\(survivor.output)")
                #expect(try sink.received().count == 1)
                #expect(try await ownerInt(pool, "select count(*) from auth.mail_outbox where sent_at is not null") == 1)
                #expect(await survivor.stop() == 0)
            }
        }
    }

    @Test func aPublishKilledBeforeItCommitsLeavesThePreviousPublishServing() async throws {
        let first = try SampleFolders.copy(), second = try PublishFlowTests.edited()
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("quad-store-\(UUID().uuidString)")
        defer { SampleFolders.remove(first); SampleFolders.remove(second); try? FileManager.default.removeItem(at: store) }
        try await withMigratedDatabase { pool, database in
            let a = try SampleFolders.load(first), b = try SampleFolders.load(second)
            let env = Self.environment(database.url, folder: first, extra: ["QUAD_DATA_PUBLISH_DIR": store.path])
            let initial = try QuadProcess(["publish", first.path], environment: env)
            #expect(try await eventually(within: .seconds(120)) { initial.exited() }, "\(initial.output)")
            #expect(initial.output.contains("publish: recorded \(a.publishID)"), "\(initial.output)")
            #expect(PublishStore(root: store).currentBuild() == a.publishID)

            // Another session holds the publish lock, so the second publish stops inside its transaction; kill it there.
            try await pool.withConnection { held in
                _ = try await held.query("select pg_advisory_lock(\(DatasetPublisher.lockKey))")
                let doomed = try QuadProcess(["publish", second.path], environment: env)
                let cluster = try await TestCluster.admin.value
                let waiting = try await eventually(within: .seconds(120)) {
                    try await ownerInt(cluster, """
                        select count(*) from pg_locks l join pg_database d on d.oid = l.database
                        where l.locktype = 'advisory' and not l.granted and d.datname = '\(database.name)'
                        """) == 1
                }
                #expect(waiting, "\(doomed.output)")
                doomed.kill9()
                _ = try await held.query("select pg_advisory_unlock(\(DatasetPublisher.lockKey))")
            }
            #expect(try await CurrentPublish.read(pool)?.build == a.publishID)
            #expect(try await ownerInt(pool, "select count(*) from public.dataset_publishes where is_build") == 1)
            #expect(PublishStore(root: store).currentBuild() == a.publishID)

            // A node started now serves the previous publish; the publish run again completes, and the node follows.
            let node = try QuadProcess(["serve", "--mode", "api"], environment: env)
            let port = try await node.port(of: "api")
            #expect(try await Self.get(port, "/api/app/v1/meta").header("X-Dataset-Publish") == a.publishID)
            let again = try QuadProcess(["publish", second.path], environment: env)
            #expect(try await eventually(within: .seconds(120)) { again.exited() }, "\(again.output)")
            #expect(again.output.contains("publish: what changed since \(a.publishID): 2 changes"), "\(again.output)")
            #expect(try await eventually(within: .seconds(30)) {
                try await Self.get(port, "/api/app/v1/meta").header("X-Dataset-Publish") == b.publishID
            })
            #expect(PublishStore(root: store).currentBuild() == b.publishID)
            #expect(await node.stop() == 0)
        }
    }

    @Test func postgresRestartedUnderAWorkerAndANodeTheyReconnectAndListenAgain() async throws {
        let first = try SampleFolders.copy(), second = try PublishFlowTests.edited()
        let mail = FileManager.default.temporaryDirectory.appendingPathComponent("quad-mail-\(UUID().uuidString)")
        defer { SampleFolders.remove(first); SampleFolders.remove(second); try? FileManager.default.removeItem(at: mail) }
        // A cluster of its own, so restarting it disturbs no other test.
        let base = try TestCluster.pgLocal(["start", "faults"])
        let name = "quad_faults_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(12)
        let admin = PostgresPool(configuration: PostgresConfiguration(connectionString: base, poolSize: 1, acquireTimeout: .seconds(30)),
                                 logger: quietLogger())
        try await admin.withConnection { _ = try await $0.query("create database \(identifier: name)") }
        let url = TestCluster.url(base, database: name)
        let pool = PostgresPool(configuration: PostgresConfiguration(connectionString: url, poolSize: 2, acquireTimeout: .seconds(30)),
                                logger: quietLogger())
        do {
            _ = try await MigrationRunner(pool: pool, migrations: try Migration.bundled(), logger: quietLogger()).run()
            let a = try SampleFolders.load(first), b = try SampleFolders.load(second)
            try await Self.publish(pool, a, first, previous: nil)
            // A long poll interval: after the restart, only a notification wakes the worker in time.
            let env = Self.environment(url, folder: first, mail: mail, extra: ["QUAD_JOBS_POLL_SECONDS": "600"])
            let worker = try QuadProcess(["serve", "--mode", "worker"], environment: env)
            let node = try QuadProcess(["serve", "--mode", "api"], environment: env)
            let port = try await node.port(of: "api")
            #expect(await worker.waitForLog([#""msg":"worker started""#]))
            #expect(try await eventually(within: .seconds(60)) { try await ownerInt(pool, "select count(*) from ops.nodes") == 1 })

            _ = try TestCluster.pgLocal(["restart", "faults"])
            #expect(await worker.waitForLog(["listening again"], within: .seconds(60)), "\(worker.output)")
            #expect(await node.waitForLog(["listening again"], within: .seconds(60)), "\(node.output)")

            // The worker hears the next job's notification: mail queued after the restart goes out within seconds.
            try await pool.withConnection { _ = try await $0.query("""
                insert into auth.mail_outbox (recipient, subject, body_text, kind) values ('ada@example.test', 'After', 'Hi', 'test')
                """) }
            #expect(try await eventually(within: .seconds(30)) {
                (try? FileManager.default.contentsOfDirectory(atPath: mail.path))?.contains { $0.hasSuffix(".eml") } == true
            }, "\(worker.output)")
            // The node hears the next publish.
            try await Self.publish(pool, b, second, previous: a)
            #expect(try await eventually(within: .seconds(30)) {
                try await Self.get(port, "/api/app/v1/meta").header("X-Dataset-Publish") == b.publishID
            }, "\(node.output)")
            #expect(await worker.stop() == 0)
            #expect(await node.stop() == 0)
        } catch {
            Issue.record(error)
        }
        await pool.shutdown(within: .seconds(2))
        try? await admin.withConnection { _ = try await $0.query("drop database if exists \(identifier: name) with (force)") }
        await admin.shutdown(within: .seconds(2))
    }
}
