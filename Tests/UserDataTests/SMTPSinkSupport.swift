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
    private let pid: pid_t

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
    static let python3: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

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
        let python = try #require(python3, "python3 is not on PATH")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quad-smtp-\(UUID().uuidString)")
        let directory = root.appendingPathComponent("mail"), ready = root.appendingPathComponent("ready")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let log = root.appendingPathComponent("log").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let all = [python, script, "--dir", directory.path, "--ready", ready.path] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = all.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, python, &actions, nil, argv, environ)
        guard spawned == 0 else { throw TestSetupError(description: "cannot run \(python): error \(spawned)") }

        // Wait for the port (the script writes it once listening); give up if the script ends or after 20 s.
        for _ in 0..<400 {
            if let text = try? String(contentsOf: ready, encoding: .utf8), let port = Int(text) {
                return SMTPSink(port: port, directory: directory, tls: tls, pid: pid)
            }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                throw TestSetupError(description: "smtp_sink.py ended at start (status \(status)): \(output)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        throw TestSetupError(description: "smtp_sink.py did not start listening")
    }

    /// Stops the sink with SIGKILL: the test process's threads block SIGTERM, and a spawned child inherits that mask.
    /// Messages are already on disk (written before the server accepts them).
    func stop() {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        try? FileManager.default.removeItem(at: directory.deletingLastPathComponent())
    }

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
