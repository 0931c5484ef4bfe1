import Domain
import QuadAPIModels

/// Graduation by group on the outcomes page (components/school/GraduationByGroup.tsx with
/// components/charts/GroupDotPlot.tsx and lib/graduation-groups.ts): "Do lower-income students finish?" (Pell and
/// loan status, IPEDS) and "By race and ethnicity" (College Scorecard), each a dot plot of six-year graduation rates
/// with every group's cohort, its gap to the comparison group and the overall rate as a reference line.
enum OutcomesByGroup {
    /// Groups under this many students get no rate (MIN_GROUP_COHORT).
    static let minCohort = 30.0
    /// The site draws every dot in the access hue: rows are labelled, so color carries no identity.
    static let color = "d-access"

    /// The race and ethnicity groups in the site's order (RACE_GROUPS, RACE_GROUP_LABELS) with their figures in `v`.
    static func races(_ v: SchoolOutcomes.RaceGroupValues?) -> [(label: String, value: Double?)] {
        [("White", v?.white), ("Asian", v?.asian), ("Hispanic/Latino", v?.hispanic), ("Black", v?.black),
         ("Two or more races", v?.twoOrMore), ("International", v?.international),
         ("American Indian/Alaska Native", v?.aian), ("Native Hawaiian/Pacific Islander", v?.nhpi)]
    }

    /// One row of a plot before it becomes a ``DotGroup``.
    struct Row {
        var label: String
        var path: String
        var value: Double?
        var cohort: Double?
        var note: String?
        var secondary: Double?
        var hollow = false
    }

    static func blocks(_ c: ProfileContext) -> [Block] {
        guard TopicAvailability.hasGraduationByGroup(c.school), let o = c.school.outcomes else { return [] }
        return aid(c, o) + race(c, o)
    }

    /// lib/graduation-groups.ts gapPhrase: "5 points below", "1 point above", "the same as".
    static func gapPhrase(_ rate: Double, _ reference: Double) -> String {
        let pts = Int(JSNumber.round((rate - reference) * 100))
        if pts == 0 { return "the same as" }
        return "\(abs(pts)) point\(abs(pts) == 1 ? "" : "s") \(pts < 0 ? "below" : "above")"
    }

    /// The Pell and loan card, with its sentence: the on-time line from the college's own report, else the gap to
    /// students with no need-based federal aid (pellGapSentence), then what the rates count.
    static func aid(_ c: ProfileContext, _ o: SchoolOutcomes) -> [Block] {
        let neither = o.gradRateNoPellNoLoan
        guard o.gradRatePell != nil || neither != nil else { return [] }
        let within4 = c.school.reported?.outcomes?.member("graduation")?.member("within_4")
        func w4(_ key: String) -> Double? { within4?.member(key)?.number }
        func vsNeither(_ v: Double?) -> String? {
            guard let v, let neither else { return nil }
            return "\(gapPhrase(v, neither)) students with neither"
        }
        let rows = [
            Row(label: "Pell Grant recipients", path: FieldPath.gradRatePell, value: o.gradRatePell,
                cohort: o.gradCohorts?.pell, note: vsNeither(o.gradRatePell), secondary: w4("pell")),
            Row(label: "Subsidized loan, no Pell Grant", path: "outcomes.grad_rate_loan_no_pell", value: o.gradRateLoanNoPell,
                cohort: o.gradCohorts?.loanNoPell, note: vsNeither(o.gradRateLoanNoPell), secondary: w4("loan_no_pell")),
            Row(label: "Neither Pell nor subsidized loan", path: FieldPath.gradRateNoPellNoLoan, value: neither,
                cohort: o.gradCohorts?.noPellNoLoan, note: neither != nil ? "comparison group" : nil,
                secondary: w4("no_pell_no_loan"), hollow: true),
        ]
        let pellYear = c.lineage.cited(FieldPath.gradRatePell, c.school).year
        let entered = c.lineage.cited("reported.outcomes.graduation", c.school).year.map {
            ($0.hasPrefix("Entered ") ? String($0.dropFirst("Entered ".count)) : $0).lowercased()
        }
        var lead = ""
        if let pell = o.gradRatePell, let four = w4("pell"), let entered {
            lead = "Of 100 Pell Grant recipients who entered in \(entered), \(SiteFormat.int(four * 100)) finished within 4 "
                + "years and \(SiteFormat.int(pell * 100)) within 6. "
        } else if Derived.pellGap(c.school) != nil, let pell = o.gradRatePell, let neither {
            lead = "Pell Grant recipients: \(SiteFormat.pct(pell)), \(gapPhrase(pell, neither)) students with no need-based "
                + "federal aid (\(SiteFormat.pct(neither))). "
        }
        var out: [Block?] = [
            ProfileBlocks.heading(2, "Do lower-income students finish?", anchor: "by-group"),
            ProfileBlocks.text(lead + "First-time, full-time students who finished within 6 years"
                + (pellYear.map { "; \($0.lowercased())" } ?? "") + "."),
            plot(c, rows, label: "Graduation rate by Pell Grant and loan status",
                 reference: o.gradRateFTFT.map { ("All students in this class", c.value("outcomes.grad_rate_ftft", $0, .pct)) },
                 secondaryPath: "reported.outcomes.graduation", legend: within4.map { $0 != .null } ?? false),
        ]
        if Derived.rawPellGap(c.school) != nil, Derived.pellGap(c.school) == nil {
            out.append(ProfileBlocks.text("These groups' rates are more than 40 points apart, which usually means the "
                + "college sorted students into the groups inconsistently in its federal report. Shown as reported; treat "
                + "the difference with caution."))
        }
        return out.compactMap { $0 }
    }

    /// The race and ethnicity card: groups with anyone in the class, against the overall federal rate (the replaced
    /// federal class when the college reported a newer one).
    static func race(_ c: ProfileContext, _ o: SchoolOutcomes) -> [Block] {
        let path = "outcomes.grad_rate_by_race"
        let overall = o.gradRateFTFT
        let rates = races(o.gradRateByRace)
        let rows = zip(rates, races(o.gradCohortsByRace)).compactMap { rate, cohort -> Row? in
            guard let cohort = cohort.value, cohort > 0 else { return nil }
            let v = rate.value
            return Row(label: rate.label, path: path, value: v, cohort: cohort,
                       note: v.flatMap { v in overall.map { "\(gapPhrase(v, $0)) all students" } })
        }
        guard rows.contains(where: { $0.value != nil }) else { return [] }
        let raceYear = c.lineage.cited(path, c.school).year
        let federal = o.federal?.graduation
        let referenceYear = federal != nil ? c.lineage.cited("outcomes.federal.graduation", c.school).year
            : c.lineage.cited(FieldPath.gradRatePell, c.school).year
        let reference = (federal != nil ? federal?.gradRateFTFT : overall).map { v in
            ("All students (IPEDS\(referenceYear.map { ", \($0.lowercased())" } ?? ""))",
             c.value(federal != nil ? "outcomes.federal.graduation" : "outcomes.grad_rate_ftft", v, .pct))
        }
        return [
            ProfileBlocks.heading(2, "By race and ethnicity", anchor: "by-race"),
            ProfileBlocks.text("First-time, full-time students who finished within 6 years, from the College Scorecard"
                + (raceYear.map { ", \($0)" } ?? "'s most recent release") + ". Groups under 30 students aren't shown."),
            plot(c, rows, label: "Graduation rate by race and ethnicity", reference: reference, secondaryPath: nil),
        ].compactMap { $0 }
    }

    /// GroupDotPlot: a row without a rate says why ("Not shown: under 30 students", else "Not reported"); the scale
    /// starts at the nearest 10% at least five points below the lowest figure and ticks every 10 points, every 20 on
    /// a scale over 50 points long.
    /// With `legend`, the card's "Within 4 years" line under the plot (GraduationByGroup prints it, with the
    /// on-time-graduation term, whenever the college reports 4-year shares).
    static func plot(_ c: ProfileContext, _ rows: [Row], label: String, reference: (String, Value)?,
                     secondaryPath: String?, legend: Bool = false) -> Block? {
        let figures = rows.compactMap(\.value) + rows.compactMap { $0.value == nil ? nil : $0.secondary }
            + (reference?.1.value.map { [$0] } ?? [])
        guard let lowest = figures.min() else { return nil }
        let lo = max(0, (((lowest - 0.05) * 10).rounded(.down)) / 10)
        let step = 1 - lo > 0.5 ? 0.2 : 0.1
        let count = Int(((1 - lo) / step + 1e-9).rounded(.down)) + 1
        let ticks = (0..<count).map { i in JSNumber.round((1 - Double(count - 1 - i) * step) * 10) / 10 }
        let groups = rows.map { r in
            let note = r.value != nil ? r.note
                : (r.cohort ?? 0) > 0 && (r.cohort ?? 0) < minCohort ? "Not shown: under 30 students" : "Not reported"
            return DotGroup(label: r.label, value: c.value(r.path, r.value, .pct), color: color,
                            cohort: r.cohort.map { c.value(cohortPath(r.path), $0, .num) },
                            secondary: r.value == nil ? nil : r.secondary.map { c.value(secondaryPath ?? r.path, $0, .pct) },
                            note: note, hollow: r.hollow ? true : nil)
        }
        let hasSecondary = groups.contains { $0.secondary != nil }
        return .dotPlot(DotPlotBlock(groups: groups, reference: reference?.1, referenceLabel: reference?.0,
                                     secondaryLabel: hasSecondary ? "within 4 years" : nil,
                                     secondaryLegend: legend ? "Within 4 years" : nil,
                                     secondaryTerm: legend ? "on-time-graduation" : nil, cohortLabel: "students",
                                     scale: AxisScale(min: lo, max: 1, ticks: ticks, format: .pct), label: label))
    }

    /// Where a group's cohort is stored: the race cohorts, else the Pell and loan cohorts.
    static func cohortPath(_ ratePath: String) -> String {
        ratePath == "outcomes.grad_rate_by_race" ? "outcomes.grad_cohorts_by_race" : "outcomes.grad_cohorts"
    }
}
