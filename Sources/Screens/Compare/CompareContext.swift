import Domain
import QuadAPIModels

/// Everything the builders of one compare page share: the snapshot, the colleges in slot order with their short
/// names, the page, the query, and what was set aside.
struct CompareContext {
    let snapshot: DatasetSnapshot
    let page: ComparePage
    let query: CompareQuery
    /// Dataset positions of the compared colleges, in slot order.
    let positions: [Int]
    let schools: [School]
    /// The same colleges by reference, for the row closures (see ``ComparedCollege``).
    let colleges: [ComparedCollege]
    let ids: [String]
    /// Short names, in slot order.
    let names: [String]
    /// Values set aside: the query's and the ids'.
    var ignored: [IgnoredParameter]

    init(_ snapshot: DatasetSnapshot, page: ComparePage, query: CompareQuery) {
        self.snapshot = snapshot
        self.page = page
        self.query = query
        let selection = CompareSelection.parse(query.ids, index: snapshot.indexByID)
        positions = selection.positions
        schools = positions.map { snapshot.schools[$0] }
        colleges = schools.map(ComparedCollege.init)
        ids = schools.map(\.unitID)
        names = schools.map { SchoolShortName.of(id: $0.unitID, name: $0.name) }
        ignored = selection.ignored + query.ignored
    }

    var lineage: Lineage { snapshot.lineage }
    var statistics: DatasetStatistics { snapshot.statistics }
    var indices: Range<Int> { schools.indices }

    /// The palette token of slot `i` (`slot-1` … `slot-4`).
    static func slot(_ i: Int) -> String { "slot-\(i + 1)" }

    /// A stored or derived value of the college in slot `i`, printed in `format`.
    func value(_ path: String, _ i: Int, _ number: Double?, _ format: FormatKind) -> Value {
        lineage.value(path, of: colleges[i].school, number, format: format)
    }

    /// A table cell of the college in slot `i`: a cited value printed by `format` when there is a number, else the
    /// page's text ("–", "Not published", a sentence) as plain text: every Value prints formatBy(format, value).
    func cell(_ path: String, _ i: Int, _ number: Double?, text: String, _ format: FormatKind) -> TableCell {
        guard let number else { return .text(text) }
        return .value(value(path, i, number, format))
    }

    /// The page's URL for these colleges.
    func href(_ page: ComparePage, query: [(String, String)] = [], hash: String? = nil) -> String {
        page.href(ids, query: query, hash: hash)
    }

    /// "Harvard vs. UCLA".
    var versus: String { names.joined(separator: " vs. ") }
}
