import Core
import Domain
public import Foundation
public import QuadAPIModels

/// The household (userdata-map §2.2): the roster, starting one, inviting, cancelling and re-sending invitations,
/// adding a student without an account, edit access, leaving and removing.
///
/// Every statement runs as the signed-in person, so the database functions and row-level security decide; their
/// refusals come back as the site's sentences (``HouseholdMessages``). Each operation is one transaction: a refused
/// step rolls back everything before it, the invitation e-mail included. An account scheduled for deletion gets 403.
///
/// ```swift
/// let households = HouseholdService(pool: pool, links: InvitationLinks(site: "https://quad.example"), siteName: "Quad")
/// let created = try await households.invite(principal, InviteRequest(side: "guardian", email: "val@example.com"))
/// created.link   // https://quad.example/invite/<64 hex>, shown this once
/// ```
public struct HouseholdService: Sendable {
    let pool: PostgresPool
    let links: InvitationLinks
    let siteName: String

    public init(pool: PostgresPool, links: InvitationLinks, siteName: String) {
        self.pool = pool
        self.links = links
        self.siteName = siteName
    }

    /// The person's household with its roster, or none. One round trip.
    public func household(_ principal: Principal) async throws -> HouseholdResponse {
        try await HouseholdMessages.mapping {
            try HouseholdReader.assemble(try await pool.pipeline(as: .authenticated(principal), HouseholdReader.queries),
                                         links: links)
        }
    }

    /// Starts a household with the person as its first member, as `role` (default from the role hint: a student
    /// account joins as its own student record).
    ///
    /// - Throws: 400 for a name that is blank or over 80 characters or an unknown role; 409 when already in one.
    public func create(_ principal: Principal, _ request: CreateHouseholdRequest) async throws -> HouseholdResponse {
        let name = request.name.trimmingWhitespace
        guard (1...80).contains(name.count) else { throw refusal("invalid_name", field: "name") }
        if let role = request.role, role != "guardian" && role != "student" { throw refusal("invalid_role", field: "role") }
        return try await change(principal) { connection, _ in
            _ = try await connection.query("""
                select public.create_household(\(name), coalesce(\(request.role)::text,
                  case when (select role_hint from public.profiles where id = auth.uid()) = 'student'
                       then 'student' else 'guardian' end))
                """)
            return nil
        }
    }

    /// Invites someone by e-mail to the person's household and queues the invitation e-mail, in one transaction (the
    /// job runtime delivers the outbox).
    /// Returns the link; its secret is shown this once (members can copy it again from the roster while it waits).
    public func invite(_ principal: Principal, _ request: InviteRequest) async throws -> InvitationCreated {
        guard request.side == "guardian" || request.side == "student" else { throw refusal("invalid_side", field: "side") }
        guard !request.email.trimmingWhitespace.isEmpty else { throw HouseholdMessages.emailRequired }
        guard let email = InviteAddress.normalize(request.email) else { throw refusal("invalid_email", field: "email") }
        if let mine = claimString(principal, "email"), mine.lowercased() == email { throw refusal("invite_self", field: "email") }
        let name = request.name.map { $0.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ") }
            .flatMap { $0.isEmpty ? nil : $0 }
        if let name, name.utf16.count > 80 { throw HouseholdMessages.nameTooLong }
        var phone: String?
        if let given = request.phone, !given.trimmingWhitespace.isEmpty {
            guard let normalized = PhoneNumber.normalize(given) else { throw refusal("invalid_phone", field: "phone") }
            phone = normalized
        }
        var student: UUID?
        if let given = request.studentId {
            guard let id = UUID(uuidString: given) else { throw HouseholdMessages.studentNotManaged }
            student = id
        }
        return try await HouseholdMessages.mapping {
            try await pool.transaction(as: principal) { connection -> InvitationCreated in
                let context = try await Self.open(connection)
                let rows = try await connection.query("""
                    select (r ->> 'id')::uuid as id, r ->> 'token' as token, (r ->> 'expires_at')::timestamptz as expires_at,
                           (r ->> 'student_id')::uuid as student_id
                    from (select public.create_invitation(\(context.household), \(email), \(request.side), \(student)::uuid,
                          \(request.canEdit ?? true), \(name)::text, \(phone)::text, null::integer) as r) x
                    """)
                return try await queueMail(connection, rows, context: context, side: request.side)
            }
        }
    }

    /// Cancels an invitation still waiting (any member of its household may).
    ///
    /// - Throws: 404 for an invitation the person cannot see; 409 "That invitation was already used or cancelled."
    public func cancelInvitation(_ principal: Principal, id: UUID) async throws -> HouseholdResponse {
        try await change(principal) { connection, _ in
            let found = try await connection.pipeline([
                "select id from public.invitations where id = \(id)",
                """
                update public.invitations set revoked_at = now()
                where id = \(id) and accepted_at is null and revoked_at is null returning id
                """,
            ])
            if found[0].isEmpty { throw HouseholdMessages.invitationNotPending }
            if found[1].isEmpty { throw HouseholdMessages.alreadyUsedOrCancelled }
            return nil
        }
    }

    /// "Send again": a new link with a fresh 7 days (the old link stops working), e-mailed again.
    public func reissue(_ principal: Principal, id: UUID) async throws -> InvitationCreated {
        try await HouseholdMessages.mapping {
            try await pool.transaction(as: principal) { connection -> InvitationCreated in
                let context = try await Self.open(connection, requireHousehold: false)
                let rows = try await connection.query("""
                    select (r ->> 'id')::uuid as id, r ->> 'token' as token, (r ->> 'expires_at')::timestamptz as expires_at,
                           r ->> 'side' as side, (select student_id from public.invitations where id = \(id)) as student_id
                    from (select public.reissue_invitation(\(id)) as r) x
                    """)
                let side = try rows[0].decode(String.self, column: "side")
                return try await queueMail(connection, rows, context: context, side: side)
            }
        }
    }

    /// Adds a student without an account (the guardian manages the record until the student claims it).
    public func addStudent(_ principal: Principal, _ request: AddStudentRequest) async throws -> HouseholdResponse {
        let name = request.name.trimmingWhitespace
        guard (1...80).contains(name.count) else { throw refusal("invalid_name", field: "name") }
        if let year = request.gradYear, !(2000...2100).contains(year) { throw refusal("invalid_grad_year", field: "gradYear") }
        return try await change(principal) { connection, context in
            guard let household = context.household else { throw HouseholdMessages.noHousehold }
            _ = try await connection.query("""
                select public.add_managed_student(\(household), \(name), \(request.gradYear.map(Int32.init))::integer)
                """)
            return "Added \(name)."
        }
    }

    /// Grants or removes one guardian's edit access.
    public func setCanEdit(_ principal: Principal, member: UUID, canEdit: Bool) async throws -> HouseholdResponse {
        try await change(principal) { connection, _ in
            _ = try await connection.query("select public.set_member_can_edit(\(member), \(canEdit))")
            return nil
        }
    }

    /// Leaves the household (the guardian membership and the own student record's); it closes when nobody who can
    /// act is left.
    public func leave(_ principal: Principal) async throws -> HouseholdResponse {
        try await change(principal) { connection, context in
            guard let household = context.household else { throw HouseholdMessages.noHousehold }
            _ = try await connection.query("select public.leave_household(\(household))")
            return nil
        }
    }

    /// A guardian removes another member. Access stops at once.
    ///
    /// - Throws: 404 for a member the person cannot see; 400 for their own row (that is leaving); 403 for anyone but
    ///   a guardian of the household.
    public func remove(_ principal: Principal, member: UUID) async throws -> HouseholdResponse {
        try await change(principal) { connection, _ in
            let rows = try await connection.pipeline([
                """
                select coalesce(m.user_id = auth.uid(), false)
                       or exists (select 1 from public.students s where s.id = m.student_id and s.user_id = auth.uid()) as me
                from public.household_members m where m.id = \(member)
                """,
            ])
            guard let row = rows[0].first else { throw HouseholdMessages.refusal("member_not_found")! }
            if try row.decode(Bool.self, column: "me") { throw HouseholdMessages.removeSelf }
            let deleted = try await connection.query("delete from public.household_members where id = \(member) returning id")
            if deleted.isEmpty { throw HouseholdMessages.onlyGuardiansRemove }
            return nil
        }
    }

    // MARK: Parts

    /// What the first statements of a household change establish: the account is live, the household, its name and
    /// the person's name.
    struct Context {
        var household: UUID?
        var householdName: String?
        var myName: String?
    }

    static func open(_ connection: PostgresConnection, requireHousehold: Bool = true) async throws -> Context {
        let rows = try await connection.pipeline([
            AccountGuard.statusQuery, MeReader.rememberHousehold,
            PostgresQuery(unsafeSQL: "select id, name from public.households where id = \(HouseholdReader.current)"),
            "select display_name from public.profiles where id = auth.uid()",
        ])
        try AccountGuard.requireLive(rows[0])
        let h = rows[2].first
        let context = Context(household: try h?.decode(UUID.self, column: "id"),
                              householdName: try h?.decode(String.self, column: "name"),
                              myName: try rows[3].first?.decode(String?.self, column: "display_name"))
        if requireHousehold, context.household == nil { throw HouseholdMessages.noHousehold }
        return context
    }

    /// One change in one transaction, answered with the household as it now is.
    private func change(_ principal: Principal,
                        _ body: (PostgresConnection, Context) async throws -> String?) async throws -> HouseholdResponse {
        try await HouseholdMessages.mapping {
            try await pool.transaction(as: principal) { connection in
                let context = try await Self.open(connection, requireHousehold: false)
                let notice = try await body(connection, context)
                return try HouseholdReader.assemble(try await connection.pipeline(HouseholdReader.queries), links: links,
                                                    notice: notice)
            }
        }
    }

    /// Queues the e-mail for the invitation in `row` (id, token, expires_at, student_id) and describes it.
    private func queueMail(_ connection: PostgresConnection, _ rows: PostgresRows, context: Context, side: String)
        async throws -> InvitationCreated
    {
        guard let row = rows.first else { throw HouseholdMessages.failed }
        let id = try row.decode(UUID.self, column: "id")
        let token = try row.decode(String.self, column: "token")
        let expiresAt = try row.decode(Date.self, column: "expires_at")
        let link = links.link(token)
        let expires = HouseholdDates.short(expiresAt)
        let message = InvitationMail.make(inviter: context.myName, household: context.householdName, side: side,
                                          link: link, siteName: siteName, expires: expires)
        _ = try await connection.query("select public.queue_invitation_email(\(id), \(message.subject), \(message.body))")
        return InvitationCreated(id: HouseholdReader.id(id), token: token, link: link,
                                 expiresAt: WireTimestamp.string(expiresAt), expires: expires,
                                 studentId: try row.decode(UUID?.self, column: "student_id").map(HouseholdReader.id),
                                 emailed: true)
    }

    private func refusal(_ name: String, field: String) -> APIError {
        var error = HouseholdMessages.refusal(name)!
        error.detail = .object(["field": .string(field)])
        return error
    }
}
