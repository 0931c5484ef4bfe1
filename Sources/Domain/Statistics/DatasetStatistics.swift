/// Everything computed once over a loaded dataset: each metric's value per college and its reported values in order
/// (for ranks, medians, strips, leaders and sorting), a name order, the dataset summary, and the search index.
///
/// Built when a ``DatasetSnapshot`` loads and immutable afterwards, so every query is a lookup, a binary search or one
/// pass over a column of numbers. Nulls are never in the ordered arrays: a college that does not report a metric has
/// no rank for it and is not counted in its median or histogram.
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
    /// Per metric (by ``MetricKey/ordinal``), each college's value by position; NaN when not reported.
    let columns: [[Double]]
    /// Per metric, every reported, finite value, ascending.
    let sortedColumns: [[Double]]
    /// Per metric, the median of reporters.
    let medians: [Double?]
    /// Every position in each sort's order, made on first use (``sortPositions(_:by:direction:value:)``).
    let fullOrders = FullOrderCache()

    /// Builds the statistics of `schools`, with `aliases` (rows of `aliases.json`) for search.
    public init(schools: [School], aliases: [AliasRow] = []) {
        self.schools = schools
        let n = schools.count
        var positions: [String: Int] = [:]
        positions.reserveCapacity(n)
        for i in schools.indices where positions[schools[i].unitID] == nil {
            positions[schools[i].unitID] = i
        }
        positionByID = positions
        let byID = positions

        // Independent parts run side by side: the metric columns (two halves of the colleges), the name order,
        // and the search index. Each column pass copies a record once and reads every metric from the copy.
        enum Part: Sendable {
            case columns([[Double]])
            case names([Int])
            case search(SearchIndex)
        }
        let half = n / 2
        let parts = ParallelJobs.run(4) { job -> Part in
            switch job {
            case 0: .columns(Self.columns(schools, 0..<half))
            case 1: .columns(Self.columns(schools, half..<n))
            case 2: .names(NameCollation.ranks(schools.indices.map { schools[$0].name }))
            default: .search(SearchIndex(schools: schools, aliases: aliases, positions: byID))
            }
        }
        var columns: [[Double]] = []
        var ranks: [Int] = []
        var index: SearchIndex?
        for part in parts {
            switch part {
            case .columns(let chunk):
                columns = columns.isEmpty ? chunk : zip(columns, chunk).map { $0 + $1 }
            case .names(let r): ranks = r
            case .search(let s): index = s
            }
        }
        let keyCount = MetricKey.allCases.count
        let finished = columns
        let sorted = ParallelJobs.run(2) { job in
            stride(from: job, to: keyCount, by: 2).map { k in finished[k].filter { !$0.isNaN }.sorted() }
        }
        let sortedColumns = (0..<keyCount).map { k in sorted[k % 2][k / 2] }
        self.columns = columns
        self.sortedColumns = sortedColumns
        medians = sortedColumns.map(PercentileMath.median)
        nameRanks = ranks
        search = index ?? SearchIndex(schools: schools, aliases: aliases, positions: positions)
        summary = Self.summarize(
            schools, columns: columns, medianAcceptance: medians[MetricKey.acceptance.ordinal],
            medianSat: medians[MetricKey.sat.ordinal])
    }

    /// Every metric's value for the colleges in `range`, one column per ``MetricKey/ordinal`` (NaN when missing).
    static func columns(_ schools: [School], _ range: Range<Int>) -> [[Double]] {
        let keys = MetricKey.allCases
        var columns = [[Double]](repeating: [Double](repeating: .nan, count: range.count), count: keys.count)
        for i in range {
            let s = schools[i]
            for k in keys.indices {
                if let v = keys[k].value(of: s), v.isFinite { columns[k][i - range.lowerBound] = v }
            }
        }
        return columns
    }

    /// The position of a college in ``schools``, by `unit_id`.
    public func position(of unitID: String) -> Int? {
        positionByID[unitID]
    }

    /// The value of `key` for the college at `position` (nil when not reported).
    public func value(_ key: MetricKey, at position: Int) -> Double? {
        let v = columns[key.ordinal][position]
        return v.isNaN ? nil : v
    }
}

// MARK: - Ranks and medians

extension DatasetStatistics {
    /// Every reported value of `key`, ascending.
    public func values(_ key: MetricKey) -> [Double] {
        sortedColumns[key.ordinal]
    }

    /// Number of colleges that report `key`.
    public func reportingCount(_ key: MetricKey) -> Int {
        sortedColumns[key.ordinal].count
    }

    /// Median of the reporters of `key`; nil when nobody reports it.
    public func median(_ key: MetricKey) -> Double? {
        medians[key.ordinal]
    }

    /// Percentile rank (0…1) of the college on `key` among every reporter: the share of the other reporters with a
    /// lower value, ties counting half; 0.5 when at most one college reports; nil when the college does not report.
    public func rankOf(_ school: School, _ key: MetricKey) -> Double? {
        guard let v = key.value(of: school), v.isFinite else { return nil }
        return PercentileMath.percentileRank(v, in: sortedColumns[key.ordinal])
    }

    /// Percentile rank of the college at `position` (see ``rankOf(_:_:)``).
    public func rank(_ key: MetricKey, at position: Int) -> Double? {
        value(key, at: position).map { PercentileMath.percentileRank($0, in: sortedColumns[key.ordinal]) }
    }

    /// Percentile rank of a bare value on `key` (as if held by a reporter).
    public func rank(of value: Double, on key: MetricKey) -> Double {
        PercentileMath.percentileRank(value, in: sortedColumns[key.ordinal])
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
        let column = columns[key.ordinal]
        let applicants = columns[MetricKey.applicants.ordinal]
        let undergrads = columns[MetricKey.enrollment.ordinal]
        func orZero(_ v: Double) -> Double { v.isNaN ? 0 : v }
        var rows: [Int] = []
        for i in column.indices where !column[i].isNaN {
            if orZero(applicants[i]) >= minApplicants && orZero(undergrads[i]) >= minUndergrads { rows.append(i) }
        }
        rows.sort { a, b in
            if column[a] != column[b] { return direction == .asc ? column[a] < column[b] : column[a] > column[b] }
            return a < b
        }
        return rows.prefix(count).map { schools[$0] }
    }
}
