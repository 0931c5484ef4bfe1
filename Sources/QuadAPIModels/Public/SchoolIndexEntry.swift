/// A college in search results and in the offline index: its reference plus the two numbers the typeahead shows.
public struct SchoolIndexEntry: Sendable, Hashable, Codable, SchemaDescribed {
    public var id: String
    public var name: String
    public var city: String
    public var state: String
    /// `public`, `private-nonprofit` or `private-forprofit`.
    public var type: String
    public var brand: CrestBrand?
    /// Acceptance rate (`pctSmart`); the number is null when not reported.
    public var acceptance: Value
    /// Applicants (`num`); orders ties in search.
    public var applicants: Value
    /// The alias that matched, when an alias won the ranking ("Georgia Tech").
    public var matched: String?

    public init(ref: SchoolRef, acceptance: Value, applicants: Value, matched: String? = nil) {
        id = ref.id
        name = ref.name
        city = ref.city
        state = ref.state
        type = ref.type
        brand = ref.brand
        self.acceptance = acceptance
        self.applicants = applicants
        self.matched = matched
    }

    /// The college as a plain reference.
    public var ref: SchoolRef { SchoolRef(id: id, name: name, city: city, state: state, type: type, brand: brand) }

    public static let schema = JSONSchema.object([
        .init("id", .string(pattern: "^[0-9]+$")),
        .init("name", .string()),
        .init("city", .string()),
        .init("state", .string()),
        .init("type", .oneOfStrings(["public", "private-nonprofit", "private-forprofit"])),
        .optional("brand", .ref(CrestBrand.self)),
        .init("acceptance", .ref(Value.self)),
        .init("applicants", .ref(Value.self)),
        .optional("matched", .string()),
    ]).described("A college in search results and the offline index.")
}

/// `GET /search`: the typeahead's matches, best first.
public struct SearchResponse: Sendable, Hashable, Codable, SchemaDescribed {
    /// The query as used (trimmed, at most 80 characters).
    public var q: String
    public var results: [SchoolIndexEntry]

    public init(q: String, results: [SchoolIndexEntry]) {
        self.q = q
        self.results = results
    }

    public static let schema = JSONSchema.object([
        .init("q", .string()),
        .init("results", .array(.ref(SchoolIndexEntry.self))),
    ])
}

/// `GET /schools/index`: every college, for search without a connection.
public struct SchoolIndexResponse: Sendable, Hashable, Codable, SchemaDescribed {
    public var publish: String
    public var count: Int
    public var schools: [SchoolIndexEntry]

    public init(publish: String, schools: [SchoolIndexEntry]) {
        self.publish = publish
        count = schools.count
        self.schools = schools
    }

    public static let schema = JSONSchema.object([
        .init("publish", .string()),
        .init("count", .integer(minimum: 0)),
        .init("schools", .array(.ref(SchoolIndexEntry.self))),
    ])
}
