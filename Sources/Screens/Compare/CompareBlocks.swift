import Domain
import QuadAPIModels

/// Block builders every compare page shares: bars per college, per-college text tables, key differences, headings
/// and the source note.
enum CompareBlocks {
    static func heading(_ level: Int, _ text: String, anchor: String, eyebrow: String? = nil) -> Block {
        .heading(HeadingBlock(level: level, text: text, eyebrow: eyebrow, anchor: anchor))
    }

    static func text(_ markdown: String) -> Block { .text(TextBlock(markdown: markdown)) }

    /// The colleges as the series of a bar chart, in slot colors.
    static func series(_ c: CompareContext) -> [BarSeries] {
        c.indices.map { BarSeries(key: c.ids[$0], label: c.names[$0], color: CompareContext.slot($0)) }
    }

    /// One compared figure, a bar per college: a dash with the words `missing` gives ("Not reported") for a college
    /// without it, the bars running to the figure's fixed end (else the largest value), the extreme flagged. `max`
    /// overrides the end (a shared scale).
    static func bars(_ c: CompareContext, _ bar: CompareBar, max: Double? = nil,
                     missing: (Int) -> String = { _ in CompareCards.notReported }) -> Block {
        let numbers = c.colleges.map { bar.value($0.school) }
        let values = c.indices.map { i in c.value(bar.field, i, numbers[i], bar.format) }
        let notes = c.indices.map { numbers[$0] == nil ? missing($0) : nil }
        let flagged = bar.flag?.flagged(numbers) ?? []
        let end = max ?? bar.max ?? Swift.max(1e-9, numbers.compactMap { $0 }.max() ?? 0)
        return .groupedBars(GroupedBarsBlock(
            groups: [BarGroup(label: bar.label, term: bar.term, values: values,
                              notes: notes.contains { $0 != nil } ? notes : nil)], series: series(c),
            flag: flagged.isEmpty ? nil : bar.flag.map { BarFlag(label: $0.text, series: flagged.map { c.ids[$0] }) },
            scale: AxisScale(min: 0, max: end, format: bar.format)))
    }

    /// One row of text per figure and a column per college (a label column first): the guarantee table, the CDS
    /// aid rows, the factors grid; a college without a cell shows `missing`.
    static func textTable(_ c: CompareContext, first: String, rows: [CompareTableRow], missing: String = SiteFormat.missing)
        -> Block
    {
        let columns = [TableColumn(key: "label", label: first)]
            + c.indices.map { TableColumn(key: c.ids[$0], label: c.names[$0]) }
        let body = rows.map { row in
            TableRow(cells: [.text(row.label)] + c.indices.map { i in
                let school = c.colleges[i].school
                let cell = row.cell(school)
                let field = row.cellField(school) ?? row.field
                return c.cell(field, i, cell?.number, text: cell?.text ?? missing, row.format)
            }, term: row.term)
        }
        return .table(TableBlock(columns: columns, rows: body, sticky: TableSticky(columns: 1, header: true)))
    }

    /// A line of text per college (a college's own figure and form, its most popular majors): "Not reported" when it
    /// has none.
    static func perCollege(_ c: CompareContext, label: String, term: String, field: String,
                           _ text: (School) -> String?) -> Block {
        .table(TableBlock(
            columns: [TableColumn(key: "college", label: "College"), TableColumn(key: "value", label: label, term: term)],
            rows: c.indices.map { i in
                TableRow(cells: [.text(c.names[i]),
                                 .text(text(c.schools[i]) ?? CompareCards.notReported)])
            },
            sticky: TableSticky(columns: 1, header: false)))
    }

    /// The key differences as a ranked list: the sentence, the college it leads with (and that college's figure),
    /// the measure's glossary key and color, and the gap's size as the bar.
    static func keyDifferences(_ c: CompareContext, _ diffs: [KeyDifference], title: String, caption: String?) -> Block {
        .leaderboard(LeaderboardBlock(title: title, caption: caption, rows: diffs.map { d in
            let def = d.metric.definition
            return LeaderboardRow(
                school: SchoolRef(c.schools[d.leader]), value: c.lineage.value(d.metric, of: c.schools[d.leader]),
                fill: d.magnitude, label: d.sentence, term: def.term, color: def.domain.colorToken)
        }))
    }

    /// The page's sources (for `fields` at every compared college) and the baseline note after them.
    static func sources(_ c: CompareContext, fields: [String]) -> [SourceGroup] {
        c.lineage.sources(forFields: fields, schools: c.schools)
    }

    /// "Figures are the newest each college has published; …", with the link to why.
    static let baseline = text("Figures are the newest each college has published; years can differ between colleges. "
        + "Each value's \u{24D8} shows its source and year. [Why](/data#compare)")

    /// The "All … numbers in the table" link of a topic page.
    static func tableLink(_ c: CompareContext, _ label: String, hash: String) -> Block {
        .links(LinksBlock(links: [Link(label: label, href: c.href(.table, hash: hash))], style: .list))
    }
}
