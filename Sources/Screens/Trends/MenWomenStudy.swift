import Domain
import QuadAPIModels

/// Study 1: men and women in admissions (`app/trends/men-and-women`).
enum MenWomenStudy {
    typealias V = TrendStudyValues.MenAndWomen

    static func page(_ c: StudyContext, _ f: TrendStudyFiles.MenAndWomen, grouping: String, view: String) -> StudyPage {
        let s = f.study, v = s.national.values!
        let t = Int((f.extra.threshold * 100).rounded())
        let fall = c.year
        let rates = ["admit_rate_men", "admit_rate_women"]
        func share(_ x: [Double], _ who: String, _ field: String, group: String? = nil) -> Value {
            c.value(x[1], .pct, series: rates, field: field,
                    computation: "Share of colleges admitting \(who) at a rate \(t) or more points higher, \(c.over(s.n))",
                    from: s.from)
        }
        func lines(_ x: V, _ n: Int, _ group: String?) -> [TrendSeries] {
            [c.series("women", label: "Women \(t)+ pts higher", x.lines.womenHigher, format: .pct, series: rates,
                      field: "Colleges admitting women at a notably higher rate",
                      computation: "Share of colleges admitting women at a rate \(t)+ points higher, \(c.over(n, group))"),
             c.series("men", label: "Men \(t)+ pts higher", dashed: true, x.lines.menHigher, format: .pct, series: rates,
                      field: "Colleges admitting men at a notably higher rate",
                      computation: "Share of colleges admitting men at a rate \(t)+ points higher, \(c.over(n, group))")]
        }
        let gapLine = c.series("gap", label: "Median gap", v.lines.medianGap, format: .pts, series: rates,
                               field: "Gap at the median college, men minus women",
                               computation: "Median of men's minus women's acceptance rate, \(c.over(s.n))")
        let nationalWomen = StudyWords.direction(v.womenHigher[0], v.womenHigher[1])
        var takeaway = "Across \(SiteFormat.num(Double(s.n))) colleges, the share admitting men at a notably higher rate "
            + "\(StudyWords.direction(v.menHigher[0], v.menHigher[1])) from \(StudyWords.pct(v.menHigher[0])) in \(fall(s.from)) to "
            + "\(StudyWords.pct(v.menHigher[1])) in \(fall(s.to)), and the share admitting women at a notably higher rate "
            + "\(nationalWomen) from \(StudyWords.pct(v.womenHigher[0])) to \(StudyWords.pct(v.womenHigher[1]))."
        if let ne = s.values("region", "Northeast") {
            takeaway += " In the Northeast, colleges favoring women went from \(StudyWords.pct(ne.womenHigher[0])) to "
                + "\(StudyWords.pct(ne.womenHigher[1]))."
        }
        if let w = s.values("region", "West"), StudyWords.direction(w.womenHigher[0], w.womenHigher[1]) != nationalWomen,
           nationalWomen != "held steady" {
            takeaway += " The West moved the other way: \(StudyWords.pct(w.womenHigher[0])) to \(StudyWords.pct(w.womenHigher[1]))."
        }
        let g = s.groupings.first { $0.grouping == grouping }!
        let caption = view == "colleges"
            ? "Share of colleges admitting women (solid) or men (dashed) at a rate \(t)+ points higher, \(fall(s.lineFrom)) to "
                + "\(fall(s.to)). Numbers: \(fall(s.from)) → \(fall(s.to))."
            : "Men's minus women's acceptance rate, averaged with each college's total applicants as the weight, "
                + "\(fall(s.lineFrom)) to \(fall(s.to)). Below zero: women admitted at a higher rate."
        let tiles = c.groupTiles(g) { row, x in
            if view == "colleges" {
                return ("Women \(StudyWords.pct(x.womenHigher[0])) → \(StudyWords.pct(x.womenHigher[1])) · Men "
                            + "\(StudyWords.pct(x.menHigher[0])) → \(StudyWords.pct(x.menHigher[1]))",
                        TrendBlocks.trendLine(lines(x, row.n, row.label), from: s.lineFrom, to: s.to, kind: .fall,
                                              format: .pct, label: "\(row.label), \(row.n) colleges", compact: true))
            }
            let line = c.series("gap", label: "Gap, weighted by applicants", x.lines.weightedGap, format: .pts, series: rates,
                                field: "Gap weighted by applicants",
                                computation: "Men's minus women's rate weighted by total applicants, \(c.over(row.n, row.label))")
            return ("Gap \(SiteFormat.points(x.weightedMen[0] - x.weightedWomen[0])) → "
                        + "\(SiteFormat.points(x.weightedMen[1] - x.weightedWomen[1]))",
                    TrendBlocks.trendLine([line], from: s.lineFrom, to: s.to, kind: .fall, format: .pts,
                                          label: "\(row.label), \(row.n) colleges", compact: true))
        }
        return StudyPage(
            headline: [
                TrendBlocks.thenNowTile("Admit women at a notably higher rate",
                                        now: share(v.womenHigher, "women", "Colleges admitting women at a notably higher rate"),
                                        then: v.womenHigher[0], from: s.from, to: s.to, kind: .fall, counts: "share of colleges"),
                TrendBlocks.thenNowTile("Admit men at a notably higher rate",
                                        now: share(v.menHigher, "men", "Colleges admitting men at a notably higher rate"),
                                        then: v.menHigher[0], from: s.from, to: s.to, kind: .fall, counts: "share of colleges"),
                TrendBlocks.thenNowTile("Gap at the median college, men minus women",
                                        now: c.value(v.medianGap[1], .pts, series: rates, field: "Gap at the median college",
                                                     computation: "Median of men's minus women's acceptance rate, \(c.over(s.n))",
                                                     from: s.from),
                                        then: v.medianGap[0], from: s.from, to: s.to, kind: .fall, counts: "median college",
                                        term: "admit-rate-by-sex"),
            ],
            nationalIntro: "The share of colleges whose acceptance rates for men and women differ by \(t) or more points, "
                + "either way, each fall since \(fall(s.lineFrom)). Share of colleges, not students.",
            national: [
                TrendBlocks.trendLine(lines(v, s.n, nil), from: s.lineFrom, to: s.to, kind: .fall, format: .pct,
                                      label: "Share of colleges admitting one sex at a rate \(t)+ points higher"),
                TrendBlocks.trendLine([gapLine], from: s.lineFrom, to: s.to, kind: .fall, format: .pts,
                                      label: "Gap at the median college, men minus women"),
                TrendBlocks.text("Below zero: women were admitted at a higher rate than men."),
                TrendBlocks.text("**Counting applicants instead of colleges:** weighted by each college's total applicants, "
                    + "men were admitted at \(StudyWords.pct(v.weightedMen[1])) and women at \(StudyWords.pct(v.weightedWomen[1])) "
                    + "in \(fall(s.to)) (\(StudyWords.pct(v.weightedMen[0])) and \(StudyWords.pct(v.weightedWomen[0])) in \(fall(s.from)))."),
            ],
            breakdownsIntro: "The same lines for each group, on one scale. Switch to *Students* to weight each college by its applicants.",
            breakdowns: [c.controls(groupings: s.groupings.map(\.grouping),
                                    labels: Dictionary(s.groupings.map { ($0.grouping, $0.label) }) { a, _ in a },
                                    grouping: grouping, view: view),
                         TrendBlocks.text(caption)] + tiles,
            takeaway: [takeaway, "A gap can reflect who applies as much as how colleges choose: these numbers show where "
                + "the gap changed, not why."],
            method: [
                "**Notably higher** means a gap of \(t) or more percentage points, the bar college pages use. Applicants by "
                    + "sex aren't in the history yet, so a college needs \(SiteFormat.num(Double(f.extra.minApplicants)))+ "
                    + "applicants in total at both ends instead of the college pages' 200 of each sex.",
                "**Colleges or students.** Shares and medians count each college once. The *Students* view and the "
                    + "applicant sentence weight each college by its total applicants.",
                "**Yearly lines** run from \(fall(s.lineFrom)) over the panel colleges reporting each fall; a year is "
                    + "left out of a line when under 90% of its colleges reported.",
            ])
    }
}

/// Words the study pages share.
enum StudyWords {
    /// "rose", "fell", or "held steady" (within half a point).
    static func direction(_ from: Double, _ to: Double, epsilon: Double = 0.005) -> String {
        to - from > epsilon ? "rose" : from - to > epsilon ? "fell" : "held steady"
    }

    /// The site's `pct`: whole percent.
    static func pct(_ v: Double, _ digits: Int = 0) -> String { SiteFormat.pct(v, digits) }
}
