import Core
import Domain
import Foundation
import Testing
import UserData

/// A pooled connection whose server process is ended (as a restart or an administrator would) is replaced without
/// recreating the pool.
@Suite struct PostgresReconnectTests {
    private let pidQuery: PostgresQuery = "select pg_backend_pid()"

    /// Ends a server process from another connection and waits until it is gone.
    private func terminate(_ pid: Int) async throws {
        let admin = try await TestCluster.admin.value
        try await admin.withConnection { connection in
            _ = try await connection.query("select pg_terminate_backend(\(Int32(pid)))")
            for _ in 0..<200 {
                let alive = try await connection.query("select count(*) from pg_stat_activity where pid = \(pid)")
                if try alive.first!.decode(Int.self, at: 0) == 0 { return }
                try await Task.sleep(for: .milliseconds(10))
            }
            throw TestSetupError(description: "backend \(pid) did not end")
        }
    }

    @Test func anIdleConnectionTheServerEndedIsReopenedBeforeUse() async throws {
        try await TestDatabase.withPool(size: 1) { pool, _ in
            let first = try await pool.query(as: nil, pidQuery).first!.decode(Int.self, at: 0)
            let connects = pool.statistics.connects
            try await terminate(first)
            let second = try await pool.query(as: nil, pidQuery).first!.decode(Int.self, at: 0)
            #expect(second != first)
            #expect(pool.statistics.connects == connects + 1)
        }
    }

    /// The connection dies after the lease began but before the transaction's first statement: that batch holds no
    /// COMMIT, so it is sent again on a fresh connection.
    @Test func aTransactionsOpeningBatchIsRetriedOnAFreshConnection() async throws {
        try await TestDatabase.withPool(size: 1) { pool, _ in
            let first = try await pool.withConnection { try await $0.query(pidQuery).first!.decode(Int.self, at: 0) }
            let second = try await pool.transaction(as: Principal(userID: UUID())) { connection in
                try await terminate(first)
                return try await connection.query("select pg_backend_pid(), current_user::text").first!
            }
            #expect(try second.decode(Int.self, at: 0) != first)
            #expect(try second.decode(String.self, at: 1) == "authenticated")
        }
    }

    /// Outside a transaction a statement may have committed before the connection broke, so it is not retried:
    /// the call fails with a 503-mapped error and the next lease reconnects.
    @Test func aPlainStatementOnABrokenConnectionFailsOnceThenThePoolRecovers() async throws {
        try await TestDatabase.withPool(size: 1) { pool, _ in
            let first = try await pool.withConnection { try await $0.query(pidQuery).first!.decode(Int.self, at: 0) }
            let error = await #expect(throws: PostgresError.self) {
                try await pool.withConnection { connection in
                    try await terminate(first)
                    _ = try await connection.query("select 1")
                }
            }
            #expect(error?.code == .connection)
            #expect(APIError(postgres: error!).status == 503)
            let next = try await pool.withConnection { try await $0.query(pidQuery).first!.decode(Int.self, at: 0) }
            #expect(next != first)
        }
    }
}
