import Core
import Domain
import Foundation
import QuadAPIModels

/// The statements behind `GET /me` and how their rows become a ``MeResponse``. All of them run in one batch, as the
/// signed-in person, so row-level security decides what each returns.
enum MeReader {
    /// The caller's profile, inserting an empty one first when the row is missing (accounts older than the sign-up
    /// trigger). The insert is only attempted when no row exists.
    static let profile: PostgresQuery = """
        with inserted as (
          insert into public.profiles (id)
          select auth.uid() where auth.uid() is not null
            and not exists (select 1 from public.profiles p where p.id = auth.uid())
          on conflict (id) do nothing
          returning display_name, birth_year, role_hint, phone, created, updated, deleted_at
        )
        select display_name, birth_year, role_hint, phone, created, updated, deleted_at from inserted
        union all
        select display_name, birth_year, role_hint, phone, created, updated, deleted_at
        from public.profiles where id = auth.uid()
        """

    /// Every live student record the caller can read, with how they relate to it. `can_edit` is
    /// `can_edit_student(id)` for a live record, in set form: computed once per statement, not once per row.
    static let students: PostgresQuery = """
        select s.id, s.display_name, s.grad_year, coalesce(s.user_id = (select auth.uid()), false) as own,
               s.user_id is null as managed,
               coalesce(s.user_id = (select auth.uid()) or s.managed_by = (select auth.uid())
                 or s.id = any ((select public.guardian_student_ids(true))::uuid[]), false) as can_edit
        from public.students s
        where s.deleted_at is null
        """

    /// The caller's household, looked up once (`my_household()` costs two security-definer calls and a join) and kept
    /// for the rest of the transaction in the transaction-local setting `quad.my_household` ('' for none), which the
    /// three household statements read as ``currentHousehold``. It only saves work: what they return is still decided
    /// by row-level security and the functions' own membership checks.
    static let rememberHousehold: PostgresQuery =
        "select set_config('quad.my_household', coalesce(public.my_household()::text, ''), true)"

    /// ``rememberHousehold``'s value as an init plan (evaluated once when the statement runs; written bare, the planner
    /// would also evaluate it while estimating the index condition).
    private static let currentHousehold = "(select nullif(pg_catalog.current_setting('quad.my_household', true), '')::uuid)"

    /// The caller's live household and the seat cap.
    static let household = PostgresQuery(unsafeSQL: """
        select h.id, h.name, public.household_max_members() as seat_limit
        from public.households h where h.id = \(currentHousehold)
        """)

    /// The household's roster (members, then pending invitations), in the roster's order.
    static let roster = PostgresQuery(unsafeSQL: """
        select r.member_id, r.role, r.display_name, r.can_edit, r.managed, r.is_me, r.status
        from public.household_roster(\(currentHousehold)) with ordinality as r
        order by r.ordinality
        """)

    /// The household's home.
    static let home = PostgresQuery(unsafeSQL: """
        select label, place, zip, set_by_name, updated_at
        from public.household_homes where household_id = \(currentHousehold)
        """)

    /// The latest 200 reads of the caller's own student record by guardians.
    static let accessLog: PostgresQuery = "select at, table_name, viewer_id, viewer_name from public.my_access_log(200)"

    /// The batch, in the order ``assemble(_:principal:)`` reads it.
    static let queries: [PostgresQuery] = [rememberHousehold, profile, students, household, roster, home, accessLog]

    /// Builds the response from the rows of ``queries``; nil when the profile row could not be read (a concurrent
    /// first read inserted it; reading again finds it).
    static func assemble(_ rows: [PostgresRows], principal: Principal) throws -> MeResponse? {
        guard rows.count == queries.count else { return nil }
        // rows[0] is rememberHousehold's.
        let rows = Array(rows.dropFirst())
        guard let profileRow = rows[0].first else { return nil }

        let deletedAt = try profileRow.decode(Date?.self, column: "deleted_at")
        let profile = AccountProfile(
            displayName: try profileRow.decode(String?.self, column: "display_name"),
            birthYear: try profileRow.decode(Int?.self, column: "birth_year"),
            roleHint: try profileRow.decode(String?.self, column: "role_hint").flatMap(RoleHint.init(rawValue:)),
            phone: try profileRow.decode(String?.self, column: "phone"),
            created: WireTimestamp.string(try profileRow.decode(Date.self, column: "created")),
            updated: WireTimestamp.string(try profileRow.decode(Date.self, column: "updated")))

        let students = try Self.students(from: rows[1])

        var household: HouseholdSummary?
        if let row = rows[2].first {
            var members: [HouseholdMemberSummary] = []
            var seats = 0
            for member in rows[3] {
                let memberID = try member.decode(UUID?.self, column: "member_id")
                let role = try member.decode(String.self, column: "role")
                let status = try member.decode(String.self, column: "status")
                // Members hold a seat; so does an invitation still waiting (an expired one does not).
                if memberID != nil || status == "invited" { seats += 1 }
                let name = try member.decode(String?.self, column: "display_name")?
                    .trimmingWhitespace
                members.append(HouseholdMemberSummary(
                    memberId: memberID?.uuidString.lowercased(), role: role,
                    name: name.flatMap { $0.isEmpty ? nil : $0 } ?? (role == "guardian" ? "A guardian" : "A student"),
                    canEdit: try member.decode(Bool.self, column: "can_edit"),
                    managed: try member.decode(Bool.self, column: "managed"),
                    isMe: try member.decode(Bool.self, column: "is_me"), status: status))
            }
            household = HouseholdSummary(
                id: try row.decode(UUID.self, column: "id").uuidString.lowercased(),
                name: try row.decode(String.self, column: "name"), seatsUsed: seats,
                seatLimit: try row.decode(Int.self, column: "seat_limit"), members: members)
        }

        let home = try Self.home(from: rows[4])

        let log = try rows[5].map { row in
            AccessLogRow(at: try row.decode(Date.self, column: "at"),
                         tableName: try row.decode(String.self, column: "table_name"),
                         viewerID: try row.decode(UUID.self, column: "viewer_id"),
                         viewerName: try row.decode(String?.self, column: "viewer_name"))
        }

        return MeResponse(
            id: principal.userID.uuidString.lowercased(), email: claimString(principal, "email"), profile: profile,
            household: household, home: home, students: students,
            deletion: DeletionState(scheduled: deletedAt != nil, deletedAt: deletedAt.map(WireTimestamp.string),
                                    restoreUntil: deletedAt.map { WireTimestamp.string($0 + AccountService.restoreWindow) }),
            accessLog: AccessLogGrouping.group(log))
    }
}

extension MeReader {
    /// The row of ``home`` as the summary members see, or nil.
    static func home(from rows: PostgresRows) throws -> HomeSummary? {
        try rows.first.map { row in
            HomeSummary(label: try row.decode(String.self, column: "label"),
                        place: try row.decode(String.self, column: "place"),
                        zip: try row.decode(String?.self, column: "zip"),
                        setByName: try row.decode(String?.self, column: "set_by_name"),
                        updatedAt: WireTimestamp.string(try row.decode(Date.self, column: "updated_at")))
        }
    }

    /// The rows of ``students`` as accesses: own record first, then the others by name (then id, so the order is
    /// stable). `GET /me` and the profile page's picker both list students this way.
    static func students(from rows: PostgresRows) throws -> [StudentAccess] {
        var students: [(access: StudentAccess, sortName: String)] = []
        for row in rows {
            let name = try row.decode(String?.self, column: "display_name")
            let access = StudentAccess(
                id: try row.decode(UUID.self, column: "id").uuidString.lowercased(), displayName: name,
                gradYear: try row.decode(Int?.self, column: "grad_year"),
                relation: try row.decode(Bool.self, column: "own") ? .own : .guardian,
                canEdit: try row.decode(Bool.self, column: "can_edit"),
                managed: try row.decode(Bool.self, column: "managed"))
            students.append((access, (name ?? "").lowercased()))
        }
        students.sort { a, b in
            if (a.access.relation == .own) != (b.access.relation == .own) { return a.access.relation == .own }
            if a.sortName != b.sortName { return a.sortName < b.sortName }
            return a.access.id < b.access.id
        }
        return students.map(\.access)
    }
}

/// A string claim of the verified token (`email`, `session_id`), when present and not empty.
func claimString(_ principal: Principal, _ name: String) -> String? {
    guard case let .object(fields) = principal.claims, case let .string(value)? = fields[name], !value.isEmpty else {
        return nil
    }
    return value
}
