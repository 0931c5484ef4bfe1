import Core
import Domain
import Foundation
import QuadAPIModels

/// One list as the caller sees it, with whether they may change it.
struct ListRecord: Sendable {
    var id: UUID
    var summary: ListSummary
    var canEdit: Bool
    var studentID: UUID?
    var userID: UUID?
    /// The student's name, for a student's list.
    var studentName: String?
    /// The list is the caller's own student record's.
    var ownStudent: Bool
}

/// The statements the list services share and how their rows are read. Every statement runs as the caller, so
/// row-level security decides what each returns.
enum ListRows {
    /// The columns ``record(_:)`` reads, for `lists l`.
    static let listSelect = """
        select l.id, l.name, l.is_default, l.share_enabled, l.student_id, l.user_id, l.created,
               public.can_edit_list_owner(l.student_id, l.user_id) as can_edit,
               (select count(*) from public.list_items i where i.list_id = l.id)::integer as item_count,
               s.display_name as student_name, coalesce(s.user_id = auth.uid(), false) as own_student
        from public.lists l left join public.students s on s.id = l.student_id
        """

    /// One list by id with its owner, item count and the caller's edit right; no row when the caller cannot read it.
    static func list(_ id: UUID) -> PostgresQuery {
        PostgresQuery(unsafeSQL: listSelect + " where l.id = $1", binds: [id])
    }

    /// Every list of one owner (a student record, or with `student` nil the caller's own user lists), the default
    /// first, then by when they were made.
    static func lists(student: UUID?) -> PostgresQuery {
        PostgresQuery(unsafeSQL: listSelect + """
             where ($1::uuid is not null and l.student_id = $1::uuid) or ($1::uuid is null and l.user_id = auth.uid())
            order by l.is_default desc, l.created, l.id
            """, binds: [student])
    }

    /// Every list of `rows` (from ``lists(student:)``).
    static func records(_ rows: PostgresRows) throws -> [ListRecord] {
        try rows.indices.compactMap { try record(rows, at: $0) }
    }

    /// Locks the list for a change of its colleges' order, through the caller's update policy (no row, and no lock,
    /// when they may not change it). Concurrent changes of one list wait here, so positions stay dense and unique.
    static func lock(_ id: UUID) -> PostgresQuery {
        "select id from public.lists where id = \(id) for no key update"
    }

    /// The first statement of every change to a list's colleges (migration 0017): raises `account_deleted` for an
    /// account scheduled for deletion, `list_read_only` when the caller can read the list but not change it,
    /// `list_not_found` when they cannot see it, and otherwise locks it as ``lock(_:)`` does. ``ListErrors`` maps the
    /// three to their answers; the server skips the rest of the batch, so a refusal writes nothing.
    static func lockForChange(_ id: UUID) -> PostgresQuery {
        "select public.lock_list_for_change(\(id))"
    }

    /// The list of `rows` (from ``list(_:)``).
    static func record(_ rows: PostgresRows, at index: Int = 0) throws -> ListRecord? {
        guard rows.indices.contains(index) else { return nil }
        let row = rows[index]
        let id = try row.decode(UUID.self, column: "id")
        let studentID = try row.decode(UUID?.self, column: "student_id")
        let userID = try row.decode(UUID?.self, column: "user_id")
        let owner = ListOwnerRef(kind: studentID == nil ? "user" : "student",
                                 id: (studentID ?? userID ?? id).uuidString.lowercased())
        return ListRecord(
            id: id,
            summary: ListSummary(id: id.uuidString.lowercased(), name: try row.decode(String.self, column: "name"),
                                 isDefault: try row.decode(Bool.self, column: "is_default"),
                                 shareEnabled: try row.decode(Bool.self, column: "share_enabled"),
                                 itemCount: try row.decode(Int.self, column: "item_count"), owner: owner,
                                 created: WireTimestamp.string(try row.decode(Date.self, column: "created"))),
            canEdit: try row.decode(Bool.self, column: "can_edit"), studentID: studentID, userID: userID,
            studentName: try row.decode(String?.self, column: "student_name"),
            ownStudent: try row.decode(Bool.self, column: "own_student"))
    }

    /// The list of `rows`, or the refusal: 404 when hidden, 403 when `editing` and the caller may only read it.
    static func require(_ rows: PostgresRows, editing: Bool) throws -> ListRecord {
        guard let list = try record(rows) else { throw ListMessages.listNotFound }
        if editing, !list.canEdit { throw ListMessages.cannotEdit }
        return list
    }

    /// The columns of an item (`i`), in the form ``item(_:)`` reads.
    static let itemColumns = """
        i.id, i.unit_id, i.category, i.round, i.status, i.outcome, i.position, i.added_by, i.added_at,
        i.decision_date::text as decision_date, i.deadline_text, i.deadline_date::text as deadline_date, i.enrolling,
        i.updates, i.visited_on::text as visited_on, i.follows_social, i.dream, i.priority
        """

    /// Every item of a list, in order.
    static func items(of list: UUID) -> PostgresQuery {
        PostgresQuery(unsafeSQL: "select \(itemColumns) from public.list_items i where i.list_id = $1 order by i.position, i.id",
                      binds: [list])
    }

    /// One item of a list by college; `locked` takes its row lock.
    static func item(on list: UUID, unitID: String, locked: Bool = false) -> PostgresQuery {
        PostgresQuery(unsafeSQL: "select \(itemColumns) from public.list_items i where i.list_id = $1 and i.unit_id = $2"
                      + (locked ? " for update" : ""), binds: [list, unitID])
    }

    /// The unit ids of a list, in order.
    static func order(of list: UUID) -> PostgresQuery {
        "select unit_id from public.list_items where list_id = \(list) order by position, id"
    }

    static func item(_ row: PostgresRow) throws -> BoardItemRow {
        func day(_ column: String) throws -> CalendarDay? {
            try row.decode(String?.self, column: column).flatMap(CalendarDay.init(iso:))
        }
        let status = ListStatus(rawValue: try row.decode(String.self, column: "status")) ?? .considering
        return BoardItemRow(
            id: try row.decode(UUID.self, column: "id"), unitID: try row.decode(String.self, column: "unit_id"),
            category: ListCategory(rawValue: try row.decode(String.self, column: "category")) ?? .unsorted,
            round: try row.decode(String?.self, column: "round").flatMap(ListRound.init(rawValue:)),
            progress: ItemProgress(status: status,
                                   outcome: try row.decode(String?.self, column: "outcome").flatMap(ListOutcome.init(rawValue:))),
            position: try row.decode(Int.self, column: "position"),
            addedBy: try row.decode(UUID?.self, column: "added_by"),
            addedAt: WireTimestamp.string(try row.decode(Date.self, column: "added_at")),
            decisionDate: try day("decision_date"), deadlineText: try row.decode(String?.self, column: "deadline_text"),
            deadlineDate: try day("deadline_date"), enrolling: try row.decode(Bool.self, column: "enrolling"),
            updates: try row.decode(Bool.self, column: "updates"), visitedOn: try day("visited_on"),
            followsSocial: try row.decode(Bool.self, column: "follows_social"),
            dream: try row.decode(Bool.self, column: "dream"), priority: try row.decode(Int?.self, column: "priority"))
    }

    /// The notes the caller may see on a list's items, oldest first.
    static func notes(of list: UUID) -> PostgresQuery {
        """
        select n.id, n.item_id, n.author_id, n.body, n.private, n.created
        from public.list_notes n join public.list_items i on i.id = n.item_id
        where i.list_id = \(list)
        order by n.created, n.id
        """
    }

    static func note(_ row: PostgresRow) throws -> BoardNoteRow {
        BoardNoteRow(id: try row.decode(UUID.self, column: "id"), itemID: try row.decode(UUID.self, column: "item_id"),
                     authorID: try row.decode(UUID.self, column: "author_id"),
                     body: try row.decode(String.self, column: "body"),
                     isPrivate: try row.decode(Bool.self, column: "private"),
                     created: WireTimestamp.string(try row.decode(Date.self, column: "created")))
    }

    /// The names of the caller's household (accounts only), for "Added by"; needs ``MeReader/rememberHousehold``
    /// earlier in the batch.
    static let names = PostgresQuery(unsafeSQL: """
        select coalesce(r.user_id, s.user_id) as user_id, r.display_name
        from public.household_roster(nullif(pg_catalog.current_setting('quad.my_household', true), '')::uuid) r
        left join public.students s on s.id = r.student_id
        where r.member_id is not null and coalesce(r.user_id, s.user_id) is not null
        """)

    /// The household's home; needs ``MeReader/rememberHousehold`` earlier in the batch.
    static let home = PostgresQuery(unsafeSQL: """
        select lat, lng, place from public.household_homes
        where household_id = (select nullif(pg_catalog.current_setting('quad.my_household', true), '')::uuid)
        """)

    static func names(_ rows: PostgresRows) throws -> [UUID: String] {
        var out: [UUID: String] = [:]
        for row in rows {
            guard let id = try row.decode(UUID?.self, column: "user_id"),
                  let name = try row.decode(String?.self, column: "display_name") else { continue }
            out[id] = name
        }
        return out
    }

    static func home(_ rows: PostgresRows) throws -> BoardHome? {
        guard let row = rows.first else { return nil }
        return BoardHome(point: GeoPoint(latitude: try row.decode(Double.self, column: "lat"),
                                         longitude: try row.decode(Double.self, column: "lng")),
                         place: try row.decode(String.self, column: "place"))
    }
}
