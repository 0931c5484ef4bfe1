import Domain
/// `states.json` (the site's `scripts/trends/states.mts`): per state, counts by control, the members, the ten-year
/// changes of its fixed panel (300+ undergraduates at both ends), sparklines against the national panel, where its
/// first-years come from, its movers and its public research universities. States under 10 colleges get counts,
/// members and movers only.
enum FixtureStateTrends {
    typealias P = FixtureTrendPanel
    typealias Member = FixtureTrendMember

    static let minUndergrads = 300.0
    static let window = 10
    static let testOptionalPolicies: Set<String> = ["recommended", "considered", "not-considered"]

    static func file(_ ctx: FixtureStudyContext) -> FixtureValue {
        let to = FixtureSeries.latestFall, from = to - window
        let toMoney = FixtureSeries.latestAcademic, fromMoney = toMoney - window
        func panel(_ ms: [Member]) -> [Member] {
            P.fixedPanel(ms, (from, to)) { m, y in (m.at("undergrads", y) ?? 0) >= minUndergrads }
        }
        func realAt(_ m: Member, _ key: String, _ y: Int) -> Double? { ctx.real(m.at(key, y), y, base: toMoney) }
        func pctChange(_ m: Member, _ key: String, _ a: Int, _ b: Int, money: Bool = false) -> Double? {
            guard let x = money ? realAt(m, key, a) : m.at(key, a), let y = m.at(key, b), x != 0 else { return nil }
            return FixtureRound.four((y - x) / x)
        }
        func measures(_ ms: [Member]) -> FixtureValue {
            let then = P.total(ms) { $0.at("undergrads", from) } ?? 0
            let now = P.total(ms) { $0.at("undergrads", to) } ?? 0
            return .obj([
                "undergradsMedianChange": P.four(P.median(ms) { pctChange($0, "undergrads", from, to) } ?? 0),
                "undergradsTotal": [.number(then.rounded()), .number(now.rounded())],
                "undergradsTotalChange": P.four(then > 0 ? (now - then) / then : 0),
                "applicantsMedianChange": P.four(P.median(ms) { pctChange($0, "applicants", from, to) } ?? 0),
                "acceptanceRateMedianChange": P.four(P.median(ms) { m in
                    guard let a = m.at("acceptance_rate", from), let b = m.at("acceptance_rate", to) else { return nil }
                    return FixtureRound.four(b - a)
                } ?? 0),
                "avgPaidMedianChange": P.four(P.median(ms) { pctChange($0, "avg_paid_all", fromMoney, toMoney, money: true) } ?? 0),
            ])
        }
        func medianLine(_ ms: [Member], _ key: String, _ a: Int, _ b: Int, step: Int = 1, money: Bool = false,
                        coverage: Bool = true) -> [Double?] {
            P.yearly(a, b, step: step) { y in
                let has: (Member) -> Bool = { $0.at(key, y) != nil }
                let r = coverage ? P.reporting(ms, has) : ms.filter(has)
                guard let r, !r.isEmpty else { return nil }
                return P.median(r) { money ? realAt($0, key, y) : $0.at(key, y) }.map(FixtureRound.four)
            }
        }
        func sparkLines(_ ms: [Member]) -> FixtureValue {
            .obj([
                "undergrads": .numbers(medianLine(ms, "undergrads", from, to)),
                "applicants": .numbers(medianLine(ms, "applicants", from, to)),
                "acceptanceRate": .numbers(medianLine(ms, "acceptance_rate", from, to)),
                "avgPaid": .numbers(medianLine(ms, "avg_paid_all", fromMoney, toMoney, money: true, coverage: false)),
            ])
        }
        func outOfStateSide(_ ms: [Member]) -> FixtureValue {
            guard let a = P.median(ms, { $0.at("out_of_state_share", from) }),
                  let b = P.median(ms, { $0.at("out_of_state_share", to) }) else { return .null }
            return .obj(["n": .int(ms.count), "line": .numbers(medianLine(ms, "out_of_state_share", from, to, step: 2)),
                         "thenNow": P.thenNow(a, b)])
        }
        var byState: [String: [Member]] = [:]
        for m in ctx.members where !m.state.isEmpty { byState[m.state, default: []].append(m) }
        let states: [FixtureValue] = byState.keys.sorted().map { postal in
            let ms = byState[postal]!
            let count: (String) -> Int = { t in ms.filter { $0.type == t }.count }
            var sending: [String: Double] = [:]
            var sendingTotal = 0.0
            for m in ms {
                for row in m.homeStates {
                    sending[row.state, default: 0] += row.count
                    sendingTotal += row.count
                }
            }
            let top = sending.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(8)
            let research = ms.filter { $0.isPublic && ($0.research == "R1" || $0.research == "R2") }
                .sorted { a, b in a.research != b.research ? a.research == "R1" : NameCollationKey(a.name) < NameCollationKey(b.name) }
            var entry: [FixtureMember] = [
                FixtureMember(key: "postal", value: .string(postal)),
                FixtureMember(key: "name", value: .string(FixtureStates.name(of: postal))),
                FixtureMember(key: "territory", value: false),
                FixtureMember(key: "onSite", value: .obj([
                    "total": .int(ms.count), "public": .int(count("public")),
                    "privateNonprofit": .int(count("private-nonprofit")), "privateForprofit": .int(count("private-forprofit")),
                ])),
                FixtureMember(key: "members", value: .array(ms.sorted { NameCollationKey($0.name) < NameCollationKey($1.name) }
                    .map { .obj(["unit_id": .string($0.id), "name": .string($0.name)]) })),
                FixtureMember(key: "topSendingStates", value: .array(top.map {
                    .obj(["state": .string($0.key), "count": .number($0.value.rounded()),
                          "share": .number(sendingTotal > 0 ? FixtureRound.four($0.value / sendingTotal) : 0)])
                })),
                FixtureMember(key: "researchUnis", value: .array(research.map {
                    .obj(["unit_id": .string($0.id), "name": .string($0.name), "tier": .string($0.research ?? ""),
                          "from": .int(from), "to": .int(to), "change": .num(pctChange($0, "undergrads", from, to))])
                })),
                FixtureMember(key: "movers", value: FixtureMovers.forState(ctx, ms)),
            ]
            guard ms.count >= P.stateFloor else {
                entry += [FixtureMember(key: "panel", value: .obj(["n": 0, "ids": []])),
                          FixtureMember(key: "tooFew", value: true),
                          FixtureMember(key: "map", value: .obj(["undergradChange": .null, "acceptanceRate": .null,
                                                                  "avgCost": .null, "outOfState": .null,
                                                                  "testOptionalShare": .null]))]
                return .object(entry)
            }
            let p = panel(ms)
            let all = P.nationalRow(p, measures)
            let optional = P.share(ms) { m in m.testPolicy.map { testOptionalPolicies.contains($0) } ?? false }
            entry += [
                FixtureMember(key: "panel", value: .obj(["n": .int(p.count), "ids": .array(p.map(\.id).sorted().map { .string($0) })])),
                FixtureMember(key: "map", value: .obj([
                    "undergradChange": all.value(at: "values.undergradsMedianChange") ?? .null,
                    "acceptanceRate": P.four(P.median(ms) { $0.acceptance }),
                    "avgCost": .num(P.median(ms) { $0.avgCost }?.rounded()),
                    "outOfState": P.four(P.median(ms.filter(\.isPublic)) { $0.outOfState }),
                    "testOptionalShare": P.four(optional),
                ])),
                FixtureMember(key: "all", value: all),
                FixtureMember(key: "control", value: P.byGroup(p, "control", floor: P.stateFloor, measures)),
                FixtureMember(key: "sparkLines", value: sparkLines(p)),
                FixtureMember(key: "outOfState", value: .obj([
                    "from": .int(from), "to": .int(to), "lineFrom": .int(from),
                    "public": outOfStateSide(ms.filter(\.isPublic)),
                    "privateNonprofit": outOfStateSide(ms.filter { $0.type == "private-nonprofit" }),
                ])),
            ]
            return .object(entry)
        }
        let nationalPanel = panel(ctx.members)
        return .obj([
            "name": "states", "built": .string(ctx.built), "yearKind": "fall", "from": .int(from), "to": .int(to),
            "n": .int(ctx.members.count), "floor": .int(P.stateFloor), "lineFrom": .int(from),
            "fromMoney": .int(fromMoney), "toMoney": .int(toMoney),
            "national": .obj([
                "sparkLines": sparkLines(nationalPanel),
                "outOfStatePublicLine": .numbers(medianLine(nationalPanel.filter(\.isPublic), "out_of_state_share", from, to, step: 2)),
            ]),
            "states": .array(states),
        ])
    }
}
