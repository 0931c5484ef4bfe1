public import QuadAPIModels

/// Short texts about a source for chips and notes.
extension Lineage {
    /// The year a source line shows: its year, or "most recent release" when the release has no single year.
    public static func yearLabel(_ source: CitedSource) -> String {
        source.year ?? "most recent release"
    }

    /// Whether a source line should name a year at all: community references with no year (Wikidata, Wikipedia)
    /// are dated by their retrieval date instead, so "most recent release" would mislead.
    public static func citesYear(_ source: CitedSource) -> Bool {
        source.year != nil || !SourceKey.undated.contains(source.key)
    }

    /// A compact name for a chip, with the year when there is one: "CDS 2024–25", "College Fall 2026",
    /// "State law", "Wikidata", "Directories", "Policy page", "Scorecard", "IPEDS Fall 2024".
    public static func shortSource(_ source: CitedSource) -> String {
        let name: String
        switch source.key {
        case SourceKey.cds: name = "CDS"
        case SourceKey.collegeSite: name = "College"
        case SourceKey.stateLaw: name = "State law"
        case SourceKey.wikidata: name = "Wikidata"
        case SourceKey.wikipedia: name = "Wikipedia"
        case SourceKey.directories, SourceKey.orgEstimate: name = "Directories"
        case SourceKey.policyPage: name = "Policy page"
        case SourceKey.scorecard, SourceKey.scorecardFieldOfStudy: name = "Scorecard"
        default: name = "IPEDS"
        }
        guard let year = nonEmpty(source.year) else { return name }
        return "\(name) \(year)"
    }
}
