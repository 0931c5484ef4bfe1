/// A section heading, with the anchor "On this page" links to (`heading`).
public struct HeadingBlock: Sendable, Hashable, Codable, SchemaDescribed {
    /// 1 for the screen title, 2 for a panel, 3–4 below.
    public var level: Int
    public var text: String
    /// Small line above the heading ("Admissions", "Fall 2024").
    public var eyebrow: String?
    public var anchor: String
    /// Glossary key of the info tip beside the heading (the site's InfoTip in a panel title).
    public var term: String?

    public init(level: Int, text: String, eyebrow: String? = nil, anchor: String, term: String? = nil) {
        self.level = level
        self.text = text
        self.eyebrow = eyebrow
        self.anchor = anchor
        self.term = term
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("heading")),
        .init("level", .integer(minimum: 1, maximum: 4)),
        .init("text", .string()),
        .optional("eyebrow", .string()),
        .init("anchor", .anchorID),
        .optional("term", .termKey),
    ]).described("A section heading and its anchor.")
}
