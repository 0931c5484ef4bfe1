import Foundation
import QuadAPIModels

/// Collects every `Value` of a screen, with the strings a reader sees, by walking the block payloads directly (the
/// kinds the profile emits by hand; any other kind through reflection), so the citation guard stays fast over
/// thousands of documents.
struct ProfileValueWalker {
    private(set) var values: [Value] = []
    /// Reader-facing strings with where they were found.
    private(set) var strings: [(String, String)] = []
    private(set) var anchors: [String] = []
    private(set) var sourceGroups: [SourceGroup] = []
    private(set) var kinds: Set<String> = []
    /// Chart-level citations (a scatter's measures), which must resolve like a value's.
    private(set) var citations: [Cited] = []
    private(set) var scatters: [ScatterBlock] = []
    /// Figures no citation covers (a series with points and no citation, a table with cited columns that does not
    /// read back as built), as lines.
    private(set) var uncovered: [String] = []

    mutating func walk(_ screen: Screen) {
        text("screen.title", screen.title)
        sourceGroups += screen.sources
        walk(screen.blocks)
    }

    mutating func walk(_ blocks: [Block]) {
        for block in blocks { walk(block) }
    }

    private mutating func text(_ at: String, _ s: String) { strings.append((at, s)) }
    private mutating func add(_ v: Value?) { if let v { values.append(v) } }

    mutating func walk(_ block: Block) {
        kinds.insert(block.kind)
        switch block {
        case let .heading(b):
            text("heading", b.text)
            anchors.append(b.anchor)
        case let .text(b): text("text", b.markdown)
        case let .takeaway(b): text("takeaway", b.text)
        case let .statTiles(b):
            for t in b.tiles {
                text("tile", t.label)
                add(t.value)
                add(t.upper)
                if let hint = t.hint { text("tile.hint", hint) }
            }
        case let .ring(b): text("ring", b.label); add(b.value); add(b.median)
        case let .rangeBar(b):
            text("range-bar", b.label)
            [b.low, b.high, b.median, b.you, b.national].forEach { add($0) }
            if let y = b.youText { text("range-bar.youText", y) }
        case let .benchmarkBar(b): text("benchmark", b.label); add(b.value); add(b.median)
        case let .funnel(b): for s in b.steps { text("funnel", s.label); add(s.value) }
        case let .waffle(b):
            text("waffle", b.label)
            add(b.filled)
            add(b.inner)
            for l in b.legend ?? [] { text("waffle.legend", l.label); add(l.squares); add(l.count) }
        case let .stackedBar(b): for s in b.segments { text("segment", s.label); add(s.value); add(s.upper) }
        case let .distribution(b):
            text("distribution", b.label)
            add(b.pinned.value)
            add(b.pinned.rank)
            if let rank = b.pinned.rankText { text("distribution.rank", rank) }
            if let low = b.lowLabel { text("distribution.low", low) }
            if let high = b.highLabel { text("distribution.high", high) }
        case let .trendLine(b):
            text("trend-line", b.label)
            series(b.series, bands: b.bands ?? [])
        case let .stackedArea(b):
            series(b.series)
        case let .dumbbell(b): for r in b.rows { text("dumbbell", r.label); add(r.start); add(r.end) }
        case let .dotPlot(b):
            if let l = b.label { text("dot-plot", l) }
            for g in b.groups {
                text("dot", g.label)
                add(g.value)
                add(g.cohort)
                add(g.secondary)
                if let note = g.note { text("dot.note", note) }
            }
            add(b.reference)
            if let l = b.referenceLabel { text("dot-plot.reference", l) }
            if let l = b.secondaryLegend { text("dot-plot.legend", l) }
        case let .scatter(b):
            values += ChartFigures.values(b)
            citations += ChartFigures.citations(b)
            scatters.append(b)
        case let .waterfall(b):
            for s in b.steps { text("waterfall", s.label); add(s.value); s.parts?.forEach { add($0.value); add($0.upper) } }
        case let .columns(b):
            for c in b.columns { text("column", c.label); add(c.paid); add(c.covered) }
            add(b.average)
            add(b.reference)
        case let .outcomeBar(b):
            for s in b.segments { text("outcome", s.label); add(s.value) }
            add(b.cohort)
        case let .table(sent):
            // A table whose columns carry citations sends its numbers as figures over them: the guard reads it as a
            // client does, decoded from its wire form, so every number is checked with the citation a reader gets.
            let b = readBack(sent)
            // The site leaves the header of a sticky row-label column blank (CdsAidTable, ApplyingForAid's H14
            // grid), and a checklist grid's unmarked cells blank ("A blank means the college didn't mark it").
            let labelColumns = b.sticky.columns
            for (i, c) in b.columns.enumerated() where i >= labelColumns || !c.label.isEmpty { text("column", c.label) }
            for row in b.rows {
                for (i, cell) in row.cells.enumerated() {
                    switch cell {
                    case let .value(v): add(v)
                    case let .text(s): if i < labelColumns || !s.isEmpty { text("cell", s) }
                    case let .link(l): text("cell.link", l.label)
                    case let .values(group):
                        group.values.forEach { add($0) }
                        if let note = group.note { text("cell.note", note) }
                    }
                }
            }
        case let .schoolChips(b):
            for line in (b.figures ?? [:]).values {
                line.parts.forEach { add($0.value) }
                text("school-chips.figures", line.display)
            }
        case let .histogram(b):
            if let l = b.label { text("histogram", l) }
            for bin in b.bins { text("histogram.bin", bin.label); add(bin.value); add(bin.share) }
            for l in b.legend ?? [] { text("histogram.legend", l) }
            if let tip = b.tip { text("histogram.tip", tip) }
        case let .topicCard(b):
            text("topic-card", b.title)
            text("topic-card.footer", b.footer)
            walk(b.blocks)
        case let .chips(b): for c in b.chips { text("chip", c.label) }
        case let .links(b): for l in b.links { text("link", l.label); text("link.href", l.href) }
        case let .fold(b):
            text("fold", b.hint)
            if let note = b.note { text("fold.note", note) }
            if let anchor = b.anchor { anchors.append(anchor) }
            walk(b.blocks)
        case let .controls(b): for c in b.controls { c.options.forEach { text("option", $0.label) } }
        case let .sourceNote(b):
            sourceGroups += b.sources
            if let title = b.title { text("source-note.title", title) }
        default:
            if let payload = block.payload { reflect(payload) }
        }
    }

    /// A chart's series and bands: every point's figure as a full Value, the series' citations, and what no
    /// citation covers.
    private mutating func series(_ series: [TrendSeries], bands: [TrendBand] = []) {
        for s in series { text("series", s.label); values += ChartFigures.values(s) }
        for b in bands { values += ChartFigures.values(b) }
        citations += ChartFigures.citations(series, bands: bands)
        uncovered += ChartFigures.uncovered(series, bands: bands, "chart") + ChartFigures.misdated(series, bands: bands, "chart")
    }

    /// `table` as a client decodes it when a column carries a citation (else as built); a table that does not come
    /// back as it was built is reported.
    private mutating func readBack(_ table: TableBlock) -> TableBlock {
        guard table.columns.contains(where: { $0.cited != nil }) else { return table }
        do {
            let decoded = try JSONDecoder().decode(TableBlock.self, from: Data(WireEncoder().encode(table)))
            if decoded != table { uncovered.append("table \(table.columns.map(\.key)) decodes to other values") }
            return decoded
        } catch {
            uncovered.append("table \(table.columns.map(\.key)) does not decode: \(error)")
            return table
        }
    }

    /// Finds Values anywhere inside a payload kind the walker has no case for.
    private mutating func reflect(_ any: Any) {
        if let v = any as? Value { values.append(v); return }
        if let s = any as? TrendSeries { series([s]); return }
        if let b = any as? TrendBand { series([], bands: [b]); return }
        for child in Mirror(reflecting: any).children { reflect(child.value) }
    }
}
