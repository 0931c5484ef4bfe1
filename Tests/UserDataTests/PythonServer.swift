import Foundation
import Testing

/// A test server written in Python's standard library (Tests/Clients/*.py) on 127.0.0.1: started with posix_spawn
/// with `--dir DIR --ready FILE` and the given arguments, ready once the script writes its port to FILE, and stopped
/// with SIGKILL (the test process's threads block SIGTERM, and a spawned child inherits that mask).
struct PythonServer: Sendable {
    let port: Int
    /// Where the script writes what it received.
    let directory: URL
    private let pid: pid_t

    /// `python3` from PATH, or nil (the suites that need it are then disabled with that reason).
    static let python3: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static func start(script: String, arguments: [String]) async throws -> PythonServer {
        let python = try #require(python3, "python3 is not on PATH")
        let name = URL(fileURLWithPath: script).lastPathComponent
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quad-py-\(UUID().uuidString)")
        let directory = root.appendingPathComponent("received"), ready = root.appendingPathComponent("ready")
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

        // Wait for the port; give up if the script ends or after 20 s.
        for _ in 0..<400 {
            if let text = try? String(contentsOf: ready, encoding: .utf8), let port = Int(text) {
                return PythonServer(port: port, directory: directory, pid: pid)
            }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                throw TestSetupError(description: "\(name) ended at start (status \(status)): \(output)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        throw TestSetupError(description: "\(name) did not start listening")
    }

    func stop() {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        try? FileManager.default.removeItem(at: directory.deletingLastPathComponent())
    }
}

/// A fake CDN purge endpoint (Tests/Clients/http_sink.py): records each request and answers the status in its
/// `status` file (200 until a test writes another).
struct HTTPSink: Sendable {
    let server: PythonServer

    struct Received {
        var method: String
        var path: String
        var headers: [String: String]
        var body: String
    }

    static let script = TestCluster.repositoryRoot.appendingPathComponent("Tests/Clients/http_sink.py").path

    static func with<T>(_ body: (HTTPSink) async throws -> T) async throws -> T {
        let sink = HTTPSink(server: try await PythonServer.start(script: script, arguments: []))
        defer { sink.server.stop() }
        return try await body(sink)
    }

    var url: String { "http://127.0.0.1:\(server.port)/purge" }

    /// Makes later requests answer `status`.
    func answer(_ status: Int) throws {
        try FileManager.default.createDirectory(at: server.directory, withIntermediateDirectories: true)
        try Data(String(status).utf8).write(to: server.directory.appendingPathComponent("status"), options: .atomic)
    }

    func received() throws -> [Received] {
        guard FileManager.default.fileExists(atPath: server.directory.path) else { return [] }
        let numbers = try FileManager.default.contentsOfDirectory(atPath: server.directory.path).filter { $0.hasSuffix(".json") }
            .compactMap { Int($0.dropLast(5)) }.sorted()
        return try numbers.map { number in
            let data = try Data(contentsOf: server.directory.appendingPathComponent("\(number).json"))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return Received(method: object["method"] as? String ?? "", path: object["path"] as? String ?? "",
                            headers: object["headers"] as? [String: String] ?? [:], body: object["body"] as? String ?? "")
        }
    }
}
