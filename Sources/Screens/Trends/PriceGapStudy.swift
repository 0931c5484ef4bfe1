import Domain
import QuadAPIModels

/// Study 3: the price gap, by who is discounting (`app/trends/price-gap`). Colleges only.
enum PriceGapStudy {
    typealias V = TrendStudyValues.PriceGap
    static let bands = Tiers.incomeBands

    static func page(_ c: StudyContext, _ f: TrendStudyFiles.PriceGap, grouping: String) -> StudyPage {
        let s = f.study, e = f.extra, v = s.national.values!
        let year = c.year
        let money = ["full_price", "avg_paid_all"]
        func indexLines(_ x: V, _ n: Int, _ group: String?) -> [TrendSeries] {
            [c.series("full", label: "Full price", x.lines.fullPriceIndex, format: .num, series: ["full_price"],
                      field: "Full price at the median college, indexed",
                      computation: "Median full price after inflation, 100 in \(year(s.lineFrom)), \(c.over(n, group))"),
             c.series("paid", label: "Average paid", dashed: true, x.lines.avgPaidIndex, format: .num, series: ["avg_paid_all"],
                      field: "Average paid at the median college, indexed",
                      computation: "Median average total cost after inflation, 100 in \(year(s.lineFrom)), \(c.over(n, group))")]
        }
        func discount(_ x: Double, _ n: Int, _ y: Int, group: String? = nil) -> Value {
            c.value(x, .pct, series: money, field: "Discount at the median college",
                    computation: "Median of 1 − average paid ÷ full price, \(c.over(n, group))", from: y, to: y)
        }
        func moneyValue(_ x: Double?, _ series: String, _ field: String, _ computation: String, _ y: Int) -> Value {
            c.value(x, .money, series: [series], field: field, computation: computation, from: y, to: y)
        }
        let lastIndex = { (l: [Double?]) in (l.last ?? nil) ?? 100 }
        let g = s.groupings.first { $0.grouping == grouping }!
        let tiles = c.groupTiles(g) { row, x in
            ("Discount \(StudyWords.pct(x.discount[0])) → \(StudyWords.pct(x.discount[1])) · paid now \(SiteFormat.money(x.paidNow))",
             TrendBlocks.trendLine(indexLines(x, row.n, row.label), from: s.lineFrom, to: s.to, kind: .academic, format: .num,
                                   label: "\(row.label), \(row.n) colleges", compact: true))
        }
        let selectivity = s.groupings.first { $0.grouping == "selectivity" }?.groups ?? []
        var whoPays: [Block] = []
        for r in selectivity {
            guard let x = r.values, r.tooFew != true else {
                // app/trends/price-gap, "Who pays what now": "{label}: too few colleges to say" (no period).
                whoPays.append(TrendBlocks.text("\(r.label): too few colleges to say"))
                continue
            }
            whoPays.append(.benchmarkBar(BenchmarkBarBlock(
                value: moneyValue(x.paidNow, "avg_paid_all", "Average paid at the median college",
                                  "Median average total cost, \(c.over(r.n, r.label))", s.to),
                median: moneyValue(v.paidNow, "avg_paid_all", "Average paid at the median college, national",
                                   "Median average total cost, \(c.over(s.n))", s.to), label: r.label)))
            whoPays.append(TrendBlocks.text("Full price \(StudyWords.direction(100, 100 * (1 + x.fullPriceChange))) "
                + "\(StudyWords.pct(abs(x.fullPriceChange))) after inflation since \(year(s.from))."))
        }
        let sectors: [(String, V?)] = [("All colleges", v), ("Public", s.values("control", "public")),
                                       ("Private nonprofit", s.values("control", "private-nonprofit"))]
        func dumbbell(_ rows: [DumbbellRow]) -> Block? {
            rows.isEmpty ? nil : .dumbbell(DumbbellBlock(rows: rows, startLabel: year(s.from), endLabel: year(s.to)))
        }
        let grantPct = dumbbell(sectors.compactMap { label, x in
            x.map { x in DumbbellRow(label: label,
                                     start: c.value(x.grantPct[0], .pct, series: ["grant_pct"], field: "First-years with a grant",
                                                    computation: "Median share of first-years with a grant, \(label)", from: s.from, to: s.from),
                                     end: c.value(x.grantPct[1], .pct, series: ["grant_pct"], field: "First-years with a grant",
                                                  computation: "Median share of first-years with a grant, \(label)", from: s.to)) }
        })
        let grantAvg = dumbbell(sectors.compactMap { label, x in
            x.map { x in DumbbellRow(label: label,
                                     start: moneyValue(x.grantAvg[0], "grant_avg", "Average grant, after inflation",
                                                       "Median average grant in \(year(s.to)) dollars, \(label)", s.from),
                                     end: moneyValue(x.grantAvg[1], "grant_avg", "Average grant", "Median average grant, \(label)", s.to)) }
        })
        var byIncome: [Block] = []
        for (label, x) in sectors {
            guard let x else { continue }
            byIncome.append(TrendBlocks.heading(3, label, anchor: TrendBlocks.anchor("income", label)))
            let rows = zip(bands, x.netPriceByBand).compactMap { band, pair -> DumbbellRow? in
                guard let pair, pair.count == 2 else { return nil }
                let key = HistorySeriesCatalog.netPriceKeys[bands.firstIndex(of: band) ?? 0]
                return DumbbellRow(label: band,
                                   start: moneyValue(pair[0], key, "Net price, family income \(band)",
                                                     "Median net price in \(year(s.to)) dollars, \(label)", s.from),
                                   end: moneyValue(pair[1], key, "Net price, family income \(band)",
                                                   "Median net price, \(label)", s.to))
            }
            if let d = dumbbell(rows) { byIncome.append(d) }
        }
        var takeaway = ["Across " + (StudyWords.direction(100, 100 * (1 + v.fullPriceChange)) == "held steady"
                ? "roughly held-steady full prices"
                : "full prices that \(StudyWords.direction(100, 100 * (1 + v.fullPriceChange))) \(StudyWords.pct(abs(v.fullPriceChange)))")
            + ", the median college's discount off the sticker grew from \(StudyWords.pct(v.discount[0])) to "
            + "\(StudyWords.pct(v.discount[1])) between \(year(s.from)) and \(year(s.to)), and what students actually paid fell "
            + "\(StudyWords.pct(abs(v.avgPaidChange))) after inflation."]
        if let m = s.values("selectivity", "most") {
            takeaway.append("The most selective colleges are the exception: full price rose \(StudyWords.pct(m.fullPriceChange)) "
                + "and average paid barely moved (\(StudyWords.pct(m.avgPaidChange))), while they charge the most of any group "
                + "(\(SiteFormat.money(m.paidNow))).")
        }
        if let p = s.values("control", "public"), let n = s.values("control", "private-nonprofit") {
            takeaway.append("Publics cut full price slightly (\(StudyWords.pct(p.fullPriceChange))) and discounted far less "
                + "(\(StudyWords.pct(p.discount[1])) now) than private nonprofits (\(StudyWords.pct(n.discount[1]))), a different "
                + "mechanism (state appropriations and in-state tuition) this page doesn't attribute.")
        }
        let resets: Block? = e.resets.isEmpty ? nil : .table(TableBlock(
            columns: [TableColumn(key: "college", label: "College"), TableColumn(key: "drop", label: "Drop")],
            rows: e.resets.map { r in
                TableRow(cells: [.link(Link(label: r.name, href: "/schools/\(r.unitId)/cost")),
                                 // "−12% in 2019–20": the drop, then its year as the cell's small print.
                                 .values(CellValues(values: [c.value(r.drop, .pct, series: ["full_price"],
                                                                     field: "Single-year drop in full price",
                                                                     computation: "Full price after inflation in \(year(r.year + 1)) ÷ \(year(r.year)) − 1",
                                                                     from: r.year, to: r.year + 1)],
                                                    note: "in \(year(r.year + 1))"))])
            }, sticky: TableSticky(columns: 1, header: true)))
        return StudyPage(
            headline: [
                TrendBlocks.thenNowTile("Full price, indexed", now: c.value(lastIndex(v.lines.fullPriceIndex), .num,
                    series: ["full_price"], field: "Full price at the median college, indexed",
                    computation: "Median full price after inflation, 100 in \(year(s.lineFrom)), \(c.over(s.n))", from: s.from),
                    then: 100, from: s.from, to: s.to, kind: .academic, counts: "median college, after inflation"),
                TrendBlocks.thenNowTile("Average paid, indexed", now: c.value(lastIndex(v.lines.avgPaidIndex), .num,
                    series: ["avg_paid_all"], field: "Average paid at the median college, indexed",
                    computation: "Median average total cost after inflation, 100 in \(year(s.lineFrom)), \(c.over(s.n))", from: s.from),
                    then: 100, from: s.from, to: s.to, kind: .academic, counts: "median college, after inflation"),
                TrendBlocks.thenNowTile("Discount at the median college", now: discount(v.discount[1], s.n, s.to),
                                        then: v.discount[0], from: s.from, to: s.to, kind: .academic,
                                        counts: "1 − average paid ÷ full price", term: "aid-generosity"),
            ],
            nationalIntro: "Full price and what students actually paid, both after inflation and indexed to 100 in "
                + "\(year(s.lineFrom)), each academic year since. Median college, not students.",
            national: [
                TrendBlocks.trendLine(indexLines(v, s.n, nil), from: s.lineFrom, to: s.to, kind: .academic, format: .num,
                                      label: "Full price and average paid, indexed to 100 in \(year(s.lineFrom))"),
                TrendBlocks.trendLine([TrendBlocks.series("discount", label: "Median discount", color: c.def.color,
                                                          start: s.lineFrom, v.lines.discount) { x, y in discount(x, s.n, y) }],
                                      from: s.lineFrom, to: s.to, kind: .academic, format: .pct,
                                      label: "Discount at the median college"),
                TrendBlocks.text("1 − average paid ÷ full price, at the median college each year."),
                // app/trends/price-gap: the resets box's title (no period), then its line.
                resets.map { _ in TrendBlocks.text("**Tuition resets: full price fell \(StudyWords.pct(abs(e.resetThreshold))) or "
                    + "more, after inflation, in a single year**") },
                resets.map { _ in TrendBlocks.text("Among the \(SiteFormat.num(Double(s.n))) panel colleges, the "
                    + "\(e.resets.count) with the biggest single-year drop in full price since \(year(s.from)).") },
                resets,
            ],
            breakdownsIntro: "The same two lines for each group, on one scale.",
            breakdowns: [c.controls(groupings: s.groupings.map(\.grouping),
                                    labels: Dictionary(s.groupings.map { ($0.grouping, $0.label) }) { a, _ in a },
                                    grouping: grouping, view: nil),
                         TrendBlocks.text("Full price (solid) and average paid (dashed), indexed to 100 in \(year(s.lineFrom)), "
                             + "by group. Numbers: \(year(s.from)) → \(year(s.to)).")] + tiles,
            extra: [TrendBlocks.heading(2, "Who pays what now", anchor: "who-pays"),
                    TrendBlocks.text("Median average paid today, by selectivity, against the national median "
                        + "(\(SiteFormat.money(v.paidNow))). The most selective colleges raised full price the most and discount "
                        + "the least, so they also charge the most.")] + whoPays + [
                    TrendBlocks.heading(2, "Why the gap moved", anchor: "why-moved"),
                    TrendBlocks.text("More first-years with a grant, or bigger awards? Both rose almost everywhere; the mix differs by group."),
                    TrendBlocks.heading(3, "Share of first-years with a grant", anchor: "grant-share"), grantPct,
                    TrendBlocks.heading(3, "Average grant, after inflation", anchor: "grant-average"), grantAvg,
                    TrendBlocks.heading(2, "Did the fall in price reach lower-income families", anchor: "by-income"),
                    TrendBlocks.text("Median net price by family income band, after inflation, \(year(s.from)) → \(year(s.to))."),
                ] + byIncome,
            takeaway: takeaway,
            method: [
                "**Money.** Every dollar figure is adjusted for inflation into \(year(s.to)) dollars with the site's CPI table. "
                    + "Full price is residency-weighted for public colleges (one figure blending in-state and out-of-state); "
                    + "the in-state/out-of-state split is its own study.",
                "**Discount.** 1 − average paid ÷ full price, at the median college each year; it rises when either full "
                    + "price climbs or average paid falls.",
                "**Tuition resets.** A college counts when one year's full price fell \(StudyWords.pct(abs(e.resetThreshold))) "
                    + "or more, after inflation, from the year before, anywhere in the panel window.",
            ],
            links: [Link(label: "Colleges by aid generosity", href: "/explore?sortBy=aid_generosity"),
                    Link(label: "What \u{201C}average cost\u{201D} means", href: "/glossary#average-cost")])
    }
}
