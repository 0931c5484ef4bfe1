import QuadAPIModels

/// Rule 14: the profile's one ten-year trend standout, a national top-5% change on a real base.
extension Standouts {
    /// Start-of-window size needed for the applications and enrollment standouts.
    public static let trendMinBase: Double = 1_000

    /// The first of: applications grew (from ≥ 1,000, top 5% of ``MetricKey/applicantsChange``); enrollment grew
    /// (from ≥ 1,000, top 5% of ``MetricKey/sizeChange``); average cost fell (bottom 5% of
    /// ``MetricKey/avgCostChange``). Nil when none applies.
    public static func trendStandout(_ s: School, statistics stats: DatasetStatistics) -> StandoutChip? {
        if let t = s.trends?.applicants, let from = t.from, from >= trendMinBase, let change = t.change, change > 0,
           let r = stats.rankOf(s, .applicantsChange), r >= 0.95
        {
            return StandoutChip(
                label: "Applications \(growthWords(change: change)) \(since(t, .fall))", domain: .admissions,
                metric: .applicantsChange)
        }
        if let t = s.trends?.undergrads, let from = t.from, from >= trendMinBase, let change = t.change, change > 0,
           let r = stats.rankOf(s, .sizeChange), r >= 0.95
        {
            return StandoutChip(
                label: "Enrollment \(growthWords(change: change)) \(since(t, .fall))", domain: .size,
                metric: .sizeChange)
        }
        if let t = s.trends?.avgPaidAll, let change = t.change, change < 0,
           let r = stats.rankOf(s, .avgCostChange), r <= 0.05
        {
            let pct = SiteFormat.int(change.magnitude * 100)
            return StandoutChip(
                label: "Average cost down \(pct)% \(since(t, .academic))", domain: .value, metric: .avgCostChange)
        }
        return nil
    }

    /// How much something grew, from a relative change (`to / from − 1`): "tripled" for ×2.95 up to ×3.5,
    /// "doubled" for ×1.95 up to ×2.5, "grew N×" from ×3.5 (N rounded), else "up N%".
    public static func growthWords(change: Double) -> String {
        let ratio = 1 + change
        if ratio >= 3.5 { return "grew \(SiteFormat.int(ratio))\u{00D7}" }
        if ratio >= 2.95 { return "tripled" }
        if ratio >= 1.95 && ratio < 2.5 { return "doubled" }
        return "up \(SiteFormat.num(change * 100))%"
    }

    /// "since fall 2014" or "since 2013–14"; empty when the start year is missing.
    private static func since(_ t: TrendSummary, _ kind: YearKind) -> String {
        t.since.map { YearLabel.since($0, kind) } ?? ""
    }
}
