import Domain
public import QuadAPIModels

/// Builds `GET /glossary` from the glossary entries (they do not depend on the dataset).
public enum GlossaryBuilder {
    public static func build() -> GlossaryResponse {
        GlossaryResponse(
            categories: GlossaryCategory.allCases.map { GlossaryCategoryInfo(key: $0.rawValue, label: $0.displayName) },
            entries: Glossary.entries.map {
                GlossaryTerm(key: $0.key, term: $0.term, short: $0.short, long: $0.long, why: $0.why,
                             category: $0.category.rawValue, related: $0.related)
            })
    }
}
