/// The answer of `PUT /me/lists/{id}/share`.
public struct ShareState: Sendable, Hashable, Codable, SchemaDescribed {
    public var enabled: Bool
    /// The new link's token, given this once when sharing is turned on (only its hash is kept); absent when off.
    public var token: String?
    /// The site's page for the link (`/l/{token}`), which the app opens as a universal link.
    public var path: String?

    public init(enabled: Bool, token: String?) {
        self.enabled = enabled
        self.token = token
        path = token.map { "/l/\($0)" }
    }

    public static let schema = JSONSchema.object([
        .init("enabled", .boolean),
        .optional("token", .string(pattern: "^[0-9a-f]{64}$")),
        .optional("path", .string()),
    ])
}

/// `GET /share/lists/{token}`: a shared list as anyone with the link sees it: its name and colleges by category and
/// round, nothing else (no notes, statuses or outcomes).
public struct SharedList: Sendable, Hashable, Codable, SchemaDescribed {
    public var name: String
    public var showCategoryHeaders: Bool
    /// The non-empty categories in the order Reach, Target, Likely, Unsorted; colleges in list order.
    public var sections: [SharedListSection]

    public init(name: String, showCategoryHeaders: Bool, sections: [SharedListSection]) {
        self.name = name
        self.showCategoryHeaders = showCategoryHeaders
        self.sections = sections
    }

    public static let schema = JSONSchema.object([
        .init("name", .string()),
        .init("showCategoryHeaders", .boolean),
        .init("sections", .array(.ref(SharedListSection.self))),
    ])
}

/// One category of a shared list.
public struct SharedListSection: Sendable, Hashable, Codable, SchemaDescribed {
    public var category: ListCategory
    public var label: String
    public var items: [SharedListItem]

    public init(category: ListCategory, label: String, items: [SharedListItem]) {
        self.category = category
        self.label = label
        self.items = items
    }

    public static let schema = JSONSchema.object([
        .init("category", .ref(ListCategory.self)),
        .init("label", .string()),
        .init("items", .array(.ref(SharedListItem.self))),
    ])
}

/// One college of a shared list.
public struct SharedListItem: Sendable, Hashable, Codable, SchemaDescribed {
    public var unitId: String
    public var name: String
    /// Absent when the dataset no longer has the college.
    public var school: SchoolRef?
    public var round: ListRound?
    public var roundLabel: String?

    public init(unitId: String, name: String, school: SchoolRef?, round: ListRound?) {
        self.unitId = unitId
        self.name = name
        self.school = school
        self.round = round
        roundLabel = round?.label
    }

    public static let schema = JSONSchema.object([
        .init("unitId", .string(pattern: "^[0-9]+$")),
        .init("name", .string()),
        .optional("school", .ref(SchoolRef.self)),
        .optional("round", .ref(ListRound.self)),
        .optional("roundLabel", .string()),
    ])
}

/// The answer of `POST /me/lists/{id}/import`.
public struct ImportResult: Sendable, Hashable, Codable, SchemaDescribed {
    /// Colleges added (a college already on the list is skipped, not counted).
    public var added: Int
    /// Names that match no college exactly (ignoring case), in the order pasted, for the person to fix by hand.
    public var unmatched: [String]

    public init(added: Int, unmatched: [String]) {
        self.added = added
        self.unmatched = unmatched
    }

    public static let schema = JSONSchema.object([
        .init("added", .integer(minimum: 0)),
        .init("unmatched", .array(.string())),
    ])
}
