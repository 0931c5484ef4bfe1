/// A card that opens a topic screen, with a few blocks of preview inside (`topic-card`).
public struct TopicCardBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var title: String
    /// The topic screen's site URL.
    public var href: String
    /// The line at the bottom ("Getting in, in detail: funnel, what they look at, your scores").
    public var footer: String
    public var blocks: [Block]
    /// Small line above the title ("Admissions · Fall 2024").
    public var eyebrow: String?

    public init(title: String, href: String, footer: String, blocks: [Block], eyebrow: String? = nil) {
        self.title = title
        self.href = href
        self.footer = footer
        self.blocks = blocks
        self.eyebrow = eyebrow
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("topic-card")),
        .init("title", .string()),
        .init("href", .string()),
        .init("footer", .string()),
        .init("blocks", .array(.ref(Block.self))),
        .optional("eyebrow", .string()),
    ]).described("A card linking to a topic screen.")
}
