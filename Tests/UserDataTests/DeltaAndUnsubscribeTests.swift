import APIContract
import Core
import Domain
import Foundation
import Jobs
import QuadAPIModels
import Server
import Testing
@testable import UserData

/// Delta sync (`GET /changes?since=`), the unsubscribe pages and the deletion sweeper's job, against real Postgres.
/// Expected answers follow from the publishes each test records: the edited folder of ``PublishFlowTests`` changes
/// two colleges (one ranked metric, applicants); a folder changing only a college's test policy (not a ranked metric)
/// touches that college alone.
struct DeltaAndUnsubscribeTests {
    static func policyOnly() throws -> URL {
        try SampleFolders.copy { SampleFolders.set(&$0, "100654", "admissions.test_policy", "not_considered") }
    }

    @Test func theDeltaListsWhatWentStaleAndFallsBackToFull() async throws {
        let first = try SampleFolders.copy(), second = try Self.policyOnly(), third = try PublishFlowTests.edited()
        defer { [first, second, third].forEach(SampleFolders.remove) }
        try await withMigratedDatabase { pool, _ in
            let a = try SampleFolders.load(first), b = try SampleFolders.load(second), c = try SampleFolders.load(third)
            let publisher = DatasetPublisher(pool: pool)
            _ = try await publisher.publish(SampleFolders.request(a, folder: first, previous: nil))
            _ = try await publisher.publish(SampleFolders.request(b, folder: second, previous: a))
            let reader = DatasetDeltaReader(pool: pool)

            let small = try await reader.delta(since: a.publishID, current: b.publishID)
            #expect(!small.full && small.colleges == ["100654"])
            #expect(small.publishes.map(\.publish) == [b.publishID] && small.publishes.map(\.changes) == [1])
            #expect(small.documents == ["/api/app/v1/meta", "/api/app/v1/schools/100654", "/api/app/v1/schools/100654/*",
                                        "/api/app/v1/explore*", "/api/app/v1/search*", "/api/app/v1/schools/index",
                                        "/api/app/v1/compare*", "/api/app/v1/home*", "/api/app/v1/data"])

            _ = try await publisher.publish(SampleFolders.request(c, folder: third, previous: b))
            // From a to c: both publishes; c moved applicants (ranked), so every profile may have moved.
            let wide = try await reader.delta(since: a.publishID, current: c.publishID)
            #expect(!wide.full && wide.colleges == ["100654", "138558", "222178"])
            #expect(wide.publishes.map(\.publish) == [b.publishID, c.publishID])
            #expect(wide.documents.contains("/api/app/v1/schools/*") && !wide.documents.contains("/api/app/v1/schools/100654"))

            #expect(try await reader.delta(since: c.publishID, current: c.publishID)
                    == DatasetDelta(full: false, since: c.publishID, current: c.publishID))
            #expect(try await reader.delta(since: "never-published", current: c.publishID).full)
            // A client ahead of this node (it saw c; the node still serves b).
            #expect(try await reader.delta(since: c.publishID, current: b.publishID).full)
            // A publish recorded without a touched summary (before delta sync existed) forces full.
            try await pool.withConnection { _ = try await $0.query("update public.dataset_publishes set touched = null where build = \(b.publishID)") }
            #expect(try await reader.delta(since: a.publishID, current: c.publishID).full)
        }
    }

    @Test func theRouteAnswersFullWithoutADatabaseAndRequiresSince() async throws {
        let store = DatasetStore(snapshot: DatasetPublishTests.sample)
        var router = Router(middleware: Router.standardMiddleware())
        try router.group(PublicEndpoints.prefix) { app in
            DatasetRoutes(store: store, pool: nil, siteName: "Quad", siteURL: "https://quad.test", logger: quietLogger())
                .registerDelta(on: &app)
        }
        let responder = router.build()
        func get(_ target: String) async -> Response {
            await responder.respond(to: Request(method: .get, target: target), logger: quietLogger())
        }
        let current = DatasetPublishTests.sample.publishID
        let same = await get("/api/app/v1/changes?since=\(current)")
        #expect(same.status == 200)
        #expect(try JSONDecoder().decode(DatasetDelta.self, from: Data(same.body)) == DatasetDelta(full: false, since: current, current: current))
        let other = try JSONDecoder().decode(DatasetDelta.self, from: Data(await get("/api/app/v1/changes?since=old").body))
        #expect(other.full && other.current == current)
        #expect(await get("/api/app/v1/changes").status == 400)
        #expect(await get("/api/app/v1/changes?since=a&since=b").status == 400)
    }

    @Test func unsubscribeShowsAConfirmPageThenTurnsUpdatesOff() async throws {
        try await withMigratedDatabase { pool, _ in
            let user = "d8000000-0000-4000-8000-000000000001"
            try await pool.withConnection { try await $0.runScript(unsafeSQL: """
                insert into auth.users (id, email) values ('\(user)', 'ada@example.test');
                insert into public.follows (user_id, unit_id) values ('\(user)', '222178');
                """) }
            let token = try await pool.withConnection {
                try await $0.query("select unsubscribe_token from public.notification_prefs where user_id = \(user)::uuid")
            }[0].decode(String.self, column: "unsubscribe_token")
            var router = Router(middleware: Router.standardMiddleware())
            DatasetRoutes(store: DatasetStore(snapshot: DatasetPublishTests.sample), pool: pool, siteName: "Quad",
                          siteURL: "https://quad.test/", logger: quietLogger()).registerUnsubscribe(on: &router)
            let responder = router.build()
            func send(_ method: HTTPMethod, _ target: String) async -> (Int, String, String?) {
                let answer = await responder.respond(to: Request(method: method, target: target,
                                                                 headers: ["Content-Type": "application/x-www-form-urlencoded"],
                                                                 body: Array("List-Unsubscribe=One-Click".utf8)),
                                                     logger: quietLogger())
                return (answer.status, String(decoding: answer.body, as: UTF8.self), answer.headers["Content-Type"])
            }
            func updates() async throws -> Bool {
                try await pool.withConnection {
                    try await $0.query("select email_updates from public.notification_prefs where user_id = \(user)::uuid")
                }[0].decode(Bool.self, column: "email_updates")
            }
            let page = await send(.get, "/unsubscribe/\(token)?utm_source=digest")
            #expect(page.0 == 200 && page.2 == "text/html; charset=utf-8")
            #expect(page.1.contains(#"<form method="post">"#) && page.1.contains("Turn off update emails from Quad for this account?"))
            #expect(try await updates())  // looking changes nothing
            let bad = await send(.get, "/unsubscribe/not-a-token")
            #expect(bad.1.contains("That unsubscribe link isn't valid.") && bad.1.contains(#"href="https://quad.test/account#updates""#))

            let done = await send(.post, "/unsubscribe/\(token)?utm_source=digest")
            #expect(done.0 == 200 && done.1.contains("You're unsubscribed."))
            #expect(try await updates() == false)
            let unknown = await send(.post, "/unsubscribe/\(String(repeating: "0", count: 64))")
            #expect(unknown.0 == 200 && unknown.1.contains("That link isn't valid, or has already been used."))
            #expect(!unknown.1.contains("You're unsubscribed."))
        }
    }

    @Test func theSweeperJobPurgesWhatWasDeletedThirtyDaysBeforeItsSlot() async throws {
        try await withMigratedDatabase { pool, _ in
            let gone = "d9000000-0000-4000-8000-000000000001", kept = "d9000000-0000-4000-8000-000000000002"
            try await pool.withConnection { try await $0.runScript(unsafeSQL: """
                insert into auth.users (id, email) values ('\(gone)', 'gone@example.test'), ('\(kept)', 'kept@example.test');
                update public.profiles set deleted_at = now() - interval '45 days' where id = '\(gone)';
                insert into public.students (id, user_id, display_name, deleted_at)
                values ('e9000000-0000-4000-8000-000000000001', '\(kept)', 'Kit', now() - interval '45 days');
                """) }
            var registry = JobRegistry()
            registry.register(AccountSweepJob(pool: pool))
            // A run for yesterday's slot: the cutoff is 31 days ago, so the account deleted 45 days ago goes.
            let slot = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 - 86_400).rounded(.down))
            let worker = JobWorker(pool: pool, registry: registry, configuration: JobWorkerConfiguration(listen: false),
                                   logger: quietLogger())
            let job = try #require(try await JobQueue(pool: pool).enqueue(AccountSweepJob.request(.init(slot: slot))))
            #expect(try await worker.runDueJobs() == [.succeeded])
            #expect(try await ownerInt(pool, "select count(*) from auth.users where id = '\(gone)'") == 0)
            #expect(try await ownerInt(pool, "select count(*) from auth.users where id = '\(kept)'") == 1)
            #expect(try await ownerInt(pool, "select count(*) from public.students") == 1)
            let report = try await pool.withConnection { try await $0.query("""
                select accounts, students, households, job_id, array_to_string(kept_students, ',') as kept,
                       abs(extract(epoch from cutoff) - \(slot.timeIntervalSince1970 - 30 * 86_400)) < 0.01 as cutoff_ok
                from ops.sweeps
                """) }
            try #require(report.count == 1)
            #expect(try report[0].decode(Int.self, column: "accounts") == 1 && report[0].decode(Int.self, column: "students") == 0)
            #expect(try report[0].decode(Int64.self, column: "job_id") == job)
            #expect(try report[0].decode(String.self, column: "kept") == "e9000000-0000-4000-8000-000000000001")
            #expect(try report[0].decode(Bool.self, column: "cutoff_ok"))
            // A slot in the future would put the cutoff inside the grace period: refused, nothing purged.
            _ = try await JobQueue(pool: pool).enqueue(AccountSweepJob.request(.init(slot: Date().addingTimeInterval(5 * 86_400))))
            let outcome = try await worker.runDueJobs()
            guard case .retrying = outcome.first else { Issue.record("\(outcome)"); return }
            #expect(try await ownerInt(pool, "select count(*) from ops.sweeps") == 1)
        }
    }
}
