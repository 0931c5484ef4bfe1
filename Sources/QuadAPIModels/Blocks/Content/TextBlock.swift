/// Markdown text: bold, links, and glossary term spans (`text`).
public struct TextBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var markdown: String
    /// Glossary key of the info tip after the whole text, where the site puts one beside a sentence (a word or phrase
    /// that opens a term is a `/glossary#key` link in the markdown instead).
    public var term: String?

    public init(markdown: String, term: String? = nil) {
        self.markdown = markdown
        self.term = term
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("text")),
        .init("markdown", .string()),
        .optional("term", .termKey),
    ]).described("Markdown text: intros, method notes.")
}
