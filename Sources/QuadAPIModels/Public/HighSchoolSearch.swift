/// A high school in the directory search and the student profile's picker.
public struct HighSchoolHit: Sendable, Hashable, Codable, SchemaDescribed {
    /// 12-digit NCES id (public) or 8-character PSS id (private).
    public var id: String
    public var name: String
    public var city: String?
    /// USPS code.
    public var state: String
    /// `public` or `private`.
    public var kind: String
    public var district: String?
    /// "9–12", "PK–12".
    public var grades: String
    /// The row line the site prints: "{district · }{City, ST} · Public · Grades 9–12".
    public var line: String
    /// The school's page.
    public var href: String

    public init(id: String, name: String, city: String?, state: String, kind: String, district: String?, grades: String,
                line: String, href: String) {
        self.id = id
        self.name = name
        self.city = city
        self.state = state
        self.kind = kind
        self.district = district
        self.grades = grades
        self.line = line
        self.href = href
    }

    public static let schema = JSONSchema.object([
        .init("id", .string(pattern: "^([0-9]{12}|[A-Z0-9]{8})$")),
        .init("name", .string()),
        .optional("city", .string()),
        .init("state", .string(pattern: "^[A-Z]{2}$")),
        .init("kind", .oneOfStrings(["public", "private"])),
        .optional("district", .string()),
        .init("grades", .string()),
        .init("line", .string()),
        .init("href", .string()),
    ]).described("A high school in the directory.")
}

/// A state the high-school search can be limited to.
public struct HighSchoolStateOption: Sendable, Hashable, Codable, SchemaDescribed {
    public var code: String
    public var name: String

    public init(code: String, name: String) {
        self.code = code
        self.name = name
    }

    public static let schema = JSONSchema.object([
        .init("code", .string(pattern: "^[A-Z]{2}$")),
        .init("name", .string()),
    ])
}

/// `GET /high-schools?q=&state=&kind=`: the matches (at most 30, best first), whether a search ran, and the
/// sentence the site shows instead of results.
public struct HighSchoolSearchResponse: Sendable, Hashable, Codable, SchemaDescribed {
    /// The query as used (trimmed).
    public var q: String
    /// The state filter as used (upper case), if any.
    public var state: String?
    /// `public` or `private`, if given.
    public var kind: String?
    /// False when neither `q` nor `state` was given: nothing is searched.
    public var searched: Bool
    public var results: [HighSchoolHit]
    /// "Search by name, city, …" before a search, "No high schools matched. …" after one with no results.
    public var message: String?
    /// The state filter's options: the 50 states and DC by name.
    public var states: [HighSchoolStateOption]

    public init(q: String, state: String?, kind: String?, searched: Bool, results: [HighSchoolHit], message: String?,
                states: [HighSchoolStateOption]) {
        self.q = q
        self.state = state
        self.kind = kind
        self.searched = searched
        self.results = results
        self.message = message
        self.states = states
    }

    public static let schema = JSONSchema.object([
        .init("q", .string()),
        .optional("state", .string(pattern: "^[A-Z]{2}$")),
        .optional("kind", .oneOfStrings(["public", "private"])),
        .init("searched", .boolean),
        .init("results", .array(.ref(HighSchoolHit.self), maxItems: 30)),
        .optional("message", .string()),
        .init("states", .array(.ref(HighSchoolStateOption.self))),
    ]).described("High-school directory matches.")
}
