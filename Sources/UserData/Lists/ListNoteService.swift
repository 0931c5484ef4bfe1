public import Domain
public import Foundation
public import QuadAPIModels

/// Notes on a list's colleges (userdata-map §2.5 "Notes"): written by whoever may change the list, shared with
/// everyone who can read it unless private (then seen by their author alone), deleted by their author only.
///
/// ```swift
/// let notes = ListNoteService(pool: pool, store: store)
/// try await notes.add(principal, list: id, unitID: "166027", body: "Great labs", isPrivate: false)
/// ```
public struct ListNoteService: Sendable {
    let items: ListItemService

    public init(pool: PostgresPool, store: DatasetStore, now: @escaping @Sendable () -> Date = { Date() }) {
        items = ListItemService(pool: pool, store: store, now: now)
    }

    /// The longest note, in characters; longer ones are cut (as the site does).
    public static let maxLength = 2000

    /// Adds a note and answers the college's row with it.
    ///
    /// - Throws: 400 "Write something first." for an empty note; 404 for a hidden list or a college not on it; 403
    ///   for a list the caller may only read.
    public func add(_ principal: Principal, list id: UUID, unitID: String, body: String, isPrivate: Bool,
                    today: CalendarDay? = nil) async throws -> ListItemResponse {
        guard let text = ItemChanges.cut(body.trimmingWhitespace, to: Self.maxLength) else { throw ListMessages.noteEmpty }
        guard ListItemService.isUnitID(unitID) else { throw ListMessages.itemNotFound }
        let snapshot = items.store.current
        let day = items.boards.today(today)
        // The note goes onto the college's row if it is on the list; no row inserted: it is not, and nothing changed.
        return try await items.changing(principal, list: id, [
            """
            insert into public.list_notes (item_id, body, private)
            select i.id, \(text), \(isPrivate) from public.list_items i where i.list_id = \(id) and i.unit_id = \(unitID)
            returning id
            """,
        ] + BoardBatch.statements(list: id, unitID: unitID)) { rows in
            guard !rows[0].isEmpty else { throw ListMessages.itemNotFound }
            return try BoardBatch(rows, oneItem: true).itemResponse(principal, today: day, snapshot: snapshot)
        }
    }

    /// Deletes one of the caller's own notes and answers the college's row without it. Needs no edit access: a
    /// note's author may always take it back.
    ///
    /// - Throws: 404 for a hidden list, a college not on it, or a note the caller cannot see there; 403 "You can delete
    ///   only your own notes." for someone else's.
    public func delete(_ principal: Principal, list id: UUID, unitID: String, note: UUID,
                       today: CalendarDay? = nil) async throws -> ListItemResponse {
        guard ListItemService.isUnitID(unitID) else { throw ListMessages.itemNotFound }
        let snapshot = items.store.current
        return try await ListErrors.map {
            try await items.pool.transaction(as: principal) { connection in
                let first = try await connection.pipeline([
                    AccountGuard.statusQuery, ListRows.list(id), ListRows.item(on: id, unitID: unitID),
                    "select author_id = auth.uid() as mine, item_id from public.list_notes where id = \(note)",
                ])
                try AccountGuard.requireLive(first[0])
                _ = try ListRows.require(first[1], editing: false)
                guard let item = try first[2].first.map(ListRows.item) else { throw ListMessages.itemNotFound }
                guard let row = first[3].first, try row.decode(UUID.self, column: "item_id") == item.id else {
                    throw ListMessages.noteNotFound
                }
                guard try row.decode(Bool.self, column: "mine") else { throw ListMessages.notYourNote }
                let rows = try await connection.pipeline(["delete from public.list_notes where id = \(note)"]
                                                         + BoardBatch.statements(list: id, unitID: unitID))
                return try BoardBatch(rows, oneItem: true).itemResponse(principal, today: items.boards.today(today),
                                                         snapshot: snapshot)
            }
        }
    }
}
