import Domain
import QuadAPIModels

/// Control makers shared by the panel's sections: every option carries its whole-dataset count and whether the
/// query has it.
struct ExplorePanelParts {
    let c: ExploreContext

    var counts: ExplorePanelCounts { c.index.counts }
    var query: ExploreQuery { c.query }

    /// Chips (or tiles) for a list parameter, `list` mode.
    func list(_ param: String, _ choices: [ExploreChoice], label: String? = nil, style: FilterControl.Style = .chips,
              hints: [String: String] = [:]) -> FilterControl {
        let selected = Set(query.list(param))
        return FilterControl(type: style, label: label, param: param, mode: .list, options: choices.map { choice in
            FilterOption(label: choice.label, value: choice.value, count: counts.count(param, choice.value),
                         hint: hints[choice.value], selected: selected.contains(choice.value))
        })
    }

    /// Chips for a list parameter whose values and counts come from the dataset (types, regions, states).
    func tallies(_ param: String, _ tallies: [ExplorePanelCounts.Tally], label: (String) -> String = { $0 }) -> FilterControl {
        let selected = Set(query.list(param))
        return FilterControl(type: .chips, param: param, mode: .list, options: tallies.map {
            FilterOption(label: label($0.value), value: $0.value, count: $0.count, selected: selected.contains($0.value))
        })
    }

    /// One on/off chip.
    func flag(_ flag: ExploreFlag, label: String? = nil) -> FilterControl {
        FilterControl(type: .chips, label: label, param: flag.rawValue, mode: .flag, options: [
            FilterOption(label: flag.label, value: "1", count: counts.flags[flag] ?? 0, selected: query.has(flag)),
        ])
    }

    /// Chips of which at most one is on (`maxRatio=12`), values in URL units.
    func single(_ param: String, _ values: [Double], current: Double?, counts: [Int], label: (Double) -> String)
        -> FilterControl
    {
        FilterControl(type: .chips, param: param, mode: .single, options: values.enumerated().map { i, v in
            FilterOption(label: label(v), value: JSNumber.string(v), count: i < counts.count ? counts[i] : 0,
                         selected: current == v)
        })
    }

    /// A two-thumb range over a histogram.
    func range(_ minParam: String, _ maxParam: String, min: Double, max: Double, step: Double, low: Double?, high: Double?,
               format: FormatKind, unit: Double = 1, maxLabel: String? = nil, bins: [Int]) -> FilterControl {
        FilterControl(type: .range, range: FilterRange(
            minParam: minParam, maxParam: maxParam, min: min, max: max, step: step, low: low, high: high, format: format,
            unit: unit, maxLabel: maxLabel, bins: bins))
    }
}
