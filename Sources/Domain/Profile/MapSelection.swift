@_spi(Lineage) public import QuadAPIModels

/// Which colleges a profile map draws (screens-map §7: 300 plus the focused college).
public enum MapSelection {
    /// Colleges a profile map draws besides the focused one.
    public static let limit = 300

    /// Positions of the `limit` colleges with the most applicants among those reporting both `x` and `y`, most first
    /// (ties in dataset order), then `focus` when it reports both and is not among them.
    public static func mostApplied(_ stats: DatasetStatistics, x: MetricKey, y: MetricKey, focus: Int,
                                   limit: Int = limit) -> [Int] {
        let applicants = stats.columns[MetricKey.applicants.ordinal]
        let xs = stats.columns[x.ordinal], ys = stats.columns[y.ordinal]
        var rows = xs.indices.filter { !xs[$0].isNaN && !ys[$0].isNaN }
        rows.sort { a, b in
            let va = applicants[a].isNaN ? -1 : applicants[a], vb = applicants[b].isNaN ? -1 : applicants[b]
            return va != vb ? va > vb : a < b
        }
        var out = Array(rows.prefix(limit))
        if xs.indices.contains(focus), !xs[focus].isNaN, !ys[focus].isNaN, !out.contains(focus) { out.append(focus) }
        return out
    }
}

extension MapSelection {
    /// The values of `metric` for the colleges at `positions`, read from the statistics columns and cited as each
    /// college's value is (a college without lineage records shares one citation, resolved once).
    public static func values(_ metric: MetricKey, at positions: [Int], statistics: DatasetStatistics,
                              lineage: Lineage) -> [Value] {
        let definition = metric.definition
        var shared: Cited?
        return positions.map { p in
            let number = statistics.value(metric, at: p)
            let cited: Cited
            if Lineage.isPlain(statistics.schools[p]) {
                if shared == nil { shared = lineage.cited(definition.field, statistics.schools[p]) }
                cited = shared!
            } else {
                cited = lineage.cited(definition.field, statistics.schools[p])
            }
            return Value(value: number, display: definition.text(number), format: definition.valueFormat, cited: cited)
        }
    }
}
