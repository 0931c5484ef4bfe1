/// `GET /glossary`: every term the screens use, by category.
public struct GlossaryResponse: Sendable, Hashable, Codable, SchemaDescribed {
    public var categories: [GlossaryCategoryInfo]
    public var entries: [GlossaryTerm]

    public init(categories: [GlossaryCategoryInfo], entries: [GlossaryTerm]) {
        self.categories = categories
        self.entries = entries
    }

    public static let schema = JSONSchema.object([
        .init("categories", .array(.ref(GlossaryCategoryInfo.self))),
        .init("entries", .array(.ref(GlossaryTerm.self))),
    ])
}

/// A glossary category, in display order.
public struct GlossaryCategoryInfo: Sendable, Hashable, Codable, SchemaDescribed {
    /// Slug (`admissions`, `test-scores`, …).
    public var key: String
    /// Heading ("Students & access").
    public var label: String

    public init(key: String, label: String) {
        self.key = key
        self.label = label
    }

    public static let schema = JSONSchema.object([.init("key", .string()), .init("label", .string())])
}

/// One glossary entry; `key` is the anchor site links use (`/glossary#acceptance-rate`).
public struct GlossaryTerm: Sendable, Hashable, Codable, SchemaDescribed {
    public var key: String
    public var term: String
    /// One or two sentences (the pop-over).
    public var short: String
    public var long: String?
    /// Why it matters.
    public var why: String?
    /// Category slug.
    public var category: String
    /// Keys of related entries.
    public var related: [String]

    public init(key: String, term: String, short: String, long: String?, why: String?, category: String, related: [String]) {
        self.key = key
        self.term = term
        self.short = short
        self.long = long
        self.why = why
        self.category = category
        self.related = related
    }

    public static let schema = JSONSchema.object([
        .init("key", .string(pattern: "^[a-z0-9]+(-[a-z0-9]+)*$")),
        .init("term", .string()),
        .init("short", .string()),
        .optional("long", .string()),
        .optional("why", .string()),
        .init("category", .string()),
        .init("related", .array(.string())),
    ])
}
