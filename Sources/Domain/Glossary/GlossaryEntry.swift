/// One term the app can explain: a pop-over sentence, an optional longer explanation, and links to related terms.
///
/// Entries are keyed by a URL slug (`acceptance-rate`, `middle-50`) that matches the site's `/glossary#key` anchors,
/// so a deep link from the site opens the same entry in the app.
public struct GlossaryEntry: Sendable, Hashable {
    /// Slug key, lowercase words joined by hyphens (`acceptance-rate`).
    public let key: String
    /// Display name of the term ("Acceptance rate").
    public let term: String
    /// One or two sentences for a pop-over or a term sheet.
    public let short: String
    /// Longer explanation for the full glossary entry, when the short one leaves something out.
    public let long: String?
    /// Why the term matters to a family choosing a college.
    public let why: String?
    /// The glossary section the entry is listed under.
    public let category: GlossaryCategory
    /// Keys of related entries, shown as chips; every key names an entry of ``Glossary/entries``.
    public let related: [String]

    /// Creates an entry. `long`, `why` and `related` are optional.
    public init(
        key: String,
        term: String,
        short: String,
        long: String? = nil,
        why: String? = nil,
        category: GlossaryCategory,
        related: [String] = []
    ) {
        self.key = key
        self.term = term
        self.short = short
        self.long = long
        self.why = why
        self.category = category
        self.related = related
    }
}
