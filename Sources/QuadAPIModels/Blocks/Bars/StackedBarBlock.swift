/// One 100% bar split into labeled parts (`stacked-bar`; race and ethnicity).
public struct StackedBarBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var segments: [BarSegment]
    public var label: String?

    public init(segments: [BarSegment], label: String? = nil) {
        self.segments = segments
        self.label = label
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("stacked-bar")),
        .init("segments", .array(.ref(BarSegment.self), minItems: 1)),
        .optional("label", .string()),
    ]).described("A 100% bar of labeled parts.")
}
