import Domain
import Foundation
import QuadAPIModels

/// The reads behind a board (or one of its rows): the items, the notes the caller may see, the names of the
/// caller's household (for "Added by") and its home (for distances). One batch, in the order ``read(_:)`` takes.
struct BoardBatch {
    var items: [BoardItemRow]
    var notes: [BoardNoteRow]
    var names: [UUID: String]
    var home: BoardHome?
    /// The list's unit ids in order.
    var order: [String]

    /// The statements; with `unitID`, only that college's row and notes, and the list's order. `row` false leaves
    /// out the college's row, for a batch whose write returns it.
    static func statements(list: UUID, unitID: String? = nil, row: Bool = true) -> [PostgresQuery] {
        let items = unitID.map { ListRows.item(on: list, unitID: $0) } ?? ListRows.items(of: list)
        let notes: PostgresQuery = unitID.map { unit in
            """
            select n.id, n.item_id, n.author_id, n.body, n.private, n.created
            from public.list_notes n join public.list_items i on i.id = n.item_id
            where i.list_id = \(list) and i.unit_id = \(unit)
            order by n.created, n.id
            """
        } ?? ListRows.notes(of: list)
        return [MeReader.rememberHousehold] + (row ? [items] : []) + [notes, ListRows.names, ListRows.home]
            + (unitID == nil ? [] : [ListRows.order(of: list)])
    }

    /// Reads the rows of ``statements(list:unitID:row:)``, the last statements of `rows`; `oneItem` says whether they
    /// were made with a `unitID`. `item`: where in `rows` the college's row is, when the statements left it out.
    init(_ rows: [PostgresRows], oneItem: Bool, item: Int? = nil) throws {
        let own = Array(rows.suffix((oneItem ? 6 : 5) - (item == nil ? 0 : 1)))
        let rest = item == nil ? Array(own.dropFirst(2)) : Array(own.dropFirst())
        items = try (item.map { rows[$0] } ?? own[1]).map(ListRows.item)
        notes = try rest[0].map(ListRows.note)
        names = try ListRows.names(rest[1])
        home = try ListRows.home(rest[2])
        order = oneItem ? try rest[3].map { try $0.decode(String.self, column: "unit_id") } : items.map(\.unitID)
    }

    /// The context the rows are assembled in.
    func context(_ principal: Principal, today: CalendarDay, snapshot: DatasetSnapshot) -> BoardContext {
        BoardContext(viewer: principal.userID, names: names, home: home, today: today, snapshot: snapshot)
    }

    /// The answer of a change to one college: the row as the board now shows it, and the list's order.
    func itemResponse(_ principal: Principal, today: CalendarDay, snapshot: DatasetSnapshot,
                      added: Bool? = nil) throws -> ListItemResponse {
        guard let row = items.first else { throw ListMessages.itemNotFound }
        let item = BoardAssembly.item(for: row, notes: notes, context: context(principal, today: today, snapshot: snapshot))
        return ListItemResponse(item: item, added: added, order: order)
    }
}
