/// A college like another, with the reasons shown under its card.
public struct SimilarSchool: Sendable, Hashable {
    /// Position in the dataset.
    public var position: Int
    /// At most three: "Similar selectivity", "Similar scores", "Similar size", "Also {region}", "Also public/private".
    public var reasons: [String]
    /// The distance the colleges were ranked by.
    public var distance: Double
}

/// The site's similarity rule (screens-map §3.2 item 7): nearest neighbours on percentile ranks.
public enum SimilarSchools {
    /// The ranked measures compared, in reason order for the first three.
    public static let features: [MetricKey] = [.acceptance, .sat, .enrollment, .pell, .diversity]
    /// Shared measures needed to compare two colleges at all.
    public static let minShared = 3
    /// Added to the distance when the types differ.
    public static let typePenalty = 0.08
    /// Ranks closer than this give a "Similar …" reason.
    public static let closeRank = 0.08

    /// Every college's percentile rank on each feature, by position (NaN where not reported).
    public static func ranks(_ stats: DatasetStatistics) -> [[Double]] {
        features.map { key in
            let sorted = stats.sortedColumns[key.ordinal]
            return stats.columns[key.ordinal].map { $0.isNaN ? .nan : PercentileMath.percentileRank($0, in: sorted) }
        }
    }

    /// The `count` colleges nearest the one at `position`: distance = root mean square of rank differences over the
    /// measures both report (at least three), plus ``typePenalty`` when the types differ; ties keep dataset order.
    /// `ranks` are ``ranks(_:)`` of the same statistics (computed when not given).
    public static func find(at position: Int, statistics stats: DatasetStatistics, ranks given: [[Double]]? = nil,
                            count: Int = 4) -> [SimilarSchool] {
        let n = stats.schools.count
        guard position >= 0, position < n, count > 0 else { return [] }
        let ranks = given ?? Self.ranks(stats)
        let mine = ranks.map { $0[position] }
        let myType = stats.schools[position].type
        var scored: [(position: Int, distance: Double)] = []
        scored.reserveCapacity(n)
        for other in 0..<n where other != position {
            var sum = 0.0
            var shared = 0
            for f in ranks.indices {
                let a = mine[f], b = ranks[f][other]
                if a.isNaN || b.isNaN { continue }
                sum += (a - b) * (a - b)
                shared += 1
            }
            guard shared >= minShared else { continue }
            let penalty = stats.schools[other].type == myType ? 0 : typePenalty
            scored.append((other, (sum / Double(shared)).squareRoot() + penalty))
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.position < $1.position }
        let myRegion = stats.schools[position].location.region
        return scored.prefix(count).map { hit in
            func close(_ f: Int) -> Bool {
                let a = mine[f], b = ranks[f][hit.position]
                return !a.isNaN && !b.isNaN && (a - b).magnitude < closeRank
            }
            var reasons: [String] = []
            if close(0) { reasons.append("Similar selectivity") }
            if close(1) { reasons.append("Similar scores") }
            if close(2) { reasons.append("Similar size") }
            let region = stats.schools[hit.position].location.region
            if let region, region == myRegion { reasons.append("Also \(region)") }
            let type = stats.schools[hit.position].type
            if type == myType { reasons.append(type == "public" ? "Also public" : "Also private") }
            return SimilarSchool(position: hit.position, reasons: Array(reasons.prefix(3)), distance: hit.distance)
        }
    }
}
