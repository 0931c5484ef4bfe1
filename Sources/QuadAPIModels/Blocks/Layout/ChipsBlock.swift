/// A row of chips: standouts, filters, glossary cards (`chips`).
public struct ChipsBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var chips: [Chip]

    public init(chips: [Chip]) { self.chips = chips }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("chips")),
        .init("chips", .array(.ref(Chip.self))),
    ]).described("A row of chips.")
}

/// One chip of a ``ChipsBlock``.
public struct Chip: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    /// Where a tap goes; absent for a chip that only labels.
    public var href: String?
    /// Drawn as on (an active filter).
    public var selected: Bool?
    public var color: String?
    public var term: String?

    public init(label: String, href: String? = nil, selected: Bool? = nil, color: String? = nil, term: String? = nil) {
        self.label = label
        self.href = href
        self.selected = selected
        self.color = color
        self.term = term
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .optional("href", .string()),
        .optional("selected", .boolean),
        .optional("color", .colorToken),
        .optional("term", .termKey),
    ])
}
