/// The sources behind the blocks above it, one line per source (`source-note`).
public struct SourceNoteBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var sources: [SourceGroup]
    /// A sentence shown before the list (a baseline or history note).
    public var note: String?
    /// The title when the sources open from an (i) beside the blocks rather than a line under them ("Where these
    /// links come from").
    public var title: String?

    public init(sources: [SourceGroup], note: String? = nil, title: String? = nil) {
        self.sources = sources
        self.note = note
        self.title = title
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("source-note")),
        .init("sources", .array(.ref(SourceGroup.self))),
        .optional("note", .string()),
        .optional("title", .string()),
    ]).described("Sources of the nearby blocks.")
}
