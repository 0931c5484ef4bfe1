import Domain
/// Builds `history/national.json` from the written histories: per series and year the 25th percentile, median,
/// 75th percentile and number of colleges reporting (years with fewer than 20 are null), and per series the
/// distribution of the ten-year change (points for shares, ratios for the rest with dollars compared in the end
/// year's dollars). Percentiles interpolate linearly; code series are skipped.
///
/// Values are kept compactly as whole numbers (shares in ten-thousandths), so 19,000 colleges fit in memory.
struct FixtureNational {
    static let firstYear = 1990
    static let years = 45
    static let minReporting = 20

    private let specs = FixtureSeries.specs.filter { $0.unit != .code }
    private var cells: [[[Int32]]]
    private var changes: [[Double]]
    private let cpi: (Int) -> Double?

    init(cpi: @escaping (Int) -> Double?) {
        self.cpi = cpi
        cells = Array(repeating: Array(repeating: [], count: Self.years), count: specs.count)
        changes = Array(repeating: [], count: specs.count)
    }

    /// Adds one college's history.
    mutating func add(_ h: FixtureHistory) {
        for (i, spec) in specs.enumerated() {
            guard let s = h.series[spec.key] else { continue }
            let scale = spec.unit == .share ? 10_000.0 : 1
            for (offset, value) in s.values.enumerated() {
                guard let value else { continue }
                let slot = s.start + offset - Self.firstYear
                guard slot >= 0, slot < Self.years else { continue }
                cells[i][slot].append(Int32((value * scale).rounded()))
            }
            if let c = change(spec, s) { changes[i].append(c) }
        }
    }

    /// The change of one series over the default window, nil when the site's rule gives none.
    private func change(_ spec: FixtureSeries.Spec, _ s: FixtureHistory.Series) -> Double? {
        let (start, end) = FixtureTrends.window(spec.kind)
        guard let to = s.value(in: end) else { return nil }
        for since in start...(start + 2) {
            guard let from = s.value(in: since) else { continue }
            if FixtureSeries.hasBreak(spec.key), since < FixtureSeries.satBreak, end >= FixtureSeries.satBreak { return nil }
            if spec.unit == .share { return to - from }
            guard from > 0 else { return nil }
            var base = from
            if spec.unit == .usd, let a = cpi(since), let b = cpi(end) { base = from * b / a }
            return to / base - 1
        }
        return nil
    }

    /// Linear-interpolated quantile of ascending values.
    static func quantile(_ sorted: [Double], _ q: Double) -> Double {
        let pos = Double(sorted.count - 1) * q
        let lo = Int(pos.rounded(.down))
        let hi = Int(pos.rounded(.up))
        return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - Double(lo))
    }

    /// The file's JSON.
    func json() -> FixtureValue {
        var series: [FixtureMember] = []
        var changeMembers: [FixtureMember] = []
        for (i, spec) in specs.enumerated() {
            let share = spec.unit == .share
            let reported = (0..<Self.years).filter { cells[i][$0].count >= Self.minReporting }
            if let first = reported.first, let last = reported.last {
                var stats: [FixtureValue] = []
                for slot in first...last {
                    guard cells[i][slot].count >= Self.minReporting else {
                        stats.append(.null)
                        continue
                    }
                    let sorted = cells[i][slot].sorted().map { share ? Double($0) / 10_000 : Double($0) }
                    func round(_ v: Double) -> Double { share ? FixtureRound.four(v) : v.rounded() }
                    stats.append(.array([.number(round(Self.quantile(sorted, 0.25))),
                                         .number(round(Self.quantile(sorted, 0.5))),
                                         .number(round(Self.quantile(sorted, 0.75))), .int(sorted.count)]))
                }
                series.append(FixtureMember(key: spec.key, value: .obj(["start": .int(Self.firstYear + first),
                                                                        "stats": .array(stats)])))
            }
            if changes[i].count >= Self.minReporting {
                let sorted = changes[i].sorted()
                let (from, to) = FixtureTrends.window(spec.kind)
                func q(_ p: Double) -> FixtureValue { .number(FixtureRound.four(Self.quantile(sorted, p))) }
                changeMembers.append(FixtureMember(key: spec.key, value: .obj([
                    "from": .int(from), "to": .int(to), "measure": .string(share ? "points" : "ratio"),
                    "p5": q(0.05), "p25": q(0.25), "median": q(0.5), "p75": q(0.75), "p95": q(0.95),
                    "n": .int(sorted.count),
                ])))
            }
        }
        return .obj(["series": .object(series), "changes": .object(changeMembers)])
    }
}
