/// `GET /me/follows`: the colleges whose changes the person hears about, and the e-mail switch.
public struct FollowList: Sendable, Hashable, Codable, SchemaDescribed {
    /// Whether update e-mails are on (on until the person turns them off).
    public var emailUpdates: Bool
    /// "3 colleges", "1 college", or "No colleges yet".
    public var title: String
    /// Newest follow first.
    public var colleges: [FollowedCollege]
    /// "You're not following any colleges yet. Follow one from its profile, or add it to your list." when none.
    public var emptyText: String?

    public init(emailUpdates: Bool, title: String, colleges: [FollowedCollege], emptyText: String?) {
        self.emailUpdates = emailUpdates
        self.title = title
        self.colleges = colleges
        self.emptyText = emptyText
    }

    public static let schema = JSONSchema.object([
        .init("emailUpdates", .boolean),
        .init("title", .string()),
        .init("colleges", .array(.ref(FollowedCollege.self))),
        .optional("emptyText", .string()),
    ])
}

/// One followed college.
public struct FollowedCollege: Sendable, Hashable, Codable, SchemaDescribed {
    public var unitId: String
    public var name: String
    /// Absent when the dataset no longer has the college.
    public var school: SchoolRef?
    /// Why it is followed: `list` (it is on one of the person's lists with Updates on) or `manual`.
    public var source: String
    /// "On your list" or "Followed".
    public var sourceLabel: String
    /// ISO 8601 UTC of the newest recorded change, when there is one.
    public var lastChangedAt: String?
    /// "Last changed Jul 28, 2026" or "No changes recorded yet".
    public var lastChanged: String
    /// The row's second line: "On your list · Last changed Jul 28, 2026".
    public var line: String

    public init(unitId: String, name: String, school: SchoolRef?, source: String, sourceLabel: String,
                lastChangedAt: String?, lastChanged: String) {
        self.unitId = unitId
        self.name = name
        self.school = school
        self.source = source
        self.sourceLabel = sourceLabel
        self.lastChangedAt = lastChangedAt
        self.lastChanged = lastChanged
        line = "\(sourceLabel) \u{00B7} \(lastChanged)"
    }

    public static let schema = JSONSchema.object([
        .init("unitId", .string(pattern: "^[0-9]+$")),
        .init("name", .string()),
        .optional("school", .ref(SchoolRef.self)),
        .init("source", .oneOfStrings(["list", "manual"])),
        .init("sourceLabel", .string()),
        .optional("lastChangedAt", .string(format: "date-time")),
        .init("lastChanged", .string()),
        .init("line", .string()),
    ])
}

/// The answer of `PUT` and `DELETE /me/follows/{unitId}`.
public struct FollowState: Sendable, Hashable, Codable, SchemaDescribed {
    public var unitId: String
    public var following: Bool
    /// PUT: the default list the college is on, with Updates on.
    public var listId: String?

    public init(unitId: String, following: Bool, listId: String?) {
        self.unitId = unitId
        self.following = following
        self.listId = listId
    }

    public static let schema = JSONSchema.object([
        .init("unitId", .string(pattern: "^[0-9]+$")),
        .init("following", .boolean),
        .optional("listId", .string(format: "uuid")),
    ])
}

/// The answer of `PUT /me/notifications`.
public struct NotificationPrefs: Sendable, Hashable, Codable, SchemaDescribed {
    public var emailUpdates: Bool
    /// The person's one-click unsubscribe token (every digest's link carries it; `/unsubscribe/{token}` on the site).
    public var unsubscribeToken: String

    public init(emailUpdates: Bool, unsubscribeToken: String) {
        self.emailUpdates = emailUpdates
        self.unsubscribeToken = unsubscribeToken
    }

    public static let schema = JSONSchema.object([
        .init("emailUpdates", .boolean),
        .init("unsubscribeToken", .string(pattern: "^[0-9a-f]{64}$")),
    ])
}
