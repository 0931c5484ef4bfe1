import Domain
import QuadAPIModels

/// "What's changed": one card per national fact in `history/facts.json` (the section is left out without history
/// or facts). Each card has its big number, its sentence, a sparkline or before/after bars, the history files it
/// was computed from, and its link.
enum HomeFactCards {
    static func section(_ c: HomeContext) -> HomeSection {
        guard let files = c.snapshot.history, let facts = files.facts else { return .empty }
        let cards = HomeFact.cards(facts)
        guard !cards.isEmpty else { return .empty }
        let history = HistoryLineage(lineage: c.lineage, files: files)
        var section = HomeSection(blocks: [
            SectionBlocks.heading("What's changed", eyebrow: "Over time", anchor: "whats-changed"),
            SectionBlocks.text("Ten years of federal data, measured over a fixed panel of the same colleges at both "
                + "ends, with money [after inflation](/glossary#inflation-adjusted)."),
        ])
        var sources: [[SourceGroup]] = []
        for fact in cards {
            let defs = fact.series.compactMap(HistorySeriesCatalog.def)
            let groups = history.sources(defs, windows: [fact.yearKind: HistoryWindow(from: fact.from, to: fact.to)])
            sources.append(groups)
            section.blocks.append(card(fact, history: history, sources: groups))
        }
        section.sources = SourceGroup.merged(sources)
        return section
    }

    static func card(_ fact: HomeFact, history: HistoryLineage, sources: [SourceGroup]) -> Block {
        let title = String(fact.lead.dropLast(fact.lead.hasSuffix(".") ? 1 : 0))
        let big = history.fact(fact.series, from: fact.from, to: fact.to, year: fact.to, fact.bigValue,
                               format: fact.bigFormat,
                               computation: bigComputation(fact))
        var blocks: [Block] = [
            .statTiles(StatTilesBlock(tiles: [StatTile(label: title, value: big)])),
            .text(TextBlock(markdown: fact.text)),
        ]
        if let before = fact.before, let after = fact.after {
            blocks.append(.groupedBars(bars(fact, before: before, after: after, history: history)))
        } else if !fact.lines.isEmpty {
            blocks.append(.trendLine(sparkline(fact, history: history)))
        }
        blocks.append(.text(TextBlock(markdown: fact.caption)))
        blocks.append(.sourceNote(SourceNoteBlock(sources: sources)))
        return .topicCard(TopicCardBlock(title: title, href: fact.href, footer: fact.cta, blocks: blocks))
    }

    /// The big number's formula.
    static func bigComputation(_ f: HomeFact) -> String {
        let span = "\(YearLabel.full(f.from, f.yearKind)) to \(YearLabel.full(f.to, f.yearKind))"
        switch f.kind {
        case .priceGap:
            return "Change after inflation in what the typical college's first-years paid on average, \(span), "
                + "across a fixed panel of colleges reporting both years"
        case .harderToGetIn:
            return "Change in applications to today's most selective colleges, \(span)"
        case .testRequired:
            return "Share of colleges reporting both years that required the SAT or ACT in \(YearLabel.full(f.to, .fall))"
        }
    }

    /// The fact's lines, one point per year that has a figure.
    static func sparkline(_ f: HomeFact, history: HistoryLineage) -> TrendLineBlock {
        let format: FormatKind = f.kind == .harderToGetIn ? .fixed2 : .int
        let series = f.lines.map { line in
            TrendSeries(key: line.key, label: line.label, color: line.color, points: line.values.enumerated().compactMap {
                offset, v in
                v.map { number in
                    SeriesPoint(year: f.from + offset, value: history.fact(
                        line.key == "per_seat" ? f.series : [line.key], from: f.from, to: f.to, year: f.from + offset,
                        number, format: format, computation: f.chartLabel))
                }
            })
        }
        return TrendLineBlock(series: series, window: YearWindow(from: f.from, to: f.to), yearKind: f.yearKind,
                              format: format, label: f.chartLabel, compact: true)
    }

    /// Before and after: the share at the first year (muted) and at the last (the measure's color).
    static func bars(_ f: HomeFact, before: Double, after: Double, history: HistoryLineage) -> GroupedBarsBlock {
        func value(_ share: Double, _ year: Int) -> Value {
            history.fact(f.series, from: f.from, to: f.to, year: year, share, format: .pct,
                         computation: f.caption + ", \(YearLabel.full(year, .fall))")
        }
        return GroupedBarsBlock(
            groups: [BarGroup(label: f.caption, values: [value(before, f.from), value(after, f.to)])],
            series: [BarSeries(key: "from", label: YearLabel.full(f.from, f.yearKind), color: "muted"),
                     BarSeries(key: "to", label: YearLabel.full(f.to, f.yearKind), color: MetricDomain.scores.colorToken)],
            scale: AxisScale(min: 0, max: 1, format: .pct))
    }
}
