import Core
import Domain
import QuadAPIModels

/// How a table with the site's sortable headers is sorted (StatesTable, ConferenceTable): by a column and a
/// direction, a missing value last either way. The `name` column starts A to Z; a number starts largest first.
struct TableSort: Sendable, Hashable {
    var key: String
    var direction: TableColumn.SortDirection

    /// The table as it first shows: alphabetical.
    static let standard = TableSort(key: "name", direction: .asc)

    /// The direction a column starts in when first tapped: A to Z for the name, largest first for a number.
    static func firstDirection(_ key: String) -> TableColumn.SortDirection { key == "name" ? .asc : .desc }

    /// The sort a request asks for among `keys`; a 400 for a column or direction the table does not have.
    static func parse(sortBy: String?, sortDir: String?, keys: [String]) throws -> TableSort {
        let key = sortBy ?? "name"
        guard keys.contains(key) else {
            throw APIError.badRequest("`sortBy` is one of " + keys.map { "`\($0)`" }.joined(separator: ", ") + ".",
                                      field: "sortBy")
        }
        guard let dir = sortDir else { return TableSort(key: key, direction: firstDirection(key)) }
        guard let direction = TableColumn.SortDirection(rawValue: dir) else {
            throw APIError.badRequest("`sortDir` is `asc` or `desc`.", field: "sortDir")
        }
        return TableSort(key: key, direction: direction)
    }

    /// What tapping `column`'s header does: the sorted column flips, another starts in its first direction.
    func tapped(_ column: String) -> TableSort {
        column == key ? TableSort(key: key, direction: direction == .asc ? .desc : .asc)
            : TableSort(key: column, direction: Self.firstDirection(column))
    }

    /// The query items of this sort, leaving out what the defaults already say.
    var query: [(String, String)] {
        guard self != .standard else { return [] }
        var items = [("sortBy", key)]
        if direction != Self.firstDirection(key) { items.append(("sortDir", direction.rawValue)) }
        return items
    }

    /// `rows` in this order, a stable sort: by `name` in the site's collation for the name column, else by `number`
    /// with a missing value after every present one in both directions. Rows that tie keep their order, or with
    /// `tiesByName` go A to Z first (ConferenceTable's `|| a.name.localeCompare(b.name)`, also between two missing).
    func sorted<Row>(_ rows: [Row], name: (Row) -> String, number: (Row) -> Double?, tiesByName: Bool = false) -> [Row] {
        let asc = direction == .asc
        let keyed = rows.enumerated().map { i, row in
            (offset: i, name: NameCollationKey(name(row)), number: key == "name" ? nil : number(row), row: row)
        }
        func byName(_ a: (offset: Int, name: NameCollationKey, number: Double?, row: Row),
                    _ b: (offset: Int, name: NameCollationKey, number: Double?, row: Row)) -> Bool {
            tiesByName && a.name != b.name ? a.name < b.name : a.offset < b.offset
        }
        if key == "name" {
            return keyed.sorted { a, b in a.name != b.name ? (asc ? a.name < b.name : b.name < a.name) : a.offset < b.offset }
                .map(\.row)
        }
        return keyed.sorted { a, b in
            switch (a.number, b.number) {
            case let (x?, y?) where x != y: return asc ? x < y : x > y
            case (nil, _?): return false
            case (_?, nil): return true
            default: return byName(a, b)
            }
        }.map(\.row)
    }
}

/// The states index table's columns and order (StatesTable): states, then territories, ties in that order.
enum StatesTableSort {
    /// The sortable columns, in table order.
    static let keys = ["name", "onSite"] + StateMapMeasure.all.map(\.key)

    static func parse(sortBy: String?, sortDir: String?) throws -> TableSort {
        try TableSort.parse(sortBy: sortBy, sortDir: sortDir, keys: keys)
    }

    static func sorted(_ states: [StateEntry], by sort: TableSort) -> [StateEntry] {
        let measure = StateMapMeasure.measure(sort.key)
        return sort.sorted(states, name: \.name, number: { s in measure.map { $0.number(s.map) } ?? Double(s.onSite.total) })
    }
}
