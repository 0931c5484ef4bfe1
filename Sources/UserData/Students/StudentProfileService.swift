import Core
import Domain
public import Foundation
public import QuadAPIModels

/// A student's profile page (`GET|PUT /me/student`, `PUT /me/student/guardian-editing`; userdata-map §2.4, §2.3).
///
/// Every statement runs as the signed-in person, so row-level security decides: a student they cannot read is a 404
/// (through ``StudentAccessService``, the shared gate), one they can read but not change is a 403 on writes. A
/// guardian's read is logged to the access log. Each call is one transaction.
///
/// ```swift
/// let page = try await StudentProfileService(pool: pool).page(principal, student: nil)   // the person's own record
/// ```
public struct StudentProfileService: Sendable {
    let pool: PostgresPool

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    /// Without a student, "no student yet".
    static let noStudent = APIError(status: 404, code: "no_student",
                                    message: "Add a student from your household to see a profile here.")

    /// The profile page of `student`, or (nil) of the person's own record, made on first use for a student
    /// account, else of the first student they can see. One round trip.
    ///
    /// - Throws: 404 for a student the person cannot read (or none at all), 403 for a deleted account.
    public func page(_ principal: Principal, student: UUID?) async throws -> StudentProfileResponse {
        try await HouseholdMessages.mapping {
            var batch: [PostgresQuery] = []
            if student == nil { batch.append(Self.ensureOwnRecord) }
            batch.append(Self.remember(student))
            let gate = StudentAccessService.Purpose.reading("student_profiles")
            batch += StudentAccessService.statements(student: .expression(Self.current), purpose: gate)
            batch += Self.reads
            let rows = try await pool.pipeline(as: .authenticated(principal), batch)
            let gateCount = StudentAccessService.statementCount(gate)
            return try Self.assemble(Array(rows.suffix(gateCount + Self.reads.count)), gateCount: gateCount,
                                     asked: student)
        }
    }

    /// Saves a change of the profile (fields left out keep their values; invalid values are dropped) with
    /// `updated_by` = the person, keeps the record's graduation year in step, and answers the page as it now is.
    ///
    /// - Throws: 400 when the body or a group in it is not an object; 404 / 403 as ``page(_:student:)``, and 403
    ///   "You don't have permission to edit this profile." without edit access.
    public func save(_ principal: Principal, student: UUID?, change: JSONValue) async throws -> StudentProfileResponse {
        guard case .object = change else { throw APIError.badRequest("Send the profile as a JSON object.") }
        return try await HouseholdMessages.mapping {
            try await pool.transaction(as: principal) { connection in
                let gate = StudentAccessService.Purpose.editing
                var first: [PostgresQuery] = (student == nil ? [Self.ensureOwnRecord] : []) + [Self.remember(student)]
                first += StudentAccessService.statements(student: .expression(Self.current), purpose: gate)
                first.append(Self.profile)
                let rows = try await connection.pipeline(first)
                let access = try Self.access(Array(rows.suffix(3)), purpose: gate, asked: student)
                let stored = StudentProfileSanitizer.document(try rows.last?.first?.decode(json: JSONValue.self, column: "data"))
                let saved = try StudentProfileSanitizer.apply(change, to: stored)
                let id = UUID(uuidString: access.id)!
                let writes: [PostgresQuery] = [
                    try """
                    insert into public.student_profiles (student_id, data, updated_at, updated_by)
                    values (\(id), \(json: saved)::jsonb, now(), auth.uid())
                    on conflict (student_id) do update set data = excluded.data, updated_at = now(), updated_by = auth.uid()
                    """,
                    """
                    update public.students set grad_year = \(saved.basics.gradYear.map(Int32.init))::integer
                    where id = \(id) and \(saved.basics.gradYear.map(Int32.init))::integer is not null
                      and grad_year is distinct from \(saved.basics.gradYear.map(Int32.init))::integer
                    """,
                ]
                let again = try await connection.pipeline(writes + StudentAccessService.statements(
                    student: .literal(id), purpose: .editing) + Self.reads)
                return try Self.assemble(Array(again.dropFirst(writes.count)), gateCount: 2, asked: student)
            }
        }
    }

    /// The "let my guardians edit" switch: every guardian of the student's household gets (or loses) edit access,
    /// all in one transaction; any refusal undoes all of them. The person's own guardian membership is left as it
    /// is. Answers the page as it now is.
    ///
    /// - Throws: 403 "Only the student decides who can edit their information." for anyone but the student (or a
    ///   guardian who made every student record there); 404 as ``page(_:student:)``.
    public func setGuardianEditing(_ principal: Principal, student: UUID?, enabled: Bool) async throws
        -> StudentProfileResponse
    {
        try await HouseholdMessages.mapping {
            try await pool.transaction(as: principal) { connection in
                var first: [PostgresQuery] = [Self.remember(student)]
                first += StudentAccessService.statements(student: .expression(Self.current), purpose: .editing)
                first.append(PostgresQuery(unsafeSQL: """
                    select g.id, coalesce(g.user_id = auth.uid(), false) as me
                    from public.household_members g
                    where g.role = 'guardian' and g.status = 'active' and g.household_id = (\(Self.household))
                    order by g.created, g.id
                    """))
                let rows = try await connection.pipeline(first)
                let access = try Self.access(Array(rows.dropFirst()), purpose: .reading("students"), asked: student)
                var changes: [PostgresQuery] = []
                for row in rows[rows.count - 1] {
                    if try row.decode(Bool.self, column: "me") { continue }
                    let member = try row.decode(UUID.self, column: "id")
                    changes.append("select public.set_member_can_edit(\(member), \(enabled))")
                }
                let id = UUID(uuidString: access.id)!
                let again = try await connection.pipeline(changes + StudentAccessService.statements(
                    student: .literal(id), purpose: .editing) + Self.reads)
                return try Self.assemble(Array(again.dropFirst(changes.count)), gateCount: 2, asked: student)
            }
        }
    }

    // MARK: Statements

    /// The student the page is about, kept for the rest of the transaction in `quad.student`: the one asked for,
    /// else the person's own live record, else the first student they can see (own first, then by name).
    static func remember(_ student: UUID?) -> PostgresQuery {
        """
        select set_config('quad.student', coalesce(\(student)::uuid,
          (select s.id from public.students s where s.user_id = auth.uid() and s.deleted_at is null),
          (select s.id from public.students s where s.deleted_at is null
           order by coalesce(s.user_id = auth.uid(), false) desc, lower(coalesce(s.display_name, '')), s.id limit 1)
        )::text, true)
        """
    }

    /// ``remember(_:)``'s student as an init plan.
    static let current = "select nullif(pg_catalog.current_setting('quad.student', true), '')::uuid"

    /// The student's household: the live one where the record is an active student member.
    static let household = """
        select m.household_id from public.household_members m
        join public.households h on h.id = m.household_id and h.deleted_at is null
        where m.student_id = (\(current)) and m.role = 'student' and m.status = 'active'
        order by coalesce(m.accepted_at, m.created), m.id limit 1
        """

    /// The person's own record, made on first use for an account whose role hint is student or unset (guardians and
    /// counselors get none). A concurrent first use loses on the unique user id and changes nothing.
    static let ensureOwnRecord: PostgresQuery = """
        insert into public.students (user_id, display_name)
        select p.id, p.display_name from public.profiles p
        where p.id = auth.uid() and p.deleted_at is null and (p.role_hint is null or p.role_hint = 'student')
          and not exists (select 1 from public.students s where s.user_id = auth.uid())
        on conflict (user_id) do nothing
        """

    static let profile = PostgresQuery(unsafeSQL: """
        select data, updated_at from public.student_profiles where student_id = (\(current))
        """)

    /// The guardian-editing switch: the guardians of the student's household, how many may edit, whether the
    /// person is one, and whether every student there is a record the person made.
    static let guardianEditing = PostgresQuery(unsafeSQL: """
        with hh as (\(household)),
        students as (
          select s.user_id, s.managed_by from public.household_members m
          join public.students s on s.id = m.student_id and s.deleted_at is null
          where m.household_id = (select household_id from hh) and m.role = 'student' and m.status = 'active'
        )
        select
          (select count(*) from public.household_members g where g.household_id = (select household_id from hh)
             and g.role = 'guardian' and g.status = 'active')::integer as guardians,
          (select count(*) from public.household_members g where g.household_id = (select household_id from hh)
             and g.role = 'guardian' and g.status = 'active' and g.can_edit)::integer as editors,
          exists (select 1 from public.household_members g where g.household_id = (select household_id from hh)
             and g.role = 'guardian' and g.status = 'active' and g.user_id = auth.uid()) as guardian,
          (exists (select 1 from students)
             and not exists (select 1 from students where not (user_id is null and managed_by = auth.uid())))
            as manages_all
        """)

    /// After the gate: the profile, the picker, the switch.
    static let reads: [PostgresQuery] = [profile, MeReader.students, guardianEditing]

    // MARK: Assembly

    /// The gate's answer, with "no student yet" when none was asked for and none exists.
    static func access(_ rows: [PostgresRows], purpose: StudentAccessService.Purpose, asked: UUID?) throws -> StudentAccess {
        do {
            return try StudentAccessService.access(from: rows, purpose: purpose)
        } catch let error as APIError where error.status == 404 && asked == nil {
            throw noStudent
        }
    }

    /// The page from the gate's `gateCount` rows followed by ``reads``' rows (edit access was checked before).
    static func assemble(_ rows: [PostgresRows], gateCount: Int, asked: UUID?) throws -> StudentProfileResponse {
        let access = try self.access(rows, purpose: .reading(""), asked: asked)
        let profileRow = rows[gateCount].first
        let values = StudentProfileSanitizer.document(try profileRow?.decode(json: JSONValue.self, column: "data"))
        let picker = try MeReader.students(from: rows[gateCount + 1]).map {
            StudentPickerEntry(id: $0.id, label: StudentProfileReadings.pickerLabel($0), selected: $0.id == access.id)
        }
        let switchRow = rows[gateCount + 2].first
        let guardians = try switchRow?.decode(Int.self, column: "guardians") ?? 0
        let editors = try switchRow?.decode(Int.self, column: "editors") ?? 0
        let managesAll = try switchRow?.decode(Bool.self, column: "manages_all") ?? false
        let isGuardian = try switchRow?.decode(Bool.self, column: "guardian") ?? false
        let ownAccount = access.relation == .own && !access.managed
        let guardian = access.relation == .guardian
        return StudentProfileResponse(
            student: access, picker: picker,
            banner: guardian ? StudentProfileReadings.guardianBanner(studentName: access.displayName,
                                                                     canEdit: access.canEdit) : nil,
            viewOnly: !access.canEdit, viewOnlyNote: access.canEdit ? nil : StudentProfileReadings.viewOnlyNote,
            guardianEditing: GuardianEditing(enabled: guardians > 0 && editors == guardians, guardians: guardians,
                                             canChange: guardians > 0 && (ownAccount || (isGuardian && managesAll))),
            completeness: StudentProfileReadings.completeness(values),
            gpa: StudentProfileReadings.gpa(values.academics),
            form: StudentProfileForm.definition, values: values,
            updatedAt: try profileRow.map { WireTimestamp.string(try $0.decode(Date.self, column: "updated_at")) })
    }
}
