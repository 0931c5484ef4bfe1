/// A screen document: the blocks of one site page, in the page's order, with its sources.
public struct Screen: Sendable, Hashable, Codable, SchemaDescribed {
    /// Always `screen`.
    public var kind: String = "screen"
    public var title: String
    /// The site URL of the page (deep-linkable; the app's "Open on the web").
    public var url: String
    public var blocks: [Block]
    public var sources: [SourceGroup]
    /// Dataset publish id the document was built from.
    public var publish: String

    public init(title: String, url: String, blocks: [Block], sources: [SourceGroup], publish: String) {
        self.title = title
        self.url = url
        self.blocks = blocks
        self.sources = sources
        self.publish = publish
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("screen")),
        .init("title", .string()),
        .init("url", .string()),
        .init("blocks", .array(.ref(Block.self))),
        .init("sources", .array(.ref(SourceGroup.self))),
        .init("publish", .string()),
    ]).described("A screen document: blocks in page order, with the screen's sources.")
}
