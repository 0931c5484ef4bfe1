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

    /// One dot: the college's figures on both axes, sized by undergrads, colored by control.
    static func point(_ s: School, x: Value, y: Value, lineage: Lineage) -> ScatterPoint {
        ScatterPoint(id: s.unitID, x: x, y: y,
                     size: lineage.value(FieldPath.undergrads, of: s, s.demographics?.undergradEnrollment, format: .num),
                     color: s.type == "public" ? "public" : "private", label: s.name, school: SchoolRef(s))
    }

    /// The landscape's figures of a college.
    static func landscape(_ s: School, lineage: Lineage) -> ScatterPoint {
        point(s, x: lineage.value(.acceptance, of: s), y: lineage.value(.sat, of: s), lineage: lineage)
    }

    /// The cost-versus-earnings figures of a college.
    static func value(_ s: School, lineage: Lineage) -> ScatterPoint {
        point(s, x: lineage.value(FieldPath.avgPaidAll, of: s, s.cost?.avgPaidAll, format: .moneyCompact),
              y: lineage.value(FieldPath.earnings10yr, of: s, s.outcomes?.medianEarnings10yr, format: .moneyCompact),
              lineage: lineage)
    }
}
