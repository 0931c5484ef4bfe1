import Core
import Foundation
import Testing
@testable import UserData

/// The SMTP mailer's settings and conversations (libcurl). The conversations run against a real SMTP server
/// (Tests/Clients/smtp_sink.py, Python's standard library, with STARTTLS or TLS from the start on a self-signed
/// certificate made for the run), not a mock; expected text is written out by hand from RFC 5321 (dot-stuffing
/// §4.5.2, CRLF line endings) and the sink's own decoding.
struct SMTPMailerTests {
    // MARK: Settings (auth.smtpURL)

    @Test func urlsParse() throws {
        let relay = try SMTPSettings(url: "smtp://127.0.0.1:2525")
        #expect(relay.host == "127.0.0.1" && relay.port == 2525 && relay.username == nil && relay.password == nil)
        #expect(relay.requireTLS && !relay.implicitTLS && relay.curlURL == "smtp://127.0.0.1:2525")
        let defaultPort = try SMTPSettings(url: "smtp://mail.example.com")
        #expect(defaultPort.host == "mail.example.com" && defaultPort.port == 25)
        // Credentials to any host: STARTTLS is required, so the password never travels in clear.
        let withAuth = try SMTPSettings(url: "smtp://quad:p%40ss@mail.example.com:587/")
        #expect(withAuth.username == "quad" && withAuth.password == "p@ss" && withAuth.port == 587 && withAuth.requireTLS)
        let implicit = try SMTPSettings(url: "smtps://quad:secret@mail.example.com")
        #expect(implicit.implicitTLS && !implicit.requireTLS && implicit.port == 465 && implicit.curlURL == "smtps://mail.example.com:465")
        #expect(try SMTPSettings(url: "submissions://mail.example.com").implicitTLS)
        let ipv6 = try SMTPSettings(url: "smtp://quad:secret@[::1]:25", tls: "none")
        #expect(ipv6.host == "::1" && ipv6.username == "quad" && !ipv6.requireTLS && ipv6.curlURL == "smtp://[::1]:25")
        let plain = try SMTPSettings(url: "smtp://127.0.0.1", tls: "none", caFile: "/x.pem", timeout: .seconds(5))
        #expect(!plain.requireTLS && plain.caFile == "/x.pem" && plain.timeout == .seconds(5))
    }

    @Test(arguments: [
        ("", "required", "is empty"),
        ("127.0.0.1:25", "required", "not a URL"),
        ("http://127.0.0.1:25", "required", "unsupported scheme"),
        ("smtp://quad:secret@mail.example.com:25", "none", "loopback"),
        ("smtp://quad:secret@10.0.0.5:25", "none", "loopback"),
        ("smtp://quad@127.0.0.1:25", "required", "both a user and a password"),
        ("smtp://127.0.0.1:25/inbox", "required", "no path"),
        ("smtp://:25", "required", "no host"),
    ])
    func badURLsAreConfigurationErrorsNamingTheKey(url: String, tls: String, fragment: String) {
        #expect {
            try SMTPSettings(url: url, tls: tls)
        } throws: { error in
            guard let error = error as? MailConfigurationError else { return false }
            return error.key == "auth.smtpURL" && error.description.hasPrefix("auth.smtpURL: ") && error.reason.contains(fragment)
        }
    }

    @Test func tlsSettingIsChecked() {
        #expect(throws: MailConfigurationError(key: "auth.smtpTLS", reason: "none cannot be used with smtps:// (TLS from the start)")) {
            try SMTPSettings(url: "smtps://mail.example.com", tls: "none")
        }
        #expect(throws: MailConfigurationError(key: "auth.smtpTLS", reason: "\"maybe\" is not required or none")) {
            try SMTPSettings(url: "smtp://mail.example.com", tls: "maybe")
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
        #expect(check { $0.mailer = "smtp"; $0.smtpURL = "smtps://127.0.0.1" } == nil)
        #expect(check { $0.mailer = "smtp"; $0.smtpURL = "smtps://127.0.0.1"; $0.smtpTLS = "none" }?.key == "auth.smtpTLS")
        #expect(check { $0.mailer = "none" } == nil)
        #expect(check { $0.mailer = "smtp"; $0.smtpURL = "smtp://127.0.0.1"; $0.mailFrom = "Quad <nobody>" }?.key == "auth.mailFrom")
        #expect(check { $0.mailer = "pigeon" }?.key == "auth.mailer")
    }

    // MARK: Envelope and message

    @Test func envelopeAddresses() throws {
        #expect(try SMTPEnvelope.address(in: "Quad <no-reply@localhost>", key: "k") == "no-reply@localhost")
        #expect(try SMTPEnvelope.address(in: " ada@example.com ", key: "k") == "ada@example.com")
        for bad in ["ada", "@example.com", "ada@", "ada@example.com>\r\nRCPT TO:<x@y>", "a da@example.com"] {
            #expect(throws: MailConfigurationError.self, "\(bad)") { try SMTPEnvelope.address(in: bad, key: "k") }
        }
    }

    @Test func everyLineEndingBecomesCRLF() {
        #expect(MailMessage.crlf("a\n.b\r\n..\rc") == "a\r\n.b\r\n..\r\nc")
    }

    // MARK: Conversations with a real server

    static let message = MailMessage(
        from: "Quad Test <sender@quad.test>", to: "ada@example.com", subject: "Dots and café",
        text: "First line\n.hidden line\n.\n..two dots\nlone\rCR\nCafé ünïcode",
        messageID: "1.test@quad.local", date: Date(timeIntervalSince1970: 0))

    /// A mailer to `sink` trusting its certificate.
    static func mailer(_ sink: SMTPSink, user: String? = nil, password: String? = nil, tls: String = "required",
                       timeout: Duration = .seconds(20), trusting: Bool = true) throws -> SMTPMailer {
        try SMTPMailer(settings: try SMTPSettings(url: sink.url(user: user, password: password), tls: tls,
                                                  caFile: trusting ? SMTPSink.caFile : "", timeout: timeout),
                       mailFrom: "Quad Test <sender@quad.test>")
    }

    @Test(.enabled(if: SMTPSink.python3 != nil, "python3 is not on PATH: the SMTP tests need Tests/Clients/smtp_sink.py"))
    func messageArrivesOverSTARTTLSWithHeadersAndUnstuffedBody() async throws {
        try await SMTPSink.with(["--require-tls"]) { sink in
            try await Self.mailer(sink).send(Self.message.rendered, to: "ada@example.com")
            let received = try sink.received()
            try #require(received.count == 1)
            let mail = received[0]
            #expect(mail.tls)
            #expect(mail.mailFrom == "sender@quad.test")
            #expect(mail.recipients == ["ada@example.com"])
            #expect(mail.authUser == nil)
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
    func smtpsSpeaksTLSFromTheFirstByte() async throws {
        try await SMTPSink.with(tls: .implicit) { sink in
            try await Self.mailer(sink).send(Self.message.rendered, to: "ada@example.com")
            #expect(try sink.received().map(\.tls) == [true])
        }
    }

    @Test(.enabled(if: SMTPSink.python3 != nil, "python3 is not on PATH: the SMTP tests need Tests/Clients/smtp_sink.py"))
    func aServerWithoutSTARTTLSIsRefusedUnlessTLSIsOff() async throws {
        try await SMTPSink.with(tls: .none) { sink in
            let error = try await #require(throws: SMTPError.self) {
                try await Self.mailer(sink).send(Self.message.rendered, to: "ada@example.com")
            }
            #expect(error.affectsEveryMessage && !error.isPermanent)
            #expect(try sink.received().isEmpty)
            // Plain SMTP, as asked for, to a relay on this machine.
            try await Self.mailer(sink, tls: "none").send(Self.message.rendered, to: "ada@example.com")
            #expect(try sink.received().map(\.tls) == [false])
        }
    }

    @Test(.enabled(if: SMTPSink.python3 != nil, "python3 is not on PATH: the SMTP tests need Tests/Clients/smtp_sink.py"))
    func anUntrustedCertificateIsRefused() async throws {
        try await SMTPSink.with { sink in
            let error = try await #require(throws: SMTPError.self) {
                try await Self.mailer(sink, trusting: false).send(Self.message.rendered, to: "ada@example.com")
            }
            #expect(error.stage == .connect && !error.isPermanent)
            #expect(try sink.received().isEmpty)
        }
    }

    @Test(.enabled(if: SMTPSink.python3 != nil, "python3 is not on PATH: the SMTP tests need Tests/Clients/smtp_sink.py"))
    func authOverSTARTTLS() async throws {
        try await SMTPSink.with(["--auth", "quad:s3cret", "--require-tls"]) { sink in
            try await Self.mailer(sink, user: "quad", password: "s3cret").send(Self.message.rendered, to: "ada@example.com")
            #expect(try sink.received().map(\.authUser) == ["quad"])

            let wrong = try Self.mailer(sink, user: "quad", password: "wrong")
            let error = try await #require(throws: SMTPError.self) { try await wrong.send(Self.message.rendered, to: "ada@example.com") }
            #expect(error.stage == .auth && error.code == 535 && error.affectsEveryMessage && !error.isPermanent)
            #expect(try sink.received().count == 1)
        }
    }

    @Test(.enabled(if: SMTPSink.python3 != nil, "python3 is not on PATH: the SMTP tests need Tests/Clients/smtp_sink.py"))
    func heloWhenEHLOIsRefused() async throws {
        try await SMTPSink.with(["--no-ehlo"], tls: .none) { sink in
            try await Self.mailer(sink, tls: "none").send(Self.message.rendered, to: "ada@example.com")
            let received = try sink.received()
            try #require(received.count == 1)
            #expect(received[0].text.contains("\n.hidden line\n"))
        }
    }

    @Test(.enabled(if: SMTPSink.python3 != nil, "python3 is not on PATH: the SMTP tests need Tests/Clients/smtp_sink.py"))
    func refusalsAreClassified() async throws {
        try await SMTPSink.with(["--refuse", "gone@example.com=550", "--refuse", "busy@example.com=451",
                                 "--refuse-data", "spam@example.com=554"]) { sink in
            let mailer = try Self.mailer(sink)
            let gone = try await #require(throws: SMTPError.self) { try await mailer.send(Self.message.rendered, to: "gone@example.com") }
            #expect(gone.stage == .recipient && gone.code == 550 && gone.isPermanent && !gone.affectsEveryMessage)
            let busy = try await #require(throws: SMTPError.self) { try await mailer.send(Self.message.rendered, to: "busy@example.com") }
            #expect(busy.stage == .recipient && busy.code == 451 && !busy.isPermanent && !busy.affectsEveryMessage)
            let spam = try await #require(throws: SMTPError.self) { try await mailer.send(Self.message.rendered, to: "spam@example.com") }
            #expect(spam.code == 554 && spam.isPermanent)
            #expect(try sink.received().isEmpty)
        }
    }

    @Test(.enabled(if: SMTPSink.python3 != nil, "python3 is not on PATH: the SMTP tests need Tests/Clients/smtp_sink.py"))
    func connectionRefusedIsATemporaryFailure() async throws {
        // A port where a sink listened and no longer does.
        let sink = try await SMTPSink.start()
        sink.stop()
        let error = try await #require(throws: SMTPError.self) {
            try await Self.mailer(sink).send(Self.message.rendered, to: "ada@example.com")
        }
        #expect(error.stage == .connect && error.code == nil && !error.isPermanent && error.affectsEveryMessage)
    }

    @Test(.enabled(if: SMTPSink.python3 != nil, "python3 is not on PATH: the SMTP tests need Tests/Clients/smtp_sink.py"))
    func aSilentServerTimesOut() async throws {
        try await SMTPSink.with(["--delay-ms", "5000"]) { sink in
            let mailer = try Self.mailer(sink, timeout: .seconds(1))
            let started = ContinuousClock.now
            let error = try await #require(throws: SMTPError.self) { try await mailer.send(Self.message.rendered, to: "ada@example.com") }
            // A hang guard (the limit is 1 s; the machine may be loaded), not a speed check.
            #expect(ContinuousClock.now - started < .seconds(15))
            #expect(!error.isPermanent && error.text.contains("curl 28"))
        }
    }

    @Test(.enabled(if: SMTPSink.python3 != nil, "python3 is not on PATH: the SMTP tests need Tests/Clients/smtp_sink.py"))
    func anHTMLAlternativeTravelsAsMultipart() async throws {
        var message = Self.message
        message.html = "<p>Caf\u{e9} <b>bold</b></p>"
        message.headers = ["List-Unsubscribe": "<https://quad.test/unsubscribe/abc>"]
        try await SMTPSink.with { sink in
            try await Self.mailer(sink).send(message.rendered, to: "ada@example.com")
            let text = try #require(try sink.received().first).text
            let lines = text.components(separatedBy: "\n")
            #expect(lines.contains("List-Unsubscribe: <https://quad.test/unsubscribe/abc>"))
            let type = try #require(lines.first { $0.hasPrefix("Content-Type: multipart/alternative; boundary=") })
            let boundary = String(type.split(separator: "\"")[1])
            let parts = text.components(separatedBy: "--\(boundary)")
            // preamble, text part, HTML part, closing "--"
            try #require(parts.count == 4)
            #expect(parts[1].contains("Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\nFirst line\n"))
            let html = try #require(parts[2].components(separatedBy: "\n\n").dropFirst().first)
            let decoded = try #require(Data(base64Encoded: html.replacingOccurrences(of: "\n", with: "")))
            #expect(String(decoding: decoded, as: UTF8.self) == "<p>Café <b>bold</b></p>")
            #expect(parts[3].hasPrefix("--"))
        }
    }
}
