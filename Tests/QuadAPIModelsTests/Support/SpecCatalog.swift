/// The first column of the block catalog table in the spec (`spec/app-api-tables.md`, "Block catalog"), transcribed
/// row by row as the spec writes it. One row, "school-card / school-row", names two kinds.
enum SpecCatalog {
    static let rows = [
        "heading", "text", "takeaway", "stat-tiles", "ring", "range-bar", "benchmark-bar", "funnel", "waffle",
        "stacked-bar", "distribution", "trend-line", "stacked-area", "dumbbell", "slope", "dot-plot", "dot-range",
        "scatter", "dot-map", "tile-map", "waterfall", "columns", "grouped-bars", "radar", "histogram", "outcome-bar",
        "class-trend", "leaderboard", "table", "school-card / school-row", "school-chips", "topic-card", "chips",
        "links", "fold", "controls", "source-note", "web",
    ]

    /// Every kind name, in table order, with the shared row split into its two kinds.
    static var kinds: [String] {
        rows.flatMap { $0.split(separator: " / ").map(String.init) }
    }
}
