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
