import Domain
/// Study 3, the price gap (`price-gap.json`): colleges reporting full price and average total cost at both ends of a
/// ten-school-year window; money in the window's last year's dollars.
enum FixtureStudyPriceGap {
    typealias P = FixtureTrendPanel
    typealias Member = FixtureTrendMember

    static let resetThreshold = -0.1
    static let resetCap = 10

    static func discount(_ m: Member, _ y: Int) -> Double? {
        guard let full = m.at("full_price", y), let paid = m.at("avg_paid_all", y), full > 0 else { return nil }
        return FixtureRound.four(1 - paid / full)
    }

    static func build(_ ctx: FixtureStudyContext) -> FixtureStudyOutput {
        let def = TrendStudyCatalog.study("price-gap")!
        let to = FixtureSeries.latestAcademic, from = to - def.window
        let panel = P.fixedPanel(ctx.members, (from, to)) { m, y in
            m.at("full_price", y) != nil && m.at("avg_paid_all", y) != nil
        }
        func realAt(_ m: Member, _ key: String, _ y: Int) -> Double? { ctx.real(m.at(key, y), y, base: to) }
        func values(_ ms: [Member]) -> FixtureValue {
            // Indexed medians after inflation, 100 in the first year.
            func index(_ key: String) -> [Double?] {
                let base = P.median(ms) { realAt($0, key, from) }
                return P.yearly(from, to) { y in
                    guard let base, base > 0, let v = P.median(ms, { realAt($0, key, y) }) else { return nil }
                    return (v / base * 1000).rounded() / 10
                }
            }
            let full = index("full_price"), paid = index("avg_paid_all")
            func change(_ line: [Double?]) -> Double { FixtureRound.four(((line.last ?? nil) ?? 100) / 100 - 1) }
            let whole: (Double?) -> FixtureValue = { .number(($0 ?? 0).rounded()) }
            let bands: [FixtureValue] = (1...5).map { i in
                let key = "net_price_income_\(i)"
                return [whole(P.median(ms) { realAt($0, key, from) }), whole(P.median(ms) { realAt($0, key, to) })]
            }
            return .obj([
                "fullPriceChange": .number(change(full)), "avgPaidChange": .number(change(paid)),
                "discount": P.thenNow(P.median(ms) { discount($0, from) }, P.median(ms) { discount($0, to) }),
                "paidNow": whole(P.median(ms) { $0.at("avg_paid_all", to) }),
                "grantPct": P.thenNow(P.median(ms) { $0.at("grant_pct", from) }, P.median(ms) { $0.at("grant_pct", to) }),
                "grantAvg": [whole(P.median(ms) { realAt($0, "grant_avg", from) }),
                             whole(P.median(ms) { realAt($0, "grant_avg", to) })],
                "netPriceByBand": .array(bands),
                "lines": .obj([
                    "fullPriceIndex": .numbers(full), "avgPaidIndex": .numbers(paid),
                    "discount": .numbers(P.yearly(from, to) { y in P.median(ms) { discount($0, y) }.map(FixtureRound.four) }),
                ]),
            ])
        }
        var resets: [(id: String, name: String, year: Int, drop: Double)] = []
        for m in panel {
            var best: (year: Int, drop: Double)?
            for y in from..<to {
                guard let a = realAt(m, "full_price", y), let b = realAt(m, "full_price", y + 1), a > 0 else { continue }
                let drop = FixtureRound.four(b / a - 1)
                if drop <= resetThreshold, best.map({ drop < $0.drop }) ?? true { best = (y, drop) }
            }
            if let best { resets.append((m.id, m.name, best.year, best.drop)) }
        }
        resets.sort { $0.drop != $1.drop ? $0.drop < $1.drop : $0.id < $1.id }
        let national = P.nationalRow(panel, values)
        let file = ctx.file(def, from: from, to: to, n: panel.count, lineFrom: from, national: national,
                            groupings: ctx.groupings(def, panel, values), extra: [
                                FixtureMember(key: "resetThreshold", value: .number(resetThreshold)),
                                FixtureMember(key: "resets", value: .array(resets.prefix(resetCap).map {
                                    .obj(["unitId": .string($0.id), "name": .string($0.name), "year": .int($0.year),
                                          "drop": .number($0.drop)])
                                })),
                            ])
        let fullChange = national.value(at: "values.fullPriceChange")?.numberValue ?? 0
        let paidChange = national.value(at: "values.avgPaidChange")?.numberValue ?? 0
        let sentence = "At the median college, full price \(fullChange >= 0 ? "rose" : "fell") "
            + "\(FixtureStudyContext.points(fullChange))% after inflation over \(to - from) years, while what students "
            + "actually paid fell \(FixtureStudyContext.points(paidChange))%, and the discount off the sticker price grew."
        let card = ctx.card(def, value: paidChange, format: "pct",
                            caption: "change in what students pay on average, after inflation", sentence: sentence,
                            sparkStart: from, sparkFormat: "num",
                            series: [("Full price, indexed", national.numberList("values.lines.fullPriceIndex")),
                                     ("Average paid, indexed", national.numberList("values.lines.avgPaidIndex"))],
                            from: from, to: to, n: panel.count)
        return FixtureStudyOutput(file: file, card: card)
    }
}
