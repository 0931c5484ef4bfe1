import Domain
import QuadAPIModels

/// "What's changed": one card per national fact in `history/facts.json` (the section is left out without history,
/// or without any of its first three facts: ``shown(_:)``). Each card has its big number, its sentence, a sparkline
/// or before/after bars, the history files it was computed from, and its link.
enum HomeFactCards {
    static func section(_ c: HomeContext) -> HomeSection {
        guard let files = c.snapshot.history, let facts = files.facts else { return .empty }
        let cards = shown(facts)
        guard !cards.isEmpty else { return .empty }
        let history = HistoryLineage(lineage: c.lineage, files: files)
        var section = HomeSection(blocks: [
            SectionBlocks.heading("What's changed", eyebrow: "Over time", anchor: "whats-changed"),
            SectionBlocks.text("Ten years of federal data, measured over a [fixed panel](/glossary#fixed-panel) of the same "
                + "colleges at both ends, with money [after inflation](/glossary#inflation-adjusted)."),
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

    /// The cards the section shows: none unless one of the first three facts (the price gap, harder to get in,
    /// test-optional) is there, as on the site; the legacy and majors cards only join them.
    static func shown(_ facts: TrendFacts) -> [HomeFact] {
        let cards = HomeFact.cards(facts)
        return cards.contains { $0.kind != .legacy && $0.kind != .majors } ? cards : []
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
        } else if !fact.shifts.isEmpty {
            blocks.append(.groupedBars(shiftBars(fact, history: history)))
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
        case .legacy:
            return "Colleges reporting both years that considered legacy status in \(YearLabel.full(f.from, .fall)) "
                + "and not in \(YearLabel.full(f.to, .fall))"
        case .majors:
            return "Relative change in the share of first-major bachelor's degrees in "
                + "\(f.shifts.first?.name.lowercased() ?? "the field"), \(span), across colleges awarding them in both years"
        }
    }

    /// The fact's lines, one point per year that has a figure.
    static func sparkline(_ f: HomeFact, history: HistoryLineage) -> TrendLineBlock {
        let format: FormatKind = f.kind == .harderToGetIn ? .fixed2 : .int
        let series = f.lines.map { line in
            TrendSeries(key: line.key, label: line.label, color: line.color, values: line.values.enumerated().compactMap {
                offset, v in
                v.map { number in
                    YearValue(year: f.from + offset, value: history.fact(
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
                     BarSeries(key: "to", label: YearLabel.full(f.to, f.yearKind), color: barColor(f))],
            scale: AxisScale(min: 0, max: 1, format: .pct))
    }

    /// The newer of the before/after bars in its measure's color: scores for tests, admissions for legacy.
    static func barColor(_ f: HomeFact) -> String {
        (f.kind == .legacy ? MetricDomain.admissions : MetricDomain.scores).colorToken
    }

    /// The majors card: one bar per field, its change in points, on an axis as wide as the largest change each way.
    static func shiftBars(_ f: HomeFact, history: HistoryLineage) -> GroupedBarsBlock {
        let widest = max(0.001, f.shifts.map { abs($0.change) }.max() ?? 0)
        let groups = f.shifts.map { shift in
            BarGroup(label: shift.name, values: [history.fact(
                ["major_\(shift.family)", "bachelors"], from: f.from, to: f.to, year: f.to, shift.change, format: .pts,
                computation: "Change in \(shift.name.lowercased())'s share of first-major bachelor's degrees, "
                    + "\(YearLabel.full(f.from, .academic)) (\(SiteFormat.pctSmart(shift.from))) to "
                    + "\(YearLabel.full(f.to, .academic)) (\(SiteFormat.pctSmart(shift.to)))")])
        }
        return GroupedBarsBlock(
            groups: groups,
            series: [BarSeries(key: "change", label: f.caption, color: "d-academics")],
            scale: AxisScale(min: -widest, max: widest, ticks: [-widest, 0, widest], format: .pts))
    }
}
