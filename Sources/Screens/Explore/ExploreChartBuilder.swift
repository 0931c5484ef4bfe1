import Domain
import QuadAPIModels

/// The chart view (screens-map §1.6): up to 600 matches as a scatter on one of three tabs, most-applied-to first.
enum ExploreChartBuilder {
    /// Most dots a chart draws.
    static let limit = 600

    static func chart(_ c: ExploreContext) -> ExploreChart {
        let tab = c.query.chart
        let stats = c.statistics
        let eligible: (Int) -> Bool
        let point: (School, ScatterPlot) -> ScatterPoint?
        let plot: ScatterPlot
        var zone: ScatterZone?
        var diagonal: ScatterDiagonal?
        switch tab {
        case .admissions:
            eligible = { stats.value(.acceptance, at: $0) != nil && stats.value(.sat, at: $0) != nil }
            point = { ScatterAxes.landscape($0, on: $1, lineage: c.lineage) }
            plot = ScatterAxes.landscapePlot(c.lineage)
            zone = ScatterAxes.landscapeZone
        case .value:
            eligible = { stats.value(.avgCost, at: $0) != nil && stats.value(.earnings, at: $0) != nil }
            point = { ScatterAxes.value($0, on: $1, lineage: c.lineage) }
            plot = ScatterAxes.valuePlot(c.lineage)
            zone = ScatterAxes.valueZone(stats)
        case .sticker:
            eligible = { p in
                let s = c.school(p)
                return s.cost?.breakdown?.fullPrice != nil && s.cost?.avgPaidAll != nil
            }
            point = { s, plot in
                ScatterAxes.point(
                    s, x: c.lineage.value(FieldPath.breakdown, of: s, s.cost?.breakdown?.fullPrice, format: .moneyCompact),
                    y: c.lineage.value(FieldPath.avgPaidAll, of: s, s.cost?.avgPaidAll, format: .moneyCompact),
                    on: plot, lineage: c.lineage)
            }
            plot = ScatterAxes.plot(stickerX, stickerY, x: FieldPath.breakdown, y: FieldPath.avgPaidAll,
                                    lineage: c.lineage)
            diagonal = ScatterDiagonal(label: "No aid: pays full price")
        }
        let candidates = c.outcome.positions.filter(eligible)
        let index = c.index
        let shown = mostAppliedTo(candidates) { index.applicantCount(at: $0) }
        let points = shown.compactMap { point(c.school($0), plot) }
        let scatter = plot.block(points, zone: zone, diagonal: diagonal, caption: caption(tab, eligible: candidates.count))
        return ExploreChart(title: title(tab), tabs: tabs(c), scatter: .scatter(scatter))
    }

    static let stickerX = ChartAxis(label: "Full price per year (sticker)", short: "Full price",
                                    hint: "higher sticker price", term: "cost-of-attendance", format: .moneyCompact,
                                    step: 10_000, min: 0)
    static let stickerY = ChartAxis(label: "Average total cost, all students (est.)", short: "Avg cost",
                                    hint: "what students actually pay", term: "average-cost", format: .moneyCompact,
                                    step: 10_000, min: 0)

    /// The first ``limit`` of `positions` by applicants, most first; ties keep the results' order.
    static func mostAppliedTo(_ positions: [Int], _ applicants: (Int) -> Double) -> [Int] {
        let order = positions.indices.sorted { a, b in
            let x = applicants(positions[a])
            let y = applicants(positions[b])
            return x != y ? x > y : a < b
        }
        return order.prefix(limit).map { positions[$0] }
    }

    static func title(_ tab: ExploreQuery.ChartTab) -> String {
        switch tab {
        case .admissions: "The admissions landscape"
        case .value: "Cost vs. earnings"
        case .sticker: "Sticker price vs. what students pay"
        }
    }

    static func caption(_ tab: ExploreQuery.ChartTab, eligible n: Int) -> String {
        let count = SiteFormat.num(Double(n))
        let many = n > limit
        switch tab {
        case .admissions:
            let head = many
                ? "Showing the \(limit) most-applied-to of \(count) matching colleges that report both an admit rate and SAT scores."
                : "\(count) matching \(n == 1 ? "college reports" : "colleges report") both an admit rate and SAT scores."
            return head + " Tap a dot for its card; tap again to open the profile."
        case .value:
            let head = many
                ? "Showing the \(limit) most-applied-to of \(count) matching colleges with both an average cost and earnings."
                : "\(count) matching \(n == 1 ? "college has" : "colleges have") both an average cost and earnings."
            return head + " Toward the top left means a lower cost and higher earnings."
        case .sticker:
            let head = many
                ? "Showing the \(limit) most-applied-to of \(count) matching colleges."
                : "\(count) matching \(n == 1 ? "college" : "colleges")."
            return "Each college's full price against what the average first-year paid after grants; the further a dot "
                + "sits below the line, the more its grants cover. " + head
        }
    }

    /// Admissions, cost vs. earnings, sticker vs. actual (`chart`; admissions is the default).
    static func tabs(_ c: ExploreContext) -> QueryControl {
        let options: [(ExploreQuery.ChartTab, String)] = [(.admissions, "Admissions"), (.value, "Cost vs. earnings"),
                                                          (.sticker, "Sticker vs. actual")]
        return QueryControl(type: .segmented, param: "chart", label: "Chart", options: options.map { tab, label in
            ControlOption(label: label, value: tab == .admissions ? nil : tab.rawValue, selected: c.query.chart == tab,
                          href: c.url.with { tab == .admissions ? $0.remove("chart") : $0.set("chart", tab.rawValue) }.href)
        })
    }
}
