/// Cited numbers printed in one line of small print, each with its own words, joined by `separator`: a similar
/// college's card reads "66% admit · SAT 1200 · 3.2K undergrads". Each part prints `before`, the value's display and
/// `after` with no space added, so the line is the concatenation of its parts and separators.
public struct FigureLine: Sendable, Hashable, Codable, SchemaDescribed {
    public var parts: [FigurePart]
    /// What is printed between the parts (" · ").
    public var separator: String

    public init(parts: [FigurePart], separator: String) {
        self.parts = parts
        self.separator = separator
    }

    /// The line as it is printed.
    public var display: String { parts.map(\.display).joined(separator: separator) }

    public static let schema = JSONSchema.object([
        .init("parts", .array(.ref(FigurePart.self), minItems: 1)),
        .init("separator", .string()),
    ]).described("Cited numbers in one line, each with its words.")
}

/// One number of a ``FigureLine`` with the words printed before and after it ("SAT " + "1200"; "66%" + " admit").
public struct FigurePart: Sendable, Hashable, Codable, SchemaDescribed {
    /// Printed before the value, spaces included.
    public var before: String?
    public var value: Value
    /// Printed after the value, spaces included.
    public var after: String?

    public init(before: String? = nil, value: Value, after: String? = nil) {
        self.before = before
        self.value = value
        self.after = after
    }

    /// The part as it is printed.
    public var display: String { (before ?? "") + value.display + (after ?? "") }

    public static let schema = JSONSchema.object([
        .optional("before", .string()),
        .init("value", .ref(Value.self)),
        .optional("after", .string()),
    ])
}
