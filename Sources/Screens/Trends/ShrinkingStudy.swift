import Domain
import QuadAPIModels

/// Study 2: shrinking colleges (`app/trends/shrinking-colleges`), with the ten- and five-year windows.
enum ShrinkingStudy {
    typealias V = TrendStudyValues.Shrinking
    static let grewColor = "access"

    static func page(_ c: StudyContext, _ f: TrendStudyFiles.Shrinking, grouping: String, view: String,
                     window: String) -> StudyPage {
        let s = f.study, e = f.extra, v = s.national.values!
        let t = Int((e.threshold * 100).rounded())
        let fall = c.year
        let keys = ["undergrads"]
        let five = window == "five"
        let (wFrom, wTo, groupings) = five ? (e.five.from, e.five.to, e.five.groupings) : (s.from, s.to, s.groupings)
        func share(_ x: Double, _ field: String, _ what: String) -> Value {
            c.value(x, .pct, series: keys, field: field, computation: "\(what), \(c.over(s.n))", from: s.from)
        }
        let g = groupings.first { $0.grouping == grouping } ?? groupings[0]
        let tiles = c.groupTiles(g) { row, x in
            let over = c.over(row.n, row.label)
            if view == "colleges" {
                let shrank = c.value(x.shrank10, .pct, series: keys, field: "Colleges that shrank \(t)%+",
                                     computation: "Share of colleges with \(t)%+ fewer undergraduates, \(over)", from: wFrom, to: wTo)
                let grew = c.value(x.grew10, .pct, series: keys, field: "Colleges that grew \(t)%+",
                                   computation: "Share of colleges with \(t)%+ more undergraduates, \(over)", from: wFrom, to: wTo)
                return ("Shrank \(StudyWords.pct(x.shrank10)) · Grew \(StudyWords.pct(x.grew10))",
                        .groupedBars(GroupedBarsBlock(groups: [BarGroup(label: row.label, values: [shrank, grew])],
                                                      series: [BarSeries(key: "shrank", label: "Shrank \(t)%+", color: c.def.color),
                                                               BarSeries(key: "grew", label: "Grew \(t)%+", color: grewColor)],
                                                      scale: AxisScale(min: 0, max: 1, format: .pct))))
            }
            let total = c.value(x.totalChange, .pct, series: keys,
                                field: "Total undergraduate change",
                                computation: "Total undergraduates' change, summed across the group, \(over)", from: wFrom, to: wTo)
            return ("\(x.totalChange >= 0 ? "+" : "")\(StudyWords.pct(x.totalChange)) of this group's students",
                    .groupedBars(GroupedBarsBlock(groups: [BarGroup(label: row.label, values: [total])],
                                                  series: [BarSeries(key: "total", label: "Total undergraduate change",
                                                                     color: x.totalChange >= 0 ? grewColor : c.def.color)],
                                                  scale: AxisScale(min: -0.6, max: 0.6, format: .pct))))
        }
        let caption = view == "colleges"
            ? "Share of colleges that shrank (left) or grew (right) by \(t)+ points, \(fall(wFrom)) to \(fall(wTo))."
                + (five ? " Isolates the pandemic drop and partial recovery." : "")
            : "Total change in undergraduates within each group, \(fall(wFrom)) to \(fall(wTo))."
        let windowControl = TrendBlocks.segmented("window", label: "Years", [
            ("\(fall(s.from)) to \(fall(s.to))", "ten", c.query.href(c.def.slug, window: "ten",
                                                                     defaults: (s.groupings.first?.grouping ?? "region", "colleges", "ten"))),
            ("\(fall(e.five.from)) to \(fall(e.five.to))", "five", c.query.href(c.def.slug, window: "five",
                                                                                defaults: (s.groupings.first?.grouping ?? "region", "colleges", "ten"))),
        ], selected: window)
        let below = c.series("below", label: "Smaller than at the start", start: s.from, e.belowStart, format: .pct,
                             series: keys, field: "Colleges smaller than at the window's start",
                             computation: "Share of the panel with fewer undergraduates than in \(fall(s.from)), \(c.over(s.n))")
        let h = e.histogram
        let histogramMedian = c.value(h.median, .pct, series: keys,
                                      field: "Median college's ten-year change",
                                      computation: "Median of the ten-year change in undergraduates over \(h.n) colleges",
                                      from: s.from)
        let companion = [
            c.series("applicants", label: "Applicants (median)", start: e.companion.from, e.companion.applicants,
                     format: .compact, series: ["applicants"], field: "Median applicants at shrinking colleges",
                     computation: "Median applicants over the \(e.companion.n) colleges that shrank \(t)%+"),
            TrendBlocks.series("enrolled", label: "Enrolled first-years (median)", color: grewColor, start: e.companion.from,
                               e.companion.enrolled) { x, y in
                c.value(x, .compact, series: ["enrolled"], field: "Median enrolled first-years at shrinking colleges",
                        computation: "Median enrolled first-years over the \(e.companion.n) colleges that shrank \(t)%+",
                        from: y, to: y)
            },
        ]
        var takeaway = [
            "Across \(SiteFormat.num(Double(s.n))) colleges, \(StudyWords.pct(v.shrank10)) have at least \(t)% fewer "
                + "undergraduates than in \(fall(s.from)), making a decline the **median** experience "
                + "(\(StudyWords.pct(abs(v.medianChange))) \(v.medianChange < 0 ? "smaller" : "larger") at the typical college), "
                + "even though the total panel is about the same size (\(StudyWords.pct(abs(v.totalChange))) "
                + "\(v.totalChange < 0 ? "smaller" : "larger")): students concentrated rather than disappeared.",
        ]
        if let mw = s.values("region", "Midwest") {
            // app/trends/shrinking-colleges: the Territories sentence follows when that region has values.
            let territories = s.values("region", "Territories").map {
                " Puerto Rico's colleges lost the most of any region, \(StudyWords.pct(abs($0.totalChange))) of their students in total."
            } ?? ""
            takeaway.append("The decline is concentrated: in the Midwest, \(StudyWords.pct(mw.shrank10)) of colleges shrank "
                + "\(t)%+, and the region's total undergraduates fell \(StudyWords.pct(abs(mw.totalChange))).\(territories)")
        }
        if let r1 = s.values("research", "R1"), let fp = s.values("control", "private-forprofit") {
            takeaway.append("Growth went the other way: R1 universities' median college grew \(StudyWords.pct(abs(r1.medianChange))), "
                + "while for-profit colleges grew \(StudyWords.pct(abs(fp.medianChange))) at the median but shrank "
                + "\(StudyWords.pct(abs(fp.totalChange))) in total — a few large closures against many small gains, the "
                + "reason this page shows colleges and students separately.")
        }
        takeaway.append("These breakdowns show where undergraduate counts changed, not why; a college shrinking could mean "
            + "fewer applicants, lower yield, or less retention.")
        return StudyPage(
            headline: [
                TrendBlocks.thenNowTile("Undergraduates down \(t)%+ from ten years ago",
                                        now: share(v.shrank10, "Colleges that shrank \(t)%+", "Share of colleges with \(t)%+ fewer undergraduates"),
                                        then: nil, from: s.from, to: s.to, kind: .fall, counts: "share of colleges",
                                        term: "undergrad-enrollment"),
                TrendBlocks.thenNowTile("Up \(t)%+ from ten years ago",
                                        now: share(v.grew10, "Colleges that grew \(t)%+", "Share of colleges with \(t)%+ more undergraduates"),
                                        then: nil, from: s.from, to: s.to, kind: .fall, counts: "share of colleges"),
                TrendBlocks.thenNowTile("Median college's change",
                                        now: c.value(v.medianChange, .pct,
                                                     series: keys, field: "Median college's undergraduate change",
                                                     computation: "Median of each college's change, \(c.over(s.n))", from: s.from),
                                        then: nil, from: s.from, to: s.to, kind: .fall, counts: "median college"),
            ],
            nationalIntro: "\(StudyWords.pct(v.shrank10)) of \(SiteFormat.num(Double(s.n))) colleges have at least \(t)% fewer "
                + "undergraduates than in \(fall(s.from)). The share that was smaller than \(fall(s.from)) each year since, "
                + "and how the ten-year change is distributed.",
            national: [
                TrendBlocks.trendLine([below], from: s.from, to: s.to, kind: .fall, format: .pct,
                                      label: "Share of colleges smaller than in \(fall(s.from)), by year", compact: true),
                TrendBlocks.text("\(StudyWords.pct((e.belowStart.last ?? nil) ?? 0)) in \(fall(s.to)); it peaked during the pandemic."),
                .distribution(DistributionBlock(bins: h.counts, pinned: DistributionPin(value: histogramMedian),
                                                label: "Ten-year change in undergraduates, across \(SiteFormat.num(Double(h.n))) colleges",
                                                scale: AxisScale(min: h.min, max: h.max, format: .pct), reporting: h.n,
                                                lowLabel: "\u{2212}60% or less", highLabel: "+60% or more", color: c.def.color)),
            ],
            breakdownsIntro: "The same measures split by group, on one scale. Switch to *Students* to weight by how many "
                + "undergraduates each group has, or to the five-year window to isolate the pandemic.",
            breakdowns: [c.controls(groupings: groupings.map(\.grouping),
                                    labels: Dictionary(groupings.map { ($0.grouping, $0.label) }) { a, _ in a },
                                    grouping: g.grouping, view: view, extra: [windowControl]),
                         TrendBlocks.text(caption)] + tiles,
            extra: [
                TrendBlocks.heading(2, "Did they lose applicants, or enroll fewer of them?", anchor: "companion"),
                TrendBlocks.text("At the \(SiteFormat.num(Double(e.companion.n))) colleges that shrank \(t)%+ over the "
                    + "ten-year window: median applicants and median enrolled first-years, each fall."),
                TrendBlocks.trendLine(companion, from: e.companion.from, to: e.companion.to, kind: .fall, format: .compact,
                                      label: "Median applicants and enrolled first-years at shrinking colleges, "
                                          + "\(fall(e.companion.from)) to \(fall(e.companion.to))"),
            ],
            takeaway: takeaway,
            method: [
                "**Shrank / grew.** A change of \(t) or more percentage points in undergraduates, either way, over the window.",
                "**\(e.minUndergrads)-undergraduate floor.** A college needs \(SiteFormat.num(Double(e.minUndergrads)))+ "
                    + "undergraduates at both ends of a window to join its panel (the same bar as the site's diversity-change "
                    + "indicator): below it, a handful of students can swing a percentage a lot. A college that fell below "
                    + "2,000 undergraduates counts as \"under 2,000\" at both ends of the size grouping.",
                "**Two windows.** The ten-year window (\(fall(s.from)) to \(fall(s.to))) is the default; the five-year window "
                    + "(\(fall(e.five.from)) to \(fall(e.five.to)), \(SiteFormat.num(Double(e.five.n))) colleges) isolates the "
                    + "pandemic drop and the partial recovery since. Each has its own fixed panel.",
                "**The distribution chart** clamps changes beyond ±60% into the end bins, so a few extreme closures or "
                    + "mergers don't stretch the scale.",
                "**The companion chart** covers the \(SiteFormat.num(Double(e.companion.n))) colleges that shrank \(t)%+ over "
                    + "the ten-year window (a sub-panel), median applicants and enrolled first-years reported each fall.",
            ],
            links: [Link(label: "Biggest movers: shrank and grew the most", href: "/trends/movers"),
                    Link(label: "By state", href: "/trends/states")])
    }
}
