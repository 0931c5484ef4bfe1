import Domain
import QuadAPIModels

/// Study 6: test-optional went mainstream (`app/trends/test-optional`). Colleges only.
enum TestOptionalStudy {
    typealias V = TrendStudyValues.TestOptional

    static func page(_ c: StudyContext, _ f: TrendStudyFiles.TestOptional, grouping: String) -> StudyPage {
        let s = f.study, e = f.extra, v = s.national.values!
        let fall = c.year
        let policy = ["test_policy"]
        func required(_ x: V, _ n: Int, _ group: String?) -> TrendSeries {
            c.series("required", label: "Required", x.lines.required, format: .pct, series: policy,
                     field: "Colleges requiring the SAT or ACT",
                     computation: "Share of colleges whose test policy requires the SAT or ACT, \(c.over(n, group))")
        }
        let blind = c.series("blind", label: "Test-blind (not considered)", dashed: true, start: e.blindFrom, v.lines.blind,
                             format: .pct, series: policy, field: "Test-blind colleges",
                             computation: "Share of colleges that do not consider test scores, \(c.over(s.n))")
        let submit = [
            c.series("sat", label: "SAT", v.lines.satSubmitMedian, format: .pct, series: ["sat_submit"],
                     field: "SAT submission at the median college",
                     computation: "Median share of enrolled first-years submitting an SAT, over panel colleges reporting it"),
            c.series("act", label: "ACT", dashed: true, v.lines.actSubmitMedian, format: .pct, series: ["act_submit"],
                     field: "ACT submission at the median college",
                     computation: "Median share of enrolled first-years submitting an ACT, over panel colleges reporting it"),
        ]
        let g = s.groupings.first { $0.grouping == grouping }!
        let tiles = c.groupTiles(g) { row, x in
            ("Required \(StudyWords.pct(x.required[0])) → \(StudyWords.pct(x.required[1]))",
             TrendBlocks.trendLine([required(x, row.n, row.label)], from: s.lineFrom, to: s.to, kind: .fall, format: .pct,
                                   label: "\(row.label), \(row.n) colleges", compact: true))
        }
        func ranges(_ pick: (TrendStudyExtras.TestOptional.ScoreRange) -> ThenNow?, _ which: String) -> Block? {
            let rows = e.scoreRanges.compactMap { r -> DumbbellRow? in
                guard r.tooFew != true, let p = pick(r), p.count == 2 else { return nil }
                func at(_ i: Int, _ y: Int) -> Value {
                    c.value(p[i], .int, series: [which == "25th" ? "sat_25" : "sat_75"], field: "SAT \(which) percentile",
                            computation: "Median published SAT \(which) percentile over the \(r.n) colleges that \(r.label.lowercased())",
                            from: y, to: y)
                }
                return DumbbellRow(label: r.label, start: at(0, s.from), end: at(1, s.to))
            }
            return rows.isEmpty ? nil : .dumbbell(DumbbellBlock(rows: rows, startLabel: fall(s.from), endLabel: fall(s.to)))
        }
        let dropped = e.scoreRanges.first { $0.key == "dropped" }, kept = e.scoreRanges.first { $0.key == "required-both" }
        var takeaway = ["Across \(SiteFormat.num(Double(s.n))) colleges, the share requiring the SAT or ACT fell from "
            + "\(StudyWords.pct(v.required[0])) in \(fall(s.from)) to \(StudyWords.pct(v.required[1])) in \(fall(s.to)): a "
            + "gradual decline through the 2010s that the pandemic finished in two years."]
        if let se = s.values("region", "Southeast"), let pub = s.values("control", "public") {
            takeaway[0] += " The Southeast and public colleges held out longest: \(StudyWords.pct(se.required[1])) of Southeast "
                + "colleges and \(StudyWords.pct(pub.required[1])) of public colleges still require a test, the highest shares "
                + "of any group shown here."
        }
        if let most = s.values("selectivity", "most"), let r1 = s.values("research", "R1") {
            takeaway[0] += " Submission collapsed everywhere, but least at the most selective colleges "
                + "(\(StudyWords.pct(most.satSubmitMedian[1])) still submit an SAT) and R1 universities (\(StudyWords.pct(r1.satSubmitMedian[1])))."
        }
        var second = ""
        if let d = dropped, let k = kept, let dp = d.p25, let kp = k.p25 {
            second = "Published SAT ranges rose where tests became optional (25th percentile +\(Int(dp[1] - dp[0])) points at "
                + "the \(SiteFormat.num(Double(d.n))) colleges that dropped the requirement) and fell where colleges kept "
                + "requiring tests (\(Int(kp[1] - kp[0])) points at \(SiteFormat.num(Double(k.n))) colleges). "
        }
        second += "That's consistent with who chooses to submit a score once it's optional, not evidence that admitted "
            + "students got stronger."
        if !e.wentBackToRequiring.isEmpty {
            second += " \(e.wentBackToRequiring.count) colleges have already reversed course and require tests again; see the list below."
        }
        takeaway += [second, "A test-optional or test-blind policy changes who submits a score, not just whether a score is "
            + "required: these numbers show where the pattern changed, not why any one college changed policy."]
        let wentBack: [Block] = e.wentBackToRequiring.isEmpty ? [] : [
            TrendBlocks.heading(2, "Went back to requiring tests", anchor: "went-back"),
            TrendBlocks.text("\(e.wentBackToRequiring.count) colleges that didn't require the SAT or ACT in \(fall(e.blindFrom)) "
                + "require it again by \(fall(s.to)): too few to chart as their own group, but worth naming."),
            .table(TableBlock(columns: [TableColumn(key: "college", label: "College"), TableColumn(key: "policy", label: "Policy now")],
                              rows: e.wentBackToRequiring.map { TableRow(cells: [.link(Link(label: $0.name, href: "/schools/\($0.id)")),
                                                                                 .text($0.policyNow)]) },
                              sticky: TableSticky(columns: 1, header: true))),
        ]
        func tile(_ label: String, _ x: [Double], series: [String], field: String, computation: String, counts: String,
                  term: String? = nil) -> StatTile {
            TrendBlocks.thenNowTile(label, now: c.value(x[1], .pct, series: series, field: field, computation: computation,
                                                         from: s.from),
                                    then: x[0], from: s.from, to: s.to, kind: .fall, counts: counts, term: term)
        }
        return StudyPage(
            headline: [
                tile("Still require the SAT or ACT", v.required, series: policy, field: "Colleges requiring the SAT or ACT",
                     computation: "Share of colleges, \(c.over(s.n))", counts: "share of colleges"),
                tile("Median college's SAT submission share", v.satSubmitMedian, series: ["sat_submit"],
                     field: "SAT submission at the median college", computation: "Median, \(c.over(s.n))",
                     counts: "median college", term: "test-submission"),
                tile("Median college's ACT submission share", v.actSubmitMedian, series: ["act_submit"],
                     field: "ACT submission at the median college", computation: "Median, \(c.over(s.n))", counts: "median college"),
            ],
            nationalIntro: "Share of colleges whose test policy requires the SAT or ACT, each fall since \(fall(s.lineFrom)), "
                + "with a thinner line for test-blind colleges from \(fall(e.blindFrom)) (code 3 changed meaning that year: "
                + "before, it meant \"not required or recommended\"; from \(fall(e.blindFrom)), \"not considered at all\"). "
                + "Share of colleges, not students.",
            national: [
                TrendBlocks.trendLine([required(v, s.n, nil), blind], from: s.lineFrom, to: s.to, kind: .fall, format: .pct,
                                      label: "Share of colleges requiring the SAT or ACT",
                                      breaks: [HistorySeriesCatalog.satBreak, YearMark(year: s.from, label: "Fall \(s.from)")]),
            ],
            breakdownsIntro: "The same share-requiring line for each group, on one scale, plus research tier and athletic division.",
            breakdowns: [c.controls(groupings: s.groupings.map(\.grouping),
                                    labels: Dictionary(s.groupings.map { ($0.grouping, $0.label) }) { a, _ in a },
                                    grouping: grouping, view: nil),
                         TrendBlocks.text("Share of colleges requiring the SAT or ACT, \(fall(s.lineFrom)) to \(fall(s.to)). "
                             + "Numbers: \(fall(s.from)) → \(fall(s.to)).")] + tiles,
            extra: [
                TrendBlocks.heading(2, "Who still submits", anchor: "who-submits"),
                TrendBlocks.text("The median college's share of enrolled first-years submitting an SAT or ACT score, "
                    + "\(fall(s.lineFrom)) to \(fall(s.to)). Submission collapsed with the requirement, but least at the most "
                    + "selective colleges and R1 universities. The Midwest's low SAT submission and high ACT submission is the "
                    + "region's longstanding ACT preference, not a new pattern."),
                TrendBlocks.trendLine(submit, from: s.lineFrom, to: s.to, kind: .fall, format: .pct,
                                      label: "Median college's share of enrolled first-years submitting an SAT (solid) or ACT (dashed) score",
                                      breaks: [HistorySeriesCatalog.satBreak]),
                TrendBlocks.text("**Counting students instead of colleges:** weighted by each college's enrolled first-years, "
                    + "\(StudyWords.pct(v.satSubmitMedian[0])) of enrolled first-years submitted an SAT at the median college in "
                    + "\(fall(s.from)); averaged across all \(SiteFormat.num(Double(s.n))) "
                    + "colleges by enrollment, the share submitting an SAT was \(StudyWords.pct(e.weightedSatSubmit[0])) in "
                    + "\(fall(s.from)) and \(StudyWords.pct(e.weightedSatSubmit[1])) in \(fall(s.to))."),
                TrendBlocks.heading(2, "What happened to the ranges", anchor: "score-ranges"),
                TrendBlocks.text("Published SAT 25th and 75th percentiles, \(fall(s.from)) → \(fall(s.to)), by what each college's "
                    + "test policy did. These ranges describe only the students who chose to submit scores, not every entering "
                    + "student: a rising range at colleges that dropped the requirement is consistent with who chooses to submit, "
                    + "not evidence that admitted students got stronger."),
                TrendBlocks.heading(3, "25th percentile SAT", anchor: "sat-25"), ranges({ $0.p25 }, "25th"),
                TrendBlocks.heading(3, "75th percentile SAT", anchor: "sat-75"), ranges({ $0.p75 }, "75th"),
                TrendBlocks.text(e.scoreRanges.map { "\($0.label): \(SiteFormat.num(Double($0.n))) colleges" + ($0.tooFew == true ? " (too few to chart)" : "") }
                    .joined(separator: " · ") + ". Colleges with a published SAT 25th and 75th percentile in both years."),
            ] + wentBack,
            takeaway: takeaway,
            method: [
                "**Test-blind** (code 3) meant \"neither required nor recommended\" through fall \(e.blindFrom - 1) and \"not "
                    + "considered at all\" from fall \(e.blindFrom) on, when IPEDS dropped \"recommended\" as a separate answer. "
                    + "The thinner line and the optional/blind groups below use only fall \(e.blindFrom) on for that reason.",
                "**Score ranges.** The dumbbell compares colleges with a published SAT 25th and 75th percentile in both "
                    + "\(fall(s.from)) and \(fall(s.to)), split by what each college's test policy did over the same two years; "
                    + "each group still needs 30+ colleges, or it isn't charted (the colleges that went back to requiring tests "
                    + "are named instead).",
                "**Colleges or students.** Shares and medians count each college once. The enrollment-weighted sentence "
                    + "above weights each college by its enrolled first-years.",
                "**Yearly lines** run from \(fall(s.lineFrom)) over the panel colleges reporting each fall; a year is left "
                    + "out of a line when under 90% of its colleges reported.",
            ],
            links: [Link(label: "Glossary: test-optional and test-blind", href: "/glossary#test-optional"),
                    Link(label: "Home: Test-optional went mainstream", href: "/#whats-changed")])
    }
}
