/// Blocks hidden behind a "Show …" button; they arrive with the screen and unfold on tap (`fold`).
public struct FoldBlock: Sendable, Hashable, Codable, SchemaDescribed {
    /// The button's words ("Show who they are").
    public var hint: String
    public var blocks: [Block]
    /// The anchor that unfolds it when "On this page" jumps here.
    public var anchor: String?

    public init(hint: String, blocks: [Block], anchor: String? = nil) {
        self.hint = hint
        self.blocks = blocks
        self.anchor = anchor
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("fold")),
        .init("hint", .string()),
        .init("blocks", .array(.ref(Block.self), minItems: 1)),
        .optional("anchor", .anchorID),
    ]).described("Blocks folded behind a button.")
}
