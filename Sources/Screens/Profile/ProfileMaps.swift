import Domain
import QuadAPIModels

/// The profile's scatter maps: the most-applied-to colleges on two measures, with this college focused.
enum ProfileMaps {
    /// A scatter of `x` against `y`, dot size undergrads, colored public or private; nil when the college does not
    /// report both.
    static func scatter(_ c: ProfileContext, x: MetricKey, y: MetricKey, xAxis: ChartAxis, yAxis: ChartAxis,
                        caption: String) -> Block? {
        guard c.statistics.value(x, at: c.position) != nil, c.statistics.value(y, at: c.position) != nil else { return nil }
        let layer = ProfileSnapshotFigures.mapLayer(c.snapshot, x: x, y: y)
        let lineage = c.snapshot.lineage
        let plot = ScatterPlot(xAxis: xAxis, yAxis: yAxis, cited: ScatterCitations(
            x: lineage.commonCited(x.definition.field), y: lineage.commonCited(y.definition.field),
            size: lineage.commonCited(MetricKey.enrollment.definition.field)))
        var points = layer.positions.indices.compactMap { i in
            plot.point(id: layer.ids[i], name: layer.names[i], type: layer.types[i], x: layer.x[i], y: layer.y[i],
                       size: layer.size[i])
        }
        if !layer.positions.contains(c.position),
           let own = plot.point(id: c.id, name: c.school.name, type: c.school.type, x: c.value(x), y: c.value(y),
                                size: c.value(.enrollment)) {
            points.append(own)
        }
        return .scatter(plot.block(points, focus: c.id, caption: caption))
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
