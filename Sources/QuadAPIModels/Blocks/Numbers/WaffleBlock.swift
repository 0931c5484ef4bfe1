/// A grid of squares with some filled: "out of every 100 applicants…" (`waffle`).
public struct WaffleBlock: Sendable, Hashable, Codable, SchemaDescribed {
    /// How many squares are filled, as the number printed beside the grid.
    public var filled: Value
    public var label: String
    /// Squares in the grid.
    public var total: Int

    public init(filled: Value, label: String, total: Int = 100) {
        self.filled = filled
        self.label = label
        self.total = total
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("waffle")),
        .init("filled", .ref(Value.self)),
        .init("label", .string()),
        .init("total", .integer(minimum: 1)),
    ]).described("A waffle grid: filled out of total.")
}
