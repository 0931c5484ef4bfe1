import Domain
import QuadAPIModels

/// The five measures of the states map (`app/trends/states` and `StateMeasureMap`): labels, how values print, and the
/// color ranges.
struct StateMapMeasure: Sendable {
    let key: String
    let label: String
    let legend: String
    let levels: [TileLevel]
    /// The record field a today's-value measure is computed from (for its citation).
    let path: String

    static let all: [StateMapMeasure] = [
        StateMapMeasure(key: "undergradChange", label: "Undergraduate change",
                        legend: "Median college's undergraduate change, 10 years",
                        levels: [TileLevel(min: -1, label: "Shrank 10%+", color: "div-1"),
                                 TileLevel(min: -0.1, label: "Shrank some", color: "div-2"),
                                 TileLevel(min: -0.02, label: "Little change", color: "div-3"),
                                 TileLevel(min: 0.02, label: "Grew some", color: "div-4"),
                                 TileLevel(min: 0.1, label: "Grew 10%+", color: "div-5")],
                        path: "demographics.undergrad_enrollment"),
        StateMapMeasure(key: "acceptanceRate", label: "Acceptance rate", legend: "Median college's acceptance rate",
                        levels: [TileLevel(min: 0, label: "Under 25%", color: "seq-1"),
                                 TileLevel(min: 0.25, label: "25–40%", color: "seq-2"),
                                 TileLevel(min: 0.4, label: "40–55%", color: "seq-3"),
                                 TileLevel(min: 0.55, label: "55–70%", color: "seq-4"),
                                 TileLevel(min: 0.7, label: "70%+", color: "seq-5")],
                        path: "admissions.acceptance_rate"),
        StateMapMeasure(key: "avgCost", label: "Average cost after inflation", legend: "Median college's average total cost",
                        levels: [TileLevel(min: 0, label: "Under $18K", color: "seq-1"),
                                 TileLevel(min: 18_000, label: "$18K–22K", color: "seq-2"),
                                 TileLevel(min: 22_000, label: "$22K–26K", color: "seq-3"),
                                 TileLevel(min: 26_000, label: "$26K–32K", color: "seq-4"),
                                 TileLevel(min: 32_000, label: "$32K+", color: "seq-5")],
                        path: "cost.avg_paid_all"),
        StateMapMeasure(key: "outOfState", label: "Out-of-state first-years",
                        legend: "Median public college's out-of-state first-year share",
                        levels: [TileLevel(min: 0, label: "Under 5%", color: "seq-1"),
                                 TileLevel(min: 0.05, label: "5–10%", color: "seq-2"),
                                 TileLevel(min: 0.1, label: "10–20%", color: "seq-3"),
                                 TileLevel(min: 0.2, label: "20–35%", color: "seq-4"),
                                 TileLevel(min: 0.35, label: "35%+", color: "seq-5")],
                        path: "demographics.residence"),
        StateMapMeasure(key: "testOptionalShare", label: "Share test-optional",
                        legend: "Share of colleges that don't require test scores",
                        levels: [TileLevel(min: 0, label: "Under 50%", color: "seq-1"),
                                 TileLevel(min: 0.5, label: "50–75%", color: "seq-2"),
                                 TileLevel(min: 0.75, label: "75–90%", color: "seq-3"),
                                 TileLevel(min: 0.9, label: "90–99%", color: "seq-4"),
                                 TileLevel(min: 0.99, label: "~All", color: "seq-5")],
                        path: "admissions.test_policy"),
    ]

    static func measure(_ key: String) -> StateMapMeasure? { all.first { $0.key == key } }

    /// What the map's hover text says the value is (the page's `description`): the legend's words, lowercased, except
    /// the test-policy share, which reads "of colleges don't require test scores".
    var description: String {
        key == "testOptionalShare" ? "of colleges don't require test scores" : SentenceCase.lowerFirst(legend)
    }

    /// The value of this measure in a state's map entry.
    func number(_ m: StateEntry.MapMeasures) -> Double? {
        switch key {
        case "undergradChange": m.undergradChange
        case "acceptanceRate": m.acceptanceRate
        case "avgCost": m.avgCost
        case "outOfState": m.outOfState
        default: m.testOptionalShare
        }
    }

    /// How the map prints it (`StateMeasureMap`'s `formatValue`): "+3%" (plus sign, hyphen-minus), "48%", "$23K".
    var mapFormat: FormatKind {
        switch key {
        case "undergradChange": .plusPct
        case "avgCost": .moneyK
        default: .pct
        }
    }

    /// How the table prints it: as the map, except money in whole dollars.
    var tableFormat: FormatKind { key == "avgCost" ? .money : mapFormat }

    /// A state's value of this measure, cited.
    func value(_ citer: inout TrendCiter, _ state: StateEntry, file: StatesFile, forTable: Bool = false) -> Value {
        let v = number(state.map)
        let format = forTable ? tableFormat : mapFormat
        if key == "undergradChange" {
            return citer.value(v, format: format, series: ["undergrads"], from: file.from, to: file.to, kind: .fall,
                               field: "Median college's undergraduate change",
                               computation: "Median of each college's ten-year change, over the \(state.panel.n) \(state.name) colleges in the panel")
        }
        let what = key == "testOptionalShare" ? "Share of \(state.name)'s \(state.onSite.total) colleges that don't require test scores"
            : key == "outOfState" ? "Median over \(state.name)'s public colleges"
            : "Median over \(state.name)'s \(state.onSite.total) colleges"
        return citer.current(path, v, format: format, computation: what)
    }
}
