import Core
import Domain
import QuadAPIModels

/// How the states index table is sorted (`StatesTable`'s header buttons): by a column and a direction, missing values
/// last either way, ties in the table's own order (states, then territories).
struct StatesTableSort: Sendable, Hashable {
    /// The sortable columns, in table order.
    static let keys = ["name", "onSite"] + StateMapMeasure.all.map(\.key)

    var key: String
    var direction: TableColumn.SortDirection

    /// The table as it first shows: alphabetical.
    static let standard = StatesTableSort(key: "name", direction: .asc)

    /// The direction a column starts in when first tapped: A to Z for the name, largest first for a number.
    static func firstDirection(_ key: String) -> TableColumn.SortDirection { key == "name" ? .asc : .desc }

    /// The sort a request asks for; a 400 for a column or direction the table does not have.
    static func parse(sortBy: String?, sortDir: String?) throws -> StatesTableSort {
        let key = sortBy ?? "name"
        guard keys.contains(key) else {
            throw APIError.badRequest("`sortBy` is one of " + keys.map { "`\($0)`" }.joined(separator: ", ") + ".",
                                      field: "sortBy")
        }
        guard let dir = sortDir else { return StatesTableSort(key: key, direction: firstDirection(key)) }
        guard let direction = TableColumn.SortDirection(rawValue: dir) else {
            throw APIError.badRequest("`sortDir` is `asc` or `desc`.", field: "sortDir")
        }
        return StatesTableSort(key: key, direction: direction)
    }

    /// What tapping `column`'s header does: the sorted column flips, another starts in its first direction.
    func tapped(_ column: String) -> StatesTableSort {
        column == key ? StatesTableSort(key: key, direction: direction == .asc ? .desc : .asc)
            : StatesTableSort(key: column, direction: Self.firstDirection(column))
    }

    /// The query items of this sort, leaving out what the defaults already say.
    var query: [(String, String)] {
        guard self != .standard else { return [] }
        var items = [("sortBy", key)]
        if direction != Self.firstDirection(key) { items.append(("sortDir", direction.rawValue)) }
        return items
    }

    /// `states` in this order: names in the site's collation, numbers by value, a missing value after every
    /// present one in both directions; a stable sort, so ties keep their order.
    func sorted(_ states: [StateEntry]) -> [StateEntry] {
        let asc = direction == .asc
        if key == "name" {
            let keyed = states.enumerated().map { ($0.offset, NameCollationKey($0.element.name), $0.element) }
            return keyed.sorted { a, b in a.1 != b.1 ? (asc ? a.1 < b.1 : b.1 < a.1) : a.0 < b.0 }.map(\.2)
        }
        let measure = StateMapMeasure.measure(key)
        let keyed = states.enumerated().map { i, s -> (Int, Double?, StateEntry) in
            (i, measure.map { $0.number(s.map) } ?? Double(s.onSite.total), s)
        }
        return keyed.sorted { a, b in
            switch (a.1, b.1) {
            case let (x?, y?) where x != y: return asc ? x < y : x > y
            case (nil, _?): return false
            case (_?, nil): return true
            default: return a.0 < b.0
            }
        }.map(\.2)
    }
}
