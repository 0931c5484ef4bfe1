import Foundation
import Testing
@testable import UserData

/// The SMTP mailer's settings, framing and conversation. The conversations run against a real SMTP server
/// (Tests/Clients/smtp_sink.py, Python's `smtpd`), not a mock; expected bytes are written out by hand from RFC 5321
/// (dot-stuffing §4.5.2, CRLF line endings) and the sink's own decoding.
struct SMTPMailerTests {
    // MARK: Settings (auth.smtpURL)

    @Test func plainURLsParse() throws {
        let relay = try SMTPSettings(url: "smtp://127.0.0.1:2525")
        #expect(relay.host == "127.0.0.1" && relay.port == 2525 && relay.username == nil && relay.password == nil)
        let defaultPort = try SMTPSettings(url: "smtp://mail.example.com")
        #expect(defaultPort.host == "mail.example.com" && defaultPort.port == 25)
        let withAuth = try SMTPSettings(url: "smtp://quad:p%40ss@localhost:587/")
        #expect(withAuth.username == "quad" && withAuth.password == "p@ss" && withAuth.port == 587)
        let ipv6 = try SMTPSettings(url: "smtp://quad:secret@[::1]:25")
        #expect(ipv6.host == "::1" && ipv6.username == "quad")
    }

    @Test(arguments: [
        ("", "is empty"),
        ("127.0.0.1:25", "not a URL"),
        ("http://127.0.0.1:25", "unsupported scheme"),
        ("smtps://127.0.0.1:465", "TLS"),
        ("smtp://quad:secret@mail.example.com:25", "loopback"),
        ("smtp://quad:secret@10.0.0.5:25", "loopback"),
        ("smtp://quad@127.0.0.1:25", "both a user and a password"),
        ("smtp://127.0.0.1:25/inbox", "no path"),
        ("smtp://:25", "no host"),
    ])
    func badURLsAreConfigurationErrorsNamingTheKey(url: String, fragment: String) {
        #expect {
            try SMTPSettings(url: url)
        } throws: { error in
            guard let error = error as? MailConfigurationError else { return false }
            return error.key == "auth.smtpURL" && error.description.hasPrefix("auth.smtpURL: ") && error.reason.contains(fragment)
        }
    }

    @Test func loopbackHosts() {
        for host in ["localhost", "LOCALHOST", "127.0.0.1", "127.8.9.10", "::1"] { #expect(SMTPSettings.isLoopback(host), "\(host)") }
        for host in ["128.0.0.1", "10.0.0.1", "::2", "mail.example.com", "localhost.example.com", "0.0.0.0"] {
            #expect(!SMTPSettings.isLoopback(host), "\(host)")
        }
    }

    @Test func startUpValidationNamesTheKey() throws {
        func check(_ adjust: (inout AuthConfiguration) -> Void) -> MailConfigurationError? {
            var configuration = AuthConfiguration(jwtSecret: "")
            adjust(&configuration)
            do { try configuration.validateMail(); return nil } catch { return error as? MailConfigurationError }
        }
        #expect(check { _ in } == nil)
        #expect(check { $0.mailer = "smtp"; $0.smtpURL = "smtp://127.0.0.1:2525" } == nil)
        #expect(check { $0.mailer = "smtp" }?.key == "auth.smtpURL")
        #expect(check { $0.mailer = "smtp"; $0.smtpURL = "smtps://127.0.0.1" }?.key == "auth.smtpURL")
        #expect(check { $0.mailer = "smtp"; $0.smtpURL = "smtp://127.0.0.1"; $0.mailFrom = "Quad <nobody>" }?.key == "auth.mailFrom")
        #expect(check { $0.mailer = "pigeon" }?.key == "auth.mailer")
    }

    // MARK: Framing

    @Test func envelopeAddresses() throws {
        #expect(try SMTPEnvelope.address(in: "Quad <no-reply@localhost>", key: "k") == "no-reply@localhost")
        #expect(try SMTPEnvelope.address(in: " ada@example.com ", key: "k") == "ada@example.com")
        for bad in ["ada", "@example.com", "ada@", "ada@example.com>\r\nRCPT TO:<x@y>", "a da@example.com"] {
            #expect(throws: MailConfigurationError.self, "\(bad)") { try SMTPEnvelope.address(in: bad, key: "k") }
        }
    }

    @Test func dataPayloadStuffsDotsAndMakesEveryLineEndCRLF() {
        // Lines: "a" (LF), ".b" (CRLF), ".." (lone CR), "c" (no ending). Written out by hand per RFC 5321 §4.5.2.
        let payload = SMTPEnvelope.dataPayload("a\n.b\r\n..\rc")
        #expect(String(decoding: payload, as: UTF8.self) == "a\r\n..b\r\n...\r\nc\r\n.\r\n")
        #expect(String(decoding: SMTPEnvelope.dataPayload("x\r\n"), as: UTF8.self) == "x\r\n.\r\n")
        #expect(String(decoding: SMTPEnvelope.dataPayload(".\r\n"), as: UTF8.self) == "..\r\n.\r\n")
    }

    // MARK: Conversations with a real server

    static let message = EMLMessage(
        from: "Quad Test <sender@quad.test>", to: "ada@example.com", subject: "Dots and café",
        body: "First line\n.hidden line\n.\n..two dots\nlone\rCR\nCafé ünïcode", headers: [:],
        messageID: "1.test@quad.local", date: Date(timeIntervalSince1970: 0))

    @Test(.enabled(if: SMTPSink.python3 != nil, "python3 is not on PATH: the SMTP tests need Tests/Clients/smtp_sink.py"))
    func messageArrivesWithHeadersAndUnstuffedBody() async throws {
        try await SMTPSink.with { sink in
            let mailer = try SMTPMailer(url: sink.url(), mailFrom: Self.message.from)
            try await mailer.send(Self.message.rendered, to: "ada@example.com")
            let received = try sink.received()
            try #require(received.count == 1)
            let mail = received[0]
            #expect(mail.mailFrom == "sender@quad.test")
            #expect(mail.recipients == ["ada@example.com"])
            #expect(mail.authUser == nil)
            #expect(mail.mailOptions.contains("BODY=8BITMIME"))
            // The sink joins lines with LF after removing the stuffed dots.
            let lines = mail.text.components(separatedBy: "\n")
            #expect(lines.contains("From: Quad Test <sender@quad.test>"))
            #expect(lines.contains("To: ada@example.com"))
            #expect(lines.contains("Subject: =?utf-8?B?RG90cyBhbmQgY2Fmw6k=?="))  // base64 of the UTF-8 "Dots and café"
            #expect(lines.contains("Date: Thu, 01 Jan 1970 00:00:00 +0000"))
            let body = try #require(mail.text.components(separatedBy: "\n\n").dropFirst().first)
            #expect(body == "First line\n.hidden line\n.\n..two dots\nlone\nCR\nCafé ünïcode")
        }
    }

    @Test(.enabled(if: SMTPSink.python3 != nil, "python3 is not on PATH: the SMTP tests need Tests/Clients/smtp_sink.py"))
    func authPlainToALoopbackRelay() async throws {
        try await SMTPSink.with(["--auth", "quad:s3cret"]) { sink in
            let mailer = try SMTPMailer(url: sink.url(user: "quad", password: "s3cret"), mailFrom: "sender@quad.test")
            try await mailer.send(Self.message.rendered, to: "ada@example.com")
            #expect(try sink.received().map(\.authUser) == ["quad"])

            let wrong = try SMTPMailer(url: sink.url(user: "quad", password: "wrong"), mailFrom: "sender@quad.test")
            let error = try await #require(throws: SMTPError.self) { try await wrong.send(Self.message.rendered, to: "ada@example.com") }
            #expect(error.stage == .auth && error.code == 535 && error.affectsEveryMessage && !error.isPermanent)
            #expect(try sink.received().count == 1)
        }
    }

    @Test(.enabled(if: SMTPSink.python3 != nil, "python3 is not on PATH: the SMTP tests need Tests/Clients/smtp_sink.py"))
    func heloWhenEHLOIsRefused() async throws {
        try await SMTPSink.with(["--no-ehlo"]) { sink in
            let mailer = try SMTPMailer(url: sink.url(), mailFrom: "sender@quad.test")
            try await mailer.send(Self.message.rendered, to: "ada@example.com")
            let received = try sink.received()
            try #require(received.count == 1)
            #expect(!received[0].mailOptions.contains("BODY=8BITMIME"))
            #expect(received[0].text.contains("\n.hidden line\n"))
        }
    }

    @Test(.enabled(if: SMTPSink.python3 != nil, "python3 is not on PATH: the SMTP tests need Tests/Clients/smtp_sink.py"))
    func recipientRefusalsAreClassified() async throws {
        try await SMTPSink.with(["--refuse", "gone@example.com=550", "--refuse", "busy@example.com=451"]) { sink in
            let mailer = try SMTPMailer(url: sink.url(), mailFrom: "sender@quad.test")
            let gone = try await #require(throws: SMTPError.self) { try await mailer.send(Self.message.rendered, to: "gone@example.com") }
            #expect(gone.stage == .recipient && gone.code == 550 && gone.isPermanent && !gone.affectsEveryMessage)
            let busy = try await #require(throws: SMTPError.self) { try await mailer.send(Self.message.rendered, to: "busy@example.com") }
            #expect(busy.stage == .recipient && busy.code == 451 && !busy.isPermanent && !busy.affectsEveryMessage)
            #expect(try sink.received().isEmpty)
        }
    }

    @Test(.enabled(if: SMTPSink.python3 != nil, "python3 is not on PATH: the SMTP tests need Tests/Clients/smtp_sink.py"))
    func connectionRefusedIsATemporaryFailure() async throws {
        // A port where a sink listened and no longer does.
        let sink = try await SMTPSink.start()
        sink.stop()
        let mailer = try SMTPMailer(url: sink.url(), mailFrom: "sender@quad.test")
        let error = try await #require(throws: SMTPError.self) { try await mailer.send(Self.message.rendered, to: "ada@example.com") }
        #expect(error.stage == .connect && error.code == nil && !error.isPermanent && error.affectsEveryMessage)
        #expect(error.text.contains("refused"))
    }
}
