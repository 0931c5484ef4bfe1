public import Domain
public import Foundation
public import QuadAPIModels

/// The colleges of a list (userdata-map §2.5): added at the end, changed with the site's transitions, moved, and
/// removed. Each operation is one transaction, run as the signed-in person with the list locked, so concurrent moves
/// keep the positions dense (0..n−1) and unique.
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
    /// nothing and still succeeds (`added` false).
    ///
    /// - Throws: 404 "We couldn't find that college." for an id that is not 1–10 digits or not in the dataset; 404
    ///   for a hidden list; 403 for a list the caller may only read.
    public func add(_ principal: Principal, list id: UUID, unitID: String, today: CalendarDay? = nil) async throws
        -> ListItemResponse {
        let snapshot = store.current
        guard Self.isUnitID(unitID), snapshot.school(id: unitID) != nil else { throw ListMessages.collegeNotFound }
        return try await changing(principal, list: id) { connection, _ in
            let rows = try await connection.pipeline([Self.append(list: id, unitID: unitID)]
                                                     + BoardBatch.statements(list: id, unitID: unitID))
            return try BoardBatch(rows, oneItem: true).itemResponse(principal, today: boards.today(today), snapshot: snapshot,
                                                     added: !rows[0].isEmpty)
        }
    }

    /// Changes one college of the list (``QuadAPIModels/ItemPatch``) and answers its row as the board now shows it.
    ///
    /// - Throws: 400 "That isn't a date." naming the field; 404 for a hidden list or a college not on it; 403 for a
    ///   list the caller may only read.
    public func update(_ principal: Principal, list id: UUID, unitID: String, patch: ItemPatch,
                       today: CalendarDay? = nil) async throws -> ListItemResponse {
        let changes = try ItemChanges(patch)
        let snapshot = store.current
        let day = boards.today(today)
        guard Self.isUnitID(unitID) else { throw ListMessages.itemNotFound }
        return try await changing(principal, list: id, reading: [ListRows.items(of: id)]) { connection, first in
            let all = try first[0].map(ListRows.item)
            guard let current = all.first(where: { $0.unitID == unitID }) else { throw ListMessages.itemNotFound }
            var statements = changes.statements(item: current, today: day)
            if let move = patch.move {
                statements += ItemMoves.statements(move, item: current, category: patch.category ?? current.category,
                                                   in: all, list: id)
            }
            let rows = try await connection.pipeline(statements + BoardBatch.statements(list: id, unitID: unitID))
            return try BoardBatch(rows, oneItem: true).itemResponse(principal, today: day, snapshot: snapshot)
        }
    }

    /// Removes a college (its notes and tracking go with it) and closes the gap in the order.
    ///
    /// - Throws: 404 for a hidden list or a college not on it; 403 for a list the caller may only read.
    public func remove(_ principal: Principal, list id: UUID, unitID: String) async throws {
        guard Self.isUnitID(unitID) else { throw ListMessages.itemNotFound }
        try await changing(principal, list: id, reading: [ListRows.item(on: id, unitID: unitID)]) { connection, first in
            guard let item = try first[0].first.map(ListRows.item) else { throw ListMessages.itemNotFound }
            _ = try await connection.pipeline([
                "delete from public.list_items where id = \(item.id)",
                "update public.list_items set position = position - 1 where list_id = \(id) and position > \(item.position)",
            ])
        }
    }

    /// Runs `body` in a transaction after checking the account, the list (404 hidden, 403 read-only) and taking the
    /// list's lock; `reading` are extra reads of the first round trip, handed to `body`.
    func changing<T>(_ principal: Principal, list id: UUID, reading: [PostgresQuery] = [],
                     _ body: (PostgresConnection, [PostgresRows]) async throws -> T) async throws -> T {
        try await ListErrors.map {
            try await pool.transaction(as: principal) { connection in
                let first = try await connection.pipeline([AccountGuard.statusQuery, ListRows.list(id), ListRows.lock(id)]
                                                          + reading)
                try AccountGuard.requireLive(first[0])
                _ = try ListRows.require(first[1], editing: true)
                // The lock goes through the update policy: no row means the edit right went away meanwhile.
                guard !first[2].isEmpty else { throw ListMessages.cannotEdit }
                return try await body(connection, Array(first.dropFirst(3)))
            }
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
