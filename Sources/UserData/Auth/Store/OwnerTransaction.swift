/// A transaction on the auth tables as the server's own role (the owner of the `auth` schema), not as a user:
/// auth is the server's code, and its writes (a new user, the profile the sign-up trigger creates, the mail queued
/// for them) commit or roll back together.
///
/// `BEGIN` travels with the first statement, so a body with one batch costs two round trips (batch, `COMMIT`).
/// Valid only inside ``AuthDatabase/transaction(_:)``'s body; not Sendable.
final class OwnerTransaction {
    private let connection: PostgresConnection
    private(set) var begun = false

    init(connection: PostgresConnection) {
        self.connection = connection
    }

    /// One statement's rows.
    nonisolated(nonsending)
    func query(_ query: PostgresQuery) async throws -> PostgresRows {
        try await pipeline([query])[0]
    }

    /// Several statements in one round trip; the first failure is thrown.
    nonisolated(nonsending)
    func pipeline(_ queries: [PostgresQuery]) async throws -> [PostgresRows] {
        if begun { return try await connection.pipeline(queries) }
        begun = true
        return Array(try await connection.pipeline(["begin"] + queries).dropFirst())
    }

    nonisolated(nonsending)
    func commit() async throws {
        if begun { _ = try await connection.query("commit") }
    }

    nonisolated(nonsending)
    func rollBack() async {
        if begun { _ = try? await connection.query("rollback") }
    }
}

/// The auth service's way into Postgres.
struct AuthDatabase: Sendable {
    let pool: PostgresPool

    /// Runs `body` in one owner transaction: commits when it returns, rolls back when it throws.
    func transaction<T>(_ body: (OwnerTransaction) async throws -> T) async throws -> T {
        try await pool.withConnection { connection in
            let transaction = OwnerTransaction(connection: connection)
            do {
                let value = try await body(transaction)
                try await transaction.commit()
                return value
            } catch {
                await transaction.rollBack()
                throw error
            }
        }
    }

    /// One statement outside any explicit transaction, as the owner.
    func query(_ query: PostgresQuery) async throws -> PostgresRows {
        try await pool.withConnection { try await $0.query(query) }
    }
}
