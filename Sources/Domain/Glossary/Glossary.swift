/// The glossary the app shows (`GET /api/app/v1/glossary`) and the terms screens link values to.
///
/// All entries are static data written for this project; look one up with ``entry(_:)`` and attach metric labels to
/// their term with ``metricTerms``.
public enum Glossary {
    /// Every entry, grouped by ``GlossaryCategory`` in its declared order, then in reading order within a category.
    public static let entries: [GlossaryEntry] =
        admissionsEntries + testScoreEntries + studentEntries + costEntries + outcomeEntries + schoolTypeEntries
        + measureEntries + sourceEntries + highSchoolEntries + accountEntries

    /// Entries by key. Keys are unique (the tests check it); on a duplicate the first entry would win.
    private static let byKey: [String: GlossaryEntry] =
        Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })

    /// The entry with this key, or `nil` when no entry has it.
    public static func entry(_ key: String) -> GlossaryEntry? {
        byKey[key]
    }

    /// The entries of one category, in glossary order.
    public static func entries(in category: GlossaryCategory) -> [GlossaryEntry] {
        entries.filter { $0.category == category }
    }
}
