import Domain
import QuadAPIModels

/// The axes and zones of the two scatter charts Explore and Home share: the admissions landscape (acceptance rate
/// against SAT midpoint) and cost against earnings.
enum ScatterAxes {
    static let acceptance = ChartAxis(label: "Acceptance rate", short: "Admit", hint: "less selective",
                                      term: "acceptance-rate", format: .pct, step: 0.1, min: 0, max: 1)
    static let satMid = ChartAxis(label: "SAT midpoint", short: "SAT mid", hint: "higher scores", term: "sat",
                                  format: .int, step: 100, max: 1600)
    static let landscapeZone = ScatterZone(xMin: 0, xMax: 0.1, yMin: 0, yMax: 1600, label: "Most selective zone")

    static let avgCost = ChartAxis(label: "Average cost per year, all students (est.)", short: "Avg cost",
                                   hint: "more expensive", term: "average-cost", format: .moneyCompact, step: 10_000,
                                   min: 0)
    static let earnings = ChartAxis(label: "Median earnings 10 years after entry", short: "Earnings",
                                    hint: "higher earnings", term: "median-earnings", format: .moneyCompact,
                                    step: 20_000, min: 0)

    /// The shaded corner below the national median cost and above the national median earnings.
    static func valueZone(_ stats: DatasetStatistics) -> ScatterZone? {
        guard let cost = stats.median(.avgCost), let earnings = stats.median(.earnings) else { return nil }
        return ScatterZone(xMin: 0, xMax: cost, yMin: earnings, yMax: 1e7, label: "Lower cost, higher earnings")
    }

    /// A chart on `xAxis` and `yAxis` whose figures are fields `x` and `y`, dots sized by undergrads.
    static func plot(_ xAxis: ChartAxis, _ yAxis: ChartAxis, x: String, y: String, lineage: Lineage) -> ScatterPlot {
        ScatterPlot(xAxis: xAxis, yAxis: yAxis, cited: ScatterCitations(
            x: lineage.commonCited(x), y: lineage.commonCited(y), size: lineage.commonCited(FieldPath.undergrads)))
    }

    /// The admissions landscape.
    static func landscapePlot(_ lineage: Lineage) -> ScatterPlot {
        plot(acceptance, satMid, x: MetricKey.acceptance.definition.field, y: MetricKey.sat.definition.field,
             lineage: lineage)
    }

    /// Cost against earnings.
    static func valuePlot(_ lineage: Lineage) -> ScatterPlot {
        plot(avgCost, earnings, x: FieldPath.avgPaidAll, y: FieldPath.earnings10yr, lineage: lineage)
    }

    /// One dot of `plot`: the college's figures on both axes, sized by undergrads, with the college for its card.
    static func point(_ s: School, x: Value, y: Value, on plot: ScatterPlot, lineage: Lineage) -> ScatterPoint? {
        plot.point(id: s.unitID, name: s.name, type: s.type, x: x, y: y,
                   size: lineage.value(FieldPath.undergrads, of: s, s.demographics?.undergradEnrollment, format: .num),
                   school: SchoolRef(s))
    }

    /// The landscape's dot of a college.
    static func landscape(_ s: School, on plot: ScatterPlot, lineage: Lineage) -> ScatterPoint? {
        point(s, x: lineage.value(.acceptance, of: s), y: lineage.value(.sat, of: s), on: plot, lineage: lineage)
    }

    /// The cost-versus-earnings dot of a college.
    static func value(_ s: School, on plot: ScatterPlot, lineage: Lineage) -> ScatterPoint? {
        point(s, x: lineage.value(FieldPath.avgPaidAll, of: s, s.cost?.avgPaidAll, format: .moneyCompact),
              y: lineage.value(FieldPath.earnings10yr, of: s, s.outcomes?.medianEarnings10yr, format: .moneyCompact),
              on: plot, lineage: lineage)
    }
}
