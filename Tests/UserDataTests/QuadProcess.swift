import Core
import Foundation
import Synchronization
import Testing

/// A `quad` process for the multi-process tests: the debug binary `scripts/test` builds (`.build/debug/quad`),
/// started with posix_spawn, its log (stdout and stderr) in a file, stopped with SIGTERM or killed with SIGKILL.
final class QuadProcess: Sendable {
    static let binary = TestCluster.repositoryRoot.appendingPathComponent(".build/debug/quad").path

    let pid: pid_t
    let log: URL
    private let reaped = Mutex(false)

    /// Starts `quad arguments…` with `environment` added to this process's (without QUAD_* variables of its own).
    init(_ arguments: [String], environment: [String: String]) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.binary) else {
            throw TestSetupError(description: "\(Self.binary) is missing: run swift build first")
        }
        log = FileManager.default.temporaryDirectory.appendingPathComponent("quad-process-\(UUID().uuidString).log")
        var env = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("QUAD_") }
        for (key, value) in environment { env[key] = value }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // The test process blocks SIGTERM in its threads; a child inherits the mask, so unblock it there.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv: [UnsafeMutablePointer<CChar>?] = ([Self.binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp: [UnsafeMutablePointer<CChar>?] = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, Self.binary, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw TestSetupError(description: "cannot run quad: error \(spawned)") }
        self.pid = pid
    }

    deinit {
        if !reaped.withLock({ $0 }) {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        try? FileManager.default.removeItem(at: log)
    }

    /// The log so far.
    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// The port a listener (`api` or `admin`) logged, waiting up to `limit` for it.
    func port(of listener: String, within limit: Duration = .seconds(60)) async throws -> Int {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            for line in output.split(separator: "\n") where line.contains(#""msg":"listening""#)
                && line.contains(#""listener":"\#(listener)""#) {
                if let data = line.data(using: .utf8),
                   let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                   let port = object["port"] as? Int {
                    return port
                }
            }
            if exited() { throw TestSetupError(description: "quad ended before listening:\n\(output)") }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw TestSetupError(description: "quad did not log a \(listener) port within \(limit):\n\(output)")
    }

    /// Waits up to `limit` for a log line containing every one of `fragments`.
    func waitForLog(_ fragments: [String], within limit: Duration = .seconds(60)) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if output.split(separator: "\n").contains(where: { line in fragments.allSatisfy { line.contains($0) } }) {
                return true
            }
            try? await Task.sleep(for: .milliseconds(100))
        }
        return false
    }

    /// Whether the process has ended (reaping it if so).
    func exited() -> Bool {
        if reaped.withLock({ $0 }) { return true }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        reaped.withLock { $0 = true }
        return true
    }

    /// SIGKILL, then reap.
    func kill9() {
        guard !reaped.withLock({ $0 }) else { return }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        reaped.withLock { $0 = true }
    }

    /// SIGTERM, then waits up to `limit` for a graceful exit (SIGKILL after). Returns the exit status, or nil when it
    /// had to be killed.
    @discardableResult
    func stop(within limit: Duration = .seconds(30)) async -> Int32? {
        guard !reaped.withLock({ $0 }) else { return nil }
        kill(pid, SIGTERM)
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                reaped.withLock { $0 = true }
                return status & 0x7f == 0 ? (status >> 8) & 0xff : nil
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
        kill9()
        return nil
    }
}
