import Core
import Domain
import Foundation
import Synchronization
import Testing
import UserData

/// The local Postgres cluster the tests use: `QUAD_TEST_DATABASE_URL` (exported by scripts/test), or else the
/// cluster `scripts/pg-local start test` starts and prints. Tests never skip for lack of a database: if neither
/// works, they fail with the script's output.
enum TestCluster {
    /// The repository root, from this file's path (Tests/UserDataTests/<file>).
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The base connection string (database `quad`, role `quad`).
    static let baseURL = Task<String, any Error> {
        if let url = ProcessInfo.processInfo.environment["QUAD_TEST_DATABASE_URL"], !url.isEmpty { return url }
        return try pgLocal(["start", "test"])
    }

    /// Runs scripts/pg-local and returns the last line it printed.
    ///
    /// Spawned with posix_spawn and reaped with waitpid rather than Foundation's `Process`: `Process` learns that a
    /// child ended when every holder of an inherited socket closes it, and the server the script starts keeps it
    /// open for its whole life. Output goes through files for the same reason.
    static func pgLocal(_ arguments: [String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quad-pg-local-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outPath = directory.appendingPathComponent("out").path, errPath = directory.appendingPathComponent("err").path
        let script = repositoryRoot.appendingPathComponent("scripts/pg-local").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = ([script] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, script, &actions, nil, argv, environ)
        guard spawned == 0 else { throw TestSetupError(description: "cannot run \(script): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        // WIFEXITED && WEXITSTATUS == 0, spelled out (the macros do not import).
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            let errors = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
            throw TestSetupError(description: "scripts/pg-local \(arguments.joined(separator: " ")) failed (status \(status)): \(errors)")
        }
        return output.split(separator: "\n").last.map(String.init) ?? ""
    }

    /// `base` with its database replaced (key=value strings: a later keyword wins; URLs: the path is replaced).
    static func url(_ base: String, database: String) -> String {
        if base.hasPrefix("postgres://") || base.hasPrefix("postgresql://"), var parts = URLComponents(string: base) {
            parts.path = "/" + database
            return parts.string ?? base
        }
        return base + " dbname=" + database
    }

    /// The TCP form of a key=value `base` (127.0.0.1 instead of the socket directory), or nil for URLs.
    static func tcpURL(_ base: String, database: String) -> String? {
        guard !base.contains("://") else { return nil }
        let kept = base.split(separator: " ").filter { !$0.hasPrefix("host=") && !$0.hasPrefix("dbname=") }
        return (kept + ["host=127.0.0.1", "dbname=\(database)"]).joined(separator: " ")
    }

    /// A small pool on the base database for creating and dropping test databases. Every database-backed test waits
    /// on it twice, so on a loaded shared machine the queue can be long: four connections, and a patient wait.
    static let admin = Task<PostgresPool, any Error> {
        PostgresPool(configuration: PostgresConfiguration(connectionString: try await baseURL.value, poolSize: 4,
                                                          acquireTimeout: .seconds(120)),
                     logger: quietLogger())
    }
}

struct TestSetupError: Error, CustomStringConvertible {
    var description: String
}

/// A database of its own for one test: `quad_test_<random>`, created by the `quad` role and dropped after.
struct TestDatabase: Sendable {
    let name: String
    let url: String
    let base: String

    /// Creates a fresh database, runs `body`, drops the database (also when `body` throws).
    static func with<T>(_ body: (TestDatabase) async throws -> T) async throws -> T {
        let base = try await TestCluster.baseURL.value
        let admin = try await TestCluster.admin.value
        let name = "quad_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(16)
        try await admin.withConnection { _ = try await $0.query("create database \(identifier: name)") }
        let database = TestDatabase(name: name, url: TestCluster.url(base, database: name), base: base)
        do {
            let result = try await body(database)
            await database.drop(admin)
            return result
        } catch {
            await database.drop(admin)
            throw error
        }
    }

    /// Drops the database, retrying for a few seconds. Postgres can refuse `with (force)` while a backend it may
    /// not signal is still attached (SQLSTATE 42501, seen under load); a test whose body passed must not fail on
    /// its clean-up, so a database that still cannot be dropped is left behind and reported.
    private func drop(_ admin: PostgresPool) async {
        var lastError: (any Error)?
        for _ in 0..<30 {
            do {
                try await admin.withConnection { _ = try await $0.query("drop database if exists \(identifier: name) with (force)") }
                return
            } catch {
                lastError = error
                try? await Task.sleep(for: .milliseconds(200))
            }
        }
        FileHandle.standardError.write(Data("TestDatabase: left \(name) behind: \(String(reflecting: lastError!))\n".utf8))
    }

    /// A pool on this database. Callers shut it down (``withPool(size:acquireTimeout:_:)`` does).
    func pool(size: Int = 2, acquireTimeout: Duration = .seconds(5), url: String? = nil) -> PostgresPool {
        PostgresPool(configuration: PostgresConfiguration(connectionString: url ?? self.url, poolSize: size,
                                                          acquireTimeout: acquireTimeout),
                     logger: quietLogger())
    }

    /// Runs `body` with a pool on this database and shuts the pool down after.
    func withPool<T>(size: Int = 2, acquireTimeout: Duration = .seconds(5),
                     _ body: (PostgresPool) async throws -> T) async throws -> T {
        let pool = pool(size: size, acquireTimeout: acquireTimeout)
        do {
            let result = try await body(pool)
            await pool.shutdown(within: .seconds(2))
            return result
        } catch {
            await pool.shutdown(within: .seconds(2))
            throw error
        }
    }

    /// Fresh database and pool around `body`.
    static func withPool<T>(size: Int = 2, acquireTimeout: Duration = .seconds(5),
                            _ body: (PostgresPool, TestDatabase) async throws -> T) async throws -> T {
        try await with { database in
            try await database.withPool(size: size, acquireTimeout: acquireTimeout) { try await body($0, database) }
        }
    }
}

func quietLogger() -> Logger {
    Logger(label: "test", level: .critical, sink: .capturing())
}

/// A one-shot signal between tasks.
final class Gate: Sendable {
    private let state = Mutex<(open: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    func open() {
        let waiters = state.withLock { state in
            state.open = true
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }

    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                if state.open { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }
}

/// Seconds elapsed while running `body`.
func seconds(of body: () async throws -> Void) async rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try await body()
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}
