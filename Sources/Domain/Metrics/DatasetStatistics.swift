/// Everything computed once over a loaded dataset: each metric's reported values in order (for ranks, medians and
/// strips), a name order for sorting, the dataset summary, and the search index.
///
/// Built when a ``DatasetSnapshot`` loads and immutable afterwards, so every query is a lookup or a binary search.
/// Nulls are never in the value arrays: a college that does not report a metric has no rank for it and is not
/// counted in its median or histogram.
public struct DatasetStatistics: Sendable {
    /// The colleges, in file order (the snapshot's array).
    public let schools: [School]
    /// Search over names, cities, states and aliases.
    public let search: SearchIndex
    /// Headline numbers.
    public let summary: DatasetSummary

    /// Position in ``schools`` by `unit_id` (the first one wins on a duplicate).
    let positionByID: [String: Int]
    /// Rank of each college's name in name order (equal names share a rank), by position.
    let nameRanks: [Int]
    /// Every reported, finite value of each metric, ascending.
    private let sortedValues: [MetricKey: [Double]]
    /// Each metric's median of reporters.
    private let medians: [MetricKey: Double]

    /// Builds the statistics of `schools`, with `aliases` (rows of `aliases.json`) for search.
    public init(schools: [School], aliases: [AliasRow] = []) {
        self.schools = schools
        var positions: [String: Int] = [:]
        positions.reserveCapacity(schools.count)
        for (i, s) in schools.enumerated() where positions[s.unitID] == nil {
            positions[s.unitID] = i
        }
        positionByID = positions

        var values: [MetricKey: [Double]] = [:]
        var medians: [MetricKey: Double] = [:]
        for key in MetricKey.allCases {
            var column: [Double] = []
            column.reserveCapacity(schools.count)
            for s in schools {
                if let v = key.value(of: s), v.isFinite { column.append(v) }
            }
            column.sort()
            medians[key] = PercentileMath.median(column)
            values[key] = column
        }
        sortedValues = values
        self.medians = medians
        nameRanks = Self.ranks(of: schools.map { NameCollationKey($0.name) })
        search = SearchIndex(schools: schools, aliases: aliases)
        summary = Self.summarize(schools, medianAcceptance: medians[.acceptance], medianSat: medians[.sat])
    }

    /// Dense ranks of collation keys: equal keys share a rank.
    static func ranks(of keys: [NameCollationKey]) -> [Int] {
        let order = keys.indices.sorted { keys[$0] < keys[$1] }
        var ranks = [Int](repeating: 0, count: keys.count)
        var rank = 0
        for (n, i) in order.enumerated() {
            if n > 0, keys[order[n - 1]] < keys[i] { rank += 1 }
            ranks[i] = rank
        }
        return ranks
    }

    /// The position of a college in ``schools``, by `unit_id`.
    public func position(of unitID: String) -> Int? {
        positionByID[unitID]
    }
}

// MARK: - Ranks and medians

extension DatasetStatistics {
    /// Every reported value of `key`, ascending.
    public func values(_ key: MetricKey) -> [Double] {
        sortedValues[key] ?? []
    }

    /// Number of colleges that report `key`.
    public func reportingCount(_ key: MetricKey) -> Int {
        values(key).count
    }

    /// Median of the reporters of `key`; nil when nobody reports it.
    public func median(_ key: MetricKey) -> Double? {
        medians[key]
    }

    /// Percentile rank (0…1) of the college on `key` among every reporter: the share of the other reporters with a
    /// lower value, ties counting half; 0.5 when at most one college reports; nil when the college does not report.
    public func rankOf(_ school: School, _ key: MetricKey) -> Double? {
        guard let v = key.value(of: school), v.isFinite else { return nil }
        return PercentileMath.percentileRank(v, in: values(key))
    }

    /// Percentile rank of a bare value on `key` (as if held by a reporter).
    public func rank(of value: Double, on key: MetricKey) -> Double {
        PercentileMath.percentileRank(value, in: values(key))
    }
}

// MARK: - Distributions

extension DatasetStatistics {
    /// Largest bin count a caller may ask for.
    public static let maxBins = 400

    /// The spread of `key` over `bins` bins (clamped to 1…``maxBins``). The axis runs from the value at the 1st to the
    /// one at the 99th percentile (index `round(q × (n − 1))`), clipped to the metric's fixed scale except for the
    /// SAT; a degenerate axis becomes `[min, min + 1]`. With no reporters the axis is 0…1.
    public func distribution(_ key: MetricKey, bins: Int = 40) -> MetricDistribution {
        let count = min(max(bins, 1), Self.maxBins)
        let sorted = values(key)
        var lower = PercentileMath.quantile(sorted, 0.01) ?? 0
        var upper = PercentileMath.quantile(sorted, 0.99) ?? 1
        if let scale = key.definition.scale, key != .sat {
            lower = max(scale.lower, lower)
            upper = min(scale.upper, upper)
        }
        if upper <= lower { upper = lower + 1 }
        let counts = PercentileMath.histogram(sorted, bins: count, lower: lower, upper: upper)
        return MetricDistribution(bins: counts, min: lower, max: upper, n: sorted.count)
    }

    /// Reporters of `key` counted over a fixed range in `bins` bins (clamped to 1…``maxBins``), end bins catching
    /// values outside it.
    public func histogram(_ key: MetricKey, bins: Int, lower: Double, upper: Double) -> [Int] {
        PercentileMath.histogram(values(key), bins: min(max(bins, 1), Self.maxBins), lower: lower, upper: upper)
    }
}

// MARK: - Leaders

extension DatasetStatistics {
    /// The first `count` colleges on `key` in `direction`, among those reporting it with at least `minApplicants`
    /// applicants and `minUndergrads` undergraduates (a missing count is 0). Ties keep file order.
    public func topBy(
        _ key: MetricKey, _ direction: SortDirection, count: Int = 5, minApplicants: Double = 0,
        minUndergrads: Double = 0
    ) -> [School] {
        guard count > 0 else { return [] }
        var rows: [(position: Int, value: Double)] = []
        for (i, s) in schools.enumerated() {
            guard let v = key.value(of: s), v.isFinite,
                  (s.admissions?.applicants ?? 0) >= minApplicants,
                  (s.demographics?.undergradEnrollment ?? 0) >= minUndergrads
            else { continue }
            rows.append((i, v))
        }
        rows.sort { a, b in
            if a.value != b.value { return direction == .asc ? a.value < b.value : a.value > b.value }
            return a.position < b.position
        }
        return rows.prefix(count).map { schools[$0.position] }
    }
}
