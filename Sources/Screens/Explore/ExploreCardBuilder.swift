import Domain
import QuadAPIModels

/// The grid view's `school-card` blocks (screens-map §1.6): headline facts, the selectivity tier, five percentile
/// meters, the ten-year direction indicators, up to two standouts, and the distance from home when `near` is set.
/// A phone draws the same payload as a row.
enum ExploreCardBuilder {
    /// A meter's smallest fill, so a bottom-ranked college still shows a sliver.
    static let minimumFill = 0.06

    static func card(_ c: ExploreContext, position p: Int) -> SchoolCardBlock {
        let s = c.school(p)
        let lineage = c.lineage
        let rate = c.statistics.value(.acceptance, at: p)
        let admit = lineage.value(.acceptance, of: s)
        let sat = Derived.satComposite(s)
        let satLow = lineage.value("derived.sat_composite", of: s, sat?.lo, format: .int)
        let satHigh = lineage.value("derived.sat_composite", of: s, sat?.hi, format: .int)
        let undergrads = lineage.value(FieldPath.undergrads, of: s, s.demographics?.undergradEnrollment, format: .compact)

        var facts = [
            CardFact(label: "Admit rate", value: admit,
                     caption: AdmitRatio.text(rate).map { "admitted \u{00B7} about \($0)" } ?? "open admission or not reported",
                     term: "acceptance-rate"),
            CardFact(label: "SAT range", value: satLow, upper: sat == nil ? nil : satHigh, term: "middle-50"),
            CardFact(label: "Undergrads", value: undergrads, term: "undergrad-enrollment"),
            CardFact(label: "Avg cost", value: lineage.value(FieldPath.avgPaidAll, of: s, s.cost?.avgPaidAll, format: .moneyCompact),
                     caption: "per year", term: "average-cost"),
        ]
        if let income = c.query.income, let price = ExploreEngine.priceAt(s, income: income) {
            facts.append(CardFact(label: "At \(SiteFormat.moneyCompact(income)) income",
                                  value: lineage.value(FieldPath.netPriceByIncome, of: s, price, format: .moneyCompact),
                                  caption: "per year", term: "net-price-by-income"))
        }
        let meters = [
            meter("Selectivity", admit, nil, rank: c.statistics.rank(.acceptance, at: p).map { 1 - $0 }),
            meter("Size", undergrads, nil, rank: c.statistics.rank(.enrollment, at: p)),
            meter("SAT range", satLow, sat == nil ? nil : satHigh, rank: c.statistics.rank(.sat, at: p)),
            meter("Pell share", lineage.value(.pell, of: s), nil, rank: c.statistics.rank(.pell, at: p)),
            meter("Net price", lineage.value(FieldPath.avgNetPrice, of: s, s.cost?.avgNetPrice, format: .moneyCompact), nil,
                  rank: c.statistics.rank(.netPrice, at: p)),
        ]
        let indicators = TrendIndicators.all(s).map { reading in
            reading.wire(change: lineage.value("trends", of: s, reading.shownChange, format: reading.changeFormat))
        }
        var distance: Distance?
        if let miles = c.outcome.miles(p, index: c.index) {
            distance = Distance(miles: lineage.value("location.lat", of: s, miles, format: .miles),
                                text: DriveTime.line(miles: miles))
        }
        return SchoolCardBlock(
            school: c.refs[p], subtitle: "\(s.location.city), \(s.location.state) \u{00B7} \(SiteFormat.typeShort(s.type))",
            facts: facts, tier: Tiers.selectivity(rate).label, meters: meters, indicators: indicators,
            standouts: Standouts.explore(s, statistics: c.statistics).map(\.wire), distance: distance)
    }

    static func meter(_ label: String, _ value: Value, _ upper: Value?, rank: Double?) -> PercentileMeter {
        PercentileMeter(label: label, value: value, upper: upper, fill: rank.map { max(minimumFill, min(1, $0)) } ?? 0)
    }
}
