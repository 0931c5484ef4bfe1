import Domain
import QuadAPIModels

/// `GET /compare/outcomes`: Outcomes, compared: earnings and finishing, borrowing, eight-year outcomes, and
/// graduation by group (Pell vs. neither, the Pell gap, by race and ethnicity, the colleges' own on-time rows). Each
/// block shows only when a compared college has its data.
enum CompareOutcomesScreen {
    static let fields: [String] = [
        FieldPath.earnings10yr, FieldPath.graduationRate, FieldPath.retentionRate, FieldPath.medianDebt,
        FieldPath.federalLoanRate, "outcomes.median_debt_pell", FieldPath.eightYear, FieldPath.gradRatePell,
        FieldPath.gradRateNoPellNoLoan, FieldPath.gradCohorts, FieldPath.pellGradGap, "outcomes.grad_rate_by_race",
        "outcomes.grad_cohorts_by_race", "reported.outcomes.graduation",
    ]

    /// "Not shown: under 30 students" for a small cohort (never 0), else "Not reported".
    static func blank(_ cohort: Double?) -> String {
        if let cohort, cohort > 0, cohort < CompareTable.minGroupCohort { return "Not shown: under 30 students" }
        return CompareCards.notReported
    }

    static func build(_ c: CompareContext) -> CompareResponse {
        let s = c.schools
        let hasEarnings = s.contains { $0.outcomes?.medianEarnings10yr != nil || $0.outcomes?.graduationRate != nil
            || $0.outcomes?.retentionRate != nil }
        let hasBorrowing = s.contains { $0.outcomes?.medianDebt != nil || $0.outcomes?.federalLoanRate != nil
            || $0.outcomes?.medianDebtPell != nil }
        let hasEightYear = s.contains { TopicAvailability.isShown($0.outcomes?.eightYear?.all) }
        let hasRace = s.contains { x in CompareTable.raceGroups.contains { g in x.outcomes?.gradRateByRace.flatMap(g.rate) != nil } }
        let hasOnTime = s.contains(where: CompareTable.reportsOnTime)
        let hasGroup = s.contains(where: TopicAvailability.hasGraduationByGroup) || hasOnTime
        var blocks: [Block] = []
        if hasEarnings {
            blocks.append(CompareBlocks.heading(2, "Earnings and finishing", anchor: "earnings-finishing"))
            blocks.append(CompareBlocks.bars(c, .metric(.earnings, "Median earnings, 10 yrs", format: .moneyCompact,
                                                        flag: CompareFlag(.max, "Highest"))))
            blocks.append(CompareBlocks.bars(c, .metric(.gradRate, "Graduation rate", max: 1, flag: CompareFlag(.max, "Highest"))))
            blocks.append(CompareBlocks.bars(c, CompareBar("Retention rate", term: "retention-rate", field: FieldPath.retentionRate,
                                                           format: .pct, max: 1, flag: CompareFlag(.max, "Highest")) {
                $0.outcomes?.retentionRate
            }))
        }
        if hasBorrowing {
            blocks.append(CompareBlocks.heading(2, "Borrowing", anchor: "borrowing"))
            blocks.append(CompareBlocks.bars(c, .metric(.debt, "Median debt", format: .moneyCompact, flag: CompareFlag(.min, "Lowest"))))
            blocks.append(CompareBlocks.bars(c, .metric(.loanRate, MetricKey.loanRate.definition.label, max: 1)))
            blocks.append(CompareBlocks.bars(c, CompareBar("Median debt, Pell Grant recipients", term: "median-debt",
                                                           field: "outcomes.median_debt_pell", format: .moneyCompact,
                                                           flag: CompareFlag(.min, "Lowest")) { $0.outcomes?.medianDebtPell }))
        }
        if hasEightYear {
            blocks.append(CompareBlocks.heading(2, "Eight-year outcomes", anchor: "eight-year"))
            blocks.append(CompareBlocks.bars(c, .metric(.completion4, "Credential within 4 years, all students", max: 1)))
            blocks.append(CompareBlocks.bars(c, .metric(.completion8, "Credential within 8 years, all students", max: 1)))
            blocks.append(CompareBlocks.bars(c, .metric(.transferOut, "Enrolled at another college, 8 years on", max: 1)))
        }
        if hasGroup { blocks += byGroup(c, race: hasRace, onTime: hasOnTime) }
        if !blocks.isEmpty { blocks.append(CompareBlocks.tableLink(c, "All outcomes numbers in the table", hash: "outcomes")) }
        return CompareFrame.topicScreen(c, lede: nil, fields: fields, empty: "None of these colleges reports outcomes data.",
                                        blocks: blocks)
    }

    /// Pell vs. neither, the Pell gap, by race and ethnicity (blank under 30 students), and the on-time rows.
    static func byGroup(_ c: CompareContext, race: Bool, onTime: Bool) -> [Block] {
        var out = [CompareBlocks.heading(2, "Graduation by group", anchor: "by-group")]
        let groups: [(String, String, @Sendable (School) -> Double?, @Sendable (School) -> Double?)] = [
            ("Graduated in 6 years, Pell Grant recipients", FieldPath.gradRatePell,
             { $0.outcomes?.gradRatePell }, { $0.outcomes?.gradCohorts?.pell }),
            ("Graduated in 6 years, neither Pell nor subsidized loan", FieldPath.gradRateNoPellNoLoan,
             { $0.outcomes?.gradRateNoPellNoLoan }, { $0.outcomes?.gradCohorts?.noPellNoLoan }),
        ]
        for (label, field, rate, cohort) in groups {
            out.append(CompareBlocks.bars(c, CompareBar(label, term: "pell-graduation-gap", field: field, format: .pct, max: 1,
                                                        value: rate), missing: { blank(cohort(c.schools[$0])) }))
        }
        out.append(CompareBlocks.bars(c, .metric(.pellGap, "Pell graduation gap")))
        if race {
            out.append(CompareBlocks.text("**Graduated in 6 years, by race and ethnicity**"))
            out.append(CompareBlocks.textTable(c, first: "Group", rows: CompareTable.raceGroups.map { g in
                CompareTableRow(g.label.prefix(1).uppercased() + g.label.dropFirst(), "graduation-rate",
                                "outcomes.grad_rate_by_race", format: .pct) { s in
                    if let r = s.outcomes?.gradRateByRace.flatMap(g.rate) { return CompareCell(SiteFormat.pct(r), number: r) }
                    return CompareCell(blank(s.outcomes?.gradCohortsByRace.flatMap(g.rate)))
                }
            }))
        }
        if onTime {
            out.append(CompareBlocks.text("**On-time progress, from the colleges' Common Data Sets**"))
            out.append(CompareBlocks.textTable(c, first: "Finished within", rows: CompareTable.onTimeRows))
        }
        return out
    }
}
