import Domain
import QuadAPIModels

/// The profile's scatter maps: the most-applied-to colleges on two measures, with this college focused.
enum ProfileMaps {
    /// A scatter of `x` against `y`, dot size undergrads, colored public or private; nil when the college does not
    /// report both.
    static func scatter(_ c: ProfileContext, x: MetricKey, y: MetricKey, xAxis: ChartAxis, yAxis: ChartAxis,
                        caption: String) -> Block? {
        let stats = c.statistics
        guard stats.value(x, at: c.position) != nil, stats.value(y, at: c.position) != nil else { return nil }
        let points = MapSelection.mostApplied(stats, x: x, y: y, focus: c.position).map { p in
            let s = stats.schools[p]
            return ScatterPoint(id: s.unitID, x: c.lineage.value(x, of: s), y: c.lineage.value(y, of: s),
                                size: c.lineage.value(.enrollment, of: s), color: s.type == "public" ? "public" : "private",
                                label: s.name)
        }
        return .scatter(ScatterBlock(points: points, xAxis: xAxis, yAxis: yAxis, focus: c.id, caption: caption))
    }

    /// Acceptance rate against SAT midpoint.
    static func admissions(_ c: ProfileContext) -> Block? {
        scatter(c, x: .acceptance, y: .sat,
                xAxis: ChartAxis(label: "Acceptance rate", short: "Admit", hint: "less selective", term: "acceptance-rate",
                                 format: .pctSmart, step: 0.2, min: 0, max: 1),
                yAxis: ChartAxis(label: "SAT midpoint", short: "SAT", hint: "higher scores", term: "sat", format: .int,
                                 step: 100),
                caption: "The \(MapSelection.limit) most-applied-to colleges that report both, and this one.")
    }

    /// Average cost against median earnings.
    static func value(_ c: ProfileContext) -> Block? {
        scatter(c, x: .avgCost, y: .earnings,
                xAxis: ChartAxis(label: "Average cost, all students", short: "Cost", hint: "more expensive",
                                 term: "average-cost", format: .moneyCompact, step: 10_000, min: 0),
                yAxis: ChartAxis(label: "Median earnings, 10 years after entry", short: "Earnings",
                                 hint: "higher earnings", term: "median-earnings", format: .moneyCompact, step: 10_000),
                caption: "The \(MapSelection.limit) most-applied-to colleges that report both, and this one.")
    }
}
