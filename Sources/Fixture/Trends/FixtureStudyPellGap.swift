import Domain
/// Study 5, the Pell graduation gap (`pell-gap.json`): colleges with both groups' six-year rates and 50+ students in
/// each group, in both the entering class of 2010 and the newest one.
enum FixtureStudyPellGap {
    typealias P = FixtureTrendPanel
    typealias Member = FixtureTrendMember

    static let minCohort = 50.0
    static let gapThreshold = 0.1

    /// Neither-group rate minus the Pell rate, 4 places.
    static func gap(_ m: Member, _ y: Int) -> Double? {
        guard let none = m.at("grad_rate_no_pell_no_loan", y), let pell = m.at("grad_rate_pell", y) else { return nil }
        return FixtureRound.four(none - pell)
    }

    static func build(_ ctx: FixtureStudyContext) -> FixtureStudyOutput {
        let def = TrendStudyCatalog.study("pell-gap")!
        let to = FixtureSeries.latestCohort, from = to - def.window
        let panel = P.fixedPanel(ctx.members, (from, to)) { m, y in
            gap(m, y) != nil && (m.at("grad_cohort_pell", y) ?? 0) >= minCohort
                && (m.at("grad_cohort_no_pell_no_loan", y) ?? 0) >= minCohort
        }
        func values(_ ms: [Member]) -> FixtureValue {
            let pell: ([Member], Int) -> Double? = { r, y in P.median(r) { $0.at("grad_rate_pell", y) } }
            let neither: ([Member], Int) -> Double? = { r, y in P.median(r) { $0.at("grad_rate_no_pell_no_loan", y) } }
            let gapMedian: ([Member], Int) -> Double? = { r, y in P.median(r) { gap($0, y) } }
            let gap10: ([Member], Int) -> Double? = { r, y in P.share(r) { m in gap(m, y).map { $0 >= gapThreshold } } }
            let overall: ([Member], Int) -> Double? = { r, y in P.median(r) { $0.at("grad_rate", y) } }
            func weighted(_ r: [Member], _ y: Int, _ key: String, _ cohort: String) -> Double? {
                P.weighted(r, { $0.at(key, y) }, { $0.at(cohort, y) })
            }
            let wPell: ([Member], Int) -> Double? = { weighted($0, $1, "grad_rate_pell", "grad_cohort_pell") }
            let wNeither: ([Member], Int) -> Double? = {
                weighted($0, $1, "grad_rate_no_pell_no_loan", "grad_cohort_no_pell_no_loan")
            }
            let has: (Member, Int) -> Bool = { gap($0, $1) != nil }
            let wp = (FixtureRound.four(wPell(ms, from) ?? 0), FixtureRound.four(wPell(ms, to) ?? 0))
            let wn = (FixtureRound.four(wNeither(ms, from) ?? 0), FixtureRound.four(wNeither(ms, to) ?? 0))
            return .obj([
                "pellRate": P.thenNow(pell(ms, from), pell(ms, to)),
                "neitherRate": P.thenNow(neither(ms, from), neither(ms, to)),
                "gap": P.thenNow(gapMedian(ms, from), gapMedian(ms, to)),
                "gap10Share": P.thenNow(gap10(ms, from), gap10(ms, to)),
                "weightedPellRate": [.number(wp.0), .number(wp.1)],
                "weightedNeitherRate": [.number(wn.0), .number(wn.1)],
                "weightedGap": P.thenNow(wn.0 - wp.0, wn.1 - wp.1),
                "overallRate": P.thenNow(overall(ms, from), overall(ms, to)),
                "lines": .obj([
                    "pellRate": .numbers(P.line(ms, from, to, has: has, pell)),
                    "neitherRate": .numbers(P.line(ms, from, to, has: has, neither)),
                    "gap": .numbers(P.line(ms, from, to, has: has, gapMedian)),
                    "weightedGap": .numbers(P.line(ms, from, to, has: has) { r, y in
                        guard let a = wNeither(r, y), let b = wPell(r, y) else { return nil }
                        return a - b
                    }),
                    "overallRate": .numbers(P.line(ms, from, to, has: { $0.at("grad_rate", $1) != nil }, overall)),
                ]),
            ])
        }
        // The eight-year outcome measures: their own entering class, national and by control.
        let omYear = ctx.members.compactMap(\.omYear).max() ?? (to - 2)
        let om = ctx.members.filter { $0.omYear == omYear && $0.omPell != nil && $0.omNonPell != nil }
        func omRow(_ key: String, _ label: String, _ ms: [Member]) -> FixtureValue {
            guard ms.count >= P.groupFloor else {
                return .obj(["key": .string(key), "label": .string(label), "n": .int(ms.count), "tooFew": true])
            }
            return .obj(["key": .string(key), "label": .string(label), "n": .int(ms.count),
                         "pell": P.four(P.median(ms) { $0.omPell }), "nonPell": P.four(P.median(ms) { $0.omNonPell })])
        }
        let control = P.groupings["control"]!
        let byControl: [FixtureValue] = control.groups.compactMap { g in
            let ms = om.filter { $0.type == g.key }
            return ms.isEmpty ? nil : omRow(g.key, g.label, ms)
        }
        let national = P.nationalRow(panel, values)
        let file = ctx.file(def, from: from, to: to, n: panel.count, lineFrom: from, national: national,
                            groupings: ctx.groupings(def, panel, values), extra: [
                                FixtureMember(key: "minCohort", value: .number(minCohort)),
                                FixtureMember(key: "gapThreshold", value: .number(gapThreshold)),
                                FixtureMember(key: "om8", value: .obj([
                                    "year": .int(omYear), "national": omRow("all", "All colleges", om),
                                    "byControl": .array(byControl),
                                ])),
                            ])
        let g = national.thenNow("values.gap")
        let sentence = "At the median college, Pell recipients from the class entering fall \(from) graduated within six "
            + "years \(Int(((g.0 ?? 0) * 100).rounded())) points less often than students with neither a Pell Grant nor "
            + "a subsidized loan; for the class entering fall \(to) the gap was \(Int(((g.1 ?? 0) * 100).rounded())) points."
        let card = ctx.card(def, value: g.1, format: "pts",
                            caption: "point gap between Pell recipients and students with neither, at the median college",
                            sentence: sentence, sparkStart: from, sparkFormat: "pts",
                            series: [("Median gap, points", national.numberList("values.lines.gap"))],
                            from: from, to: to, n: panel.count)
        return FixtureStudyOutput(file: file, card: card)
    }
}
