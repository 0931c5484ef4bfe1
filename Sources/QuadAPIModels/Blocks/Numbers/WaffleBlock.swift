/// A grid of squares with some filled: "out of every 100 applicants…" (`waffle`).
public struct WaffleBlock: Sendable, Hashable, Codable, SchemaDescribed {
    /// How many squares are filled, as the number printed beside the grid.
    public var filled: Value
    public var label: String
    /// Squares in the grid.
    public var total: Int
    /// Of the filled squares, how many are drawn darker (admitted and enrolled); absent for one shade.
    public var inner: Value?
    /// One line per shade, darkest first ("Admitted & enrolled", "Admitted, went elsewhere", "Not admitted").
    public var legend: [WaffleLegend]?

    public init(filled: Value, label: String, total: Int = 100, inner: Value? = nil, legend: [WaffleLegend]? = nil) {
        self.filled = filled
        self.label = label
        self.total = total
        self.inner = inner
        self.legend = legend
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("waffle")),
        .init("filled", .ref(Value.self)),
        .init("label", .string()),
        .init("total", .integer(minimum: 1)),
        .optional("inner", .ref(Value.self)),
        .optional("legend", .array(.ref(WaffleLegend.self))),
    ]).described("A waffle grid: filled out of total.")
}

/// One shade of a ``WaffleBlock``: "{squares} of 100 · {count} {unit}".
public struct WaffleLegend: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    /// Squares of this shade.
    public var squares: Value
    /// The people those squares stand for.
    public var count: Value
    /// The word after the count ("students"); absent when none is printed.
    public var unit: String?

    public init(label: String, squares: Value, count: Value, unit: String? = nil) {
        self.label = label
        self.squares = squares
        self.count = count
        self.unit = unit
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("squares", .ref(Value.self)),
        .init("count", .ref(Value.self)),
        .optional("unit", .string()),
    ])
}
