import Domain
/// Study 6, test-optional went mainstream (`test-optional.json`): colleges reporting a test policy in fall 2019 and
/// the newest fall. Policy codes as stored: required 1, recommended 2, not considered 3 (test-blind from fall 2022),
/// considered 5.
enum FixtureStudyTestOptional {
    typealias P = FixtureTrendPanel
    typealias Member = FixtureTrendMember

    static let from = 2019
    static let blindFrom = 2022

    static func policy(_ m: Member, _ y: Int) -> Double? { m.at("test_policy", y) }
    static func required(_ m: Member, _ y: Int) -> Bool { policy(m, y) == 1 }
    static func optional(_ m: Member, _ y: Int) -> Bool { policy(m, y) == 2 || policy(m, y) == 5 }

    static func build(_ ctx: FixtureStudyContext) -> FixtureStudyOutput {
        let def = TrendStudyCatalog.study("test-optional")!
        let to = FixtureSeries.latestFall
        let lineFrom = ctx.members.compactMap { $0.series["test_policy"]?.start }.min() ?? from
        let panel = P.fixedPanel(ctx.members, (from, to)) { policy($0, $1) != nil }
        func values(_ ms: [Member]) -> FixtureValue {
            let req: ([Member], Int) -> Double? = { r, y in P.share(r) { m in policy(m, y).map { $0 == 1 } } }
            let blind: ([Member], Int) -> Double? = { r, y in P.share(r) { m in policy(m, y).map { $0 == 3 } } }
            let sat: ([Member], Int) -> Double? = { r, y in P.median(r) { $0.at("sat_submit", y) } }
            let act: ([Member], Int) -> Double? = { r, y in P.median(r) { $0.at("act_submit", y) } }
            let has: (Member, Int) -> Bool = { policy($0, $1) != nil }
            // Submission is not the panel's field: a flat floor of 30 reporters instead of 90% coverage.
            func soft(_ key: String, _ f: @escaping ([Member], Int) -> Double?) -> [Double?] {
                P.yearly(lineFrom, to) { y in
                    let r = ms.filter { $0.at(key, y) != nil }
                    return r.count >= P.groupFloor ? f(r, y).map(FixtureRound.four) : nil
                }
            }
            return .obj([
                "required": P.thenNow(req(ms, from), req(ms, to)),
                "satSubmitMedian": P.thenNow(sat(ms, from), sat(ms, to)),
                "actSubmitMedian": P.thenNow(act(ms, from), act(ms, to)),
                "lines": .obj([
                    "required": .numbers(P.line(ms, lineFrom, to, has: has, req)),
                    "blind": .numbers(P.line(ms, blindFrom, to, has: has, blind)),
                    "satSubmitMedian": .numbers(soft("sat_submit", sat)),
                    "actSubmitMedian": .numbers(soft("act_submit", act)),
                ]),
            ])
        }
        let hasScores: (Member) -> Bool = { m in
            [from, to].allSatisfy { m.at("sat_25", $0) != nil && m.at("sat_75", $0) != nil }
        }
        let rangeGroups: [(String, String, (Member) -> Bool)] = [
            ("dropped", "Dropped the requirement", { required($0, from) && !required($0, to) }),
            ("required-both", "Kept the requirement", { required($0, from) && required($0, to) }),
            ("optional-both", "Optional both years", { optional($0, from) && optional($0, to) }),
        ]
        let ranges: [FixtureValue] = rangeGroups.map { key, label, test in
            let ms = panel.filter { test($0) && hasScores($0) }
            guard ms.count >= P.groupFloor else {
                return .obj(["key": .string(key), "label": .string(label), "n": .int(ms.count), "tooFew": true])
            }
            func end(_ k: String, _ y: Int) -> FixtureValue { .number((P.median(ms) { $0.at(k, y) } ?? 0).rounded()) }
            return .obj(["key": .string(key), "label": .string(label), "n": .int(ms.count),
                         "p25": [end("sat_25", from), end("sat_25", to)], "p75": [end("sat_75", from), end("sat_75", to)]])
        }
        let wentBack = panel.filter { policy($0, blindFrom) != nil && !required($0, blindFrom) && required($0, to) }
            .sorted { NameCollationKey($0.name) < NameCollationKey($1.name) }
            .map { m -> FixtureValue in
                .obj(["id": .string(m.id), "name": .string(m.name),
                      "policyNow": .string(m.testPolicy.flatMap { Tiers.testPolicyLabels[$0] } ?? "Test scores required")])
            }
        let weighted: (Int) -> Double? = { y in P.weighted(panel, { $0.at("sat_submit", y) }, { $0.at("enrolled", y) }) }
        let national = P.nationalRow(panel, values)
        let file = ctx.file(def, from: from, to: to, n: panel.count, lineFrom: lineFrom, national: national,
                            groupings: ctx.groupings(def, panel, values), extra: [
                                FixtureMember(key: "blindFrom", value: .int(blindFrom)),
                                FixtureMember(key: "weightedSatSubmit", value: P.thenNow(weighted(from), weighted(to))),
                                FixtureMember(key: "scoreRanges", value: .array(ranges)),
                                FixtureMember(key: "wentBackToRequiring", value: .array(wentBack)),
                            ])
        let req = national.thenNow("values.required"), sat = national.thenNow("values.satSubmitMedian")
        typealias C = FixtureStudyContext
        let sentence = "In fall \(from), \(C.pct(req.0)) of colleges required the SAT or ACT; in fall \(to), "
            + "\(C.pct(req.1)) did, while the median college's SAT submission share fell from \(C.pct(sat.0)) to "
            + "\(C.pct(sat.1))."
        let card = ctx.card(def, value: req.1, format: "pct", caption: "of colleges still require the SAT or ACT",
                            sentence: sentence, sparkStart: lineFrom, sparkFormat: "pct",
                            series: [("Share of colleges requiring the SAT or ACT", national.numberList("values.lines.required"))],
                            from: from, to: to, n: panel.count)
        return FixtureStudyOutput(file: file, card: card)
    }
}
