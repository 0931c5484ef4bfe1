import Domain
import QuadAPIModels

/// Study 5: the Pell graduation gap (`app/trends/pell-gap`).
enum PellGapStudy {
    typealias V = TrendStudyValues.PellGap
    static let neither = "students with neither a Pell Grant nor a subsidized loan"

    static func page(_ c: StudyContext, _ f: TrendStudyFiles.PellGap, grouping: String, view: String) -> StudyPage {
        let s = f.study, e = f.extra, v = s.national.values!
        let t = Int((e.gapThreshold * 100).rounded())
        let entered = c.year
        let rates = ["grad_rate_pell", "grad_rate_no_pell_no_loan"]
        func rateLines(_ x: V, _ n: Int, _ group: String?, dashedNeither: Bool) -> [TrendSeries] {
            [c.series("pell", label: "Pell recipients", x.lines.pellRate, format: .pct, series: ["grad_rate_pell"],
                      field: "Graduation rate, Pell recipients",
                      computation: "Median six-year graduation rate of Pell recipients, \(c.over(n, group))"),
             c.series("neither", label: "Neither Pell nor a loan", dashed: dashedNeither, x.lines.neitherRate, format: .pct,
                      series: ["grad_rate_no_pell_no_loan"], field: "Graduation rate, neither Pell nor a loan",
                      computation: "Median six-year graduation rate of \(neither), \(c.over(n, group))")]
        }
        func band(_ x: V) -> TrendBand {
            var points: [YearBand] = []
            for (i, (lo, hi)) in zip(x.lines.pellRate, x.lines.neitherRate).enumerated() {
                guard let lo, let hi else { continue }
                let y = s.lineFrom + i
                points.append(YearBand(
                    year: y,
                    low: c.value(lo, .pct, series: ["grad_rate_pell"], field: "Graduation rate, Pell recipients",
                                 computation: "Median rate of Pell recipients, \(c.over(s.n))", from: y, to: y),
                    high: c.value(hi, .pct, series: ["grad_rate_no_pell_no_loan"], field: "Graduation rate, neither",
                                  computation: "Median rate of \(neither), \(c.over(s.n))", from: y, to: y)))
            }
            return TrendBand(key: "gap", label: "Gap", color: c.def.color, values: points)
        }
        let overall = TrendBlocks.series("overall", label: "All students (context)", color: "neutral", dashed: true,
                                         start: s.lineFrom, v.lines.overallRate) { x, y in
            c.value(x, .pct, series: ["grad_rate"], field: "Graduation rate, all students",
                    computation: "Median six-year graduation rate, \(c.over(s.n))", from: y, to: y)
        }
        let g = s.groupings.first { $0.grouping == grouping }!
        let tiles = c.groupTiles(g) { row, x in
            if view == "colleges" {
                return ("Pell \(StudyWords.pct(x.pellRate[0])) → \(StudyWords.pct(x.pellRate[1])) · Gap "
                            + "\(SiteFormat.points(x.gap[0])) → \(SiteFormat.points(x.gap[1]))",
                        TrendBlocks.trendLine(rateLines(x, row.n, row.label, dashedNeither: true), from: s.lineFrom, to: s.to,
                                              kind: .cohort, format: .pct, label: "\(row.label), \(row.n) colleges", compact: true))
            }
            let line = c.series("weightedGap", label: "Gap, weighted by cohort size", x.lines.weightedGap, format: .pts,
                                series: rates, field: "Gap weighted by cohort size",
                                computation: "Graduates summed over cohorts, neither minus Pell, \(c.over(row.n, row.label))")
            return ("Gap \(SiteFormat.points(x.weightedGap[0])) → \(SiteFormat.points(x.weightedGap[1]))",
                    TrendBlocks.trendLine([line], from: s.lineFrom, to: s.to, kind: .cohort, format: .pts,
                                          label: "\(row.label), \(row.n) colleges", compact: true))
        }
        // Where the gap is widest: the share of colleges with a 10+ point gap, then and now, for the chosen grouping.
        let widest = g.groups.compactMap { r -> DumbbellRow? in
            guard let x = r.values else { return nil }
            func share(_ y: Int, _ i: Int) -> Value {
                c.value(x.gap10Share[i], .pct, series: rates, field: "Colleges with a gap of \(t)+ points",
                        computation: "Share of colleges where the gap is \(t) or more points, \(c.over(r.n, r.label))", from: y, to: y)
            }
            return DumbbellRow(label: r.label, start: share(s.from, 0), end: share(s.to, 1))
        }
        let om = e.om8
        func omGroup(_ label: String, _ x: Double?, who: String) -> DotGroup? {
            x.map { DotGroup(label: label, value: c.value($0, .pct, series: ["om_award_pell", "om_award_non_pell"],
                                                          field: "Credential within 8 years, \(who)",
                                                          computation: "Median share earning a credential within 8 years, \(who)",
                                                          from: om.year, to: om.year)) }
        }
        var omGroups: [DotGroup] = []
        for row in [om.national] + om.byControl {
            let label = row.label ?? "All colleges"
            if row.tooFew == true { continue }
            omGroups += [omGroup("\(label): Pell Grant recipients", row.pell, who: "Pell Grant recipients"),
                         omGroup("\(label): students without a Pell Grant", row.nonPell, who: "students without a Pell Grant")]
                .compactMap { $0 }
        }
        let tooFewOM = om.byControl.filter { $0.tooFew == true }
            // app/trends/pell-gap: the row's note reads "Too few colleges to say (n)".
            .map { "\($0.label ?? "Group"): Too few colleges to say (\($0.n))" }
        var takeaway = ["Across \(SiteFormat.num(Double(s.n))) colleges, the gap between \(neither) and Pell recipients at "
            + "the median college \(StudyWords.direction(v.gap[0], v.gap[1])) from \(SiteFormat.points(v.gap[0])) for the "
            + "\(entered(s.from)) to \(SiteFormat.points(v.gap[1])) for the \(entered(s.to)), even though Pell recipients' own "
            + "graduation rate \(StudyWords.direction(v.pellRate[0], v.pellRate[1])) only barely, from "
            + "\(StudyWords.pct(v.pellRate[0])) to \(StudyWords.pct(v.pellRate[1])): the gap widened mainly because \(neither) "
            + "graduated more often, \(StudyWords.pct(v.neitherRate[0])) to \(StudyWords.pct(v.neitherRate[1]))."]
        if let sel = s.values("selectivity", "most") {
            takeaway[0] += " The exception is the most selective colleges, where the gap narrowed, from "
                + "\(SiteFormat.points(sel.gap[0])) to \(SiteFormat.points(sel.gap[1])): it was already small."
        }
        if let mw = s.values("region", "Midwest"), let town = s.values("setting", "town") {
            takeaway.append("The gap widened fastest in the Midwest (\(SiteFormat.points(mw.gap[0])) to \(SiteFormat.points(mw.gap[1]))) "
                + "and at colleges in towns (\(SiteFormat.points(town.gap[0])) to \(SiteFormat.points(town.gap[1]))) — colleges "
                + "that also show up among the shrinking colleges of Study 3 (the overlap is worth noting, not a cause).")
        }
        takeaway.append("Breakdowns show where the gap changed, not why: a college's mix of programs, aid, and student support all play a part.")
        func tile(_ label: String, _ x: [Double], _ format: FormatKind, series: [String], field: String, computation: String,
                  counts: String, term: String? = nil) -> StatTile {
            TrendBlocks.thenNowTile(label, now: c.value(x[1], format, series: series, field: field, computation: computation,
                                                         from: s.from),
                                    then: x[0], from: s.from, to: s.to, kind: .cohort, counts: counts, term: term)
        }
        return StudyPage(
            headline: [
                tile("Pell recipients' graduation rate", v.pellRate, .pct, series: ["grad_rate_pell"],
                     field: "Graduation rate, Pell recipients", computation: "Median rate, \(c.over(s.n))",
                     counts: "median college", term: "graduation-rate"),
                tile("Gap at the median college, \(neither) minus Pell", v.gap, .pts, series: rates,
                     field: "Pell graduation gap", computation: "Median of neither minus Pell, \(c.over(s.n))",
                     counts: "median college", term: "pell-graduation-gap"),
                tile("Colleges where the gap is \(t)+ points", v.gap10Share, .pct, series: rates,
                     field: "Colleges with a gap of \(t)+ points", computation: "Share of colleges, \(c.over(s.n))",
                     counts: "share of colleges"),
            ],
            nationalIntro: "The median graduation rate for Pell Grant recipients and for \(neither), by entering class, since "
                + "\(entered(s.lineFrom)), with the gap shaded between them. The overall rate (all students) is a thin dashed "
                + "line for context. Median college, not weighted by size.",
            national: [
                TrendBlocks.trendLine(rateLines(v, s.n, nil, dashedNeither: false) + [overall], bands: [band(v)],
                                      from: s.lineFrom, to: s.to, kind: .cohort, format: .pct,
                                      label: "Graduation rate, Pell recipients vs. \(neither)"),
                TrendBlocks.text("**Counting students instead of colleges:** summing graduates over cohorts (not averaging each "
                    + "college equally), Pell recipients graduated at \(StudyWords.pct(v.weightedPellRate[1])) and \(neither) at "
                    + "\(StudyWords.pct(v.weightedNeitherRate[1])) for the \(entered(s.to)), a gap of \(SiteFormat.points(v.weightedGap[1])) "
                    + "(\(StudyWords.pct(v.weightedPellRate[0])) and \(StudyWords.pct(v.weightedNeitherRate[0])), a gap of "
                    + "\(SiteFormat.points(v.weightedGap[0])), for the \(entered(s.from))). Large universities enroll most "
                    + "students, so the student-weighted gap reads differently from the median college's."),
            ],
            breakdownsIntro: "The same shaded pair for each group, on one scale. Switch to *Students* to weight by each "
                + "group's cohort sizes instead of counting every college once.",
            breakdowns: [c.controls(groupings: s.groupings.map(\.grouping),
                                    labels: Dictionary(s.groupings.map { ($0.grouping, $0.label) }) { a, _ in a },
                                    grouping: grouping, view: view),
                         TrendBlocks.text(view == "colleges"
                             ? "Median graduation rate, Pell recipients (solid) and \(neither) (dashed), by entering class, "
                                 + "\(entered(s.lineFrom)) to \(entered(s.to)). Numbers: \(entered(s.from)) → \(entered(s.to))."
                             : "Gap between \(neither) and Pell recipients, summing graduates over each group's cohorts, "
                                 + "\(entered(s.lineFrom)) to \(entered(s.to)).")] + tiles,
            extra: [
                TrendBlocks.heading(2, "Where the gap is widest", anchor: "widest"),
                TrendBlocks.text("Share of colleges in each group where the gap is \(t) or more points, \(entered(s.from)) and "
                    + "\(entered(s.to))."),
                widest.isEmpty ? nil : .dumbbell(DumbbellBlock(rows: widest, startLabel: entered(s.from), endLabel: entered(s.to))),
                TrendBlocks.heading(2, "Eight years, everyone", anchor: "om8"),
                TrendBlocks.text("A different measure: the 8-year outcome measures survey counts every entering student, "
                    + "including part-time and transfer students, not just first-time, full-time students followed for six "
                    + "years. For the \(TrendBlocks.lower(om.year, .cohort)) class — the newest this survey covers — the share "
                    + "who earned a credential within 8 years, Pell Grant recipients against students without one."),
                omGroups.isEmpty ? nil : .dotPlot(DotPlotBlock(groups: omGroups, scale: AxisScale(min: 0, max: 1, format: .pct),
                                                               label: "Share earning a credential within 8 years")),
            ] + tooFewOM.map { Optional(TrendBlocks.text($0)) },
            takeaway: takeaway,
            method: [
                "**\"Neither\"** means \(neither) — IPEDS's own comparison group. Students with a subsidized loan but no Pell "
                    + "Grant are in neither group.",
                "**The \(e.minCohort)-student floor.** A college needs at least \(e.minCohort) students in BOTH groups, in BOTH "
                    + "entering classes, to join the panel — on top of the federal rule that already hides any group's own rate "
                    + "under 30 students.",
                "**Entering-class labeling.** A rate for the \"\(entered(s.to))\" class describes students who started college "
                    + "then and is measured six years later; it never means the year it was published.",
                "**Yearly lines** run from \(entered(s.lineFrom)) over the panel colleges reporting each entering class; a "
                    + "year is left out of a line when under 90% of its colleges reported.",
            ],
            links: [Link(label: "Biggest movers: where the Pell gap closed most", href: "/trends/movers")])
    }
}
