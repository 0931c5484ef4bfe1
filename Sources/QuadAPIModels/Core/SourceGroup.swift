/// One source and the fields of a screen that cite it (a source note's line).
public struct SourceGroup: Sendable, Hashable, Codable, SchemaDescribed {
    public let source: CitedSource
    /// Registry labels of the fields that cite this source, in first-use order.
    public let fields: [String]

    @_spi(Lineage)
    public init(source: CitedSource, fields: [String]) {
        self.source = source
        self.fields = fields
    }

    public static let schema = JSONSchema.object([
        .init("source", .ref(CitedSource.self)),
        .init("fields", .array(.string())),
    ]).described("A source and the fields on the screen that cite it.")
}
