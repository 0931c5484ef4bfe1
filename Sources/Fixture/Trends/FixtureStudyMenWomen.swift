import Domain
/// Study 1, men and women in admissions (`men-and-women.json`): colleges reporting both sexes' acceptance rates with
/// 1,000+ applicants at both ends of a twenty-year window; "notably higher" is a gap of 3+ points.
enum FixtureStudyMenWomen {
    typealias P = FixtureTrendPanel
    typealias Member = FixtureTrendMember

    static let threshold = 0.03
    static let minApplicants = 1000.0

    static func gap(_ m: Member, _ y: Int) -> Double? {
        guard let men = m.at("admit_rate_men", y), let women = m.at("admit_rate_women", y) else { return nil }
        return men - women
    }

    static func build(_ ctx: FixtureStudyContext) -> FixtureStudyOutput {
        let def = TrendStudyCatalog.study("men-and-women")!
        let to = FixtureSeries.latestFall, from = to - def.window
        let lineFrom = ctx.members.compactMap { $0.series["admit_rate_men"]?.start }.min() ?? from
        let panel = P.fixedPanel(ctx.members, (from, to)) { m, y in
            gap(m, y) != nil && (m.at("applicants", y) ?? 0) >= minApplicants
        }
        func values(_ ms: [Member]) -> FixtureValue {
            let men: ([Member], Int) -> Double? = { r, y in P.share(r) { m in gap(m, y).map { $0 >= threshold - 1e-9 } } }
            let women: ([Member], Int) -> Double? = { r, y in P.share(r) { m in gap(m, y).map { $0 <= -threshold + 1e-9 } } }
            let medianGap: ([Member], Int) -> Double? = { r, y in P.median(r) { gap($0, y) } }
            let weightedMen: ([Member], Int) -> Double? = { r, y in
                P.weighted(r, { $0.at("admit_rate_men", y) }, { $0.at("applicants", y) })
            }
            let weightedWomen: ([Member], Int) -> Double? = { r, y in
                P.weighted(r, { $0.at("admit_rate_women", y) }, { $0.at("applicants", y) })
            }
            let has: (Member, Int) -> Bool = { m, y in gap(m, y) != nil }
            return .obj([
                "menHigher": P.thenNow(men(ms, from), men(ms, to)),
                "womenHigher": P.thenNow(women(ms, from), women(ms, to)),
                "medianGap": P.thenNow(medianGap(ms, from), medianGap(ms, to)),
                "weightedMen": P.thenNow(weightedMen(ms, from), weightedMen(ms, to)),
                "weightedWomen": P.thenNow(weightedWomen(ms, from), weightedWomen(ms, to)),
                "lines": .obj([
                    "menHigher": .numbers(P.line(ms, lineFrom, to, has: has, men)),
                    "womenHigher": .numbers(P.line(ms, lineFrom, to, has: has, women)),
                    "medianGap": .numbers(P.line(ms, lineFrom, to, has: has, medianGap)),
                    "weightedGap": .numbers(P.line(ms, lineFrom, to, has: { m, y in has(m, y) && m.at("applicants", y) != nil }) { r, y in
                        guard let a = weightedMen(r, y), let b = weightedWomen(r, y) else { return nil }
                        return a - b
                    }),
                ]),
            ])
        }
        let national = P.nationalRow(panel, values)
        let file = ctx.file(def, from: from, to: to, n: panel.count, lineFrom: lineFrom, national: national,
                            groupings: ctx.groupings(def, panel, values),
                            extra: [FixtureMember(key: "threshold", value: .number(threshold)),
                                    FixtureMember(key: "minApplicants", value: .number(minApplicants))])
        let menHigher = national.thenNow("values.menHigher"), womenHigher = national.thenNow("values.womenHigher")
        typealias C = FixtureStudyContext
        let sentence = "In fall \(from), \(C.pct(menHigher.0)) of colleges admitted men at a rate 3 or more points higher "
            + "than women; in fall \(to), \(C.pct(menHigher.1)) did, while \(C.pct(womenHigher.1)) favored women by as much."
        let card = ctx.card(def, value: womenHigher.1, format: "pct",
                            caption: "of colleges admit women at a notably higher rate than men", sentence: sentence,
                            sparkStart: lineFrom, sparkFormat: "pct",
                            series: [("Women admitted at a higher rate", national.numberList("values.lines.womenHigher")),
                                     ("Men admitted at a higher rate", national.numberList("values.lines.menHigher"))],
                            from: from, to: to, n: panel.count)
        return FixtureStudyOutput(file: file, card: card)
    }
}
