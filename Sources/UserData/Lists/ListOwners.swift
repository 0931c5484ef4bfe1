import Domain
import Foundation
import QuadAPIModels

/// Whose lists a request is about (userdata-map §2.5 "Owners"): the caller's own ("my" lists: their student record's
/// when they have one, else the lists they own as a user, a guardian's), or a student's they may see (`?student=`).
public enum ListOwnerChoice: Sendable, Hashable {
    case mine
    case student(UUID)
}

/// The statements that find (and lazily make) the caller's own list owner and default list. They leave the owner in
/// the transaction-local setting `quad.list_student` ('' for the caller's user lists), which later statements of the
/// batch read as ``current``.
enum ListOwners {
    /// The caller's own student record, made on first use for an account whose role hint is student or unset
    /// (guardians and counselors get none). A concurrent first use loses on the unique user id and changes nothing.
    /// Never for an account scheduled for deletion.
    static let ensureOwnRecord: PostgresQuery = """
        insert into public.students (user_id, display_name)
        select p.id, p.display_name from public.profiles p
        where p.id = auth.uid() and p.deleted_at is null and (p.role_hint is null or p.role_hint = 'student')
          and not exists (select 1 from public.students s where s.user_id = auth.uid())
        on conflict (user_id) do nothing
        """

    /// Remembers the caller's own owner: their live student record, else none (their user lists).
    static let rememberMine: PostgresQuery = """
        select set_config('quad.list_student', coalesce(
          (select s.id::text from public.students s where s.user_id = auth.uid() and s.deleted_at is null), ''), true)
        """

    /// Remembers `student` as the owner.
    static func remember(student: UUID) -> PostgresQuery {
        "select set_config('quad.list_student', \(student.uuidString.lowercased()), true)"
    }

    /// The remembered student record (null: the caller's user lists), as an init plan.
    static let current = "(select nullif(pg_catalog.current_setting('quad.list_student', true), '')::uuid)"

    /// Makes the remembered owner's default list "My list" when it has none and the caller may change the owner's
    /// lists; two requests racing both try, the partial unique index lets one in, and the other changes nothing.
    /// Never for an account scheduled for deletion.
    static let ensureDefault = PostgresQuery(unsafeSQL: """
        insert into public.lists (student_id, user_id, name, is_default)
        select o.student_id, case when o.student_id is null then auth.uid() end, 'My list', true
        from (select \(current) as student_id) o
        where auth.uid() is not null
          and not exists (select 1 from public.profiles p where p.id = auth.uid() and p.deleted_at is not null)
          and public.can_edit_list_owner(o.student_id, case when o.student_id is null then auth.uid() end)
          and not exists (
            select 1 from public.lists l
            where l.is_default and (l.student_id = o.student_id or (o.student_id is null and l.user_id = auth.uid())))
        on conflict do nothing
        """)

    /// The remembered owner's lists, in ``ListRows/lists(student:)``'s order.
    static let lists = PostgresQuery(unsafeSQL: ListRows.listSelect + """
         where (\(current) is not null and l.student_id = \(current))
            or (\(current) is null and l.user_id = auth.uid())
        order by l.is_default desc, l.created, l.id
        """)

    /// The remembered owner's default list id.
    static let defaultList = PostgresQuery(unsafeSQL: """
        select l.id from public.lists l
        where l.is_default and ((\(current) is not null and l.student_id = \(current))
            or (\(current) is null and l.user_id = auth.uid()))
        """)

    /// The statements that find the owner of `choice` and make its default list, in order.
    static func prepare(_ choice: ListOwnerChoice) -> [PostgresQuery] {
        switch choice {
        case .mine: [ensureOwnRecord, rememberMine, ensureDefault]
        case let .student(id): [remember(student: id), ensureDefault]
        }
    }

    /// The owner reference of the remembered owner, from the value of ``rememberMine`` / ``remember(student:)``.
    static func owner(student: UUID?, principal: Principal) -> ListOwnerRef {
        student.map { ListOwnerRef(kind: "student", id: $0.uuidString.lowercased()) }
            ?? ListOwnerRef(kind: "user", id: principal.userID.uuidString.lowercased())
    }

    /// The remembered student record, read back.
    static let rememberedStudent: PostgresQuery = "select nullif(pg_catalog.current_setting('quad.list_student', true), '')::uuid as id"
}
