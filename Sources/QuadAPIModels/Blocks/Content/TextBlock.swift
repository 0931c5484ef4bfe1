/// Markdown text: bold, links, and glossary term spans (`text`).
public struct TextBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var markdown: String

    public init(markdown: String) { self.markdown = markdown }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("text")),
        .init("markdown", .string()),
    ]).described("Markdown text: intros, method notes.")
}
