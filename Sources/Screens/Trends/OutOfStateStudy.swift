import Domain
import QuadAPIModels

/// Study 4: public colleges and students from other states (`app/trends/out-of-state`).
enum OutOfStateStudy {
    typealias V = TrendStudyValues.OutOfState

    /// The sending-states map's levels.
    static let sendingLevels = [
        TileLevel(min: 1, label: "Under 500", color: "seq-1"), TileLevel(min: 500, label: "500–1,999", color: "seq-2"),
        TileLevel(min: 2000, label: "2,000–4,999", color: "seq-3"), TileLevel(min: 5000, label: "5,000–9,999", color: "seq-4"),
        TileLevel(min: 10_000, label: "10,000+", color: "seq-5"),
    ]

    /// The groupings the breakdown switches between: the panel is all public, so "control" is left out.
    static func groupings(_ f: TrendStudyFiles.OutOfState) -> [String] {
        f.study.groupings.map(\.grouping).filter { $0 != "control" }
    }

    static func page(_ c: StudyContext, _ f: TrendStudyFiles.OutOfState, grouping: String, view: String) -> StudyPage {
        let s = f.study, e = f.extra, v = s.national.values!
        let t = Int((e.threshold * 100).rounded())
        let fall = c.year
        let keys = ["out_of_state_share"]
        func lines(_ x: V, _ n: Int, _ group: String?) -> [TrendSeries] {
            [c.series("median", label: "Median out-of-state share", x.lines.medianShare, format: .pct, series: keys,
                      field: "Median out-of-state share of first-years",
                      computation: "Median share of first-years from other states, \(c.over(n, group))"),
             c.series("share30", label: "\(t)%+ out-of-state", dashed: true, x.lines.share30, format: .pct, series: keys,
                      field: "Public colleges \(t)%+ out-of-state",
                      computation: "Share of public colleges with \(t)%+ of first-years from other states, \(c.over(n, group))")]
        }
        let g = s.groupings.first { $0.grouping == grouping }!
        let tiles = c.groupTiles(g) { row, x in
            if view == "colleges" {
                return ("Median \(StudyWords.pct(x.medianShare[0])) → \(StudyWords.pct(x.medianShare[1])) · \(t)%+ "
                            + "\(StudyWords.pct(x.share30[0])) → \(StudyWords.pct(x.share30[1]))",
                        TrendBlocks.trendLine(lines(x, row.n, row.label), from: s.lineFrom, to: s.to, kind: .fall,
                                              format: .pct, label: "\(row.label), \(row.n) colleges", compact: true))
            }
            let weighted = c.series("weighted", label: "Weighted by first-years", x.lines.weightedShare, format: .pct,
                                    series: keys + ["enrolled"], field: "Out-of-state share weighted by first-years",
                                    computation: "Out-of-state share weighted by each college's first-year class, \(c.over(row.n, row.label))")
            return ("\(StudyWords.pct(x.weightedShare[0])) → \(StudyWords.pct(x.weightedShare[1]))",
                    TrendBlocks.trendLine([weighted], from: s.lineFrom, to: s.to, kind: .fall, format: .pct,
                                          label: "\(row.label), \(row.n) colleges", compact: true))
        }
        let national = [
            c.series("public", label: "Public (median)", v.lines.medianShare, format: .pct, series: keys,
                     field: "Median out-of-state share, public colleges",
                     computation: "Median share of first-years from other states, \(c.over(s.n))"),
            TrendBlocks.series("private", label: "Private nonprofit (median)", color: "neutral", dashed: true,
                               start: s.lineFrom, e.private.line) { x, y in
                c.value(x, .pct, series: keys, field: "Median out-of-state share, private nonprofits",
                        computation: "Median share of first-years from other states over private nonprofits reporting both years",
                        from: y, to: y)
            },
        ]
        let p = e.premium
        let premiumLine = TrendBlocks.series("premium", label: "Median premium", color: c.def.color, start: p.lineFrom, p.line) { x, y in
            c.value(x, .money, series: ["sticker_out_of_state", "sticker_in_state"], field: "Out-of-state premium",
                    computation: "Median of out-of-state minus in-state full price, in \(TrendBlocks.year(p.to, .academic)) dollars",
                    from: y, to: y, kind: .academic)
        }
        let top = e.sendingStates.totals.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(5)
        func senders(_ state: String, _ count: Int) -> Value {
            c.value(Double(count), .num, series: keys, field: "Out-of-state first-years at public colleges",
                    computation: "Out-of-state first-years from \(USStates.name(state)), summed over \(e.sendingStates.n) public colleges' residence tables",
                    from: e.sendingStates.year, to: e.sendingStates.year)
        }
        // StateTileMap with the totals as `counts`, its own levels, unit "out-of-state first-year" and no link: every
        // tile of the grid, titled "{ST}: {n.toLocaleString("en-US")} out-of-state first-year(s)", or its default empty
        // title "{ST}: no 4-year colleges in our data" for a state that sent none.
        let map: Block? = e.sendingStates.totals.isEmpty ? nil : .tileMap(TileMapBlock(
            tiles: StateTileGrid.tiles.map { code, col, row in
                let n = e.sendingStates.totals[code] ?? 0
                let value = senders(code, n)
                let level = n > 0 ? sendingLevels.lastIndex { Double(n) >= $0.min } : nil
                let title = level == nil ? "\(code): no 4-year colleges in our data"
                    : "\(code): \(value.display) out-of-state first-year\(n == 1 ? "" : "s")"
                return StateTile(state: code, value: value, display: value.display, col: col, row: row, level: level,
                                 title: title)
            }, scale: TileScale(label: "Out-of-state first-years from each state", levels: sendingLevels)))
        var takeaway = "Across \(SiteFormat.num(Double(s.n))) public colleges, the median out-of-state share "
            + "\(StudyWords.direction(v.medianShare[0], v.medianShare[1])) from \(StudyWords.pct(v.medianShare[0])) in "
            + "\(fall(s.from)) to \(StudyWords.pct(v.medianShare[1])) in \(fall(s.to)), and the share of publics that are "
            + "\(t)%+ out-of-state \(StudyWords.direction(v.share30[0], v.share30[1])) from \(StudyWords.pct(v.share30[0])) "
            + "to \(StudyWords.pct(v.share30[1]))."
        if let r1 = s.values("research", "R1") {
            takeaway += " Research universities lead: among R1 publics, the median rose to \(StudyWords.pct(r1.medianShare[1])), "
                + "and \(StudyWords.pct(r1.share30[1])) are now \(t)%+ out-of-state."
        }
        if let ne = s.values("region", "Northeast") {
            takeaway += " The Northeast changed most, from a low base: \(StudyWords.pct(ne.medianShare[0])) to \(StudyWords.pct(ne.medianShare[1]))."
        }
        if let sw = s.values("region", "Southwest") {
            takeaway += " The Southwest barely moved: \(StudyWords.pct(sw.medianShare[0])) to \(StudyWords.pct(sw.medianShare[1]))."
        }
        let academic = { (y: Int) in TrendBlocks.year(y, .academic) }
        let options = groupings(f)
        return StudyPage(
            headline: [
                TrendBlocks.thenNowTile("Median public's out-of-state share",
                                        now: c.value(v.medianShare[1], .pct, series: keys, field: "Median out-of-state share",
                                                     computation: "Median share of first-years from other states, \(c.over(s.n))", from: s.from),
                                        then: v.medianShare[0], from: s.from, to: s.to, kind: .fall, counts: "median public college"),
                TrendBlocks.thenNowTile("Public colleges \(t)%+ out-of-state",
                                        now: c.value(v.share30[1], .pct, series: keys, field: "Public colleges \(t)%+ out-of-state",
                                                     computation: "Share of public colleges with \(t)%+ of first-years from other states, \(c.over(s.n))",
                                                     from: s.from),
                                        then: v.share30[0], from: s.from, to: s.to, kind: .fall, counts: "share of public colleges",
                                        term: "in-state-student"),
                TrendBlocks.thenNowTile("Counting every public first-year",
                                        now: c.value(v.weightedShare[1], .pct, series: keys + ["enrolled"],
                                                     field: "Out-of-state share weighted by first-years",
                                                     computation: "Out-of-state share weighted by each college's first-year class, \(c.over(s.n))",
                                                     from: s.from),
                                        then: v.weightedShare[0], from: s.from, to: s.to, kind: .fall, counts: "weighted by first-years"),
            ],
            nationalIntro: "The median public college's share of first-years from other states, each even fall since "
                + "\(fall(s.lineFrom)) (residence is collected only in even-numbered falls, so odd years have no point). "
                + "Private nonprofits, dashed below, are shown only as context: this study is about publics.",
            national: [
                TrendBlocks.trendLine(national, from: s.lineFrom, to: s.to, kind: .fall, format: .pct,
                                      label: "Median out-of-state share, public vs. private nonprofit"),
                TrendBlocks.trendLine([lines(v, s.n, nil)[1]], from: s.lineFrom, to: s.to, kind: .fall, format: .pct,
                                      label: "Public colleges \(t)%+ out-of-state"),
                TrendBlocks.text("**Counting applicants instead of colleges:** weighted by each college's first-year class, "
                    + "\(StudyWords.pct(v.weightedShare[0])) of public first-years came from other states in \(fall(s.from)), "
                    + "rising to \(StudyWords.pct(v.weightedShare[1])) by \(fall(s.to))."),
                TrendBlocks.text("**Students from abroad:** the median public college's international share of first-years was "
                    + "\(StudyWords.pct(e.internationalMedian[0], 1)) in \(fall(s.from)) and \(StudyWords.pct(e.internationalMedian[1], 1)) "
                    + "in \(fall(s.to)): the shift toward other states is domestic, not international."),
            ],
            breakdownsIntro: "The same lines for each group, on one scale: median share (solid) and the \(t)%+ share (dashed). "
                + "Switch to *Students* to weight each college by its first-year class.",
            breakdowns: [c.controls(groupings: options,
                                    labels: Dictionary(s.groupings.map { ($0.grouping, $0.label) }) { a, _ in a },
                                    grouping: grouping, view: view),
                         TrendBlocks.text(view == "colleges"
                             ? "Median out-of-state share (solid) and share of colleges \(t)%+ out-of-state (dashed), "
                                 + "\(fall(s.lineFrom)) to \(fall(s.to)). Numbers: \(fall(s.from)) → \(fall(s.to))."
                             : "Out-of-state share weighted by each college's first-year class, \(fall(s.lineFrom)) to \(fall(s.to)).")]
                + tiles,
            extra: [
                TrendBlocks.heading(2, "The out-of-state premium", anchor: "premium"),
                TrendBlocks.text("Full price out-of-state minus full price in-state at the median public college, after "
                    + "inflation (\(academic(p.to)) dollars). Relates the shift to money without attributing it."),
                TrendBlocks.trendLine([premiumLine], from: p.lineFrom, to: p.to, kind: .academic, format: .money,
                                      label: "Median out-of-state premium, full price"),
                TrendBlocks.text("\(academic(p.from)): \(SiteFormat.money(p.median[0])), and \(StudyWords.pct(p.over20k[0])) of "
                    + "publics charged $20,000 or more extra. By \(academic(p.to)): \(SiteFormat.money(p.median[1])), and "
                    + "\(StudyWords.pct(p.over20k[1])) charged $20,000 or more extra."),
                TrendBlocks.heading(2, "Where they come from", anchor: "sending-states"),
                TrendBlocks.text("Out-of-state first-years at public colleges, by home state, summed from each college's "
                    + "residence table in \(fall(e.sendingStates.year)) (the newest year the data exists; it's a snapshot, not a "
                    + "trend). \(SiteFormat.num(Double(e.sendingStates.n))) public colleges reported the table."),
                top.isEmpty ? nil : .table(TableBlock(
                    columns: [TableColumn(key: "state", label: "Top sending states"), TableColumn(key: "count", label: "First-years")],
                    // app/trends/out-of-state lists each sending state by its postal code.
                    rows: top.map { TableRow(cells: [.text($0.key), .value(senders($0.key, $0.value))]) },
                    sticky: TableSticky(columns: 1, header: false))),
                map,
            ],
            takeaway: [takeaway, "This shows where the shift is concentrated, not why: it can reflect state funding, "
                + "enrollment strategy, or demand from other states, and the data can't separate those."],
            method: [
                "**Residence is collected every other year.** IPEDS requires the home-state survey only in even-numbered "
                    + "falls, so the lines above have a point every two years; odd years are left out, not zero.",
                "**Colleges or students.** Shares and medians count each college once. The *Students* view weights each "
                    + "college by its first-year class.",
                "**Selectivity.** Fewer than 30 public colleges admit under 25% of applicants, so that group shows \"too few "
                    + "colleges to say\" and folds into \"60% or more\" for the purposes of this note; the full breakdown above "
                    + "shows it separately.",
                "**The premium** (below) uses full sticker price, converted to \(academic(p.to)) dollars with the Consumer "
                    + "Price Index; prices are reported for the academic year and lag the residence survey by about a year, "
                    + "so its window is \(academic(p.from)) to \(academic(p.to)).",
                "**Yearly lines** run from \(fall(s.lineFrom)) over the panel colleges reporting each even fall; a year is "
                    + "left out of a line when under 90% of its colleges reported.",
            ])
    }
}
