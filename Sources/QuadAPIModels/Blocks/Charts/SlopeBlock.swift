/// Then and now: one line per college from the window's start to its end, with a switch between measures
/// (`slope`).
public struct SlopeBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var rows: [SlopeRow]
    /// The measure switch, bound to a query parameter.
    public var metrics: QueryControl
    /// Column headings of the two ends ("2013–14", "2023–24").
    public var startLabel: String
    public var endLabel: String

    public init(rows: [SlopeRow], metrics: QueryControl, startLabel: String, endLabel: String) {
        self.rows = rows
        self.metrics = metrics
        self.startLabel = startLabel
        self.endLabel = endLabel
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("slope")),
        .init("rows", .array(.ref(SlopeRow.self))),
        .init("metrics", .ref(QueryControl.self)),
        .init("startLabel", .string()),
        .init("endLabel", .string()),
    ]).described("Then-and-now lines with a measure switch.")
}

/// One college's line in a ``SlopeBlock``.
public struct SlopeRow: Sendable, Hashable, Codable, SchemaDescribed {
    /// The college's id.
    public var id: String
    public var label: String
    public var color: String
    public var start: Value
    public var end: Value
    /// The start year when this college's series starts later than the window ("2016–17").
    public var lateStart: String?

    public init(id: String, label: String, color: String, start: Value, end: Value, lateStart: String? = nil) {
        self.id = id
        self.label = label
        self.color = color
        self.start = start
        self.end = end
        self.lateStart = lateStart
    }

    public static let schema = JSONSchema.object([
        .init("id", .string()),
        .init("label", .string()),
        .init("color", .colorToken),
        .init("start", .ref(Value.self)),
        .init("end", .ref(Value.self)),
        .optional("lateStart", .string()),
    ])
}
