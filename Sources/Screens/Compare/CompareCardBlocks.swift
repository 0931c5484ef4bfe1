import Domain
import QuadAPIModels

/// The overview's six topic cards: eyebrow with the year of the card's headline figure, title, the comparative
/// takeaway, the compared rows, and the footer naming what the topic page holds. A card no college has a figure for
/// is left out.
enum CompareCardBlocks {
    static func cards(_ c: CompareContext) -> [Block] {
        ProfileTopic.allCases.compactMap { topic in
            let rows = CompareCards.rows(topic, c.schools)
            guard !rows.isEmpty, let page = ComparePage(rawValue: topic.rawValue) else { return nil }
            var blocks: [Block] = []
            if let sentence = ComparativeTakeaway.sentence(topic, c.schools) {
                blocks.append(.takeaway(TakeawayBlock(text: sentence, tone: .neutral)))
            }
            blocks += rows.flatMap { row(c, $0) }
            let eyebrow = year(c, topic).map { "\(page.eyebrow) \u{00B7} \($0)" } ?? page.eyebrow
            return .topicCard(TopicCardBlock(title: CompareCards.title(topic), href: c.href(page),
                                             footer: CompareCards.footer(topic), blocks: blocks, eyebrow: eyebrow))
        }
    }

    /// The eyebrow's year: the release of the card's headline figure (a derived figure takes its inputs'), or Over
    /// time's first fall ("since fall 2014").
    static func year(_ c: CompareContext, _ topic: ProfileTopic) -> String? {
        if topic == .history { return CompareCards.applicationsSince(c.schools).map { YearLabel.since($0, .fall) } }
        let cited = c.lineage.cited(CompareCards.yearField(topic))
        return cited.year ?? cited.inputs?.first?.year ?? nil
    }

    /// A card row as blocks: bars, a range per college on the shared axis, or a small table of text lines.
    static func row(_ c: CompareContext, _ row: CompareCardRow) -> [Block] {
        switch row {
        case let .bar(bar): [CompareBlocks.bars(c, bar)]
        case let .range(range): ranges(c, range, compact: true)
        case let .text(text): [lines(c, text)]
        }
    }

    /// The row's label (with the axis it shares), then each college's middle 50% on that axis; a college without a
    /// range shows why ("Test-blind", "Not reported").
    static func ranges(_ c: CompareContext, _ row: CompareRangeRow, compact: Bool, national: Value? = nil) -> [Block] {
        let ranges = c.schools.map(row.range)
        guard let axis = CompareRangeRow.axis(row.test, ranges) else { return [] }
        var out = [CompareBlocks.text("**\(row.label)** \u{00B7} Axis \(SiteFormat.int(axis.low))\u{2013}"
            + SiteFormat.int(axis.high))]
        for i in c.indices {
            guard let r = ranges[i] else {
                // No range: the college's line says why, in place of the bar.
                out.append(CompareBlocks.text("**\(c.names[i])** \u{00B7} \(CompareRangeRow.fallback(c.schools[i]))"))
                continue
            }
            out.append(.rangeBar(RangeBarBlock(
                low: c.value(row.field, i, r.lo, .int), high: c.value(row.field, i, r.hi, .int),
                national: national, scale: AxisScale(min: axis.low, max: axis.high), label: c.names[i], term: row.term,
                compact: compact, color: CompareContext.slot(i))))
        }
        return out
    }

    /// A line per college: its text (or why it has none) with the muted note, and the figure at the end.
    static func lines(_ c: CompareContext, _ row: CompareTextRow) -> Block {
        let columns = [TableColumn(key: "college", label: "College"),
                       TableColumn(key: "line", label: row.label, term: row.term),
                       TableColumn(key: "figure", label: row.hint ?? "Change")]
        let rows = c.indices.map { i -> TableRow in
            let s = c.schools[i]
            guard let line = row.line(s) else {
                return TableRow(cells: [.text(c.names[i]), .text(row.fallback(s)), .text(SiteFormat.missing)])
            }
            let text = row.note(s).map { "\(line) (\($0))" } ?? line
            let figure = row.figure(s).map { c.cell(row.field, i, $0.number, text: $0.display, $0.format) }
                ?? .text(SiteFormat.missing)
            return TableRow(cells: [.text(c.names[i]), .text(text), figure])
        }
        return .table(TableBlock(columns: columns, rows: rows, sticky: TableSticky(columns: 1, header: false)))
    }
}
