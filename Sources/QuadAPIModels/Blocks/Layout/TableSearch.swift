/// A search box over a ``TableBlock``'s rows ("Do they have nursing?"): the app filters the rows as the reader types,
/// keeping a row when the query (trimmed, lower-cased) starts its ``TableRowSearch/code``, or when every word of the
/// query (letters and digits only) starts some word of its ``TableRowSearch/text`` (words split at anything but a
/// letter or digit): "econ" finds Economics, not Secondary Education; "computer sci" finds Computer Science.
public struct TableSearch: Sendable, Hashable, Codable, SchemaDescribed {
    /// The box's placeholder ("Search programs, e.g. nursing").
    public var placeholder: String
    /// The box's accessible name.
    public var label: String
    /// What shows when no row matches, with `{query}` where the trimmed query goes.
    public var empty: String

    public init(placeholder: String, label: String, empty: String) {
        self.placeholder = placeholder
        self.label = label
        self.empty = empty
    }

    public static let schema = JSONSchema.object([
        .init("placeholder", .string()),
        .init("label", .string()),
        .init("empty", .string()),
    ]).described("A search box filtering a table's rows.")
}

/// What a ``TableSearch`` matches in one row.
public struct TableRowSearch: Sendable, Hashable, Codable, SchemaDescribed {
    /// Matched from its start ("51.38" finds 51.3801).
    public var code: String?
    /// Texts whose words the query's words must start (a program's title and its field's name).
    public var text: [String]

    public init(code: String?, text: [String]) {
        self.code = code
        self.text = text
    }

    public static let schema = JSONSchema.object([
        .optional("code", .string()),
        .init("text", .array(.string())),
    ]).described("What a table search matches in one row.")
}
