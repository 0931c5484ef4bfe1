public import QuadAPIModels

/// What one college shows in a compare table row: the text the site prints, and the number behind it when the
/// cell is one figure (for sorting and charts).
public struct CompareCell: Sendable, Hashable {
    public var number: Double?
    public var text: String

    public init(_ text: String, number: Double? = nil) {
        self.text = text
        self.number = number
    }
}

/// One row of a compare table ("All the numbers", and the small tables of the topic pages): label, glossary key, the
/// registered field its cells cite, and each college's cell (nil: not reported, printed as a dash).
public struct CompareTableRow: Sendable {
    public var label: String
    public var term: String
    public var field: String
    /// The wire format of the cells' numbers.
    public var format: FormatKind
    public var cell: @Sendable (School) -> CompareCell?
    /// The field a college's cell takes its year from when it is not the row's (a federal factor row showing the
    /// college's own CDS rating); nil uses the row's field.
    public var cellField: @Sendable (School) -> String?
    /// Left out of the table when no compared college has a cell (the CDS application logistics rows).
    public var hiddenWhenEmpty: Bool

    public init(_ label: String, _ term: String, _ field: String, format: FormatKind = .int, hiddenWhenEmpty: Bool = false,
                cellField: @escaping @Sendable (School) -> String? = { _ in nil },
                cell: @escaping @Sendable (School) -> CompareCell?) {
        self.label = label
        self.term = term
        self.field = field
        self.format = format
        self.hiddenWhenEmpty = hiddenWhenEmpty
        self.cellField = cellField
        self.cell = cell
    }

    /// A row of text cells.
    public static func text(_ label: String, _ term: String, _ field: String,
                            _ text: @escaping @Sendable (School) -> String?) -> CompareTableRow {
        CompareTableRow(label, term, field) { s in text(s).map { CompareCell($0) } }
    }

    /// A row of one number per college, printed in `format` (or by `display`).
    public static func number(_ label: String, _ term: String, _ field: String, _ format: FormatKind,
                              display: (@Sendable (Double) -> String)? = nil,
                              _ value: @escaping @Sendable (School) -> Double?) -> CompareTableRow {
        CompareTableRow(label, term, field, format: format) { s in
            value(s).map { CompareCell(display?($0) ?? SiteFormat.display($0, as: format), number: $0) }
        }
    }

    /// Fewer than two colleges have a cell, or every cell shown reads the same: "Differences only" hides the row.
    public static func isSame(_ cells: [CompareCell?]) -> Bool {
        let present = cells.compactMap { $0?.text }
        return present.count < 2 || Set(present).count == 1
    }
}

/// A group of "All the numbers": one per data topic, with the pill's label as its heading and anchor.
public struct CompareTableGroup: Sendable {
    public var page: ComparePage
    public var rows: [CompareTableRow]

    public var title: String { page.label }
}

/// The rows of "All the numbers", grouped like the topic pages (admissions, students, academics, cost, outcomes).
public enum CompareTable {
    /// The five groups; the CDS aid rows close Cost & aid, shown for a college whose aid year is not two or more
    /// years older than the federal aid year `federalAidYear` ("2023–24").
    public static func groups(federalAidYear: String?) -> [CompareTableGroup] {
        [CompareTableGroup(page: .admissions, rows: admissions),
         CompareTableGroup(page: .students, rows: students),
         CompareTableGroup(page: .academics, rows: academics),
         CompareTableGroup(page: .cost, rows: cost + costByIncomeRows + ReportedRows.aid(federalAidYear: federalAidYear)),
         CompareTableGroup(page: .outcomes, rows: outcomes)]
    }

    /// The colleges' own CDS aid rows ("Financial aid process"), as the table appends them to Cost & aid.
    public static func aidRows(federalAidYear: String?) -> [CompareTableRow] {
        ReportedRows.aid(federalAidYear: federalAidYear)
    }

    /// "Need-based aid up to", "Merit for students without need" and "Published promise" (the site's
    /// lib/compare-cost-rows.ts), after the federal cost rows and before the CDS aid rows. The dataset has no
    /// published aid policies, so the promise row reads "–" for every college until it does (see ``CostByIncome``).
    public static let costByIncomeRows: [CompareTableRow] = [
        .text("Need-based aid up to", "break-point", "derived.need_aid_break_income", CostByIncome.breakPointText),
        .text("Merit for students without need", "merit-aid", "derived.merit_class") { MeritAid.of($0).text },
        .text("Published promise", "need-based-aid", "aid_policy.free_tuition_under") { _ in nil },
    ]

    /// The fields the cost-by-income rows cite or read, for the cost page's sources.
    public static let costByIncomeFields = [
        "derived.need_aid_break_income", "derived.need_aid_status", "derived.merit_class", "derived.merit_proxy",
        "aid_policy.free_tuition_under", "aid_policy.no_contribution_under",
    ]

    /// The colleges' own CDS on-time rows (finished within 4 and 5 years by aid group).
    public static var onTimeRows: [CompareTableRow] { ReportedRows.onTime }

    /// Whether the college's CDS has the on-time (4- and 5-year) graduation rows.
    public static func reportsOnTime(_ s: School) -> Bool {
        guard let g = s.reported?.outcomes?.member("graduation") else { return false }
        return g != .null
    }

    /// `value` with the `opt` rule: nil stays nil.
    static func opt(_ v: Double?, _ f: (Double) -> String) -> String? { v.map(f) }

    /// "Yes" / "Not listed" for a federal checkbox (a box not ticked is weaker than a stated no).
    static func listed(_ b: Bool?) -> String? { b.map { $0 ? "Yes" : "Not listed" } }

    /// "Yes" / "No".
    static func yesNo(_ b: Bool?) -> String? { b.map { $0 ? "Yes" : "No" } }
}
