import Core
import Domain
import Foundation
import Jobs
import QuadAPIModels
import Testing
@testable import UserData

/// The update digests (userdata-map §3.2) against real Postgres: who gets one, the 24 h – 14 d window, idempotence,
/// updates off, mail not configured, sent before recorded, one digest however many runs and workers, and what the
/// message says. Expected values are worked out by hand from the rows each test writes and the site's rules; college
/// names come from the bundled sample (222178 Abilene Christian University, 138558 Abraham Baldwin Agricultural
/// College).
struct DigestTests {
    static let ada = "d7000000-0000-4000-8000-000000000001"
    static let bob = "d7000000-0000-4000-8000-000000000002"
    static let cyd = "d7000000-0000-4000-8000-000000000003"
    static let names: @Sendable (String) -> String? = { DatasetPublishTests.sample.school(id: $0)?.name }

    /// Ada follows both changed colleges; Bob follows one with update e-mails off; Cyd follows an unchanged one.
    /// Publish `p1`, 2 days old: 222178 applicants new_year and test policy disappeared, 138558 sticker revised.
    static func seed(_ pool: PostgresPool, publishedDaysAgo: Double = 2) async throws -> Int64 {
        try await pool.withConnection { db in
            try await db.runScript(unsafeSQL: """
                insert into auth.users (id, email, raw_user_meta_data) values
                  ('\(ada)', 'ada@example.test', '{}'), ('\(bob)', 'bob@example.test', '{}'), ('\(cyd)', 'cyd@example.test', '{}');
                insert into public.follows (user_id, unit_id) values
                  ('\(ada)', '222178'), ('\(ada)', '138558'), ('\(bob)', '222178'), ('\(cyd)', '100654');
                update public.notification_prefs set email_updates = false where user_id = '\(bob)';
                """)
            let id = try await db.query("""
                insert into public.dataset_publishes (build, is_build, published_at)
                values ('p1', true, now() - make_interval(secs => \(publishedDaysAgo * 86_400))) returning id
                """)[0].decode(Int64.self, column: "id")
            try await db.runScript(unsafeSQL: """
                insert into public.dataset_changes (publish_id, published_at, unit_id, field, kind, old_value, new_value,
                                                    old_year, new_year, source)
                select \(id), p.published_at, v.unit_id, v.field, v.kind, v.old::json, v.new::json, v.oy, v.ny, v.src
                from public.dataset_publishes p, (values
                  ('222178', 'admissions.test_policy', 'disappeared', '"required"', null, 'Fall 2024', null, 'IPEDS Admissions survey'),
                  ('222178', 'admissions.applicants', 'new_year', '11332', '12000', 'Fall 2024', 'Fall 2025', 'IPEDS Admissions survey'),
                  ('138558', 'cost.aided_net_price', 'revised', '9000', '9400', '2023–24', '2023–24', 'IPEDS Student Financial Aid survey')
                ) as v(unit_id, field, kind, old, new, oy, ny, src)
                where p.id = \(id);
                """)
            return id
        }
    }

    static func mailDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("quad-digests-\(UUID().uuidString)")
    }

    static func worker(_ pool: PostgresPool, auth: AuthConfiguration, clock: JobClock = .system, id: String = "w") throws -> JobWorker {
        var registry = JobRegistry()
        registry.register(DigestPlanJob(pool: pool, mailConfigured: try MailTransport(configuration: auth).isConfigured))
        registry.register(DigestSendJob(pool: pool, transport: try MailTransport(configuration: auth), mailFrom: auth.mailFrom,
                                        siteURL: "https://quad.test", collegeName: names))
        return JobWorker(pool: pool, registry: registry, configuration: JobWorkerConfiguration(listen: false, workerID: id),
                         clock: clock, logger: quietLogger())
    }

    static func files(_ directory: URL) -> AuthConfiguration {
        AuthConfiguration(jwtSecret: "", mailer: "files", mailDirectory: directory.path, mailFrom: "Quad <updates@quad.test>")
    }

    static func emls(_ directory: URL) throws -> [String] {
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".eml") }.sorted()
            .map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }
    }

    @Test func aRunSendsEachFollowerOneDigestAndRecordsItAfterSending() async throws {
        let mail = Self.mailDirectory()
        defer { try? FileManager.default.removeItem(at: mail) }
        try await withMigratedDatabase { pool, _ in
            let publish = try await Self.seed(pool)
            let plan = DigestPlanJob(pool: pool, mailConfigured: true)
            let summaries = try #require(try await plan.plan(now: Date()))
            #expect(summaries == [DigestPlanJob.Summary(publish: publish, changedColleges: 2, candidates: 1, enqueued: 1,
                                                        skipped: 1, errors: 0)])
            #expect(try await Self.worker(pool, auth: Self.files(mail)).runDueJobs() == [.succeeded])
            let messages = try Self.emls(mail)
            try #require(messages.count == 1)
            let text = messages[0].replacingOccurrences(of: "\r\n", with: "\n")
            let token = try await pool.withConnection {
                try await $0.query("select unsubscribe_token from public.notification_prefs where user_id = \(Self.ada)::uuid")
            }[0].decode(String.self, column: "unsubscribe_token")
            #expect(text.contains("\nTo: ada@example.test\n"))
            #expect(text.contains("\nSubject: Updates for 2 of your colleges\n"))
            #expect(text.contains("\nList-Unsubscribe: <https://quad.test/unsubscribe/\(token)?utm_source=digest>\n"))
            #expect(text.contains("\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\n"))
            #expect(text.contains("Content-Type: multipart/alternative; boundary="))
            // The text part, in the site's order: colleges by name, changes in the reported fields' order, no
            // "disappeared".
            #expect(text.contains("""
                Abilene Christian University
                https://quad.test/schools/222178?utm_source=digest

                - Fall 2025: 12,000 applied (fall 2024: 11,332) (IPEDS Admissions survey)

                Abraham Baldwin Agricultural College
                https://quad.test/schools/138558?utm_source=digest

                - Revised 2023–24 figure: net price after grants $9,400 (was $9,000) (IPEDS Student Financial Aid survey)

                You got this because these colleges are on your list. Figures here are usually a year or more behind a \
                college's current class: https://quad.test/data?utm_source=digest

                All your updates: https://quad.test/me/updates?utm_source=digest
                Unsubscribe: https://quad.test/unsubscribe/\(token)?utm_source=digest
                """))
            let row = try await pool.withConnection { try await $0.query("""
                select user_id::text as u, array_to_string(unit_ids, ',') as units, college_count, change_count,
                       sent_at is not null as sent, provider_message_id, published_at = (select published_at from public.dataset_publishes where id = \(publish)) as same_time
                from public.digests
                """) }
            try #require(row.count == 1)
            #expect(try row[0].decode(String.self, column: "u") == Self.ada)
            #expect(try row[0].decode(String.self, column: "units") == "222178,138558")
            #expect(try row[0].decode(Int.self, column: "college_count") == 2 && row[0].decode(Int.self, column: "change_count") == 2)
            #expect(try row[0].decode(Bool.self, column: "sent") && row[0].decode(Bool.self, column: "same_time"))
            let messageID = try #require(try row[0].decode(String?.self, column: "provider_message_id"))
            #expect(text.contains("\nMessage-ID: <\(messageID)>\n"))

            // A later run inside the window sends nothing more: the digest is recorded.
            #expect(try await plan.plan(now: Date()) == [DigestPlanJob.Summary(publish: publish, changedColleges: 2, candidates: 0,
                                                                               enqueued: 0, skipped: 2, errors: 0)])
            #expect(try await Self.worker(pool, auth: Self.files(mail)).runDueJobs().isEmpty)
            #expect(try Self.emls(mail).count == 1)
        }
    }

    @Test(arguments: [0.5, 15.0])
    func publishesOutsideTheWindowGetNoDigest(daysAgo: Double) async throws {
        try await withMigratedDatabase { pool, _ in
            _ = try await Self.seed(pool, publishedDaysAgo: daysAgo)
            #expect(try await DigestPlanJob(pool: pool, mailConfigured: true).plan(now: Date()) == [])
            #expect(try await ownerInt(pool, "select count(*) from jobs.queue") == 0)
        }
    }

    @Test func aReplayedDayUsesItsOwnClock() async throws {
        try await withMigratedDatabase { pool, _ in
            _ = try await Self.seed(pool, publishedDaysAgo: 20)
            // 20 days ago is out of the window now, and inside it for a run replayed as of 10 days ago.
            #expect(try await DigestPlanJob(pool: pool, mailConfigured: true).plan(now: Date())?.isEmpty == true)
            let replay = try await DigestPlanJob(pool: pool, mailConfigured: true).plan(now: Date().addingTimeInterval(-10 * 86_400))
            #expect(replay?.map(\.enqueued) == [1])
        }
    }

    @Test func withMailNotConfiguredNothingIsReadOrRecorded() async throws {
        try await withMigratedDatabase { pool, _ in
            _ = try await Self.seed(pool)
            let none = AuthConfiguration(jwtSecret: "", mailer: "none")
            let worker = try Self.worker(pool, auth: none)
            #expect(try await DigestPlanJob(pool: pool, mailConfigured: false).plan(now: Date()) == nil)
            _ = try await JobQueue(pool: pool).enqueue(DigestPlanJob.request(.init(slot: Date())))
            #expect(try await worker.runDueJobs() == [.succeeded])
            #expect(try await ownerInt(pool, "select count(*) from jobs.queue where kind = 'digests.send'") == 0)
            #expect(try await ownerInt(pool, "select count(*) from public.digests") == 0)
        }
    }

    @Test func manyRunsAndTwoWorkersSendOneDigest() async throws {
        let mail = Self.mailDirectory()
        defer { try? FileManager.default.removeItem(at: mail) }
        try await withMigratedDatabase(poolSize: 6) { pool, _ in
            _ = try await Self.seed(pool)
            let plan = DigestPlanJob(pool: pool, mailConfigured: true)
            // The scheduled run and an operator's replay both plan before anything is sent.
            #expect(try await plan.plan(now: Date())?.map(\.enqueued) == [1])
            #expect(try await plan.plan(now: Date())?.map(\.enqueued) == [0])
            let one = try Self.worker(pool, auth: Self.files(mail), id: "w1")
            let two = try Self.worker(pool, auth: Self.files(mail), id: "w2")
            async let a = one.runDueJobs()
            async let b = two.runDueJobs()
            let outcomes = try await a + b
            #expect(outcomes == [.succeeded])
            #expect(try Self.emls(mail).count == 1)
            #expect(try await ownerInt(pool, "select count(*) from public.digests") == 1)
        }
    }

    @Test func aJobThatGaveUpIsRevivedByALaterRunInsideTheWindow() async throws {
        try await withMigratedDatabase { pool, _ in
            _ = try await Self.seed(pool)
            let plan = DigestPlanJob(pool: pool, mailConfigured: true)
            _ = try await plan.plan(now: Date())
            try await pool.withConnection { _ = try await $0.query("""
                update jobs.queue set status = 'dead', attempts = 3, max_attempts = 3, last_error = 'smtp down', finished_at = now()
                where kind = 'digests.send'
                """) }
            #expect(try await plan.plan(now: Date())?.map(\.enqueued) == [1])
            #expect(try await ownerInt(pool, """
                select count(*) from jobs.queue where kind = 'digests.send' and status = 'pending' and attempts = 0
                  and run_key = 'digest:' || (select id from public.dataset_publishes) || ':\(Self.ada)'
                """) == 1)
        }
    }

    @Test(.enabled(if: SMTPSink.python3 != nil, "python3 is not on PATH: the SMTP tests need Tests/Clients/smtp_sink.py"))
    func aFailedSendRecordsNothingAndIsRetried() async throws {
        let refusing = try await SMTPSink.start(["--refuse", "ada@example.test=451"])
        let port = refusing.port
        try await withMigratedDatabase { pool, _ in
            _ = try await Self.seed(pool)
            let auth = AuthConfiguration(jwtSecret: "", mailer: "smtp", smtpURL: "smtp://127.0.0.1:\(port)",
                                         mailFrom: "Quad <updates@quad.test>", smtpCAFile: SMTPSink.caFile)
            _ = try await DigestPlanJob(pool: pool, mailConfigured: true).plan(now: Date())
            // A second past the database's now() of the plan's insert, so its job is due.
            let clock = TestClock(Date().addingTimeInterval(1))
            let worker = try Self.worker(pool, auth: auth, clock: clock.jobClock)
            let outcomes = try await worker.runDueJobs()
            try #require(outcomes.count == 1)
            guard case let .retrying(at) = outcomes[0] else { Issue.record("\(outcomes)"); return }
            // The kind's first backoff: 5 minutes after the failed attempt.
            #expect(abs(at.timeIntervalSince(clock.now) - 300) < 1)
            #expect(try await ownerInt(pool, """
                select count(*) from jobs.queue where kind = 'digests.send' and status = 'pending' and attempts = 1
                  and last_error like '%451%'
                """) == 1)
            #expect(try await ownerInt(pool, "select count(*) from public.digests") == 0)
            refusing.stop()
            try await SMTPSink.with(["--port", String(port)]) { (sink: SMTPSink) async throws in
                clock.advance(301)
                #expect(try await worker.runDueJobs() == [.succeeded])
                #expect(try sink.received().map(\.recipients) == [["ada@example.test"]])
                #expect(try await ownerInt(pool, "select count(*) from public.digests where sent_at is not null") == 1)
            }
        }
    }

    @Test func theContentCutsOffAtEightCollegesAndEscapesTheHTML() throws {
        func change(_ id: String) -> StoredChange {
            var change = StoredChange()
            change.unitID = id
            change.field = "outcomes.graduation_rate"
            change.kind = "updated"
            change.oldValue = .number(0.5)
            change.newValue = .number(0.55)
            return change
        }
        let colleges = (1...9).map { DigestContent.College(unitID: String($0), name: "College \($0) & Co", changes: [change(String($0))]) }
        let digest = try #require(DigestContent.make(colleges, siteURL: "https://quad.test/", unsubscribeToken: "t"))
        #expect(digest.subject == "Updates for 9 of your colleges")
        #expect(digest.colleges.count == 8 && digest.moreCount == 1 && digest.collegeCount == 9 && digest.unitIDs.count == 9)
        #expect(digest.text.contains("…and 1 more on your updates page: https://quad.test/me/updates?utm_source=digest"))
        #expect(digest.html.contains("College 1 &amp; Co") && !digest.html.contains("College 1 & Co"))
        #expect(digest.html.contains("Most recent release: graduation rate 55% (was 50%)"))
        #expect(!digest.html.contains("<img"))
        let one = try #require(DigestContent.make([colleges[0]], siteURL: "https://quad.test", unsubscribeToken: "t"))
        #expect(one.subject == "College 1 & Co: new figures are in" && one.moreCount == 0)
        var gone = change("1")
        gone.kind = "disappeared"
        #expect(DigestContent.make([DigestContent.College(unitID: "1", name: "X", changes: [gone])], siteURL: "s",
                                   unsubscribeToken: "t") == nil)
    }
}
