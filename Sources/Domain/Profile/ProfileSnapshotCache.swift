public import QuadAPIModels
import Synchronization

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

/// Work the profile screens of one dataset snapshot share, done once per snapshot: the map layers, the
/// percentile ranks similarity compares, and the source notes of colleges without lineage records. Entries hold their snapshot weakly, so a replaced snapshot's entry goes
/// away with it.
public final class ProfileSnapshotCache: Sendable {
    /// The cache every screen uses.
    public static let shared = ProfileSnapshotCache()

    private struct Entry: Sendable {
        weak var snapshot: DatasetSnapshot?
        var maps: [String: MapLayer] = [:]
        var ranks: [[Double]]?
        var sources: [String: [SourceGroup]] = [:]
        var greek: GreekMedians?
    }

    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    /// An empty cache (tests; screens use ``shared``).
    public init() {}

    /// The `MapSelection.limit` most-applied-to colleges reporting `x` and `y`, with their values.
    public func mapLayer(_ snapshot: DatasetSnapshot, x: MetricKey, y: MetricKey) -> MapLayer {
        let key = "\(x.rawValue)|\(y.rawValue)"
        if let hit = read(snapshot, { $0.maps[key] }) { return hit }
        let stats = snapshot.statistics
        let positions = MapSelection.mostApplied(stats, x: x, y: y, focus: -1)
        let layer = MapLayer(
            positions: positions,
            x: MapSelection.values(x, at: positions, statistics: stats, lineage: snapshot.lineage),
            y: MapSelection.values(y, at: positions, statistics: stats, lineage: snapshot.lineage),
            size: MapSelection.values(.enrollment, at: positions, statistics: stats, lineage: snapshot.lineage),
            ids: positions.map { stats.schools[$0].unitID }, names: positions.map { stats.schools[$0].name },
            types: positions.map { stats.schools[$0].type })
        write(snapshot) { $0.maps[key] = layer }
        return layer
    }

    /// Every college's percentile rank on each of `SimilarSchools.features` (NaN where not reported).
    public func featureRanks(_ snapshot: DatasetSnapshot) -> [[Double]] {
        if let hit = read(snapshot, { $0.ranks }) { return hit }
        let ranks = SimilarSchools.ranks(snapshot.statistics)
        write(snapshot) { $0.ranks = ranks }
        return ranks
    }

    /// The colleges reporting a fraternity or sorority share of undergraduates and the two medians among them
    /// (lib/cds/greek-display.ts `greekReporters`, `fratMedian`, `sorMedian`).
    public func greekMedians(_ snapshot: DatasetSnapshot) -> GreekMedians {
        if let hit = read(snapshot, { $0.greek }) { return hit }
        var frat: [Double] = [], sor: [Double] = []
        var reporters = 0
        for s in snapshot.schools {
            guard let g = s.reported?.greek else { continue }
            let f = g.member("frat_pct_undergrad")?.number, r = g.member("sor_pct_undergrad")?.number
            if f != nil || r != nil { reporters += 1 }
            if let f { frat.append(f) }
            if let r { sor.append(r) }
        }
        let medians = GreekMedians(reporters: reporters, fraternity: PercentileMath.median(frat.sorted()),
                                   sorority: PercentileMath.median(sor.sorted()))
        write(snapshot) { $0.greek = medians }
        return medians
    }

    /// The source note of `paths` at `school`. A college without lineage records cites every field's default, the
    /// same for all of them, so that answer is worked out once per snapshot and list (`key` names the list).
    public func sources(_ snapshot: DatasetSnapshot, key: String, paths: [String], school: School) -> [SourceGroup] {
        guard Lineage.isPlain(school) else { return snapshot.lineage.sources(forFields: paths, school: school) }
        if let hit = read(snapshot, { $0.sources[key] }) { return hit }
        let groups = snapshot.lineage.sources(forFields: paths, school: school)
        write(snapshot) { $0.sources[key] = groups }
        return groups
    }

    private func read<T>(_ snapshot: DatasetSnapshot, _ body: (Entry) -> T?) -> T? {
        entries.withLock { all in
            guard let entry = all[ObjectIdentifier(snapshot)], entry.snapshot === snapshot else { return nil }
            return body(entry)
        }
    }

    private func write(_ snapshot: DatasetSnapshot, _ body: (inout Entry) -> Void) {
        let id = ObjectIdentifier(snapshot)
        entries.withLock { all in
            all = all.filter { $0.value.snapshot != nil }
            var entry = all[id].flatMap { $0.snapshot === snapshot ? $0 : nil } ?? Entry(snapshot: snapshot)
            body(&entry)
            all[id] = entry
        }
    }
}
