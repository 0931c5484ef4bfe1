import Domain
import QuadAPIModels

/// Block builders the national trends screens share.
enum TrendBlocks {
    /// The pandemic, marked on every yearly chart that reaches it.
    static let pandemic = YearMark(year: 2020, label: "Pandemic")
    static let pandemicSpan = YearSpan(from: 2020, to: 2021, label: "Pandemic")

    static func heading(_ level: Int, _ text: String, anchor: String, eyebrow: String? = nil) -> Block {
        .heading(HeadingBlock(level: level, text: text, eyebrow: eyebrow, anchor: anchor))
    }

    static func text(_ markdown: String) -> Block { .text(TextBlock(markdown: markdown)) }

    /// A bulleted list, one `- ` line per item (the method lines).
    static func bullets(_ items: [String]) -> Block { text(items.map { "- " + $0 }.joined(separator: "\n")) }

    /// The finished screen: `blocks`, then the note of every source `citer` was asked to cite.
    static func screen(_ snapshot: DatasetSnapshot, title: String, url: String, blocks: [Block?],
                       citer: TrendCiter) -> Screen {
        let sources = citer.sourceGroups
        return Screen(title: title, url: url, blocks: (blocks + [sourceNote(sources)]).compactMap { $0 }, sources: sources,
                      publish: snapshot.publishID)
    }

    static func takeaway(_ text: String) -> Block { .takeaway(TakeawayBlock(text: text, tone: .neutral)) }

    static func links(_ links: [Link], style: LinksBlock.Style = .buttons) -> Block {
        .links(LinksBlock(links: links, style: style))
    }

    /// A segmented control bound to `param`: options as (label, value, href); `selected` names the chosen value.
    static func segmented(_ param: String, label: String, _ options: [(label: String, value: String?, href: String)],
                          selected: String?) -> QueryControl {
        QueryControl(type: .segmented, param: param, label: label, options: options.map {
            ControlOption(label: $0.label, value: $0.value, selected: $0.value == selected, href: $0.href)
        })
    }

    /// "Fall 2024", "2023–24", "Entered fall 2018".
    static func year(_ y: Int, _ kind: YearKind) -> String { YearLabel.full(y, kind) }

    /// "fall 2024", "2023–24", "entered fall 2018": the site's `historyYearLabel(…).toLowerCase()`.
    static func lower(_ y: Int, _ kind: YearKind) -> String { YearLabel.full(y, kind).lowercased() }

    static func kind(_ raw: String) -> YearKind { YearKind(rawValue: raw) ?? .fall }

    /// A yearly series from `start`; nil years are left out (gaps, never zero).
    static func series(_ key: String, label: String, color: String, dashed: Bool = false, start: Int,
                       _ values: [Double?], _ value: (Double, Int) -> Value) -> TrendSeries {
        var points: [YearValue] = []
        for (i, v) in values.enumerated() {
            if let v, v.isFinite { points.append(YearValue(year: start + i, value: value(v, start + i))) }
        }
        return TrendSeries(key: key, label: label, color: color, dashed: dashed ? true : nil, values: points)
    }

    /// A yearly chart with the pandemic marked and shaded when the window reaches 2020.
    static func trendLine(_ series: [TrendSeries], bands: [TrendBand]? = nil, from: Int, to: Int, kind: YearKind,
                          format: FormatKind, label: String, breaks: [YearMark]? = nil, compact: Bool = false,
                          provisional: Int? = nil) -> Block? {
        guard series.contains(where: { !$0.points.isEmpty }) else { return nil }
        let pandemic = from <= 2020 && to >= 2020 && kind != .cohort
        return .trendLine(TrendLineBlock(
            series: series, bands: bands, breaks: breaks, events: pandemic ? [Self.pandemic] : nil,
            spans: pandemic ? [Self.pandemicSpan] : nil, window: YearWindow(from: from, to: to), yearKind: kind,
            format: format, provisional: provisional, label: label, compact: compact ? true : nil))
    }

    /// The change between the two ends of a then/now pair, written in the pair's unit.
    static func changeText(_ then: Double, _ now: Double, format: FormatKind) -> String {
        switch format {
        case .pct, .pctSmart: SiteFormat.signedPoints(now - then)
        case .pts: SiteFormat.points(now - then)
        case .money: SiteFormat.signedPercent(then == 0 ? 0 : now / then - 1)
        default:
            (now - then > 0 ? "+" : now - then < 0 ? "\u{2212}" : "")
                + SiteFormat.display(((now - then).magnitude * 10).rounded() / 10, as: .num)
        }
    }

    /// A then → now tile: the "now" value, its change since "then", and the years and what is counted.
    /// With no `then` (a change measured over the window itself), the tile has no delta.
    static func thenNowTile(_ label: String, now: Value, then: Double?, from: Int, to: Int, kind: YearKind,
                            counts: String, term: String? = nil) -> StatTile {
        var change: Delta?
        if let n = now.value, let then {
            change = Lineage.delta(n - then, display: changeText(then, n, format: now.format), since: YearLabel.since(from, kind))
        }
        let hint = "\(year(from, kind)) \u{2192} \(lower(to, kind)) \u{00B7} \(counts)"
        return StatTile(label: label, value: now.with(delta: change), hint: hint, term: term)
    }

    /// The screen's source note.
    static func sourceNote(_ groups: [SourceGroup], note: String? = nil) -> Block? {
        groups.isEmpty ? nil : .sourceNote(SourceNoteBlock(sources: groups, note: note))
    }

    /// "This … isn't available yet" with the link back.
    static func unavailable(_ what: String) -> [Block] {
        [text("**\(what) isn't available yet.** It's computed from the site's year-by-year history, and appears once "
              + "that data is published."),
         links([Link(label: "All national trends", href: "/trends")])]
    }

    /// The reference of a college the dataset has, else a plain one with its name.
    static func schoolRef(_ refs: SchoolRefs, id: String, name: String) -> SchoolRef {
        refs[id: id] ?? SchoolRef(id: id, name: name, city: "", state: "", type: "", brand: nil)
    }

    /// A stable anchor from words ("Under 2,000 undergrads" → "under-2-000-undergrads").
    static func anchor(_ parts: String...) -> String {
        let out = Slug.hyphenated(parts.joined(separator: " "))
        return out.isEmpty ? "section" : out
    }
}
