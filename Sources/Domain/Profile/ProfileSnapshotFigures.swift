public import QuadAPIModels

/// The most-applied-to colleges of a map with their cited values, the same for every profile of a snapshot.
public struct MapLayer: Sendable {
    /// Positions, most applicants first.
    public var positions: [Int]
    /// The horizontal measure of each college.
    public var x: [Value]
    /// The vertical measure of each college.
    public var y: [Value]
    /// Undergraduates (dot size).
    public var size: [Value]
    /// Ids, names and types of the colleges, in the same order.
    public var ids: [String]
    /// Names, in the same order.
    public var names: [String]
    /// Type codes, in the same order.
    public var types: [String]
}

/// How many colleges report Greek-life shares, and the median of each share among them.
public struct GreekMedians: Sendable, Hashable {
    public var reporters: Int
    public var fraternity: Double?
    public var sorority: Double?
}

/// Work the profile screens of one dataset snapshot share, done once per snapshot and kept with it
/// (``DatasetSnapshot/derived``): the map layers, the percentile ranks similarity compares, the Greek-life medians,
/// and the source notes of colleges without lineage records.
public enum ProfileSnapshotFigures {
    private static let ranksKey = SnapshotKey<[[Double]]>("profile.featureRanks")
    private static let greekKey = SnapshotKey<GreekMedians>("profile.greekMedians")

    /// The `MapSelection.limit` most-applied-to colleges reporting `x` and `y`, with their values.
    public static func mapLayer(_ snapshot: DatasetSnapshot, x: MetricKey, y: MetricKey) -> MapLayer {
        snapshot.derived.value(SnapshotKey<MapLayer>("profile.map.\(x.rawValue)|\(y.rawValue)")) {
            let stats = snapshot.statistics
            let positions = MapSelection.mostApplied(stats, x: x, y: y, focus: -1)
            return MapLayer(
                positions: positions,
                x: MapSelection.values(x, at: positions, statistics: stats, lineage: snapshot.lineage),
                y: MapSelection.values(y, at: positions, statistics: stats, lineage: snapshot.lineage),
                size: MapSelection.values(.enrollment, at: positions, statistics: stats, lineage: snapshot.lineage),
                ids: positions.map { stats.schools[$0].unitID }, names: positions.map { stats.schools[$0].name },
                types: positions.map { stats.schools[$0].type })
        }
    }

    /// Every college's percentile rank on each of `SimilarSchools.features` (NaN where not reported).
    public static func featureRanks(_ snapshot: DatasetSnapshot) -> [[Double]] {
        snapshot.derived.value(ranksKey) { SimilarSchools.ranks(snapshot.statistics) }
    }

    /// The colleges reporting a fraternity or sorority share of undergraduates and the two medians among them
    /// (lib/cds/greek-display.ts `greekReporters`, `fratMedian`, `sorMedian`).
    public static func greekMedians(_ snapshot: DatasetSnapshot) -> GreekMedians {
        snapshot.derived.value(greekKey) {
            var frat: [Double] = [], sor: [Double] = []
            var reporters = 0
            for s in snapshot.schools {
                guard let g = s.reported?.greek else { continue }
                let f = g.member("frat_pct_undergrad")?.number, r = g.member("sor_pct_undergrad")?.number
                if f != nil || r != nil { reporters += 1 }
                if let f { frat.append(f) }
                if let r { sor.append(r) }
            }
            return GreekMedians(reporters: reporters, fraternity: PercentileMath.median(frat.sorted()),
                                sorority: PercentileMath.median(sor.sorted()))
        }
    }

    /// The source note of `paths` at `school`. A college without lineage records cites every field's default, the
    /// same for all of them, so that answer is worked out once per snapshot and list (`key` names the list).
    public static func sources(_ snapshot: DatasetSnapshot, key: String, paths: [String], school: School) -> [SourceGroup] {
        guard Lineage.isPlain(school) else { return snapshot.lineage.sources(forFields: paths, school: school) }
        return snapshot.derived.value(SnapshotKey<[SourceGroup]>("profile.sources.\(key)")) {
            snapshot.lineage.sources(forFields: paths, school: school)
        }
    }
}
