import Domain
import QuadAPIModels

/// `GET /compare/table?ids=&differences=`: "All the numbers": the five groups with anchors, a label column and a
/// column per college, each row marked `same` when fewer than two colleges have a value or every value reads the
/// same, the "Differences only" switch (which leaves those rows out), and the Website row.
enum CompareTableScreen {
    static func build(_ c: CompareContext) -> CompareResponse {
        let plan = CompareTablePlan.of(c.snapshot)
        let columns = [TableColumn(key: "metric", label: "Metric")]
            + c.indices.map { TableColumn(key: c.ids[$0], label: c.names[$0]) }
        var rows: [TableRow] = []
        var anchors: [TableAnchor] = []
        for group in plan.groups {
            let built = group.rows.compactMap { row(c, plan, $0) }.filter { !c.query.differencesOnly || $0.same != true }
            guard !built.isEmpty else { continue }
            anchors.append(TableAnchor(id: group.page.rawValue, label: group.title, row: rows.count))
            rows += built
        }
        let website = website(c)
        if !(c.query.differencesOnly && website.same == true) { rows.append(website) }
        let names = CompareWording.listNames(c.names)
        let blocks: [Block] = [
            .controls(ControlsBlock(controls: [differencesControl(c)])),
            CompareBlocks.text(c.query.differencesOnly ? "Hiding rows where these colleges match or only one reports."
                : "Every row, including ones where these colleges match."),
            .table(TableBlock(columns: columns, rows: rows, sticky: TableSticky(columns: 1, header: true), anchors: anchors)),
        ]
        return CompareFrame.topicScreen(
            c, title: "Every figure, side by side",
            lede: "Everything we have for \(names), grouped like the topic pages. Differences only hides the rows where "
                + "they match or only one reports.",
            fields: plan.fields, empty: "", blocks: blocks, sources: plan.sources(c.schools))
    }

    /// One row: the label, then each college's cell as a cited value (a dash when not reported), its own year where
    /// it differs from the row's; nil for a logistics row no college has.
    static func row(_ c: CompareContext, _ plan: CompareTablePlan, _ planned: CompareTablePlan.Row) -> TableRow? {
        let row = planned.row
        let cells = c.colleges.map { row.cell($0.school) }
        if row.hiddenWhenEmpty, !cells.contains(where: { $0 != nil }) { return nil }
        var years: [String?] = [nil]
        var values: [TableCell] = [.text(row.label)]
        for (college, cell) in zip(c.colleges, cells) {
            guard let cell, let number = cell.number else {
                values.append(.text(cell?.text ?? SiteFormat.missing))
                years.append(nil)
                continue
            }
            let value = plan.value(planned, field: row.cellField(college.school), of: college.school, number)
            values.append(.value(value))
            years.append(value.cited.year != planned.year ? value.cited.year : nil)
        }
        return TableRow(cells: values, same: CompareTableRow.isSame(cells), term: row.term,
                        years: years.contains { $0 != nil } ? years : nil)
    }

    /// "Website": a link per college (its host), a dash without one.
    static func website(_ c: CompareContext) -> TableRow {
        let urls = c.schools.map { $0.links?.website.flatMap { $0.isEmpty ? nil : $0 } }
        let cells: [TableCell] = [.text("Website")] + urls.map { url in
            url.map { .link(Link(label: host($0), href: $0)) } ?? .text(SiteFormat.missing)
        }
        return TableRow(cells: cells, same: CompareTableRow.isSame(urls.map { $0.map { CompareCell($0) } }))
    }

    /// "harvard.edu" from "https://www.harvard.edu/".
    static func host(_ url: String) -> String {
        var s = Substring(url)
        for scheme in ["https://", "http://"] where s.hasPrefix(scheme) { s = s.dropFirst(scheme.count) }
        if s.hasPrefix("www.") { s = s.dropFirst(4) }
        return String(s.prefix { $0 != "/" && $0 != "?" && $0 != "#" })
    }

    /// The "Differences only" switch, bound to `differences`.
    static func differencesControl(_ c: CompareContext) -> QueryControl {
        QueryControl(type: .toggle, param: "differences", label: "Differences only", options: [
            ControlOption(label: "Off", value: nil, selected: !c.query.differencesOnly, href: c.href(.table)),
            ControlOption(label: "On", value: "only", selected: c.query.differencesOnly,
                          href: c.href(.table, query: [("differences", "only")])),
        ])
    }
}
