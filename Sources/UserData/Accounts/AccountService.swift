import Core
import Domain
public import Foundation
public import QuadAPIModels

/// The signed-in person's own account (userdata-map §2.1, §2.2, §2.3, §2.9): `GET /me`, profile changes, the
/// deletion flow. Every statement runs as the person (role `authenticated`, their claims), so row-level security
/// decides what is read and written.
///
/// Errors are ``Domain/APIError``s with the site's sentences; a database that cannot serve answers 503.
///
/// ```swift
/// let accounts = AccountService(pool: pool)
/// let me = try await accounts.me(principal)
/// ```
public struct AccountService: Sendable {
    /// How long a deleted account can be restored.
    public static let restoreWindow: TimeInterval = 30 * 86_400

    let pool: PostgresPool
    let now: @Sendable () -> Date

    /// `now` is the clock for "the current year" of the age gate and for export dates (tests inject one).
    public init(pool: PostgresPool, now: @escaping @Sendable () -> Date = { Date() }) {
        self.pool = pool
        self.now = now
    }

    /// The account page: profile (an empty one is made for accounts that have none), household summary, home,
    /// students the person can see, deletion state and "who viewed your information". One round trip.
    /// Works for an account scheduled for deletion.
    public func me(_ principal: Principal) async throws -> MeResponse {
        try await mapErrors {
            for _ in 0..<2 {
                let rows = try await pool.pipeline(as: .authenticated(principal), MeReader.queries)
                if let me = try MeReader.assemble(rows, principal: principal) { return me }
            }
            throw PostgresError(code: .protocolViolation, context: "the profile row could not be read")
        }
    }

    /// Changes the profile (`PATCH /me`) and answers the account page as it now is.
    ///
    /// - Throws: 400 and 403 per ``AccountChanges/init(body:currentYear:)``; 403 "This account is scheduled for
    ///   deletion." for a deleted account.
    public func updateAccount(_ principal: Principal, body: JSONValue) async throws -> MeResponse {
        let changes = try AccountChanges(body: body, currentYear: WireTimestamp.year(now()))
        return try await updateAccount(principal, changes: changes)
    }

    /// Stores validated changes and answers the account page as it now is.
    public func updateAccount(_ principal: Principal, changes: AccountChanges) async throws -> MeResponse {
        try await mapErrors {
            try await pool.transaction(as: principal) { connection in
                // First round trip: open the transaction, make sure the profile exists, and check the account.
                let first = try await connection.pipeline([MeReader.profile])
                if let row = first[0].first, try !row.isNull(at: 6) { throw AccountMessages.accountDeleted }
                var batch: [PostgresQuery] = []
                if !changes.isEmpty { batch.append(Self.update(changes)) }
                let rows = try await connection.pipeline(batch + MeReader.queries)
                guard let me = try MeReader.assemble(Array(rows.suffix(MeReader.queries.count)), principal: principal) else {
                    throw PostgresError(code: .protocolViolation, context: "the profile row vanished")
                }
                return me
            }
        }
    }

    /// The one update statement: each column keeps its value unless the change names it.
    static func update(_ changes: AccountChanges) -> PostgresQuery {
        let setName = changes.displayName != nil
        let name: String? = changes.displayName ?? nil
        let setRole = changes.roleHint != nil
        let role: String? = (changes.roleHint ?? nil)?.rawValue
        let year: Int32? = changes.birthYear.map { Int32($0) }
        return """
            update public.profiles set
              display_name = case when \(setName) then \(name)::text else display_name end,
              birth_year = coalesce(\(year)::integer, birth_year),
              role_hint = case when \(setRole) then \(role)::text else role_hint end
            where id = auth.uid()
            """
    }

    /// What deleting the account would do to the students it made (`GET /me/delete/preview`).
    public func deletionPreview(_ principal: Principal) async throws -> DeletionPreview {
        try await mapErrors {
            let rows = try await pool.pipeline(as: .authenticated(principal), [
                AccountGuard.statusQuery, "select public.account_deletion_preview() as preview",
            ])
            try AccountGuard.requireLive(rows[0])
            guard let row = rows[1].first, let preview = try row.decode(json: PreviewRow?.self, at: 0) else {
                throw AccountMessages.signedOut
            }
            return DeletionPreview(ownStudent: preview.own_student, managed: preview.managed.map {
                ManagedStudentFate(id: $0.id.lowercased(), name: $0.name, kept: $0.kept, keptBy: $0.kept_by)
            })
        }
    }

    private struct PreviewRow: Decodable {
        struct Managed: Decodable {
            var id: String
            var name: String?
            var kept: Bool
            var kept_by: String?
        }

        var own_student: Bool
        var managed: [Managed]
    }

    /// Whether `confirm` is the word the delete form asks for ("delete", any case, spaces around allowed).
    public static func confirmsDeletion(_ confirm: String?) -> Bool {
        confirm?.trimmingWhitespace.lowercased() == "delete"
    }

    /// Schedules the account for deletion (`POST /me/delete`): a 30-day soft delete in one transaction that passes
    /// each managed student to its heir (or deletes it), leaves every household, revokes unused invitations, closes
    /// households nobody can act in any more, and ends every session of the account (global sign-out).
    ///
    /// - Throws: 400 `Type "delete" to confirm.` unless `confirm` is "delete"; 403 when already deleted.
    public func delete(_ principal: Principal, confirm: String?) async throws -> DeletionResult {
        guard Self.confirmsDeletion(confirm) else { throw AccountMessages.deleteConfirmation }
        return try await mapErrors {
            let rows = try await pool.pipeline(as: .authenticated(principal), ["""
                select (r ->> 'deleted_at')::timestamptz as deleted_at, (r ->> 'managed_kept')::integer as kept,
                       (r ->> 'managed_deleted')::integer as deleted
                from (select public.delete_my_account() as r) x
                """])
            guard let row = rows[0].first else {
                throw PostgresError(code: .protocolViolation, context: "delete_my_account returned nothing")
            }
            let deletedAt = try row.decode(Date.self, column: "deleted_at")
            return DeletionResult(deletedAt: WireTimestamp.string(deletedAt),
                                  restoreUntil: WireTimestamp.string(deletedAt + Self.restoreWindow),
                                  managedKept: try row.decode(Int.self, column: "kept"),
                                  managedDeleted: try row.decode(Int.self, column: "deleted"))
        }
    }

    /// Restores an account scheduled for deletion (`POST /me/restore`): the profile, the own student record and the
    /// managed students deleted with it. Households are not restored (rejoin by invitation). Harmless on a live
    /// account. Answers the account page as it now is; one round trip.
    public func restore(_ principal: Principal) async throws -> MeResponse {
        try await mapErrors {
            let rows = try await pool.pipeline(as: .authenticated(principal),
                                               ["select public.restore_my_account()"] + MeReader.queries)
            guard let account = try MeReader.assemble(Array(rows.dropFirst()), principal: principal) else {
                return try await me(principal)
            }
            return account
        }
    }

    /// Maps database failures to the account endpoints' answers; ``Domain/APIError``s pass through.
    func mapErrors<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as PostgresError {
            throw Self.apiError(for: error)
        }
    }

    /// The answer for a database error of the account functions.
    static func apiError(for error: PostgresError) -> APIError {
        let message = error.serverMessage ?? ""
        switch error.sqlState {
        case .checkViolation? where message.contains("birth_year_not_allowed"):
            return AccountMessages.ageGate
        case SQLState("28000")?:
            return AccountMessages.signedOut
        case _ where message == "account_deleted":
            return AccountMessages.accountDeleted
        default:
            return APIError(postgres: error)
        }
    }
}
