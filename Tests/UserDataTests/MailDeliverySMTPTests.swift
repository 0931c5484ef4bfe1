import Core
import Foundation
import Server
import Testing
@testable import UserData

/// The outbox delivered by the `smtp` mailer (libcurl, STARTTLS) to a real SMTP server (Tests/Clients/smtp_sink.py), against a fresh
/// migrated database per test: what is sent, what stays queued (4xx, no server), what is given up (5xx), and a failed
/// send retried by its `mail.deliver` job after the backoff. `deliverMail()` runs the due mail jobs as the worker
/// would and counts those that succeeded.
@Suite(.enabled(if: SMTPSink.python3 != nil, "python3 is not on PATH: the SMTP tests need Tests/Clients/smtp_sink.py"))
struct MailDeliverySMTPTests {
    /// The auth harness with mail going to `url` over SMTP with STARTTLS, trusting the sink's certificate.
    func withSMTP(_ url: String, _ body: (AuthHarness) async throws -> Void) async throws {
        try await AuthHarness.with(adjust: { $0.mailer = "smtp"; $0.smtpURL = url; $0.smtpCAFile = SMTPSink.caFile }, body)
    }

    /// Queues one message straight into the outbox and returns its id.
    func queue(_ auth: AuthHarness, to recipient: String, body: String = "Hello") async throws -> Int {
        let escaped = body.replacingOccurrences(of: "'", with: "''")
        return try await auth.count("""
            insert into auth.mail_outbox (recipient, subject, body_text, kind)
            values ('\(recipient)', 'Test message', '\(escaped)', 'test') returning id
            """)
    }

    /// attempts, sent?, given up (send_after = infinity)?, due now?, last_error of one row.
    func state(_ auth: AuthHarness, _ id: Int) async throws -> (attempts: Int, sent: Bool, givenUp: Bool, due: Bool, error: String?) {
        let row = try await auth.pool.withConnection {
            try await $0.query(PostgresQuery(unsafeSQL: """
                select attempts, (sent_at is not null)::int as sent, (send_after = 'infinity')::int as given_up,
                  (send_after <= now())::int as due, last_error
                from auth.mail_outbox where id = \(id)
                """))
        }.first!
        return (try row.decode(Int.self, column: "attempts"), try row.decode(Int.self, column: "sent") == 1,
                try row.decode(Int.self, column: "given_up") == 1, try row.decode(Int.self, column: "due") == 1,
                try row.decode(String?.self, column: "last_error"))
    }

    @Test func magicLinkGoesOutOverSMTP() async throws {
        try await SMTPSink.with { sink in
            try await withSMTP(sink.url()) { auth in
                _ = try await auth.signUp("ada@example.com")
                let sent = try await auth.send(.post, "/auth/v1/otp", json: ["email": "ada@example.com", "create_user": false])
                #expect(sent.status == 200)
                #expect(try auth.mails().isEmpty)  // nothing goes to files with the smtp mailer
                // The message goes out by its mail.deliver job, which the harness runs right after the answer.
                var received = try sink.received()
                var sentRows = 0
                for _ in 0..<100 where received.isEmpty || sentRows == 0 {
                    try await Task.sleep(for: .milliseconds(100))
                    received = try sink.received()
                    sentRows = try await auth.count("select count(*) from auth.mail_outbox where sent_at is not null")
                }
                try #require(received.count == 1)
                let mail = received[0]
                #expect(mail.mailFrom == "no-reply@localhost")
                #expect(mail.recipients == ["ada@example.com"])
                let lines = mail.text.components(separatedBy: "\n")
                #expect(lines.contains("From: Quad <no-reply@localhost>"))
                #expect(lines.contains("To: ada@example.com"))
                #expect(lines.contains("Subject: Your Quad sign-in link"))
                let link = try #require(mail.text.split(whereSeparator: \.isWhitespace)
                    .first { $0.hasPrefix("http://localhost:8080/auth/v1/verify?") })
                #expect(AuthHarness.items(link.split(separator: "?")[1])["type"] == "magiclink")
                #expect(try await auth.count("select count(*) from auth.mail_outbox where sent_at is not null") == 1)
                // The link from the SMTP message signs in.
                let redirect = try await auth.send(.get, AuthHarness.target(of: String(link)))
                #expect(redirect.status == 303)
                // Sent rows are not sent again.
                #expect(try await auth.deliverMail() == 0)
                #expect(try sink.received().count == 1)
            }
        }
    }

    @Test func dotLinesComeBackAsWritten() async throws {
        try await SMTPSink.with { sink in
            try await withSMTP(sink.url()) { auth in
                let id = try await queue(auth, to: "ada@example.com", body: "Top\n.\n.dot\n..two\nEnd")
                #expect(try await auth.deliverMail() == 1)
                let received = try sink.received()
                try #require(received.count == 1)
                #expect(received[0].text.hasSuffix("\n\nTop\n.\n.dot\n..two\nEnd"))
                #expect(received[0].text.contains("\nSubject: Test message\n"))
                let row = try await state(auth, id)
                #expect(row.sent && row.attempts == 1 && row.error == nil)
            }
        }
    }

    @Test func refused550IsRecordedAndNotRetried() async throws {
        try await SMTPSink.with(["--refuse", "gone@example.com=550"]) { sink in
            try await withSMTP(sink.url()) { auth in
                let gone = try await queue(auth, to: "gone@example.com")
                let fine = try await queue(auth, to: "ada@example.com")
                #expect(try await auth.deliverMail() == 1)
                let row = try await state(auth, gone)
                #expect(!row.sent && row.attempts == 1 && row.givenUp && !row.due)
                #expect(row.error?.hasPrefix("permanent failure: ") == true)
                #expect(row.error?.contains("550") == true)
                #expect(try await state(auth, fine).sent)
                // Never picked up again.
                #expect(try await auth.deliverMail() == 0)
                #expect(try await state(auth, gone).attempts == 1)
                #expect(try sink.received().map(\.recipients) == [["ada@example.com"]])
            }
        }
    }

    @Test func messageRefusedAfterDATAOrAnUnusableAddressIsGivenUp() async throws {
        try await SMTPSink.with(["--refuse-data", "spam@example.com=554"]) { sink in
            try await withSMTP(sink.url()) { auth in
                let refused = try await queue(auth, to: "spam@example.com")
                // Passes the table's check (lower case, an @) but cannot go into RCPT TO.
                let unusable = try await queue(auth, to: "a b@example.com")
                #expect(try await auth.deliverMail() == 0)
                let first = try await state(auth, refused)
                #expect(!first.sent && first.attempts == 1 && first.givenUp)
                #expect(first.error?.hasPrefix("permanent failure: SMTP message: 554") == true)
                let second = try await state(auth, unusable)
                #expect(!second.sent && second.attempts == 1 && second.givenUp)
                #expect(try sink.received().isEmpty)
            }
        }
    }

    @Test func deferred451StaysQueuedWithBackoff() async throws {
        try await SMTPSink.with(["--refuse", "busy@example.com=451"]) { sink in
            try await withSMTP(sink.url()) { auth in
                let busy = try await queue(auth, to: "busy@example.com")
                let fine = try await queue(auth, to: "ada@example.com")
                let before = Date()
                #expect(try await auth.deliverMail() == 1)
                let after = Date()
                let row = try await state(auth, busy)
                #expect(!row.sent && row.attempts == 1 && !row.givenUp && !row.due)
                #expect(row.error?.contains("451") == true)
                #expect(row.error?.hasPrefix("permanent") == false)
                // The first retry waits 2^0 = 1 minute (the backoff of the outbox): 60 s after this attempt, which
                // happened between `before` and `after` (however loaded the machine).
                #expect(try await auth.count("""
                    select (extract(epoch from send_after) between \(before.timeIntervalSince1970 + 59)
                                                             and \(after.timeIntervalSince1970 + 61))::int
                    from auth.mail_outbox where id = \(busy)
                    """) == 1)
                #expect(try await state(auth, fine).sent)
            }
        }
    }

    /// No server: each message's job records the connection failure on its own row and is retried later (one job
    /// per message, so there is no batch for a connection failure to stop).
    @Test func noServerLeavesMailQueuedWithoutCrashing() async throws {
        let closed = try await SMTPSink.start()
        closed.stop()
        try await withSMTP(closed.url()) { auth in
            let first = try await queue(auth, to: "ada@example.com")
            let second = try await queue(auth, to: "bob@example.com")
            #expect(try await auth.deliverMail() == 0)
            for id in [first, second] {
                let row = try await state(auth, id)
                #expect(!row.sent && row.attempts == 1 && !row.givenUp && !row.due)
                #expect(row.error?.contains("SMTP connect") == true)
            }
            #expect(try await auth.count("""
                select count(*) from jobs.queue where kind = 'mail.deliver' and status = 'pending' and attempts = 1
                """) == 2)
        }
    }

    /// A send that failed is retried by its job after the backoff (1 minute for the first retry), without any new
    /// mail being queued: the server is down for the first attempt and back for the second.
    @Test func aFailedSendIsRetriedAfterTheBackoff() async throws {
        let down = try await SMTPSink.start()
        let port = down.port
        down.stop()
        try await withSMTP("smtp://127.0.0.1:\(port)") { auth in
            let id = try await queue(auth, to: "ada@example.com")
            #expect(try await auth.deliverMail() == 0)
            #expect(try await state(auth, id).attempts == 1)
            auth.clock.advance(50)
            #expect(try await auth.deliverMail() == 0)   // not due yet: nothing tried
            #expect(try await state(auth, id).attempts == 1)
            try await SMTPSink.with(["--port", String(port)]) { sink in
                auth.clock.advance(11)
                #expect(try await auth.deliverMail() == 1)
                #expect(try sink.received().map(\.recipients) == [["ada@example.com"]])
                let row = try await state(auth, id)
                #expect(row.sent && row.attempts == 2 && row.error == nil)
                #expect(try await auth.count("""
                    select count(*) from jobs.queue where kind = 'mail.deliver' and status = 'succeeded' and attempts = 2
                      and run_key = 'mail_outbox:\(id)'
                    """) == 1)
            }
        }
    }

    @Test func badURLIsAConfigurationErrorAndTouchesNoRow() async throws {
        try await withSMTP("smtp://quad@mail.example.com:25") { auth in
            let id = try await queue(auth, to: "ada@example.com")
            #expect(try await auth.deliverMail() == 0)
            let row = try await state(auth, id)
            #expect(!row.sent && row.attempts == 0 && row.due && row.error == nil)
            // The job failed with the configuration error naming the key, and waits for a retry.
            #expect(try await auth.count("""
                select count(*) from jobs.queue where kind = 'mail.deliver' and status = 'pending'
                  and last_error like '%auth.smtpURL%'
                """) == 1)
        }
    }
}
