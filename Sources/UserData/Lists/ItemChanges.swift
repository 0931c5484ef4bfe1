import Core
import Domain
import Foundation
import QuadAPIModels

/// A checked ``QuadAPIModels/ItemPatch`` and the one update statement it makes (moves are ``ItemMoves``).
struct ItemChanges: Sendable {
    let patch: ItemPatch
    /// `deadlineText` trimmed and cut to 200 characters (empty: none); nil when not given.
    let deadlineText: String??
    let deadlineDate: CalendarDay??
    let visitedOn: CalendarDay??

    /// Checks the dates and tidies the text.
    ///
    /// - Throws: 400 "That isn't a date." naming `deadlineDate` or `visitedOn`.
    init(_ patch: ItemPatch) throws {
        self.patch = patch
        deadlineText = switch patch.deadlineText {
        case .keep: nil
        case .clear: .some(nil)
        case let .set(text): .some(Self.cut(text.trimmingWhitespace, to: 200))
        }
        deadlineDate = try Self.day(patch.deadlineDate, field: "deadlineDate")
        visitedOn = try Self.day(patch.visitedOn, field: "visitedOn")
    }

    /// The update of the college `unitID` on `list`, returning its row in ``ListRows/itemColumns``' form; nil when
    /// the patch changes no column (a move alone). It needs no read of the item first: the transitions are written
    /// as columns (``ItemTransitions/change(status:outcome:)``). An outcome records `today` as the decision date.
    func statement(list: UUID, unitID: String, today: CalendarDay) -> PostgresQuery? {
        var sets: [String] = []
        var binds: [any PostgresBindable] = [list, unitID]
        func set(_ column: String, _ value: some PostgresBindable, cast: String) {
            binds.append(value)
            sets.append("\(column) = $\(binds.count)::\(cast)")
        }
        if let category = patch.category { set("category", category.rawValue, cast: "text") }
        if let round = Self.value(patch.round) { set("round", round?.rawValue, cast: "text") }
        let outcome: ListOutcome?? = Self.value(patch.outcome)
        let progress = ItemTransitions.change(status: patch.status, outcome: outcome)
        if let status = progress.status { set("status", status.rawValue, cast: "text") }
        if let next = progress.outcome { set("outcome", next?.rawValue, cast: "text") }
        if case .some(.some) = outcome { set("decision_date", today.iso, cast: "date") }
        if let text = deadlineText { set("deadline_text", text, cast: "text") }
        if let date = deadlineDate { set("deadline_date", date?.iso, cast: "date") }
        if let enrolling = patch.enrolling { set("enrolling", enrolling, cast: "boolean") }
        if let updates = patch.updates { set("updates", updates, cast: "boolean") }
        if let visited = visitedOn { set("visited_on", visited?.iso, cast: "date") }
        if let social = patch.followsSocial { set("follows_social", social, cast: "boolean") }
        if let dream = patch.dream { set("dream", dream, cast: "boolean") }
        if let priority = Self.value(patch.priority) { set("priority", priority.map { Int32($0) }, cast: "integer") }
        guard !sets.isEmpty else { return nil }
        return PostgresQuery(unsafeSQL: """
            update public.list_items as i set \(sets.joined(separator: ", ")) where i.list_id = $1 and i.unit_id = $2
            returning \(ListRows.itemColumns)
            """, binds: binds)
    }

    /// nil: leave it; `.some(nil)`: clear it.
    static func value<T>(_ patch: PatchValue<T>) -> T?? {
        switch patch {
        case .keep: nil
        case .clear: .some(nil)
        case let .set(value): .some(value)
        }
    }

    static func day(_ patch: PatchValue<String>, field: String) throws -> CalendarDay?? {
        switch patch {
        case .keep: return nil
        case .clear: return .some(nil)
        case let .set(text):
            if text.trimmingWhitespace.isEmpty { return .some(nil) }
            guard let day = CalendarDay(isoDate: text) else { throw ListMessages.notADate(field) }
            return .some(day)
        }
    }

    /// `text` cut to `limit` characters (as the column counts them); nil when empty.
    static func cut(_ text: String, to limit: Int) -> String? {
        guard !text.isEmpty else { return nil }
        var out = ""
        out.unicodeScalars.append(contentsOf: text.unicodeScalars.prefix(limit))
        return out
    }
}

/// The position change of a move, as one statement on the locked list that finds the college and its neighbours
/// itself (no read of the list first). Nothing happens when the college is not on the list.
enum ItemMoves {
    /// `up`/`down` swap with the nearest college above or below in `category` (the college's category after the
    /// change; nil: the one it has), which is the neighbour the board shows; a no-op at either end. A position moves
    /// the college there in the whole list (clamped to the end) and shifts the ones between, so positions stay
    /// 0..n−1.
    static func statement(_ move: ItemMove, list: UUID, unitID: String, category: ListCategory?) -> PostgresQuery {
        switch move {
        case .up, .down:
            let (side, order) = move == .up ? ("<", "desc") : (">", "asc")
            return PostgresQuery(unsafeSQL: """
                with me as (
                  select id, position, coalesce($3::text, category) as category from public.list_items
                  where list_id = $1 and unit_id = $2),
                other as (
                  select o.id, o.position from public.list_items o join me on o.category = me.category and o.id <> me.id
                  where o.list_id = $1 and o.position \(side) me.position
                  order by o.position \(order) limit 1)
                update public.list_items i set position = case when i.id = me.id then other.position else me.position end
                from me, other
                where i.id in (me.id, other.id)
                """, binds: [list, unitID, category?.rawValue])
        case let .to(wanted):
            return PostgresQuery(unsafeSQL: """
                with me as (
                  select id, position as origin,
                         least($3::integer, (select count(*)::integer - 1 from public.list_items where list_id = $1)) as target
                  from public.list_items where list_id = $1 and unit_id = $2)
                update public.list_items i set position = case
                  when i.id = me.id then me.target
                  when me.origin < me.target then i.position - 1
                  else i.position + 1 end
                from me
                where i.list_id = $1 and me.origin <> me.target
                  and i.position between least(me.origin, me.target) and greatest(me.origin, me.target)
                """, binds: [list, unitID, Int32(clamping: wanted)])
        }
    }
}
