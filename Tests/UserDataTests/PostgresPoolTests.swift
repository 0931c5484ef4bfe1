import Core
import Dispatch
import Domain
import Foundation
import Synchronization
import Testing
@testable import UserData

/// Leasing: bounded waits, hand-over, cancellation, shutdown, the pool size, and where the work runs.
@Suite struct PostgresPoolTests {
    @Test func aSecondAcquireFailsWithinTheAcquireTimeoutWhileTheOnlyConnectionIsHeld() async throws {
        try await TestDatabase.withPool(size: 1, acquireTimeout: .milliseconds(300)) { pool, _ in
            let held = Gate(), release = Gate()
            let holder = Task {
                try await pool.withConnection { connection in
                    _ = try await connection.query("select 1")
                    held.open()
                    await release.wait()
                }
            }
            await held.wait()
            var caught: PostgresError?
            let elapsed = await seconds {
                do { _ = try await pool.query(as: nil, "select 1") } catch { caught = error as? PostgresError }
            }
            release.open()
            try await holder.value
            #expect(caught?.code == .poolExhausted)
            #expect(APIError(postgres: caught!) == .unavailable(APIError.databaseUnavailableMessage, retryAfter: 2))
            // Bounded: it waited for the timeout, and not much longer.
            #expect(elapsed >= 0.25)
            #expect(elapsed < 2)
            #expect(pool.statistics.acquireTimeouts == 1)
            // The pool works again once the lease is back.
            #expect(try await pool.query(as: nil, "select 7").first!.decode(Int.self, at: 0) == 7)
        }
    }

    @Test func aWaiterGetsTheConnectionWhenItIsReleased() async throws {
        try await TestDatabase.withPool(size: 1, acquireTimeout: .seconds(10)) { pool, _ in
            let held = Gate(), release = Gate()
            let holder = Task {
                try await pool.withConnection { connection in
                    let pid = try await connection.query("select pg_backend_pid()").first!.decode(Int.self, at: 0)
                    held.open()
                    await release.wait()
                    return pid
                }
            }
            await held.wait()
            let waiter = Task { try await pool.withConnection { try await $0.query("select pg_backend_pid()").first!.decode(Int.self, at: 0) } }
            while pool.statistics.waiting == 0 { try await Task.sleep(for: .milliseconds(5)) }
            release.open()
            let first = try await holder.value
            let second = try await waiter.value
            #expect(first == second)
            #expect(pool.statistics.acquireTimeouts == 0)
        }
    }

    @Test func aCancelledWaiterLeavesTheQueue() async throws {
        try await TestDatabase.withPool(size: 1, acquireTimeout: .seconds(10)) { pool, _ in
            let held = Gate(), release = Gate()
            let holder = Task { try await pool.withConnection { _ in held.open(); await release.wait() } }
            await held.wait()
            let waiter = Task { try await pool.withConnection { _ in 1 } }
            while pool.statistics.waiting == 0 { try await Task.sleep(for: .milliseconds(5)) }
            waiter.cancel()
            await #expect(throws: CancellationError.self) { try await waiter.value }
            #expect(pool.statistics.waiting == 0)
            release.open()
            try await holder.value
            #expect(try await pool.withConnection { try await $0.query("select 1").first!.decode(Int.self, at: 0) } == 1)
        }
    }

    @Test func shutdownFailsWaitersAndLaterLeases() async throws {
        try await TestDatabase.with { database in
            let pool = database.pool(size: 1, acquireTimeout: .seconds(10))
            let held = Gate(), release = Gate()
            let holder = Task { try await pool.withConnection { connection in
                _ = try await connection.query("select 1")
                held.open()
                await release.wait()
            } }
            await held.wait()
            let waiter = Task { try await pool.withConnection { _ in 1 } }
            while pool.statistics.waiting == 0 { try await Task.sleep(for: .milliseconds(5)) }
            let shutdown = Task { await pool.shutdown(within: .seconds(5)) }
            let waiterError = await #expect(throws: PostgresError.self) { try await waiter.value }
            #expect(waiterError?.code == .closed)
            // The lease in flight may finish during the grace period.
            release.open()
            try await holder.value
            await shutdown.value
            let late = await #expect(throws: PostgresError.self) { try await pool.query(as: nil, "select 1") }
            #expect(late?.code == .closed)
            await pool.shutdown(within: .seconds(1))
        }
    }

    @Test func aHandleUsedAfterItsLeaseFails() async throws {
        try await TestDatabase.withPool { pool, _ in
            let escaped = try await pool.withConnection { $0 }
            let error = await #expect(throws: PostgresError.self) { try await escaped.query("select 1") }
            #expect(error?.code == .closed)
        }
    }

    @Test func manyConcurrentTransactionsShareAFixedNumberOfConnections() async throws {
        try await TestDatabase.withPool(size: 3, acquireTimeout: .seconds(30)) { pool, _ in
            let pids = try await withThrowingTaskGroup(of: Int.self) { group in
                for i in 0..<40 {
                    group.addTask {
                        try await pool.transaction(as: Principal(userID: UUID())) { connection in
                            let row = try await connection.query("select pg_backend_pid(), \(i) + 0, pg_sleep(0.005)").first!
                            return try row.decode(Int.self, at: 0)
                        }
                    }
                }
                var seen: [Int] = []
                for try await pid in group { seen.append(pid) }
                return seen
            }
            #expect(pids.count == 40)
            #expect(Set(pids).count <= 3)
            // The server agrees: at most three sessions of this test's application in this database.
            let sessions = try await pool.withConnection {
                try await $0.query("select count(*) from pg_stat_activity where datname = current_database() and application_name = 'quad'")
                    .first!.decode(Int.self, at: 0)
            }
            #expect(sessions >= 1 && sessions <= 3)
            #expect(pool.statistics.leases == 41)
        }
    }

    /// Blocking libpq calls run on the connection's own dispatch queue, not on the cooperative pool.
    @Test func theBodyRunsOnTheConnectionsOwnQueue() async throws {
        try await TestDatabase.withPool { pool, _ in
            let seats = pool.seats
            let inTransaction = try await pool.transaction(as: nil) { connection in
                _ = try await connection.query("select 1")
                return seats.filter { $0.executor.isCurrent }.count
            }
            #expect(inTransaction == 1)
            let inPlainLease = try await pool.withConnection { _ in seats.filter { $0.executor.isCurrent }.count }
            #expect(inPlainLease == 1)
            let seat = seats[0]
            #expect(!seat.executor.isCurrent)
        }
    }

    @Test func theUnixSocketAndTCPBothWork() async throws {
        try await TestDatabase.with { database in
            let tcp = try #require(TestCluster.tcpURL(database.base, database: database.name))
            for url in [database.url, tcp] {
                let pool = database.pool(size: 1, url: url)
                let row = try await pool.withConnection {
                    try await $0.query("select current_database()::text, inet_server_addr() is null as over_socket").first!
                }
                #expect(try row.decode(String.self, at: 0) == database.name)
                #expect(try row.decode(Bool.self, at: 1) == (url != tcp))
                await pool.shutdown(within: .seconds(1))
            }
        }
    }

    @Test func startFailsClearlyWhenTheServerCannotBeReached() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quad-no-server-\(UUID().uuidString)")
        let pool = PostgresPool(configuration: PostgresConfiguration(connectionString: "host=\(directory.path) port=1 dbname=x user=quad"),
                                logger: quietLogger())
        var caught: PostgresError?
        let elapsed = await seconds {
            do { try await pool.start() } catch { caught = error as? PostgresError }
        }
        #expect(caught?.code == .connection)
        #expect(String(reflecting: caught!).contains(directory.path))
        #expect(!String(describing: caught!).contains(directory.path))
        // A hang guard, not a speed check: the failure is immediate, but the test waits for a cooperative thread
        // that CPU-heavy suites running alongside can hold for tens of seconds.
        #expect(elapsed < 120)
        #expect(APIError(postgres: caught!).status == 503)
        await pool.shutdown(within: .seconds(1))
    }

    @Test func startOpensEveryConnection() async throws {
        try await TestDatabase.withPool(size: 3) { pool, _ in
            try await pool.start()
            #expect(pool.statistics.connects == 3)
            #expect(pool.statistics.leased == 0)
        }
    }
}
