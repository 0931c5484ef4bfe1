import Core
import Domain
import QuadAPIModels

/// `GET /schools/{id}/outcomes`: What it pays (app/schools/[id]/outcomes/page.tsx).
public enum OutcomesScreen {
    /// The groups of the 8-year outcome bar, the query value of each (nil for the default), and how the headline
    /// names them.
    static let groups: [(key: String, value: String?, label: String, who: String)] = [
        ("all", nil, "All students", "students who start here"),
        ("first_time", "first_time", "Started in college here", "first-time students who start here"),
        ("transfer_in", "transfer_in", "Transferred in", "students who transfer in"),
    ]

    /// The query parameter of the 8-year outcome toggle, and the values it accepts.
    public static let studentsParameter = "students"
    public static let studentsValues = ["first_time", "transfer_in"]

    /// The Outcomes screen, the 8-year bar showing `students` (nil: all students); a 404 without outcome data.
    public static func build(_ c: ProfileContext, students: String? = nil) throws(APIError) -> Screen {
        try c.require(.outcomes)
        let s = c.school
        var blocks: [Block?] = []
        blocks += earnings(c)
        blocks += finishing(c)
        blocks += OutcomesReported.graduateDebt(c)
        blocks += eightYears(c, selected: students)
        blocks += OutcomesByGroup.blocks(c)
        // The page's ShowMore, only for a college on the map (both cost and earnings reported).
        if let map = ProfileMaps.value(c) {
            blocks.append(.fold(FoldBlock(
                hint: "Show the cost vs. earnings map",
                blocks: [ProfileBlocks.heading(3, "Cost vs. earnings", anchor: "map-title"),
                         ProfileBlocks.text("The 300 most-applied-to colleges plus \(s.name). Top-left is lower cost and "
                             + "higher earnings."), map],
                anchor: "map", note: "Where \(s.name) sits among 300 colleges")))
        }
        return ProfileBlocks.topicScreen(
            c, .outcomes, title: "What it pays", takeaway: Takeaways.outcomes(s, statistics: c.statistics),
            since: [], paths: ProfileFields.outcomes, blocks: blocks)
    }

    /// Median earnings against every college (compact), and how they climb from 6 to 10 years after entry.
    static func earnings(_ c: ProfileContext) -> [Block] {
        let o = c.school.outcomes
        guard o?.medianEarnings10yr != nil || o?.graduationRate != nil else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(2, "Earnings", anchor: "earnings"),
                             // DistributionStrip prints "Not reported" without earnings when the block shows for
                             // the graduation rate.
                             ProfileBlocks.strip(c, .earnings, format: .moneyCompact,
                                                 label: "Median earnings vs. every college", whenMissing: true)]
        if let ten = o?.medianEarnings10yr, let six = o?.medianEarnings6yr {
            let top = max(ten, six)
            out.append(ProfileBlocks.heading(3, "Earnings climb with time", anchor: "earnings-climb"))
            out.append(.groupedBars(GroupedBarsBlock(
                groups: [BarGroup(label: "6 years after entry", values: [c.value(FieldPath.earnings6yr, six, .moneyCompact)]),
                         BarGroup(label: "10 years after entry", values: [c.value(FieldPath.earnings10yr, ten, .moneyCompact)])],
                series: [BarSeries(key: c.id, label: c.school.name, color: MetricDomain.value.colorToken)],
                scale: AxisScale(min: 0, max: top, format: .moneyCompact))))
        }
        return out.compactMap { $0 }
    }

    /// Retention and graduation as rings, with the national median graduation rate.
    static func finishing(_ c: ProfileContext) -> [Block] {
        let o = c.school.outcomes
        guard o?.medianEarnings10yr != nil || o?.graduationRate != nil else { return [] }
        var out: [Block] = [ProfileBlocks.heading(2, "Staying and finishing", anchor: "finishing")]
        if let retention = o?.retentionRate {
            out.append(.ring(RingBlock(value: c.value(FieldPath.retentionRate, retention, .pct), label: "Retention",
                                       caption: "come back for year two", term: "retention-rate")))
        }
        if o?.graduationRate != nil {
            out.append(.ring(RingBlock(value: c.value(.gradRate), label: "Graduation", caption: "graduate within six years",
                                       term: "graduation-rate")))
            let median = c.median(.gradRate) ?? c.lineage.aggregate(FieldPath.graduationRate, value: 0, format: .pct,
                                                                     computation: "No college reports it")
            out.append(.statTiles(StatTilesBlock(tiles: [StatTile(label: "National median graduation rate", value: median,
                                                                  term: "graduation-rate")])))
        }
        return out
    }

    /// "Everyone who starts here, 8 years later": the toggle between groups (a `controls` block bound to
    /// `students`), the selected group's outcome bar, Pell and non-Pell completion, time to degree, the median.
    static func eightYears(_ c: ProfileContext, selected: String?) -> [Block] {
        guard let e = c.school.outcomes?.eightYear, TopicAvailability.isShown(e.all) else { return [] }
        let path = FieldPath.eightYear
        let available = groups.filter { TopicAvailability.isShown(group(e, $0.key)) }
        let chosen = available.first { $0.value == selected } ?? available[0]
        var out: [Block?] = [ProfileBlocks.heading(2, "Everyone who starts here, 8 years later", anchor: "eight-year")]
        out.append(ProfileBlocks.text("Students who entered in fall \(e.enteringYear.map(String.init) ?? ""), including "
            + "transfer and part-time students. The graduation rate counts only first-time, full-time students and treats "
            + "a transfer out as not finishing."))
        if available.count > 1 {
            let base = ProfileTopic.outcomes.href(c.id)
            out.append(.controls(ControlsBlock(controls: [QueryControl(
                type: .segmented, param: studentsParameter, label: "Which students",
                options: available.map { g in
                    ControlOption(label: g.label, value: g.value, selected: g.key == chosen.key,
                                  href: g.value.map { "\(base)?\(studentsParameter)=\($0)" } ?? base)
                })])))
        }
        if let g = group(e, chosen.key) {
            let parts: [(String, Double?, String)] = [
                ("Earned a degree or certificate here", g.award, "outcome-award"),
                ("Still enrolled here", g.stillEnrolled, "outcome-enrolled"),
                ("Enrolled at another college", g.transferred, "outcome-elsewhere"),
                ("Left, no record of enrolling elsewhere", g.unknown, "outcome-unknown"),
            ]
            let a = Int(JSNumber.round((g.award ?? 0) * 100)), t = Int(JSNumber.round((g.transferred ?? 0) * 100))
            // lib/outcome-measures.ts outcomeHeadline(g, who).
            var headline = "\(a) of 100 \(chosen.who) earn a degree or certificate here within 8 years"
            headline += t > 0 ? "; \(t) more \(t == 1 ? "is" : "are") enrolled at another college." : "."
            out.append(.outcomeBar(OutcomeBarBlock(
                // OutcomeBar: a part above zero under half a percent prints "<1%".
                segments: parts.compactMap { l, v, color in
                    v.map { BarSegment(label: l, value: c.value(path, $0, .pctPart), color: color) }
                },
                headline: headline, cohort: c.value(path, g.cohort, .num))))
        }
        let pell = [("Pell Grant recipients", e.pell?.award), ("Students without a Pell Grant", e.nonPell?.award)]
        if pell.contains(where: { $0.1 != nil }) {
            out.append(ProfileBlocks.heading(3, "Earned a credential within 8 years", anchor: "eight-year-pell"))
            out.append(ProfileBlocks.text("All entering students, by whether they had a Pell Grant."))
            // Both rows print, a group without a rate as an en dash (OutcomeMeasures: `p.v === null ? "–" : pct(p.v)`).
            out.append(.statTiles(StatTilesBlock(tiles: pell.map {
                StatTile(label: $0.0, value: c.value(path, $0.1, .pct), term: "pell-grant")
            })))
            if pell.contains(where: { $0.1 == nil }) {
                out.append(ProfileBlocks.text("\u{2013} Fewer than 30 students in the group"))
            }
        }
        let timed = available.filter { g in
            guard let x = group(e, g.key) else { return false }
            return x.award4 != nil && x.award6 != nil && x.award != nil
        }
        let steps = timed.compactMap { g -> TableRow? in
            guard let x = group(e, g.key), let a4 = x.award4, let a6 = x.award6, let a8 = x.award else { return nil }
            return TableRow(cells: [.text(g.label)] + [a4, a6, a8].map { .value(c.value(path, $0, .pct)) })
        }
        if !steps.isEmpty {
            out.append(ProfileBlocks.heading(3, "How long it takes", anchor: "time-to-degree"))
            if let line = timeToDegreeHeadline(e.all) { out.append(ProfileBlocks.text(line)) }
            out.append(.table(TableBlock(
                columns: [TableColumn(key: "group", label: "Earned a credential within"), TableColumn(key: "four", label: "4 yrs"),
                          TableColumn(key: "six", label: "6 yrs"), TableColumn(key: "eight", label: "8 yrs")],
                rows: steps, sticky: TableSticky(columns: 1, header: false))))
            if timed.contains(where: { $0.key == "transfer_in" }) {
                out.append(ProfileBlocks.text("Transfer students' clock starts when they arrive here, not when they first "
                    + "started college."))
            }
        }
        if let median = c.median(.completion8) {
            out.append(.statTiles(StatTilesBlock(tiles: [StatTile(
                label: "National median", value: median,
                hint: "of all entering students earn a credential at the college they started at within 8 years.")])))
        }
        return out.compactMap { $0 }
    }

    /// "62 of 100 finish within 4 years, 74 within 6, and 76 within 8." (lib/outcome-measures.ts
    /// timeToDegreeHeadline); nil unless the group has all three shares.
    static func timeToDegreeHeadline(_ g: EightYearOutcomes.Group?) -> String? {
        guard let g, let a4 = g.award4, let a6 = g.award6, let a8 = g.award else { return nil }
        let r = [a4, a6, a8].map { Int(JSNumber.round($0 * 100)) }
        return "\(r[0]) of 100 finish within 4 years, \(r[1]) within 6, and \(r[2]) within 8."
    }

    static func group(_ e: EightYearOutcomes, _ key: String) -> EightYearOutcomes.Group? {
        switch key {
        case "first_time": e.firstTime
        case "transfer_in": e.transferIn
        default: e.all
        }
    }
}
