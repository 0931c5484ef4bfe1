import Domain
import QuadAPIModels

/// One "Biggest movers" list as blocks (`components/trends/movers/MoverListCard.tsx`): title, measure and years, the
/// median college's change, the ranked rows up to the tenth rank (every college tied at the tenth included) and the
/// rest of the 25 folded behind "Show 25", then (full cards) who is ranked, who is left out and the Explore links.
struct MoverCards {
    let snapshot: DatasetSnapshot

    /// "fall 2014", "2013–14", or "fall 2008" for an entering class, for use mid-sentence.
    static func moverYear(_ year: Int, _ kind: YearKind) -> String {
        kind == .cohort ? "fall \(year)" : TrendBlocks.lower(year, kind)
    }

    /// The site's `formatMoverChange` as a number and its format: percent changes print one decimal ("+710.5%",
    /// `signedPct1`), rates whole points signed by the rounded value ("−46 pts", `signedPts` of the change rounded to
    /// hundredths, so `formatBy` prints exactly that).
    static func change(_ def: MoverListDef, _ change: Double) -> (value: Double, format: FormatKind) {
        def.points ? (JSNumber.round(change * 100) / 100, .signedPts) : (change, .signedPct1)
    }

    /// The site's `formatMoverValue`: a count, dollars, a whole-percent rate, or the Pell gap in points.
    static func endValue(_ def: MoverListDef, _ v: Double) -> String {
        if def.key == "pell-gap-closed" { return (v < 0 ? "\u{2212}" : "") + "\(Int(JSNumber.round(v.magnitude * 100))) pts" }
        switch def.series[0] {
        case "avg_paid_all": return "$" + SiteFormat.num(JSNumber.round(v))
        case "applicants", "undergrads": return SiteFormat.num(JSNumber.round(v))
        default: return "\(Int(JSNumber.round(v * 100)))%"
        }
    }

    /// "2,000+ applicants in fall 2014"; lists with floors at both ends name both years.
    static func floorSentence(_ def: MoverListDef, _ list: MoverList) -> String {
        let kind = TrendBlocks.kind(list.kind), from = moverYear(list.from, kind)
        return def.floors.contains(where: \.atBothEnds)
            ? "\(def.floorText) (classes entering \(from) and \(moverYear(list.to, kind)))"
            : "\(def.floorText) in \(from)"
    }

    func blocks(_ def: MoverListDef, _ list: MoverList, window: Int, shown: Int, compact: Bool, level: Int = 2,
                citer: inout TrendCiter) -> [Block] {
        let kind = TrendBlocks.kind(list.kind)
        let span = "\(Self.moverYear(list.from, kind)) to \(Self.moverYear(list.to, kind))"
        let dollars = !def.points && def.series[0] == "avg_paid_all" ? " (in \(Self.moverYear(list.to, kind)) dollars)" : ""
        var out: [Block] = [
            TrendBlocks.heading(level, def.title, anchor: def.key),
            TrendBlocks.text("\(def.measure)\(dollars), \(kind == .cohort ? "Classes entering " : "")\(span)"),
        ]
        let seriesKeys = def.series + def.floors.map(\.series).filter { $0 != "entering_class" }
        if let median = list.median {
            let printed = Self.change(def, median)
            let v = citer.value(printed.value, format: printed.format, series: seriesKeys,
                                from: list.from, to: list.to, kind: kind, field: "\(def.title): median college",
                                computation: "Median change over the \(SiteFormat.num(Double(list.n))) colleges ranked")
            out.append(.statTiles(StatTilesBlock(tiles: [StatTile(label: "Median college", value: v,
                                                                  hint: "\(SiteFormat.num(Double(list.n))) colleges ranked")])))
        }
        let first = list.entries.filter { $0.rank <= shown }
        let rest = compact ? [] : Array(list.entries.dropFirst(first.count))
        let maxChange = list.entries.map { abs($0.change) }.max() ?? 0
        let refs = SchoolRefs.of(snapshot), field = "\(def.title): change"
        func board(_ entries: [MoverList.Entry]) -> Block {
            .leaderboard(LeaderboardBlock(title: def.title, caption: span, rows: entries.map { e in
                let late = e.since != list.from ? " (\(Self.moverYear(e.since, kind)))" : ""
                let printed = Self.change(def, e.change)
                let value = citer.value(printed.value, format: printed.format, series: seriesKeys, from: e.since,
                                        to: list.to, kind: kind, field: field, computation: def.measure)
                return LeaderboardRow(school: TrendBlocks.schoolRef(refs, id: e.unitID, name: e.name), value: value,
                                      fill: maxChange > 0 ? max(0.03, abs(e.change) / maxChange) : 0.03, rank: e.rank,
                                      detail: "\(Self.endValue(def, e.from))\(late) \u{2192} \(Self.endValue(def, e.to))")
            }))
        }
        if first.isEmpty {
            out.append(TrendBlocks.text("No college moved this way over the window."))
        } else {
            out.append(board(first))
        }
        if !rest.isEmpty {
            out.append(.fold(FoldBlock(hint: "Show \(list.entries.count)", blocks: [board(rest)], anchor: "\(def.key)-rest")))
        }
        if compact {
            out.append(TrendBlocks.links([Link(label: "Top \(min(list.entries.count, 10)) and how it's ranked",
                                               href: "/trends/movers#\(def.key)")], style: .list))
            return out
        }
        let closed = (list.excluded["closed-or-merged"] ?? 0) + (list.excluded["under-300"] ?? 0)
        if def.decline {
            out.append(TrendBlocks.text("Smaller can be deliberate: a college ending programs or a system consolidating "
                + "campuses shrinks on purpose. The list shows how much, not why."
                + (closed > 0 ? " \(SiteFormat.num(Double(closed))) colleges that closed, merged, or are winding down aren't listed." : "")))
        }
        let who = def.types == ["public"] ? "public colleges" : "colleges"
        let excluded = MoverListCatalog.exclusions.compactMap { e in
            list.excluded[e.key].map { "\(e.label) (\(SiteFormat.num(Double($0))))" }
        }
        out.append(TrendBlocks.text("**Who's ranked:** \(who) with \(Self.floorSentence(def, list))."
            + (excluded.isEmpty ? "" : " Left out: " + excluded.joined(separator: "; ") + ".")))
        var links: [Link] = []
        if let href = def.exploreHref() {
            links.append(Link(label: window == 10 ? "See all in Explore" : "See the ten-year ranking in Explore", href: href))
        }
        if def.decline, closed > 0, let e = def.explore {
            links.append(Link(label: "Including them", href: "/explore?sortBy=\(e.sortBy)&sortDir=\(e.sortDir)&view=table"))
        }
        if !links.isEmpty { out.append(TrendBlocks.links(links, style: .list)) }
        return out
    }
}
