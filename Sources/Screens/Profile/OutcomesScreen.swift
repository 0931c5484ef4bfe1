import Domain
import QuadAPIModels

/// `GET /schools/{id}/outcomes`: What it pays (screens-map §3.3).
public enum OutcomesScreen {
    /// The Outcomes screen; a 404 when the college has no outcome data.
    public static func build(_ c: ProfileContext) throws(APIError) -> Screen {
        try c.require(.outcomes)
        let s = c.school
        var blocks: [Block?] = []
        blocks += earnings(c)
        blocks += finishing(c)
        blocks += eightYears(c)
        blocks += byGroup(c)
        blocks.append(ProfileBlocks.fold("Show cost vs. earnings", anchor: "value-map", [ProfileMaps.value(c)]))
        let since = TenYearBlocks.line(c, "grad_rate").flatMap { line in
            ProfileBlocks.tiles([StatTile(label: "Graduation rate", value: c.value(.gradRate).with(delta: line.delta),
                                          term: "graduation-rate")])
        }
        return ProfileBlocks.topicScreen(
            c, .outcomes, title: "What it pays", takeaway: Takeaways.outcomes(s, statistics: c.statistics),
            since: since, paths: ProfileFields.outcomes, blocks: blocks)
    }

    /// Median earnings against every college, and how they grow from 6 to 10 years after entry.
    static func earnings(_ c: ProfileContext) -> [Block] {
        let o = c.school.outcomes
        guard o?.medianEarnings10yr != nil || o?.medianEarnings6yr != nil else { return [] }
        return [
            ProfileBlocks.heading(2, "Earnings", anchor: "earnings"),
            ProfileBlocks.strip(c, .earnings, phrase: "higher earnings than"),
            ProfileBlocks.heading(3, "Earnings climb with time", anchor: "earnings-climb"),
            ProfileBlocks.tiles([
                ProfileBlocks.tile("6 years after entry", c.value(FieldPath.earnings6yr, o?.medianEarnings6yr, .money),
                                   term: "median-earnings"),
                ProfileBlocks.tile("10 years after entry", c.value(.earnings), term: "median-earnings"),
            ]),
        ].compactMap { $0 }
    }

    /// Retention and graduation as rings, with the national median graduation rate.
    static func finishing(_ c: ProfileContext) -> [Block] {
        let o = c.school.outcomes
        guard o?.retentionRate != nil || o?.graduationRate != nil else { return [] }
        var out: [Block] = [ProfileBlocks.heading(2, "Staying and finishing", anchor: "finishing")]
        if let retention = o?.retentionRate {
            out.append(.ring(RingBlock(value: c.value(FieldPath.retentionRate, retention, .pct), label: "Retention rate",
                                       caption: "come back for year two", term: "retention-rate")))
        }
        if o?.graduationRate != nil {
            let median = c.median(.gradRate)
            out.append(.ring(RingBlock(value: c.value(.gradRate), label: "Graduation rate", median: median,
                                       caption: "graduate within six years", term: "graduation-rate")))
            if let median { out.append(ProfileBlocks.text("National median graduation rate: \(median.display)")) }
        }
        return out
    }

    /// Where entering students stand eight years on: all students, those who started here, those who transferred in.
    static func eightYears(_ c: ProfileContext) -> [Block] {
        guard let e = c.school.outcomes?.eightYear, TopicAvailability.isShown(e.all) else { return [] }
        var out: [Block] = [ProfileBlocks.heading(2, "8 years later", anchor: "eight-year",
                                                  eyebrow: c.lineage.cited(FieldPath.eightYear, c.school).year)]
        let groups: [(String, EightYearOutcomes.Group?, String)] = [
            ("All students", e.all, "students who start here"),
            ("Started in college here", e.firstTime, "first-time students who start here"),
            ("Transferred in", e.transferIn, "students who transfer in"),
        ]
        for (label, group, who) in groups {
            guard let g = group, TopicAvailability.isShown(g), let award = g.award, let elsewhere = g.transferred
            else { continue }
            let path = FieldPath.eightYear
            let parts: [(String, Double?, String)] = [
                ("Earned a degree or certificate here", g.award, "outcome-award"),
                ("Still enrolled here", g.stillEnrolled, "outcome-enrolled"),
                ("Enrolled at another college", g.transferred, "outcome-elsewhere"),
                ("Left, no record of enrolling elsewhere", g.unknown, "outcome-unknown"),
            ]
            let a = Int(JSNumber.round(award * 100)), t = Int(JSNumber.round(elsewhere * 100))
            var headline = "\(label): of every 100 \(who), \(a) earn a degree or certificate here within 8 years"
            headline += t > 0 ? "; \(t) more \(t == 1 ? "is" : "are") enrolled at another college." : "."
            out.append(.outcomeBar(OutcomeBarBlock(
                segments: parts.compactMap { l, v, color in
                    v.map { BarSegment(label: l, value: c.value(path, $0, .pct), color: color) }
                },
                headline: headline, cohort: c.value(path, g.cohort, .num))))
        }
        return out
    }

    /// Graduation rates by Pell and loan status and by race and ethnicity, against the overall rate; groups under 30
    /// students carry no rate and are left out.
    static func byGroup(_ c: ProfileContext) -> [Block] {
        guard TopicAvailability.hasGraduationByGroup(c.school), let o = c.school.outcomes else { return [] }
        var groups: [DotGroup] = []
        func add(_ label: String, _ path: String, _ rate: Double?, _ color: String) {
            if let rate { groups.append(DotGroup(label: label, value: c.value(path, rate, .pct), color: color)) }
        }
        add("Pell Grant recipients", FieldPath.gradRatePell, o.gradRatePell, "d-access")
        add("Subsidized loan, no Pell Grant", "outcomes.grad_rate_loan_no_pell", o.gradRateLoanNoPell, "d-value")
        add("Neither", FieldPath.gradRateNoPellNoLoan, o.gradRateNoPellNoLoan, "neutral")
        if let r = o.gradRateByRace {
            let path = "outcomes.grad_rate_by_race"
            add("White", path, r.white, "race-white")
            add("Asian", path, r.asian, "race-asian")
            add("Hispanic/Latino", path, r.hispanic, "race-hispanic")
            add("Black", path, r.black, "race-black")
            add("Two or more races", path, r.twoOrMore, "race-two-or-more")
            add("International", path, r.international, "race-international")
            add("American Indian/Alaska Native", path, r.aian, "race-other")
            add("Native Hawaiian/Pacific Islander", path, r.nhpi, "race-other")
        }
        guard !groups.isEmpty else { return [] }
        let reference = o.gradRateFTFT.map { c.value("outcomes.grad_rate_ftft", $0, .pct) }
        var out: [Block] = [ProfileBlocks.heading(2, "Graduation by group", anchor: "groups"),
                            .dotPlot(DotPlotBlock(groups: groups, reference: reference,
                                                  scale: AxisScale(min: 0, max: 1, format: .pct),
                                                  label: "Graduated within 6 years"))]
        if let raw = Derived.rawPellGap(c.school), raw.magnitude > Derived.maxPlausiblePellGap {
            out.append(ProfileBlocks.text("These groups\u{2019} rates are far apart, which usually means students were "
                + "sorted into groups inconsistently; read them with care."))
        }
        return out
    }
}
