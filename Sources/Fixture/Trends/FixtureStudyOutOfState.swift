import Domain
/// Study 4, public colleges and students from other states (`out-of-state.json`): publics reporting the out-of-state
/// share of first-years at both ends of a ten-fall window (even falls only), with 200+ enrolled first-years at the
/// start.
enum FixtureStudyOutOfState {
    typealias P = FixtureTrendPanel
    typealias Member = FixtureTrendMember

    static let minEnrolled = 200.0
    static let threshold = 0.3
    static let premiumOver = 20_000.0

    static func build(_ ctx: FixtureStudyContext) -> FixtureStudyOutput {
        let def = TrendStudyCatalog.study("out-of-state")!
        let to = FixtureSeries.latestFall, from = to - def.window
        let lineFrom = ctx.members.compactMap { $0.series["out_of_state_share"]?.start }.min() ?? from
        let share: (Member, Int) -> Double? = { $0.at("out_of_state_share", $1) }
        let panel = ctx.members.filter { m in
            m.isPublic && share(m, from) != nil && share(m, to) != nil && (m.at("enrolled", from) ?? 0) >= minEnrolled
        }
        func values(_ ms: [Member]) -> FixtureValue {
            let median: ([Member], Int) -> Double? = { r, y in P.median(r) { share($0, y) } }
            let share30: ([Member], Int) -> Double? = { r, y in P.share(r) { m in share(m, y).map { $0 >= threshold } } }
            let weighted: ([Member], Int) -> Double? = { r, y in P.weighted(r, { share($0, y) }, { $0.at("enrolled", y) }) }
            let has: (Member, Int) -> Bool = { share($0, $1) != nil }
            let hasWeight: (Member, Int) -> Bool = { m, y in has(m, y) && (m.at("enrolled", y) ?? 0) > 0 }
            return .obj([
                "medianShare": P.thenNow(median(ms, from), median(ms, to)),
                "share30": P.thenNow(share30(ms, from), share30(ms, to)),
                "weightedShare": P.thenNow(weighted(ms, from), weighted(ms, to)),
                "lines": .obj([
                    "medianShare": .numbers(P.line(ms, lineFrom, to, step: 2, has: has, median)),
                    "share30": .numbers(P.line(ms, lineFrom, to, step: 2, has: has, share30)),
                    "weightedShare": .numbers(P.line(ms, lineFrom, to, step: 2, has: hasWeight, weighted)),
                ]),
            ])
        }
        let privates = ctx.members.filter { $0.type == "private-nonprofit" && share($0, from) != nil && share($0, to) != nil }
        let privateLine = P.line(privates, lineFrom, to, step: 2, has: { share($0, $1) != nil }) { r, y in
            P.median(r) { share($0, y) }
        }
        // The premium: out-of-state minus in-state full price, in the last school year's dollars.
        let premiumTo = FixtureSeries.latestAcademic, premiumFrom = premiumTo - def.window
        func premium(_ m: Member, _ y: Int) -> Double? {
            guard let a = m.at("sticker_in_state", y), let b = m.at("sticker_out_of_state", y) else { return nil }
            return ctx.real(b - a, y, base: premiumTo)
        }
        let premiumLine = P.yearly(lineFrom, premiumTo) { y in
            guard let r = P.reporting(panel, { premium($0, y) != nil }) else { return nil }
            return P.median(r) { premium($0, y) }?.rounded()
        }
        func over20k(_ y: Int) -> Double? { P.share(panel) { m in premium(m, y).map { $0 > premiumOver } } }
        var totals: [String: Double] = [:]
        var reporting = 0
        for m in ctx.members where m.isPublic && !m.homeStates.isEmpty {
            reporting += 1
            for row in m.homeStates where row.state != m.state { totals[row.state, default: 0] += row.count }
        }
        let national = P.nationalRow(panel, values)
        let file = ctx.file(def, from: from, to: to, n: panel.count, lineFrom: lineFrom, national: national,
                            groupings: ctx.groupings(def, panel, values), extra: [
                                FixtureMember(key: "minEnrolled", value: .number(minEnrolled)),
                                FixtureMember(key: "threshold", value: .number(threshold)),
                                FixtureMember(key: "private", value: .obj([
                                    "median": P.thenNow(P.median(privates) { share($0, from) },
                                                        P.median(privates) { share($0, to) }),
                                    "line": .numbers(privateLine),
                                ])),
                                FixtureMember(key: "internationalMedian", value: P.thenNow(
                                    P.median(panel) { $0.at("international_share", from) },
                                    P.median(panel) { $0.at("international_share", to) })),
                                FixtureMember(key: "premium", value: .obj([
                                    "from": .int(premiumFrom), "to": .int(premiumTo), "lineFrom": .int(lineFrom),
                                    "line": .numbers(premiumLine),
                                    "median": [.number((P.median(panel) { premium($0, premiumFrom) } ?? 0).rounded()),
                                               .number((P.median(panel) { premium($0, premiumTo) } ?? 0).rounded())],
                                    "over20k": P.thenNow(over20k(premiumFrom), over20k(premiumTo)),
                                ])),
                                FixtureMember(key: "sendingStates", value: .obj([
                                    "year": .int(to), "n": .int(reporting),
                                    "totals": .object(totals.keys.sorted().map {
                                        FixtureMember(key: $0, value: .number(totals[$0]!.rounded()))
                                    }),
                                ])),
                            ])
        let median = national.thenNow("values.medianShare"), share30 = national.thenNow("values.share30")
        typealias C = FixtureStudyContext
        let sentence = "The median public college's out-of-state share rose from \(C.pct(median.0)) in fall \(from) to "
            + "\(C.pct(median.1)) in fall \(to), and the share of publics that are 30%+ out-of-state rose from "
            + "\(C.pct(share30.0)) to \(C.pct(share30.1))."
        let card = ctx.card(def, value: median.1, format: "pct",
                            caption: "median public college's out-of-state share of first-years", sentence: sentence,
                            sparkStart: lineFrom, sparkFormat: "pct",
                            series: [("Median public's out-of-state share", national.numberList("values.lines.medianShare"))],
                            from: from, to: to, n: panel.count)
        return FixtureStudyOutput(file: file, card: card)
    }
}
