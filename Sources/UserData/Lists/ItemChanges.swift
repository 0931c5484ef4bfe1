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

    /// The update of `item` (none when only a move was asked). An outcome records `today` as the decision date.
    func statements(item: BoardItemRow, today: CalendarDay) -> [PostgresQuery] {
        var sets: [String] = []
        var binds: [any PostgresBindable] = [item.id]
        func set(_ column: String, _ value: some PostgresBindable, cast: String) {
            binds.append(value)
            sets.append("\(column) = $\(binds.count)::\(cast)")
        }
        if let category = patch.category { set("category", category.rawValue, cast: "text") }
        if let round = Self.value(patch.round) { set("round", round?.rawValue, cast: "text") }
        let outcome: ListOutcome?? = Self.value(patch.outcome)
        if patch.status != nil || outcome != nil {
            let next = ItemTransitions.applying(status: patch.status, outcome: outcome, to: item.progress)
            set("status", next.status.rawValue, cast: "text")
            set("outcome", next.outcome?.rawValue, cast: "text")
            if case .some(.some) = outcome { set("decision_date", today.iso, cast: "date") }
        }
        if let text = deadlineText { set("deadline_text", text, cast: "text") }
        if let date = deadlineDate { set("deadline_date", date?.iso, cast: "date") }
        if let enrolling = patch.enrolling { set("enrolling", enrolling, cast: "boolean") }
        if let updates = patch.updates { set("updates", updates, cast: "boolean") }
        if let visited = visitedOn { set("visited_on", visited?.iso, cast: "date") }
        if let social = patch.followsSocial { set("follows_social", social, cast: "boolean") }
        if let dream = patch.dream { set("dream", dream, cast: "boolean") }
        if let priority = Self.value(patch.priority) { set("priority", priority.map { Int32($0) }, cast: "integer") }
        guard !sets.isEmpty else { return [] }
        return [PostgresQuery(unsafeSQL: "update public.list_items set \(sets.joined(separator: ", ")) where id = $1",
                              binds: binds)]
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

/// The position changes of a move, as statements on the locked list.
enum ItemMoves {
    /// `up`/`down` swap with the nearest college above or below in the same category (what the board shows as the
    /// neighbour; a no-op at either end); a position moves the college there in the whole list (clamped to the
    /// end) and shifts the ones between, so positions stay 0..n−1.
    static func statements(_ move: ItemMove, item: BoardItemRow, category: ListCategory, in all: [BoardItemRow],
                           list: UUID) -> [PostgresQuery] {
        let peers = all.filter { $0.category == category || $0.id == item.id }.sorted { $0.position < $1.position }
        switch move {
        case .up, .down:
            guard let index = peers.firstIndex(where: { $0.id == item.id }) else { return [] }
            let other = move == .up ? index - 1 : index + 1
            guard peers.indices.contains(other) else { return [] }
            let neighbour = peers[other]
            return ["""
                update public.list_items set position = case when id = \(item.id) then \(neighbour.position)
                  else \(item.position) end
                where id in (\(item.id), \(neighbour.id))
                """]
        case let .to(wanted):
            let target = min(wanted, max(all.count - 1, 0))
            let from = item.position
            guard target != from else { return [] }
            return ["""
                update public.list_items set position = case
                  when id = \(item.id) then \(target)
                  when \(from) < \(target) then position - 1
                  else position + 1 end
                where list_id = \(list) and position between least(\(from), \(target)) and greatest(\(from), \(target))
                """]
        }
    }
}
