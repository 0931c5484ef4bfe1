/// A student profile document (scores, GPA, plans, preferences) of one of the person's students.
public struct ExportStudentProfile: Sendable, Hashable, Codable, SchemaDescribed {
    public var studentId: String
    public var data: JSONValue
    public var updatedAt: String

    public init(studentId: String, data: JSONValue, updatedAt: String) {
        self.studentId = studentId
        self.data = data
        self.updatedAt = updatedAt
    }

    enum CodingKeys: String, CodingKey {
        case studentId = "student_id", data, updatedAt = "updated_at"
    }

    public static let schema = JSONSchema.object([
        .init("student_id", .string(format: "uuid")),
        .init("data", .map(.any)),
        .init("updated_at", .string(format: "date-time")),
    ])
}

/// A saved college list: one of the person's students', or the person's own.
public struct ExportList: Sendable, Hashable, Codable, SchemaDescribed {
    public var id: String
    public var studentId: String?
    public var userId: String?
    public var name: String
    public var isDefault: Bool
    public var created: String
    public var items: [ExportListItem]
    /// Notes on the list's colleges that the person can see: their own (private ones too) and others' public ones.
    public var notes: [ExportListNote]

    public init(id: String, studentId: String?, userId: String?, name: String, isDefault: Bool, created: String,
                items: [ExportListItem], notes: [ExportListNote]) {
        self.id = id
        self.studentId = studentId
        self.userId = userId
        self.name = name
        self.isDefault = isDefault
        self.created = created
        self.items = items
        self.notes = notes
    }

    enum CodingKeys: String, CodingKey {
        case id, studentId = "student_id", userId = "user_id", name, isDefault = "is_default", created, items, notes
    }

    public static let schema = JSONSchema.object([
        .init("id", .string(format: "uuid")),
        .optional("student_id", .string(format: "uuid")),
        .optional("user_id", .string(format: "uuid")),
        .init("name", .string()),
        .init("is_default", .boolean),
        .init("created", .string(format: "date-time")),
        .init("items", .array(.ref(ExportListItem.self))),
        .init("notes", .array(.ref(ExportListNote.self))),
    ])
}

/// A college on an exported list.
public struct ExportListItem: Sendable, Hashable, Codable, SchemaDescribed {
    public var unitId: String
    public var category: String
    public var status: String
    public var outcome: String?
    public var round: String?
    public var position: Int
    public var addedAt: String
    public var decisionDate: String?
    public var deadlineText: String?
    public var deadlineDate: String?
    public var enrolling: Bool
    public var updates: Bool
    public var visitedOn: String?
    public var followsSocial: Bool

    public init(unitId: String, category: String, status: String, outcome: String?, round: String?, position: Int,
                addedAt: String, decisionDate: String?, deadlineText: String?, deadlineDate: String?, enrolling: Bool,
                updates: Bool, visitedOn: String?, followsSocial: Bool) {
        self.unitId = unitId
        self.category = category
        self.status = status
        self.outcome = outcome
        self.round = round
        self.position = position
        self.addedAt = addedAt
        self.decisionDate = decisionDate
        self.deadlineText = deadlineText
        self.deadlineDate = deadlineDate
        self.enrolling = enrolling
        self.updates = updates
        self.visitedOn = visitedOn
        self.followsSocial = followsSocial
    }

    enum CodingKeys: String, CodingKey {
        case unitId = "unit_id", category, status, outcome, round, position, addedAt = "added_at"
        case decisionDate = "decision_date", deadlineText = "deadline_text", deadlineDate = "deadline_date", enrolling
        case updates, visitedOn = "visited_on", followsSocial = "follows_social"
    }

    public static let schema = JSONSchema.object([
        .init("unit_id", .string()),
        .init("category", .string()),
        .init("status", .string()),
        .optional("outcome", .string()),
        .optional("round", .string()),
        .init("position", .integer()),
        .init("added_at", .string(format: "date-time")),
        .optional("decision_date", .string(format: "date")),
        .optional("deadline_text", .string()),
        .optional("deadline_date", .string(format: "date")),
        .init("enrolling", .boolean),
        .init("updates", .boolean),
        .optional("visited_on", .string(format: "date")),
        .init("follows_social", .boolean),
    ])
}

/// A note on a college of an exported list.
public struct ExportListNote: Sendable, Hashable, Codable, SchemaDescribed {
    /// The college the note is about.
    public var unitId: String
    public var body: String
    public var isPrivate: Bool
    /// Whether the person wrote it.
    public var mine: Bool
    public var created: String

    public init(unitId: String, body: String, isPrivate: Bool, mine: Bool, created: String) {
        self.unitId = unitId
        self.body = body
        self.isPrivate = isPrivate
        self.mine = mine
        self.created = created
    }

    enum CodingKeys: String, CodingKey {
        case unitId = "unit_id", body, isPrivate = "private", mine, created
    }

    public static let schema = JSONSchema.object([
        .init("unit_id", .string()),
        .init("body", .string()),
        .init("private", .boolean),
        .init("mine", .boolean),
        .init("created", .string(format: "date-time")),
    ])
}

/// The household's home as matched, with its map location and who set it.
public struct ExportHome: Sendable, Hashable, Codable, SchemaDescribed {
    public var householdId: String
    public var label: String
    public var place: String
    public var zip: String?
    public var lat: Double
    public var lng: Double
    public var setByName: String?
    public var updatedAt: String

    public init(householdId: String, label: String, place: String, zip: String?, lat: Double, lng: Double,
                setByName: String?, updatedAt: String) {
        self.householdId = householdId
        self.label = label
        self.place = place
        self.zip = zip
        self.lat = lat
        self.lng = lng
        self.setByName = setByName
        self.updatedAt = updatedAt
    }

    enum CodingKeys: String, CodingKey {
        case householdId = "household_id", label, place, zip, lat, lng, setByName = "set_by_name"
        case updatedAt = "updated_at"
    }

    public static let schema = JSONSchema.object([
        .init("household_id", .string(format: "uuid")),
        .init("label", .string()),
        .init("place", .string()),
        .optional("zip", .string()),
        .init("lat", .number(minimum: -90, maximum: 90)),
        .init("lng", .number(minimum: -180, maximum: 180)),
        .optional("set_by_name", .string()),
        .init("updated_at", .string(format: "date-time")),
    ])
}

/// Colleges the person follows (kept in step with their lists), and the update-email switch.
public struct ExportFollows: Sendable, Hashable, Codable, SchemaDescribed {
    public var colleges: [ExportFollow]
    public var emailUpdates: Bool

    public init(colleges: [ExportFollow], emailUpdates: Bool) {
        self.colleges = colleges
        self.emailUpdates = emailUpdates
    }

    enum CodingKeys: String, CodingKey {
        case colleges, emailUpdates = "email_updates"
    }

    public static let schema = JSONSchema.object([
        .init("colleges", .array(.ref(ExportFollow.self))),
        .init("email_updates", .boolean),
    ])
}

/// One followed college.
public struct ExportFollow: Sendable, Hashable, Codable, SchemaDescribed {
    public var unitId: String
    public var source: String
    public var created: String

    public init(unitId: String, source: String, created: String) {
        self.unitId = unitId
        self.source = source
        self.created = created
    }

    enum CodingKeys: String, CodingKey {
        case unitId = "unit_id", source, created
    }

    public static let schema = JSONSchema.object([
        .init("unit_id", .string()),
        .init("source", .string()),
        .init("created", .string(format: "date-time")),
    ])
}
