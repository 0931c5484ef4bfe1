import QuadAPIModels

extension MetricRegistry {
    /// Admissions and test-score measures.
    static let admissionsDefinitions: [MetricDefinition] = [
        MetricDefinition(
            key: .acceptance, field: "admissions.acceptance_rate", label: "Acceptance rate", short: "Admit rate",
            term: "acceptance-rate", domain: .admissions, format: .pctSmart, scale: .share,
            more: "less selective", less: "more selective"),
        MetricDefinition(
            key: .applicants, field: "admissions.applicants", label: "Applicants", short: "Applicants",
            term: "applicants", domain: .admissions, format: .num,
            more: "more applicants", less: "fewer applicants"),
        MetricDefinition(
            key: .yield, field: "derived.yield", label: "Yield rate", short: "Yield", term: "yield",
            domain: .admissions, format: .pct, scale: .share, more: "higher yield", less: "lower yield"),
        MetricDefinition(
            key: .sat, field: "derived.sat_mid", label: "SAT midpoint", short: "SAT mid", term: "sat",
            domain: .scores, format: .int, scale: MetricScale(400, 1600),
            more: "higher scores", less: "lower scores"),
        MetricDefinition(
            key: .act, field: "derived.act_mid", label: "ACT midpoint", short: "ACT mid", term: "act",
            domain: .scores, format: .int, scale: MetricScale(1, 36), more: "higher scores", less: "lower scores"),
        MetricDefinition(
            key: .admitGap, field: "derived.admit_rate_men", label: "Acceptance rate, men minus women",
            short: "Admit gap (M \u{2212} W)", term: "admit-rate-by-sex", domain: .admissions, format: .pts,
            display: .signedPoints, more: "admits men at a higher rate", less: "admits women at a higher rate"),
        MetricDefinition(
            key: .admitGapSize, field: "derived.admit_rate_men",
            label: "Gap between men's and women's acceptance rates", short: "Admit gap", term: "admit-rate-by-sex",
            domain: .admissions, format: .pts, display: .gapPoints, more: "a wider gap", less: "a narrower gap"),
    ]
}
