import Domain
import QuadAPIModels

/// `GET /compare/history?metric=`: Over time, compared: the four ten-year directions per college, and "Then & now"
/// (a slope chart of one measure over the default window, with the measure switch).
enum CompareHistoryScreen {
    /// "Then & now" measures: the ten-year summary key, label, number format and year kind.
    static let measures: [(key: String, label: String, format: FormatKind, kind: YearKind)] = [
        ("avg_paid_all", "Avg total cost (after inflation)", .money, .academic),
        ("acceptance_rate", "Acceptance rate", .pctSmart, .fall),
        ("applicants", "Applicants", .num, .fall),
        ("undergrads", "Undergrads", .num, .fall),
        ("diversity", "Diversity index", .fixed2, .fall),
    ]

    static func summary(_ s: School, _ key: String) -> TrendSummary? {
        switch key {
        case "avg_paid_all": s.trends?.avgPaidAll
        case "acceptance_rate": s.trends?.acceptanceRate
        case "applicants": s.trends?.applicants
        case "undergrads": s.trends?.undergrads
        default: s.trends?.diversity
        }
    }

    static func build(_ c: inout CompareContext) -> CompareResponse {
        var blocks: [Block] = []
        if c.schools.contains(where: { !TrendIndicators.all($0).isEmpty }) {
            blocks.append(CompareBlocks.heading(2, "10-year direction", anchor: "direction"))
            blocks.append(CompareBlocks.text("Four directions over each college's last 10 years of federal data. Cost is "
                + "after inflation."))
            blocks.append(directions(c))
        }
        blocks += thenAndNow(&c)
        return CompareFrame.topicScreen(c, lede: ComparePage.history.description, fields: [FieldPath.trends],
                                        empty: "None of these colleges has ten years of history to compare.", blocks: blocks)
    }

    /// A row per indicator, a column per college: the word and the change, a dash without the indicator. Every figure
    /// of a college's column cites its ten-year summary, so the column carries that citation once (the profile's
    /// history tables do the same) and each cell sends only what differs from it.
    static func directions(_ c: CompareContext) -> Block {
        let columns = [TableColumn(key: "indicator", label: "Over 10 years")]
            + c.indices.map { TableColumn(key: c.ids[$0], label: c.names[$0], cited: c.value(FieldPath.trends, $0, nil, .pct).cited) }
        let rows = TrendIndicatorKind.allCases.map { kind in
            TableRow(cells: [.text("\(kind.label): \(kind.question)")] + c.indices.map { i in
                guard let r = TrendIndicators.reading(c.schools[i], kind) else {
                    return .value(c.value(FieldPath.trends, i, nil, .pct))
                }
                // The signed change is the value (formatChange's kind); the word and the detail are its note.
                let change = c.value(FieldPath.trends, i, r.shownChange, r.changeFormat)
                let detail = r.detailText.flatMap { $0 == change.display ? nil : $0 }
                return .values(CellValues(values: [change], note: detail.map { "\(r.word), \($0)" } ?? r.word))
            }, term: kind.term)
        }
        return .table(TableBlock(columns: columns, rows: rows, sticky: TableSticky(columns: 1, header: true)))
    }

    /// "Then & now": the chosen measure (else the first with data) from each college's ten-year summary.
    static func thenAndNow(_ c: inout CompareContext) -> [Block] {
        guard let files = c.snapshot.history else { return [] }
        let usable = measures.filter { m in c.schools.contains { summary($0, m.key)?.from != nil && summary($0, m.key)?.to != nil } }
        let intro: [Block] = [
            CompareBlocks.heading(2, "Then & now", anchor: "then-now"),
            CompareBlocks.text("How each college changed over the last 10 years of federal data. Money is after inflation."),
        ]
        // ThenAndNow's line when no measure has both ends for any college.
        guard let first = usable.first else {
            return intro + [CompareBlocks.text("None of these colleges has 10 years of history to compare.")]
        }
        var chosen = first
        if let asked = c.query.metric {
            if let hit = usable.first(where: { $0.key == asked }) {
                chosen = hit
            } else {
                c.ignored.append(IgnoredParameter(param: "metric", value: asked, reason: "unknown-value",
                                                  message: "Not a measure these colleges have; showing \(first.label)."))
            }
        }
        guard let window = HistoryMath.defaultWindow(files.meta, chosen.kind) else { return [] }
        var rows: [SlopeRow] = []
        var missing: [String] = []
        for i in c.indices {
            guard let t = summary(c.schools[i], chosen.key), let from = t.from, let to = t.to else {
                missing.append(c.names[i])
                continue
            }
            let late = t.since.flatMap { $0 > window.from ? YearLabel.full($0, chosen.kind) : nil }
            rows.append(SlopeRow(id: c.ids[i], label: c.names[i], color: CompareContext.slot(i),
                                 start: c.value(FieldPath.trends, i, from, chosen.format),
                                 end: c.value(FieldPath.trends, i, to, chosen.format), lateStart: late))
        }
        let control = QueryControl(type: .segmented, param: "metric", label: "Measure", options: usable.map { m in
            ControlOption(label: m.label, value: m.key == first.key ? nil : m.key, selected: m.key == chosen.key,
                          href: c.href(.history, query: m.key == first.key ? [] : [("metric", m.key)], hash: "then-now"))
        })
        var out: [Block] = intro + [
            .slope(SlopeBlock(rows: rows, metrics: control, startLabel: YearLabel.full(window.from, chosen.kind),
                              endLabel: YearLabel.full(window.to, chosen.kind))),
        ]
        if rows.contains(where: { $0.lateStart != nil }) {
            out.append(CompareBlocks.text("Years in parentheses: that college's first reported year in the window."))
        }
        if !missing.isEmpty { out.append(CompareBlocks.text("Not enough years reported: \(missing.joined(separator: ", ")).")) }
        return out
    }
}
