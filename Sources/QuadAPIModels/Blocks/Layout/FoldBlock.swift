/// Blocks hidden behind a "Show …" button; they arrive with the screen and unfold on tap (`fold`).
public struct FoldBlock: Sendable, Hashable, Codable, SchemaDescribed {
    /// The button's words ("Show who they are").
    public var hint: String
    public var blocks: [Block]
    /// The anchor that unfolds it when "On this page" jumps here.
    public var anchor: String?
    /// Small print beside the button ("Where Abilene Christian University sits among 300 colleges").
    public var note: String?

    public init(hint: String, blocks: [Block], anchor: String? = nil, note: String? = nil) {
        self.hint = hint
        self.blocks = blocks
        self.anchor = anchor
        self.note = note
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("fold")),
        .init("hint", .string()),
        .init("blocks", .array(.ref(Block.self), minItems: 1)),
        .optional("anchor", .anchorID),
        .optional("note", .string()),
    ]).described("Blocks folded behind a button.")
}
