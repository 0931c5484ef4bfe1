@_spi(Lineage) public import QuadAPIModels

extension HistoryMath {
    /// Classes a rolling graduation rate spans: the entering class and the two before it.
    public static let rollingClasses = 3

    /// The 3-class rolling graduation rate of lib/graduation-groups.ts `rollingRate`: each class's completers over
    /// students across it and the two classes before it (completers = rate × class size), rounded to four places. A
    /// class needs its own rate and at least one earlier class with both a rate and a size, else it is a gap. Without
    /// a `cohorts` series every class counts once.
    public static func rollingRate(_ rates: HistorySeries, cohorts: HistorySeries?) -> HistorySeries {
        guard let start = rates.start, let values = rates.values else { return rates }
        let averaged = values.enumerated().map { i, own -> Double? in
            guard own != nil else { return nil }
            let year = start + i
            var students = 0.0, completers = 0.0, classes = 0
            for back in 0..<rollingClasses {
                guard let rate = rates.value(in: year - back) else { continue }
                let size = cohorts == nil ? 1 : cohorts?.value(in: year - back)
                guard let size, size > 0 else { continue }
                students += size
                completers += rate * size
                classes += 1
            }
            guard classes >= 2, students > 0 else { return nil }
            return (completers / students * 10_000).rounded() / 10_000
        }
        return HistorySeries(start: start, values: averaged)
    }
}

extension HistoryLineage {
    /// A 3-class rolling rate of `def` (see ``HistoryMath/rollingRate(_:cohorts:)``) for the class that entered in
    /// `year`: derived from the rate series and, when `cohort` is given, the class sizes that weight it.
    public func averaged(_ def: HistorySeriesDef, cohort: HistorySeriesDef?, year: Int, _ number: Double?,
                         format: FormatKind) -> Value {
        let finite = number.flatMap { $0.isFinite ? $0 : nil }
        let own = cited(def, year: year)
        let weights = cohort == nil ? "each class counted once" : "weighted by class size"
        let formula = "Average of the classes that entered fall \(year - HistoryMath.rollingClasses + 1) to fall \(year), "
            + weights
        var inputs = [source(def.family(in: year), year: year)]
        if let cohort {
            let sizes = source(cohort.family(in: year), year: year)
            if !inputs.contains(sizes) { inputs.append(sizes) }
        }
        let cited = Cited(source: inputs[0], path: own.path, field: "\(def.label), 3-class average", method: "derived",
                          isDefault: true, formula: formula, inputs: inputs)
        return Value(value: finite, display: SiteFormat.display(finite, as: format), format: format, cited: cited)
    }
}
