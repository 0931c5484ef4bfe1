import Domain
import QuadAPIModels

/// What a study screen is built from: the study, its file's window and panel, the switches, and the citations of
/// every figure it shows. One per request.
final class StudyContext {
    let snapshot: DatasetSnapshot
    let def: TrendStudyDef
    let query: StudyQuery
    let from: Int
    let to: Int
    let n: Int
    let lineFrom: Int
    let kind: YearKind
    var citer: TrendCiter

    init(_ snapshot: DatasetSnapshot, _ def: TrendStudyDef, query: StudyQuery, from: Int, to: Int, n: Int, lineFrom: Int,
         kind: YearKind) {
        self.snapshot = snapshot
        self.def = def
        self.query = query
        self.from = from
        self.to = to
        self.n = n
        self.lineFrom = lineFrom
        self.kind = kind
        citer = TrendCiter(snapshot)
    }

    /// "fall 2024" (the study's kind, lower case).
    func year(_ y: Int) -> String { TrendBlocks.lower(y, kind) }

    /// A figure of the study file, cited to the study's series over its years.
    func value(_ number: Double?, _ format: FormatKind, series: [String]? = nil, field: String,
               computation: String, from: Int? = nil, to: Int? = nil, kind: YearKind? = nil) -> Value {
        citer.value(number, format: format, series: series ?? Array(def.series.prefix(2)),
                    from: from ?? lineFrom, to: to ?? self.to, kind: kind ?? self.kind, field: field,
                    computation: computation)
    }

    /// "… over the 912 colleges in the panel" or "… over the 120 Midwest colleges in the panel".
    func over(_ n: Int, _ group: String? = nil) -> String {
        let count = SiteFormat.num(Double(n))
        return group.map { "over the \(count) colleges in the panel grouped as \($0)" } ?? "over the \(count) colleges in the panel"
    }

    /// A yearly line of the file as a series.
    func series(_ key: String, label: String, dashed: Bool = false, start: Int? = nil, _ values: [Double?],
                format: FormatKind, series keys: [String]? = nil, field: String, computation: String,
                kind: YearKind? = nil) -> TrendSeries {
        TrendBlocks.series(key, label: label, color: def.color, dashed: dashed, start: start ?? lineFrom, values) { v, y in
            value(v, format, series: keys, field: field, computation: computation, from: y, to: y, kind: kind)
        }
    }

    /// Small multiples for one grouping: a heading per group with its panel count, the group's summary line and its
    /// chart; groups under the floor say "too few colleges to say".
    func groupTiles<V>(_ grouping: TrendGrouping<V>, _ tile: (TrendGroupRow<V>, V) -> (summary: String, chart: Block?))
        -> [Block]
    {
        var blocks: [Block] = []
        for row in grouping.groups {
            let count = "\(SiteFormat.num(Double(row.n))) colleges"
            blocks.append(TrendBlocks.heading(3, row.label, anchor: TrendBlocks.anchor("group", grouping.grouping, row.key),
                                              eyebrow: count))
            guard let v = row.values, row.tooFew != true else {
                // SmallMultiples' too-few tile: two lines, no periods.
                blocks.append(TrendBlocks.text("Too few colleges to say"))
                blocks.append(TrendBlocks.text("Needs \(grouping.floor) or more"))
                continue
            }
            let t = tile(row, v)
            blocks.append(TrendBlocks.text(t.summary))
            if let chart = t.chart { blocks.append(chart) }
        }
        return blocks
    }

    /// The breakdown switches: Colleges/Students when the study has both, and the groupings offered.
    func controls(groupings: [String], labels: [String: String], grouping: String, view: String?, extra: [QueryControl] = [])
        -> Block
    {
        let defaults = (grouping: groupings.first ?? "region", view: "colleges", window: "ten")
        var controls = extra
        if let view {
            controls.append(TrendBlocks.segmented("view", label: "Count colleges or students", [
                ("Colleges", "colleges", query.href(def.slug, view: "colleges", defaults: defaults)),
                ("Students", "students", query.href(def.slug, view: "students", defaults: defaults)),
            ], selected: view))
        }
        controls.append(TrendBlocks.segmented("grouping", label: "Group colleges by", groupings.map {
            (labels[$0] ?? $0, $0, query.href(def.slug, grouping: $0, defaults: defaults))
        }, selected: grouping))
        return .controls(ControlsBlock(controls: controls))
    }
}

/// The parts of a study page, in the site's order (`components/trends/StudyPage.tsx`).
struct StudyPage {
    var headline: [StatTile]
    var nationalIntro: String
    var national: [Block?]
    var breakdownsIntro: String
    var breakdowns: [Block]
    var extra: [Block?] = []
    var takeaway: [String]
    var method: [String]
    var links: [Link] = []

    func screen(_ c: StudyContext) -> Screen {
        var blocks: [Block?] = [
            TrendBlocks.links([Link(label: "National trends", href: "/trends")], style: .list),
            TrendBlocks.heading(1, c.def.title, anchor: "study", eyebrow: "Study \(c.def.number)"),
            TrendBlocks.text(c.def.question),
        ]
        if !headline.isEmpty { blocks.append(.statTiles(StatTilesBlock(tiles: headline))) }
        blocks.append(TrendBlocks.heading(2, "The national picture", anchor: "national"))
        blocks.append(TrendBlocks.text(nationalIntro))
        blocks += national
        blocks.append(TrendBlocks.heading(2, "Where it changed", anchor: "breakdowns"))
        blocks.append(TrendBlocks.text(breakdownsIntro))
        blocks += breakdowns
        blocks += extra
        blocks.append(TrendBlocks.heading(2, "What it means", anchor: "takeaway"))
        if let first = takeaway.first { blocks.append(TrendBlocks.takeaway(first)) }
        blocks += takeaway.dropFirst().map(TrendBlocks.text)
        blocks.append(TrendBlocks.heading(2, "How this was measured", anchor: "method"))
        let standard = [
            "**Which colleges.** \(c.def.panelRule): \(SiteFormat.num(Double(c.n))) colleges in \(c.year(c.from)) and "
                + "\(c.year(c.to)). It's a fixed panel, so colleges entering or leaving the data don't look like change.",
            "**Groups.** Colleges are grouped by today's classification. A group needs 30 or more colleges in the panel; "
                + "smaller ones show too few colleges to say.",
        ]
        let universe = "**The universe.** The site's four-year colleges, not all of U.S. higher education. Breakdowns "
            + "show where a change happened, not why."
        blocks.append(TrendBlocks.bullets(standard + method + [universe]))
        blocks.append(TrendBlocks.links((c.def.explore.map { [$0] } ?? []) + links
            + [Link(label: "All national trends", href: "/trends")]))
        return TrendBlocks.screen(c.snapshot, title: c.def.title, url: "/trends/\(c.def.slug)", blocks: blocks,
                                  citer: c.citer)
    }
}
