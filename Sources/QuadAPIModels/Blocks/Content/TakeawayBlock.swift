/// A one-sentence reading of the numbers, set off from the text around it (`takeaway`).
public struct TakeawayBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var text: String
    public var tone: Tone

    public init(text: String, tone: Tone) {
        self.text = text
        self.tone = tone
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("takeaway")),
        .init("text", .string()),
        .init("tone", .ref(Tone.self)),
    ]).described("A plain-English takeaway.")
}
