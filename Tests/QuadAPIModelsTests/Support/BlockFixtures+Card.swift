@_spi(Lineage) import QuadAPIModels

/// The school card the card, row and topic fixtures share: every optional field set.
extension BlockFixtures {
    static let card = SchoolCardBlock(
        school: Schools.harvard, subtitle: "Cambridge, MA · Private",
        facts: [
            CardFact(label: "Admit rate", value: L.acceptanceWithDelta, caption: "admitted · about 1 in 28", term: "acceptance-rate"),
            CardFact(
                label: "SAT", value: L.value(1500, "1500", .int, path: "scores.sat_25", field: "SAT 25th percentile"),
                upper: L.value(1580, "1580", .int, path: "scores.sat_75", field: "SAT 75th percentile")
            ),
        ],
        tier: "Most selective",
        meters: [
            PercentileMeter(label: "Selectivity", value: admitRate, fill: 0.99),
            PercentileMeter(
                label: "SAT range", value: L.value(1500, "1500", .int, path: "scores.sat_25", field: "SAT 25th percentile"),
                upper: L.value(1580, "1580", .int, path: "scores.sat_75", field: "SAT 75th percentile"), fill: 0.98
            ),
        ],
        indicators: [
            TrendIndicator(
                key: "selectivity", label: "Selectivity", direction: .up, word: "More selective",
                change: L.value(-0.023, "−2.3 pts", .pts), detail: "admit rate 5.9% → 3.6%", question: "Is it getting harder to get in?"
            ),
            TrendIndicator(key: "cost", label: "Cost", direction: .steady, word: "Steady"),
        ],
        standouts: [Standout(label: "Ultra-selective", color: "admissions", metric: "acceptance"), Standout(label: "Generous aid", color: "value")],
        distance: Distance(miles: L.value(410, "410", .num, path: "derived.distance", field: "Distance from home"), text: "410 mi · about 7½ hours by car")
    )
}
