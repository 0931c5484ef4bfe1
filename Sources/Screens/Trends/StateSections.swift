import Domain
import QuadAPIModels

/// The sections of a state page with medians.
enum StateSections {
    /// A change as the state page prints it, as a number and its format: whole percent signed by the rounded value
    /// ("+3%", "-2%", "0%" for −0.4%: `plusPct` of the change rounded to hundredths), acceptance rates in signed
    /// points with one decimal (`pts`).
    static func change(_ v: Double, points: Bool = false) -> (value: Double, format: FormatKind) {
        points ? (v, .pts) : (JSNumber.round(v * 100) / 100, .plusPct)
    }

    static func changed(_ file: StatesFile, _ e: StateEntry, _ all: StateEntry.Measures, measure: String,
                        _ citer: inout TrendCiter) -> [Block] {
        let sl = e.sparkLines!, nat = file.national.sparkLines
        let fall = { (y: Int) in TrendBlocks.lower(y, .fall) }
        let defs: [(key: String, label: String, series: String, state: [Double?], national: [Double?], start: Int,
                    kind: YearKind, format: FormatKind, change: Double)] = [
            ("undergrads", "Undergraduates", "undergrads", sl.undergrads, nat.undergrads, file.lineFrom, .fall, .compact,
             all.undergradsMedianChange),
            ("applicants", "Applicants", "applicants", sl.applicants, nat.applicants, file.lineFrom, .fall, .compact,
             all.applicantsMedianChange),
            ("acceptanceRate", "Acceptance rate", "acceptance_rate", sl.acceptanceRate, nat.acceptanceRate, file.lineFrom, .fall,
             .pctSmart, all.acceptanceRateMedianChange),
            ("avgPaid", "Average total cost", "avg_paid_all", sl.avgPaid, nat.avgPaid, file.fromMoney, .academic, .money,
             all.avgPaidMedianChange),
        ]
        var tiles: [StatTile] = []
        var charts: [Block] = []
        for d in defs {
            let to = d.kind == .academic ? file.toMoney : file.to
            let printed = change(d.change, points: d.key == "acceptanceRate")
            tiles.append(StatTile(label: d.label, value: citer.value(
                printed.value, format: printed.format, series: [d.series], from: d.start,
                to: to, kind: d.kind, field: "\(d.label), median college's change",
                computation: "Median of each college's change over 10 years, over the \(e.panel.n) \(e.name) colleges in the panel"),
                hint: "over 10 years, median college"))
            func line(_ key: String, _ label: String, _ color: String, dashed: Bool, _ v: [Double?], _ who: String) -> TrendSeries {
                TrendBlocks.series(key, label: label, color: color, dashed: dashed, start: d.start, v) { x, y in
                    citer.value(x, format: d.format, series: [d.series], from: y, to: y, kind: d.kind, field: "\(d.label), median",
                                computation: "Median \(who)" + (d.kind == .academic ? ", in \(TrendBlocks.year(file.toMoney, .academic)) dollars" : ""))
                }
            }
            if let chart = TrendBlocks.trendLine(
                [line("state", "This state", "primary", dashed: false, d.state, "over the \(e.panel.n) \(e.name) colleges in the panel"),
                 line("national", "National median", "neutral", dashed: true, d.national, "over the national panel")],
                from: d.start, to: to, kind: d.kind, format: d.format,
                label: "\(d.label), this state (solid) vs the national median (dashed)", compact: d.key != measure) {
                charts.append(chart)
            }
        }
        let control = ControlsBlock(controls: [TrendBlocks.segmented("measure", label: "Measure", defs.map { d in
            (d.label, d.key, "/trends/states/\(e.postal.lowercased())" + (d.key == "undergrads" ? "" : "?measure=\(d.key)"))
        }, selected: measure)])
        return [
            TrendBlocks.heading(2, "How \(e.name)'s colleges changed", anchor: "changed"),
            TrendBlocks.text("The median \(e.name) college, \(fall(file.from)) to \(fall(file.to)), against the national median "
                + "(dashed) over the same fixed panel."),
            .statTiles(StatTilesBlock(tiles: tiles)), .controls(control),
        ] + charts
    }

    static func control(_ e: StateEntry, _ citer: inout TrendCiter, file: StatesFile) -> [Block] {
        var blocks: [Block] = [
            TrendBlocks.heading(2, "Public and private", anchor: "control"),
            TrendBlocks.text("State stories are often public-system stories: a state's publics shrinking while its privates "
                + "hold, or the reverse."),
        ]
        for (key, title) in [("public", "Public"), ("private-nonprofit", "Private nonprofit")] {
            let row = e.control?.groups.first { $0.key == key }
            blocks.append(TrendBlocks.heading(3, title, anchor: TrendBlocks.anchor("control", key),
                                              eyebrow: "\(SiteFormat.num(Double(row?.n ?? 0))) colleges"))
            guard let row, let v = row.values, row.tooFew != true else {
                blocks.append(TrendBlocks.text("Too few colleges to say."))
                continue
            }
            func tile(_ label: String, _ x: Double, _ series: String, _ kind: YearKind) -> StatTile {
                let printed = change(x, points: series == "acceptance_rate")
                return StatTile(label: label, value: citer.value(
                    printed.value, format: printed.format, series: [series],
                    from: kind == .academic ? file.fromMoney : file.from, to: kind == .academic ? file.toMoney : file.to,
                    kind: kind, field: "\(label), median \(title.lowercased()) college's change",
                    computation: "Median of each college's ten-year change, over the \(row.n) \(title.lowercased()) colleges in the panel"))
            }
            blocks.append(.statTiles(StatTilesBlock(tiles: [
                tile("Undergrads", v.undergradsMedianChange, "undergrads", .fall),
                tile("Applicants", v.applicantsMedianChange, "applicants", .fall),
                tile("Acceptance rate", v.acceptanceRateMedianChange, "acceptance_rate", .fall),
                tile("Average cost", v.avgPaidMedianChange, "avg_paid_all", .academic),
            ])))
        }
        return blocks
    }

    static func origins(_ e: StateEntry, _ citer: inout TrendCiter, file: StatesFile) -> [Block] {
        guard let oos = e.outOfState else { return [] }
        var blocks: [Block] = [TrendBlocks.heading(2, "Where \(e.name)'s first-years come from", anchor: "origins"),
                               TrendBlocks.heading(3, "Top sending states", anchor: "sending")]
        if e.topSendingStates.isEmpty {
            blocks.append(TrendBlocks.text("No college's home-state table is available yet for \(e.name)."))
        } else {
            blocks.append(.table(TableBlock(
                columns: [TableColumn(key: "state", label: "Home state"), TableColumn(key: "share", label: "Share of first-years")],
                rows: e.topSendingStates.map { s in
                    TableRow(cells: [.text(s.state == e.postal ? "\(e.name) (in-state)" : USStates.name(s.state)),
                                     .value(citer.value(s.share, format: .pct, series: ["out_of_state_share"], from: file.to,
                                                        to: file.to, kind: .fall, field: "First-years by home state",
                                                        computation: "\(SiteFormat.num(Double(s.count))) first-years from \(USStates.name(s.state)), "
                                                            + "summed over \(e.name)'s colleges' residence tables"))])
                }, sticky: TableSticky(columns: 1, header: true))))
        }
        for (side, title) in [(oos.public, "Public"), (oos.privateNonprofit, "Private nonprofit")] {
            blocks.append(TrendBlocks.heading(3, "\(title): out-of-state first-years", anchor: TrendBlocks.anchor("origins", title)))
            guard let side else {
                blocks.append(TrendBlocks.text("Too few colleges to say."))
                continue
            }
            blocks.append(TrendBlocks.text("\(StudyWords.pct(side.thenNow[0])) → \(StudyWords.pct(side.thenNow[1])) (\(side.n) colleges)"))
            let line = TrendBlocks.series("share", label: title, color: "primary", start: oos.lineFrom, side.line) { x, y in
                citer.value(x, format: .pct, series: ["out_of_state_share"], from: y, to: y, kind: .fall,
                            field: "Out-of-state share, \(title.lowercased()) colleges",
                            computation: "Median share of first-years from other states over \(side.n) \(e.name) colleges")
            }
            if let chart = TrendBlocks.trendLine([line], from: oos.lineFrom, to: oos.to, kind: .fall, format: .pct,
                                                 label: "\(title) out-of-state share", compact: true) {
                blocks.append(chart)
            }
        }
        return blocks
    }

    static func research(_ e: StateEntry, _ citer: inout TrendCiter, file: StatesFile) -> [Block] {
        guard !e.researchUnis.isEmpty else { return [] }
        return [
            TrendBlocks.heading(2, "Public research universities", anchor: "research"),
            TrendBlocks.text("\(e.name)'s public R1 and R2 universities (Carnegie 2025), with their undergraduate change over "
                + "the same window. No classification in the data means \"flagship,\" so this is simply the state's public "
                + "research universities."),
            .table(TableBlock(
                columns: [TableColumn(key: "college", label: "University"), TableColumn(key: "tier", label: "Research"),
                          TableColumn(key: "change", label: "Undergraduates, 10 years")],
                rows: e.researchUnis.map { r in
                    TableRow(cells: [.link(Link(label: r.name, href: "/schools/\(r.unitID)")), .text(r.tier),
                                     .value(citer.value(r.change.map { change($0).value }, format: .plusPct, series: ["undergrads"],
                                                        from: r.from, to: r.to, kind: .fall, field: "Undergraduate change",
                                                        computation: "The university's own change in undergraduates"))])
                }, sticky: TableSticky(columns: 1, header: true))),
        ]
    }

    static func method(_ file: StatesFile, _ e: StateEntry) -> [Block] {
        let fall = { (y: Int) in TrendBlocks.lower(y, .fall) }
        return [
            TrendBlocks.heading(2, "How this was measured", anchor: "method"),
            TrendBlocks.bullets([
                "**Which colleges.** Colleges with 300 or more undergraduates in both \(fall(file.from)) and \(fall(file.to)): "
                    + "\(SiteFormat.num(Double(e.panel.n))) of \(SiteFormat.num(Double(e.onSite.total))) \(e.name) colleges. "
                    + "It's a fixed panel, so colleges entering or leaving the data don't look like change.",
                "**Average total cost** is an academic-year figure, one year behind fall: "
                    + "\(TrendBlocks.lower(file.fromMoney, .academic)) to \(TrendBlocks.lower(file.toMoney, .academic)), after inflation.",
                "**Out-of-state shares** are collected in even-numbered falls only; odd years are gaps, not zeros.",
                "**Totals and medians both appear** because they can diverge: a state's total can fall more (or less) than "
                    + "its median college when its biggest colleges move differently.",
                "**No policy attribution.** This page shows what changed, not why; a state's mix of public, private, and "
                    + "for-profit colleges, and its system policies, aren't broken out as causes.",
            ]),
        ]
    }
}
