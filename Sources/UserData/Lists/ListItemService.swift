public import Domain
public import Foundation
public import QuadAPIModels

/// The colleges of a list (userdata-map §2.5): added at the end, changed with the site's transitions, moved, and
/// removed. Each operation is one batch of statements in one round trip and one transaction, run as the signed-in
/// person with the list locked, so concurrent moves keep the positions dense (0..n−1) and unique.
///
/// ```swift
/// let items = ListItemService(pool: pool, store: store)
/// let answer = try await items.add(principal, list: id, unitID: "166027")
/// ```
public struct ListItemService: Sendable {
    let pool: PostgresPool
    let store: DatasetStore
    let boards: ListBoardService

    public init(pool: PostgresPool, store: DatasetStore, now: @escaping @Sendable () -> Date = { Date() }) {
        self.pool = pool
        self.store = store
        boards = ListBoardService(pool: pool, store: store, now: now)
    }

    /// Adds a college at the end of the list, unsorted and considering, updates on. Adding one already there changes
    /// nothing and still succeeds (`added` false). One round trip.
    ///
    /// - Throws: 404 "We couldn't find that college." for an id that is not 1–10 digits or not in the dataset; 404
    ///   for a hidden list; 403 for a list the caller may only read.
    public func add(_ principal: Principal, list id: UUID, unitID: String, today: CalendarDay? = nil) async throws
        -> ListItemResponse {
        let snapshot = store.current
        guard Self.isUnitID(unitID), snapshot.school(id: unitID) != nil else { throw ListMessages.collegeNotFound }
        let day = boards.today(today)
        return try await changing(principal, list: id, [Self.append(list: id, unitID: unitID)]
                                  + BoardBatch.statements(list: id, unitID: unitID)) { rows in
            try BoardBatch(rows, oneItem: true).itemResponse(principal, today: day, snapshot: snapshot, added: !rows[0].isEmpty)
        }
    }

    /// Changes one college of the list (``QuadAPIModels/ItemPatch``) and answers its row as the board now shows it.
    /// One round trip: the move and the update find the college themselves, and the update returns the row.
    ///
    /// - Throws: 400 "That isn't a date." naming the field; 404 for a hidden list or a college not on it; 403 for a
    ///   list the caller may only read.
    public func update(_ principal: Principal, list id: UUID, unitID: String, patch: ItemPatch,
                       today: CalendarDay? = nil) async throws -> ListItemResponse {
        let changes = try ItemChanges(patch)
        let snapshot = store.current
        let day = boards.today(today)
        guard Self.isUnitID(unitID) else { throw ListMessages.itemNotFound }
        // The move first, among the college's peers in its new category; the update after it returns the row with its
        // new position (a move alone reads the row instead).
        var writes = patch.move.map { [ItemMoves.statement($0, list: id, unitID: unitID, category: patch.category)] } ?? []
        writes.append(changes.statement(list: id, unitID: unitID, today: day) ?? ListRows.item(on: id, unitID: unitID))
        return try await changing(principal, list: id, writes + BoardBatch.statements(list: id, unitID: unitID, row: false)) {
            rows in
            // No row: the college is not on the list, and the batch changed nothing.
            try BoardBatch(rows, oneItem: true, item: writes.count - 1).itemResponse(principal, today: day, snapshot: snapshot)
        }
    }

    /// Removes a college (its notes and tracking go with it) and closes the gap in the order. One round trip.
    ///
    /// - Throws: 404 for a hidden list or a college not on it; 403 for a list the caller may only read.
    public func remove(_ principal: Principal, list id: UUID, unitID: String) async throws {
        guard Self.isUnitID(unitID) else { throw ListMessages.itemNotFound }
        try await changing(principal, list: id, [
            """
            with gone as (delete from public.list_items where list_id = \(id) and unit_id = \(unitID) returning position),
            closed as (
              update public.list_items i set position = i.position - 1 from gone
              where i.list_id = \(id) and i.position > gone.position
              returning i.id)
            select (select count(*) from gone)::integer as removed
            """,
        ]) { rows in
            guard try rows[0].first?.decode(Int.self, column: "removed") == 1 else { throw ListMessages.itemNotFound }
        }
    }

    /// Runs `statements` as one batch (one round trip, one implicit transaction) behind the list's change lock
    /// (``ListRows/lockForChange(_:)``: 403 for an account scheduled for deletion or a list the caller may only read,
    /// 404 for a hidden one; a refusal writes nothing) and hands their rows to `answer`. When `answer` throws, the
    /// statements must have changed nothing: they are written to do nothing where the answer is a refusal.
    func changing<T>(_ principal: Principal, list id: UUID, _ statements: [PostgresQuery],
                     _ answer: ([PostgresRows]) throws -> T) async throws -> T {
        try await ListErrors.map {
            let rows = try await pool.pipeline(as: .authenticated(principal), [ListRows.lockForChange(id)] + statements)
            return try answer(Array(rows.dropFirst()))
        }
    }

    /// Appends `unitID` unless it is on the list already; returns the new row's id (none when it was there).
    static func append(list: UUID, unitID: String) -> PostgresQuery {
        """
        insert into public.list_items (list_id, unit_id, position)
        select \(list), \(unitID), coalesce(max(position) + 1, 0) from public.list_items where list_id = \(list)
        on conflict (list_id, unit_id) do nothing
        returning id
        """
    }

    /// 1–10 ASCII digits.
    static func isUnitID(_ text: String) -> Bool {
        (1...10).contains(text.utf8.count) && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}
