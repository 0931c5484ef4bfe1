import Foundation

/// The glossary the app shows (`GET /api/app/v1/glossary`) and the terms screens link values to.
///
/// The entries are data: `Resources/glossary.json` of this module, read and checked once, on first use (see
/// ``GlossaryCatalog``). The server calls ``load()`` at start-up, so a broken or incomplete file stops it with a
/// clear message instead of serving a glossary with holes.
public enum Glossary {
    /// The bundled glossary, or why it could not be loaded.
    public static let bundled: Result<GlossaryCatalog, GlossaryLoadError> = Result { () throws(GlossaryLoadError) in
        guard let directory = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
            throw GlossaryLoadError("is missing: the module has no Resources folder")
        }
        let url = directory.appendingPathComponent("glossary.json")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw GlossaryLoadError("cannot be read at \(url.path)")
        }
        return try GlossaryCatalog(json: data)
    }

    /// The bundled glossary, checked.
    ///
    /// - Throws: ``GlossaryLoadError`` when the resource is missing, malformed, or lacks an entry the screens use.
    public static func load() throws(GlossaryLoadError) -> GlossaryCatalog {
        try bundled.get()
    }

    /// Every entry, grouped by ``GlossaryCategory`` in its declared order, then in reading order within a category;
    /// empty when the resource did not load (start-up fails first, see ``load()``).
    public static var entries: [GlossaryEntry] {
        (try? bundled.get())?.entries ?? []
    }

    /// The entry with this key, or `nil` when no entry has it.
    public static func entry(_ key: String) -> GlossaryEntry? {
        (try? bundled.get())?.entry(key)
    }

    /// The entries of one category, in glossary order.
    public static func entries(in category: GlossaryCategory) -> [GlossaryEntry] {
        entries.filter { $0.category == category }
    }

    /// The keys Domain's own tables link to: every metric's term and every row of "All the numbers". Loading fails
    /// when one has no entry (the screens' other links are checked by the tests that walk every document).
    public static var requiredKeys: Set<String> {
        Set(metricTerms.values).union(CompareTable.groups(federalAidYear: nil).flatMap { $0.rows.map(\.term) })
    }
}
