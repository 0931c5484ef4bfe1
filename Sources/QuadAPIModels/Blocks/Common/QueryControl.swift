/// A control bound to one query parameter of the screen's URL: choosing an option loads its `href`.
///
/// The server describes every control (labels, options, which one is on), so the app keeps no list of its own.
public struct QueryControl: Sendable, Hashable, Codable, SchemaDescribed {
    /// How the control is drawn.
    public enum Style: String, Sendable, Hashable, Codable, CaseIterable, SchemaDescribed {
        /// Mutually exclusive options side by side.
        case segmented
        /// An on/off switch: two options, off first.
        case toggle
        /// A slider over ordered numeric options, lowest first (a family income).
        case slider

        public static let schemaName = "QueryControlStyle"
        public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
    }

    public var type: Style
    /// The query parameter the control sets (`range`, `dollars`, `window`).
    public var param: String
    public var label: String?
    public var options: [ControlOption]

    public init(type: Style, param: String, label: String? = nil, options: [ControlOption]) {
        self.type = type
        self.param = param
        self.label = label
        self.options = options
    }

    public static let schema = JSONSchema.object([
        .init("type", .ref(Style.self)),
        .init("param", .string(pattern: "^[A-Za-z][A-Za-z0-9]*$")),
        .optional("label", .string()),
        .init("options", .array(.ref(ControlOption.self), minItems: 1)),
    ]).described("A segmented control or toggle bound to a query parameter.")
}

/// One choice of a ``QueryControl``.
public struct ControlOption: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    /// The parameter's value for this choice; absent for the default (the parameter is left out of the URL).
    public var value: String?
    /// Whether this choice is the one the screen shows.
    public var selected: Bool
    /// The screen's URL with this choice applied.
    public var href: String

    public init(label: String, value: String?, selected: Bool, href: String) {
        self.label = label
        self.value = value
        self.selected = selected
        self.href = href
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .optional("value", .string()),
        .init("selected", .boolean),
        .init("href", .string()),
    ])
}
