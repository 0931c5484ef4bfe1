@_spi(Lineage) public import QuadAPIModels

/// Citations for Home's "What's changed" figures: national figures computed over a fixed panel of colleges from the
/// history files of each year they span.
extension HistoryLineage {
    /// A figure of the fact about series `keys` (the first is the headline) from `from` to `to`, as of `year`: cited
    /// to that year's file of the first series, with the files of both ends of every series as inputs.
    ///
    /// - Parameter computation: what was computed, in words (the citation's formula).
    public func fact(_ keys: [String], from: Int, to: Int, year: Int, _ number: Double?, format: FormatKind,
                     computation: String) -> Value {
        let defs = keys.compactMap(HistorySeriesCatalog.def)
        let finite = number.flatMap { $0.isFinite ? $0 : nil }
        let text = SiteFormat.display(finite, as: format)
        guard let headline = defs.first else {
            return lineage.aggregate(keys.first ?? "", value: finite, format: format, computation: computation)
        }
        var inputs: [CitedSource] = []
        for def in defs {
            for y in [from, to] {
                let source = source(def.family(in: y), year: y)
                if !inputs.contains(source) { inputs.append(source) }
            }
        }
        let cited = Cited(source: source(headline.family(in: year), year: year), path: headline.field,
                          field: "\(headline.label), national", method: "derived", isDefault: true,
                          formula: computation, inputs: inputs)
        return Value(value: finite, display: text, format: format, cited: cited)
    }
}
