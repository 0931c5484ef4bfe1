import Foundation
import Testing

/// A real SMTP server for the mailer tests: Tests/Clients/smtp_sink.py (Python's standard library) on 127.0.0.1,
/// writing each received message to a temporary directory. Started with posix_spawn and stopped with SIGKILL.
///
/// By default it offers STARTTLS with a self-signed certificate made for the test run (``certificate``); clients
/// trust it through `auth.smtpCAFile`.
struct SMTPSink {
    /// How the sink speaks TLS.
    enum TLS {
        /// Offers STARTTLS (the default).
        case startTLS
        /// TLS from the first byte (smtps).
        case implicit
        /// No TLS at all.
        case none
    }

    let port: Int
    let directory: URL
    let tls: TLS
    private let server: PythonServer

    /// A self-signed certificate for 127.0.0.1 and localhost, made once per test run with the openssl command:
    /// the certificate (also the trusted CA) and its key.
    static let certificate: Result<(cert: String, key: String), any Error> = Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quad-smtp-cert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let cert = directory.appendingPathComponent("cert.pem").path, key = directory.appendingPathComponent("key.pem").path
        let openssl = try #require(["/usr/bin/openssl", "/bin/openssl"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let (status, output) = try TestProcess.run(openssl, [
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "2",
            "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
        ])
        guard status == 0 else { throw TestSetupError(description: "openssl req failed: \(output)") }
        return (cert, key)
    }

    /// A message as the server stored it: the DATA text (dot-stuffing removed, lines joined with LF) and the envelope.
    struct Received {
        var text: String
        var mailFrom: String
        var recipients: [String]
        var authUser: String?
        var mailOptions: [String]
        /// The message came over an encrypted connection.
        var tls: Bool
    }

    /// `python3` from PATH, or nil (the suites that need it are then disabled with that reason).
    static var python3: String? { PythonServer.python3 }

    static let script = TestCluster.repositoryRoot.appendingPathComponent("Tests/Clients/smtp_sink.py").path

    /// Starts a sink with `arguments` (see the script: `--refuse ADDR=CODE`, `--auth USER:PASSWORD`, `--no-ehlo`,
    /// `--require-tls`, `--delay-ms N`), runs `body`, then stops it.
    static func with<T>(_ arguments: [String] = [], tls: TLS = .startTLS, _ body: (SMTPSink) async throws -> T) async throws -> T {
        let sink = try await start(arguments, tls: tls)
        defer { sink.stop() }
        return try await body(sink)
    }

    static func start(_ arguments: [String] = [], tls: TLS = .startTLS) async throws -> SMTPSink {
        var arguments = arguments
        if tls != .none {
            let (cert, key) = try certificate.get()
            arguments += ["--cert", cert, "--key", key] + (tls == .implicit ? ["--implicit-tls"] : [])
        }
        let server = try await PythonServer.start(script: script, arguments: arguments)
        return SMTPSink(port: server.port, directory: server.directory, tls: tls, server: server)
    }

    /// Stops the sink. Messages are already on disk (written before the server accepts them).
    func stop() { server.stop() }

    /// `smtp://127.0.0.1:<port>` (`smtps://` for implicit TLS), with credentials when given.
    func url(user: String? = nil, password: String? = nil) -> String {
        let credentials = user.map { "\($0):\(password ?? "")@" } ?? ""
        return "\(tls == .implicit ? "smtps" : "smtp")://\(credentials)127.0.0.1:\(port)"
    }

    /// The CA file that makes clients trust the sink's certificate.
    static var caFile: String { (try? certificate.get().cert) ?? "" }

    /// The messages received so far, in arrival order.
    func received() throws -> [Received] {
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        let numbers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".eml") }
            .compactMap { Int($0.dropLast(4)) }.sorted()
        return try numbers.map { number in
            let text = try String(contentsOf: directory.appendingPathComponent("\(number).eml"), encoding: .utf8)
            let data = try Data(contentsOf: directory.appendingPathComponent("\(number).json"))
            let envelope = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return Received(text: text, mailFrom: envelope["mail_from"] as? String ?? "",
                            recipients: envelope["rcpt_tos"] as? [String] ?? [], authUser: envelope["auth_user"] as? String,
                            mailOptions: envelope["mail_options"] as? [String] ?? [], tls: envelope["tls"] as? Bool ?? false)
        }
    }
}
