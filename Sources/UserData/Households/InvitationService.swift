import Core
import Domain
import Foundation
public import QuadAPIModels

/// Invitation links (userdata-map §2.2): what a link shows to anyone who has it, and accepting it signed in.
///
/// The token is the credential: 64 lowercase hex characters, looked up by its SHA-256 (the database keeps the hash,
/// and the clear token only while the invitation waits). Anything else is "not valid", exactly like an unknown token.
public struct InvitationService: Sendable {
    let pool: PostgresPool
    let links: InvitationLinks

    public init(pool: PostgresPool, links: InvitationLinks) {
        self.pool = pool
        self.links = links
    }

    /// Whether `token` has the shape of an invitation token.
    public static func isToken(_ token: String) -> Bool {
        token.utf8.count == 64 && token.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) }
    }

    static let notValid = HouseholdMessages.invitationRefusal("invitation_not_found")!

    /// The preview (household, inviter, side, expiry, state), as `anon`. Never an e-mail address.
    ///
    /// - Throws: 404 "This invitation link isn't valid. Ask for a new one." for an unknown token or a closed household.
    public func preview(token: String) async throws -> InvitationPreview {
        guard Self.isToken(token) else { throw Self.notValid }
        let rows = try await HouseholdMessages.mapping(invitation: true) {
            try await pool.query(as: nil, """
                select p ->> 'household_name' as household_name, p ->> 'inviter_name' as inviter_name,
                       p ->> 'side' as side, (p ->> 'expires_at')::timestamptz as expires_at, p ->> 'state' as state
                from (select public.invitation_preview(\(token)) as p) x where p is not null
                """)
        }
        guard let row = rows.first else { throw Self.notValid }
        let household = try row.decode(String.self, column: "household_name")
        let side = try row.decode(String.self, column: "side")
        let state = try row.decode(String.self, column: "state")
        let expires = try row.decode(Date.self, column: "expires_at")
        let inviter = try row.decode(String?.self, column: "inviter_name")?.trimmingWhitespace
        let named = inviter.flatMap { $0.isEmpty ? nil : $0 }
        let who = named ?? "Someone"
        let summary = side == "guardian"
            ? "\(who) invited you to this household as a guardian. You'll see its students' college lists and plans."
            : "\(who) invited you to this household as a student. Its guardians will see your college list and plans, "
                + "and you can leave at any time."
        let message: String? = switch state {
        case "used": HouseholdMessages.invitationRefusal("invitation_used")?.message
        case "expired": HouseholdMessages.invitationRefusal("invitation_expired")?.message
        case "revoked": HouseholdMessages.invitationRefusal("invitation_revoked")?.message
        default: nil
        }
        return InvitationPreview(householdName: household, inviterName: named, side: side,
                                 expiresAt: WireTimestamp.string(expires), expires: HouseholdDates.short(expires),
                                 state: state, title: "Join \(household)", summary: summary, message: message)
    }

    /// Accepts the invitation as the signed-in person, in one transaction (the refusals in the site's order:
    /// not valid, cancelled, used, expired, your own, another address; then a household with other people, a full
    /// one). Answers the household joined.
    public func accept(_ principal: Principal, token: String) async throws -> HouseholdResponse {
        guard Self.isToken(token) else { throw Self.notValid }
        return try await HouseholdMessages.mapping(invitation: true) {
            try await pool.transaction(as: principal) { connection in
                let first = try await connection.pipeline([AccountGuard.statusQuery,
                                                           "select public.accept_invitation(\(token))"])
                try AccountGuard.requireLive(first[0])
                return try HouseholdReader.assemble(try await connection.pipeline(HouseholdReader.queries), links: links)
            }
        }
    }
}
