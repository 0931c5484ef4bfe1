public import Domain
public import Foundation
public import QuadAPIModels

/// The list board (`GET /me/lists/{id}`) and the "on my list" state next to public documents
/// (`GET /me/lists/membership`). Reads only, as the signed-in person; a guardian's read of a student's board is
/// written to the access log. One round trip each.
///
/// ```swift
/// let boards = ListBoardService(pool: pool, store: store)
/// let board = try await boards.board(principal, list: id, today: CalendarDay(isoDate: "2026-10-05"))
/// ```
public struct ListBoardService: Sendable {
    let pool: PostgresPool
    let store: DatasetStore
    let now: @Sendable () -> Date

    /// `now` gives today's date (in New York) when a request does not say what day it is.
    public init(pool: PostgresPool, store: DatasetStore, now: @escaping @Sendable () -> Date = { Date() }) {
        self.pool = pool
        self.store = store
        self.now = now
    }

    /// The caller's today: `given`, else the clock's day in New York (the site's reference zone).
    public func today(_ given: CalendarDay?) -> CalendarDay {
        given ?? CalendarDay(now(), in: AccessLogGrouping.timeZone)
    }

    /// One list's board.
    ///
    /// - Parameter today: the reader's date, where "Next 30 days" starts (nil: today in New York).
    /// - Throws: 404 for a list the caller cannot read; 403 for an account scheduled for deletion.
    public func board(_ principal: Principal, list id: UUID, today: CalendarDay?) async throws -> ListBoard {
        let snapshot = store.current
        let day = self.today(today)
        return try await ListErrors.map {
            let rows = try await pool.pipeline(as: .authenticated(principal), [
                AccountGuard.statusQuery, ListRows.list(id),
                // A no-op for the student's own reads, for a guardian's own list and for callers who cannot read it.
                "select public.log_access(l.student_id, 'lists') from public.lists l where l.id = \(id) and l.student_id is not null",
            ] + BoardBatch.statements(list: id))
            try AccountGuard.requireLive(rows[0])
            let list = try ListRows.require(rows[1], editing: false)
            let batch = try BoardBatch(rows, oneItem: false)
            return BoardAssembly.board(list: list.summary, canEdit: list.canEdit, banner: Self.banner(list),
                                       items: batch.items, notes: batch.notes,
                                       context: batch.context(principal, today: day, snapshot: snapshot))
        }
    }

    /// The most ids one membership request takes.
    public static let maxMembershipIDs = 200

    /// For each of `ids` (unit ids, in the order asked, repeats once), whether it is on one of the caller's own lists
    /// and whether they follow it. Nothing is made: without a default list yet, `defaultListId` is absent.
    ///
    /// - Throws: 403 for an account scheduled for deletion.
    public func membership(_ principal: Principal, ids: [String]) async throws -> MembershipResponse {
        var seen = Set<String>()
        let unique = ids.filter { seen.insert($0).inserted }
        return try await ListErrors.map {
            let rows = try await pool.pipeline(as: .authenticated(principal), [
                AccountGuard.statusQuery, ListOwners.rememberMine, ListOwners.defaultList,
                PostgresQuery(unsafeSQL: """
                    select i.unit_id, i.list_id from public.list_items i join public.lists l on l.id = i.list_id
                    where i.unit_id = any($1)
                      and ((\(ListOwners.current) is not null and l.student_id = \(ListOwners.current))
                        or (\(ListOwners.current) is null and l.user_id = auth.uid()))
                    order by l.is_default desc, l.created, l.id
                    """, binds: [unique]),
                "select unit_id from public.follows where user_id = auth.uid() and unit_id = any(\(unique))",
            ])
            try AccountGuard.requireLive(rows[0])
            var lists: [String: [String]] = [:]
            for row in rows[3] {
                lists[try row.decode(String.self, column: "unit_id"), default: []]
                    .append(try row.decode(UUID.self, column: "list_id").uuidString.lowercased())
            }
            let followed = Set(try rows[4].map { try $0.decode(String.self, column: "unit_id") })
            return MembershipResponse(
                defaultListId: try rows[2].first?.decode(UUID.self, column: "id").uuidString.lowercased(),
                colleges: unique.map { id in
                    CollegeMembership(unitId: id, onList: lists[id] != nil, following: followed.contains(id),
                                      listIds: lists[id] ?? [])
                })
        }
    }

    /// The guardian's banner on a student's list; nil for the student's own list and for a user's own lists.
    static func banner(_ list: ListRecord) -> String? {
        guard list.studentID != nil, !list.ownStudent else { return nil }
        return guardianBanner(studentName: list.studentName, canEdit: list.canEdit)
    }

    /// "Viewing as a guardian · You can edit Sam’s information. Sam can see when you view it." (userdata-map §2.4).
    static func guardianBanner(studentName: String?, canEdit: Bool) -> String {
        let given = studentName?.trimmingWhitespace
        let name = given.flatMap { $0.isEmpty ? nil : $0 }
        let possessive = name.map { "\($0)\u{2019}s" } ?? "this student\u{2019}s"
        let access = canEdit ? "You can edit \(possessive) information."
            : "You can look but not change \(possessive) information."
        return "Viewing as a guardian \u{00B7} \(access) \(name ?? "The student") can see when you view it."
    }
}
