import Domain
/// Study 2, shrinking colleges (`shrinking-colleges.json`): colleges with 300+ undergraduates at both ends of the
/// ten-year window (and, separately, of the five-year one); "shrank" and "grew" are changes of 10% or more.
enum FixtureStudyShrinking {
    typealias P = FixtureTrendPanel
    typealias Member = FixtureTrendMember

    static let minUndergrads = 300.0
    static let threshold = 0.10

    static func change(_ m: Member, _ from: Int, _ to: Int) -> Double? {
        guard let a = m.at("undergrads", from), let b = m.at("undergrads", to), a > 0 else { return nil }
        return b / a - 1
    }

    static func panel(_ ms: [Member], _ from: Int, _ to: Int) -> [Member] {
        P.fixedPanel(ms, (from, to)) { m, y in (m.at("undergrads", y) ?? 0) >= minUndergrads }
    }

    static func values(_ ms: [Member], _ from: Int, _ to: Int) -> FixtureValue {
        let then = P.total(ms) { $0.at("undergrads", from) } ?? 0
        let now = P.total(ms) { $0.at("undergrads", to) } ?? 0
        return .obj([
            "shrank10": P.four(P.share(ms) { m in change(m, from, to).map { $0 <= -threshold + 1e-9 } } ?? 0),
            "grew10": P.four(P.share(ms) { m in change(m, from, to).map { $0 >= threshold - 1e-9 } } ?? 0),
            "medianChange": P.four(P.median(ms) { change($0, from, to) } ?? 0),
            "totalChange": P.four(then > 0 ? now / then - 1 : 0),
        ])
    }

    /// One window's panel size, national row and groupings.
    static func window(_ ctx: FixtureStudyContext, _ def: TrendStudyDef, _ from: Int, _ to: Int)
        -> (panel: [Member], national: FixtureValue, groupings: [FixtureValue])
    {
        let p = panel(ctx.members, from, to)
        let compute: ([Member]) -> FixtureValue = { values($0, from, to) }
        return (p, P.nationalRow(p, compute), ctx.groupings(def, p, compute))
    }

    static func build(_ ctx: FixtureStudyContext) -> FixtureStudyOutput {
        let def = TrendStudyCatalog.study("shrinking-colleges")!
        let to = FixtureSeries.latestFall, from = to - def.window
        let ten = window(ctx, def, from, to)
        let five = window(ctx, def, to - 5, to)
        let belowStart = P.yearly(from, to) { y in
            P.share(ten.panel) { m in
                guard let a = m.at("undergrads", from), let b = m.at("undergrads", y) else { return nil }
                return b < a
            }.map(FixtureRound.four)
        }
        // Ten-year change in 10-point bins from −60% to +60%, the ends clamped.
        let changes = ten.panel.compactMap { change($0, from, to) }
        var counts = Array(repeating: 0, count: 12)
        for c in changes {
            counts[max(0, min(11, Int(((c + 0.6) / 0.1).rounded(.down))))] += 1
        }
        let shrank = ten.panel.filter { (change($0, from, to) ?? 0) <= -threshold + 1e-9 }
        let companion: FixtureValue = .obj([
            "from": .int(from), "to": .int(to), "n": .int(shrank.count),
            "applicants": .numbers(P.yearly(from, to) { y in P.median(shrank) { $0.at("applicants", y) }?.rounded() }),
            "enrolled": .numbers(P.yearly(from, to) { y in P.median(shrank) { $0.at("enrolled", y) }?.rounded() }),
        ])
        let file = ctx.file(def, from: from, to: to, n: ten.panel.count, lineFrom: from, national: ten.national,
                            groupings: ten.groupings, extra: [
                                FixtureMember(key: "minUndergrads", value: .number(minUndergrads)),
                                FixtureMember(key: "threshold", value: .number(threshold)),
                                FixtureMember(key: "five", value: .obj([
                                    "from": .int(to - 5), "to": .int(to), "n": .int(five.panel.count),
                                    "national": five.national, "groupings": .array(five.groupings),
                                ])),
                                FixtureMember(key: "belowStart", value: .numbers(belowStart)),
                                FixtureMember(key: "histogram", value: .obj([
                                    "binSize": 0.1, "min": -0.6, "max": 0.6,
                                    "counts": .array(counts.map { .int($0) }),
                                    "median": P.four(P.median(changes) ?? 0), "n": .int(changes.count),
                                ])),
                                FixtureMember(key: "companion", value: companion),
                            ])
        let shrank10 = ten.national.value(at: "values.shrank10")?.numberValue
        let grew10 = ten.national.value(at: "values.grew10")?.numberValue
        let median = ten.national.value(at: "values.medianChange")?.numberValue ?? 0
        typealias C = FixtureStudyContext
        let sentence = "Across \(SiteFormat.num(Double(ten.panel.count))) colleges, \(C.pct(shrank10)) have at least 10% "
            + "fewer undergraduates than in fall \(from), while \(C.pct(grew10)) grew that much; the median college's "
            + "undergraduate count \(median < 0 ? "fell" : "rose") \(C.pct(abs(median)))."
        let card = ctx.card(def, value: shrank10, format: "pct",
                            caption: "of colleges have at least 10% fewer undergraduates than ten years ago",
                            sentence: sentence, sparkStart: from, sparkFormat: "pct",
                            series: [("Smaller than at the window's start", belowStart)], from: from, to: to,
                            n: ten.panel.count)
        return FixtureStudyOutput(file: file, card: card)
    }
}
