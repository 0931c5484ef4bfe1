import QuadAPIModels

extension MetricRegistry {
    /// Ten-year changes (from `school.trends`), all cited to the `trends` field.
    static let changeDefinitions: [MetricDefinition] = [
        MetricDefinition(
            key: .loanRateChange, field: "trends", label: "Undergrads with a federal loan, 10-year change",
            short: "Borrowing change", term: "federal-loan-rate", domain: .value, format: .pts,
            display: .signedPoints, more: "more students borrowing", less: "fewer students borrowing"),
        MetricDefinition(
            key: .pellGapChange, field: "trends", label: "Pell graduation gap, 10-year change",
            short: "Pell gap change", term: "pell-graduation-gap", domain: .access, format: .pts,
            display: .signedPoints, more: "a widening gap", less: "a narrowing gap"),
        MetricDefinition(
            key: .applicantsChange, field: "trends", label: "Applications, 10-year change",
            short: "Applications change", term: "applicants", domain: .admissions, format: .pct,
            display: .signedPercent, more: "faster-growing applications", less: "slower-growing applications"),
        MetricDefinition(
            key: .sizeChange, field: "trends", label: "Undergrads, 10-year change", short: "Size change",
            term: "undergrad-enrollment", domain: .size, format: .pct, display: .signedPercent,
            more: "faster growth", less: "slower growth"),
        MetricDefinition(
            key: .diversityChange, field: "trends", label: "Diversity index, 10-year change",
            short: "Diversity change", term: "diversity-index", domain: .diversity, format: .fixed2,
            display: .signedIndex, more: "faster-diversifying", less: "slower-diversifying"),
        MetricDefinition(
            key: .menShareChange, field: "trends", label: "Men's share, 10-year change", short: "Men % change",
            term: "gender-balance", domain: .access, format: .pts, display: .signedPoints,
            more: "shifting toward men", less: "shifting toward women"),
        MetricDefinition(
            key: .avgCostChange, field: "trends", label: "Average cost, 10-year change (after inflation)",
            short: "Cost change", term: "average-cost", domain: .value, format: .pct, display: .signedPercent,
            more: "bigger cost increases", less: "smaller cost increases"),
    ]
}
