import Core
import Domain

/// The rule that an account scheduled for deletion can do nothing but look at itself, download its data and
/// restore itself: every other signed-in request answers 403 "This account is scheduled for deletion."
///
/// Services add ``statusQuery`` to the first batch of their transaction and call ``requireLive(_:)`` on its rows
/// before writing, so the check costs no extra round trip:
///
/// ```swift
/// try await pool.transaction(as: principal) { connection in
///     let rows = try await connection.pipeline([AccountGuard.statusQuery, otherRead])
///     try AccountGuard.requireLive(rows[0])
///     …
/// }
/// ```
public enum AccountGuard {
    /// One row (`deleted_at`) for the caller's profile, or none when the profile is missing (a live account).
    public static let statusQuery: PostgresQuery = "select deleted_at from public.profiles where id = auth.uid()"

    /// Throws ``AccountMessages/accountDeleted`` when the rows of ``statusQuery`` say the account is deleted.
    public static func requireLive(_ rows: PostgresRows) throws {
        if try isDeleted(rows) { throw AccountMessages.accountDeleted }
    }

    /// Whether the rows of ``statusQuery`` say the account is scheduled for deletion.
    public static func isDeleted(_ rows: PostgresRows) throws -> Bool {
        guard let row = rows.first else { return false }
        return try !row.isNull(at: 0)
    }

    /// Checks the caller's account in its own round trip, for routes that have no batch to add the check to.
    public static func requireLive(_ principal: Principal, pool: PostgresPool) async throws {
        do {
            try requireLive(try await pool.query(as: principal, statusQuery))
        } catch let error as PostgresError {
            throw APIError(postgres: error)
        }
    }
}
