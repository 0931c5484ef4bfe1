import Domain
import QuadAPIModels

/// The footer: one source note for every measure the screen can show (plus majors, and location and setting on the
/// map), the baseline note, and the percentile footnote with the size legend.
enum ExploreNotesBuilder {
    static func notes(_ c: ExploreContext) -> [Block] {
        var fields: [String] = []
        for key in MetricKey.allCases where !fields.contains(key.definition.field) { fields.append(key.definition.field) }
        fields.append(FieldPath.majorsTop)
        if c.query.view == .map { fields += ["location.lat", "campus.setting"] }
        let sources = DatasetSourceNotes.sources(c.snapshot, forFields: fields, at: c.outcome.positions)
        var blocks: [Block] = [
            .sourceNote(SourceNoteBlock(sources: sources)),
            .text(TextBlock(markdown: "Every college is compared on the newest federal figures. Where a college has "
                + "published newer numbers of its own, its profile shows them beside the federal ones.")),
        ]
        if !c.outcome.positions.isEmpty {
            let legend = Tiers.sizeBuckets.map { "\($0.label) \($0.hint)" }.joined(separator: ", ")
            blocks.append(.text(TextBlock(markdown: "Card meters place each college among all "
                + "\(SiteFormat.num(Double(c.outcome.total))) colleges that report the measure. A dash means not "
                + "reported. Sizes: \(legend).")))
        }
        return blocks
    }
}
