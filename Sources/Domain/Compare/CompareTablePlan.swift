public import QuadAPIModels

/// "All the numbers" as far as it depends on the dataset alone, worked out once per snapshot: the groups and their
/// rows (the CDS aid rows need the federal aid year), each row's year, the citation its cells share at colleges
/// without lineage records, and the table's field list with its source notes made ready. A request then only reads
/// the four colleges' cells.
///
/// Kept per snapshot in a ``SnapshotMemo`` (the snapshot-owned caches may take it over later).
public final class CompareTablePlan: Sendable {
    /// One row and what its cells share.
    public struct Row: Sendable {
        public let row: CompareTableRow
        /// The year of the row's field (its dataset-default citation); a cell citing another year shows its own.
        public let year: String?
        /// The citation of the row's field at every college without lineage records, when it is the same for all.
        let plainCited: Cited?
    }

    /// One group of rows, under a topic's heading and anchor.
    public struct Group: Sendable {
        public let page: ComparePage
        public let rows: [Row]

        public var title: String { page.label }
    }

    /// The five groups, in table order.
    public let groups: [Group]
    /// Every field the rows cite, once each in row order, then the Website row's.
    public let fields: [String]
    private let prepared: PreparedFields
    private let lineage: Lineage

    init(lineage: Lineage) {
        self.lineage = lineage
        let table = CompareTable.groups(federalAidYear: lineage.cited("aid.cohort").year)
        groups = table.map { group in
            Group(page: group.page, rows: group.rows.map { row in
                Row(row: row, year: lineage.cited(row.field).year, plainCited: lineage.plainCited(row.field))
            })
        }
        var seen = Set<String>()
        fields = (table.flatMap { $0.rows.map(\.field) } + [FieldPath.website]).filter { seen.insert($0).inserted }
        prepared = lineage.prepare(fields: fields, keepingNotes: true)
    }

    private static let key = SnapshotKey<CompareTablePlan>("compare.tablePlan")

    /// The plan of `snapshot` (made on first use).
    public static func of(_ snapshot: DatasetSnapshot) -> CompareTablePlan {
        snapshot.derived.value(key) { CompareTablePlan(lineage: snapshot.lineage) }
    }

    /// The cited value of a cell of `row` at `school`: `number` printed in the row's format, citing `field` (the
    /// row's own field when nil), exactly as ``Lineage/value(_:of:_:format:)`` cites it.
    public func value(_ row: Row, field: String?, of school: School, _ number: Double?) -> Value {
        if field == nil, let cited = row.plainCited, Lineage.isPlain(school) {
            return Lineage.value(number, format: row.row.format, cited: cited)
        }
        return lineage.value(field ?? row.row.field, of: school, number, format: row.row.format)
    }

    /// The table's source notes for `schools` (see ``Lineage/sources(forFields:schools:)``).
    public func sources(_ schools: [School]) -> [SourceGroup] {
        lineage.sources(prepared, schools: schools)
    }
}
