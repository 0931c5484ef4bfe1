import Core
import Domain
import Foundation
import QuadAPIModels

/// The statements behind `GET /me/household` (and the answer of every household change) and how their rows become a
/// ``HouseholdResponse``. They run as the signed-in person in one batch, so row-level security and the roster
/// function's own membership check decide what each returns.
enum HouseholdReader {
    /// The caller's profile: name, role hint, deletion state.
    static let profile: PostgresQuery = "select display_name, role_hint, deleted_at from public.profiles where id = auth.uid()"

    /// ``MeReader/rememberHousehold``'s value as an init plan.
    static let current = "(select nullif(pg_catalog.current_setting('quad.my_household', true), '')::uuid)"

    static let household = PostgresQuery(unsafeSQL: """
        select h.id, h.name, h.created, public.household_max_members() as seat_limit
        from public.households h where h.id = \(current)
        """)

    static let roster = PostgresQuery(unsafeSQL: """
        select r.member_id, r.role, r.student_id, r.display_name, r.can_edit, r.managed, r.managed_by_me, r.is_me,
               r.joined, r.status, r.invitation_id, r.expires_at, r.grad_year, r.phone
        from public.household_roster(\(current)) with ordinality as r
        order by r.ordinality
        """)

    /// The clear tokens of invitations still waiting (members read their household's invitations), for the links.
    static let tokens = PostgresQuery(unsafeSQL: """
        select id, token from public.invitations
        where household_id = \(current) and accepted_at is null and revoked_at is null and expires_at > now()
          and token is not null
        """)

    /// The batch, in the order ``assemble(_:links:notice:)`` reads it.
    static let queries: [PostgresQuery] = [MeReader.rememberHousehold, profile, household, roster, tokens, MeReader.home]

    /// The response from the rows of ``queries``.
    static func assemble(_ rows: [PostgresRows], links: InvitationLinks, notice: String? = nil) throws -> HouseholdResponse {
        let rows = Array(rows.suffix(queries.count).dropFirst())
        let profile = rows[0].first
        let displayName = try profile?.decode(String?.self, column: "display_name")
        let deleted = try profile.map { try !$0.isNull(at: 2) } ?? false
        let limit = 6
        guard let h = rows[1].first else {
            return HouseholdResponse(household: nil, seatLimit: limit, canCreate: !deleted,
                                     suggestedName: HouseholdRules.suggestedName(displayName), notice: notice)
        }
        var tokens: [UUID: String] = [:]
        for row in rows[3] { tokens[try row.decode(UUID.self, column: "id")] = try row.decode(String.self, column: "token") }

        var ruleRows: [HouseholdRules.Row] = []
        var extras: [(joined: Date, phone: String?)] = []
        for r in rows[2] {
            ruleRows.append(HouseholdRules.Row(
                memberID: try r.decode(UUID?.self, column: "member_id"),
                invitationID: try r.decode(UUID?.self, column: "invitation_id"),
                role: try r.decode(String.self, column: "role"),
                displayName: try r.decode(String?.self, column: "display_name"),
                canEdit: try r.decode(Bool.self, column: "can_edit"), managed: try r.decode(Bool.self, column: "managed"),
                managedByMe: try r.decode(Bool.self, column: "managed_by_me"), isMe: try r.decode(Bool.self, column: "is_me"),
                status: try r.decode(String.self, column: "status"), studentID: try r.decode(UUID?.self, column: "student_id"),
                expiresAt: try r.decode(Date?.self, column: "expires_at"), gradYear: try r.decode(Int?.self, column: "grad_year")))
            extras.append((try r.decode(Date.self, column: "joined"), try r.decode(String?.self, column: "phone")))
        }
        let viewer = HouseholdRules.Viewer(ruleRows)
        var people: [HouseholdPerson] = []
        var seats = 0
        for (row, extra) in zip(ruleRows, extras) {
            // Members hold a seat; so does an invitation still waiting (an expired one does not).
            if row.memberID != nil || row.status == "invited" { seats += 1 }
            let link = row.status == "invited" ? row.invitationID.flatMap { tokens[$0] }.map(links.link) : nil
            people.append(HouseholdPerson(
                memberId: row.memberID.map(Self.id), invitationId: row.invitationID.map(Self.id),
                studentId: row.studentID.map(Self.id), role: row.role, name: HouseholdRules.name(row),
                initial: HouseholdRules.initial(row), canEdit: row.canEdit, managed: row.managed,
                managedByMe: row.managedByMe, isMe: row.isMe, status: row.status,
                statusLabel: HouseholdRules.statusLabel(row), caption: HouseholdRules.caption(row),
                joined: WireTimestamp.string(extra.joined), expiresAt: row.expiresAt.map(WireTimestamp.string),
                gradYear: row.gradYear, phone: extra.phone, link: link,
                actions: HouseholdRules.actions(viewer, row: row, rows: ruleRows)))
        }
        let seatLimit = try h.decode(Int.self, column: "seat_limit")
        let home = try MeReader.home(from: rows[4])
        let isMember = viewer.guardian || viewer.student
        let detail = HouseholdDetail(
            id: Self.id(try h.decode(UUID.self, column: "id")), name: try h.decode(String.self, column: "name"),
            created: WireTimestamp.string(try h.decode(Date.self, column: "created")), seatsUsed: seats,
            seatLimit: seatLimit, seats: "\(seats) of \(seatLimit) seats", people: people, home: home,
            me: HouseholdViewer(guardian: viewer.guardian, student: viewer.student, canInviteGuardians: isMember,
                                canInviteStudents: viewer.guardian, hasFreeSeat: seats < seatLimit))
        return HouseholdResponse(household: detail, seatLimit: seatLimit, canCreate: false,
                                 suggestedName: HouseholdRules.suggestedName(displayName), notice: notice)
    }

    static func id(_ uuid: UUID) -> String { uuid.uuidString.lowercased() }
}

/// Where invitation links point: `{site}/invite/{token}`.
public struct InvitationLinks: Sendable {
    /// The site's public URL (`auth.siteURL`).
    public var site: String

    public init(site: String) {
        var s = site
        while s.hasSuffix("/") { s.removeLast() }
        self.site = s
    }

    func link(_ token: String) -> String { "\(site)/invite/\(token)" }
}
