/// `GET /me/lists/{id}`: one list's colleges grouped by category, with what the board shows around them.
public struct ListBoard: Sendable, Hashable, Codable, SchemaDescribed {
    public var list: ListSummary
    /// Whether the caller may change the list (false for a guardian without edit access, or someone else's own list).
    public var canEdit: Bool
    /// "Viewing as a guardian · You can look but not change Sam's information. Sam can see when you view it." for a
    /// guardian reading a student's list; absent otherwise.
    public var banner: String?
    public var balance: BalanceSummary
    /// Category headers show only once something is sorted (a list of only unsorted colleges is one plain list).
    public var showCategoryHeaders: Bool
    /// The non-empty categories in the order Reach, Target, Likely, Unsorted; colleges in list order.
    public var sections: [BoardSection]
    /// "Next 30 days": colleges whose deadline falls from today through today + 30 days, soonest first.
    public var nextThirtyDays: [UpcomingDeadline]
    /// The first four colleges in list order ("Compare these").
    public var compareIds: [String]
    /// Under the board: where distances are measured from, or how to get them; absent for an empty list.
    public var distanceNote: String?
    /// "No colleges here yet. Use "Add to list" on a college's page." for an empty list.
    public var emptyText: String?

    public init(list: ListSummary, canEdit: Bool, banner: String?, balance: BalanceSummary, showCategoryHeaders: Bool,
                sections: [BoardSection], nextThirtyDays: [UpcomingDeadline], compareIds: [String],
                distanceNote: String?, emptyText: String?) {
        self.list = list
        self.canEdit = canEdit
        self.banner = banner
        self.balance = balance
        self.showCategoryHeaders = showCategoryHeaders
        self.sections = sections
        self.nextThirtyDays = nextThirtyDays
        self.compareIds = compareIds
        self.distanceNote = distanceNote
        self.emptyText = emptyText
    }

    public static let schema = JSONSchema.object([
        .init("list", .ref(ListSummary.self)),
        .init("canEdit", .boolean),
        .optional("banner", .string()),
        .init("balance", .ref(BalanceSummary.self)),
        .init("showCategoryHeaders", .boolean),
        .init("sections", .array(.ref(BoardSection.self))),
        .init("nextThirtyDays", .array(.ref(UpcomingDeadline.self))),
        .init("compareIds", .array(.string(pattern: "^[0-9]+$"), maxItems: 4)),
        .optional("distanceNote", .string()),
        .optional("emptyText", .string()),
    ])
}

/// The balance line: "3 Reach · 4 Target · 1 Likely: counselors suggest 2–3 Likely".
public struct BalanceSummary: Sendable, Hashable, Codable, SchemaDescribed {
    /// The whole line, as the site prints it.
    public var line: String
    /// The counts alone ("3 Reach · 4 Target · 1 Likely", or "No colleges sorted yet").
    public var tally: String
    /// The counselors' advice, when the balance looks off.
    public var guidance: String?
    public var reach: Int
    public var target: Int
    public var likely: Int
    public var unsorted: Int

    public init(line: String, tally: String, guidance: String?, reach: Int, target: Int, likely: Int, unsorted: Int) {
        self.line = line
        self.tally = tally
        self.guidance = guidance
        self.reach = reach
        self.target = target
        self.likely = likely
        self.unsorted = unsorted
    }

    public static let schema = JSONSchema.object([
        .init("line", .string()),
        .init("tally", .string()),
        .optional("guidance", .string()),
        .init("reach", .integer(minimum: 0)),
        .init("target", .integer(minimum: 0)),
        .init("likely", .integer(minimum: 0)),
        .init("unsorted", .integer(minimum: 0)),
    ])
}

/// One category's colleges on the board.
public struct BoardSection: Sendable, Hashable, Codable, SchemaDescribed {
    public var category: ListCategory
    /// "Reach", "Target", "Likely", "Unsorted".
    public var label: String
    public var items: [BoardItem]

    public init(category: ListCategory, label: String, items: [BoardItem]) {
        self.category = category
        self.label = label
        self.items = items
    }

    public static let schema = JSONSchema.object([
        .init("category", .ref(ListCategory.self)),
        .init("label", .string()),
        .init("items", .array(.ref(BoardItem.self))),
    ])
}

/// One college in the "Next 30 days" strip.
public struct UpcomingDeadline: Sendable, Hashable, Codable, SchemaDescribed {
    public var unitId: String
    public var name: String
    /// `YYYY-MM-DD`.
    public var date: String

    public init(unitId: String, name: String, date: String) {
        self.unitId = unitId
        self.name = name
        self.date = date
    }

    public static let schema = JSONSchema.object([
        .init("unitId", .string(pattern: "^[0-9]+$")),
        .init("name", .string()),
        .init("date", .string(format: "date")),
    ])
}

/// The deadline a college's row shows for its round.
public struct BoardDeadline: Sendable, Hashable, Codable, SchemaDescribed {
    /// `YYYY-MM-DD`, when known (a college's month and day placed in its application cycle, or the family's date).
    public var date: String?
    /// The family's own words ("varies", "portal says Jan 10"), shown when there is no date or with theirs.
    public var text: String?
    /// `reported` (the college's own data), `student` (the family's override), or absent (none).
    public var source: String?
    /// What the row prints: the date, else the text, else "No deadline set".
    public var display: String
    /// "From the college's own reported data", "Your own note", or "Set a deadline".
    public var sourceLabel: String

    public init(date: String?, text: String?, source: String?, display: String, sourceLabel: String) {
        self.date = date
        self.text = text
        self.source = source
        self.display = display
        self.sourceLabel = sourceLabel
    }

    public static let schema = JSONSchema.object([
        .optional("date", .string(format: "date")),
        .optional("text", .string()),
        .optional("source", .oneOfStrings(["reported", "student"])),
        .init("display", .string()),
        .init("sourceLabel", .string()),
    ])
}

/// Straight-line distance from the household's home and a rough drive time.
public struct BoardDistance: Sendable, Hashable, Codable, SchemaDescribed {
    /// Great-circle miles, cited to the college's coordinates ("240 mi").
    public var miles: Value
    /// "about 4½ hours".
    public var driveTime: String
    /// "240 mi · about 4½ hours by car".
    public var line: String

    public init(miles: Value, driveTime: String, line: String) {
        self.miles = miles
        self.driveTime = driveTime
        self.line = line
    }

    public static let schema = JSONSchema.object([
        .init("miles", .ref(Value.self)),
        .init("driveTime", .string()),
        .init("line", .string()),
    ])
}

/// One chip of a college's tracking row.
public struct TrackingChip: Sendable, Hashable, Codable, SchemaDescribed {
    public var key: TrackingKey
    public var label: String
    public var on: Bool
    /// Shown on but not switchable from the row (Applying once the status is applied or decided).
    public var locked: Bool

    public init(key: TrackingKey, label: String, on: Bool, locked: Bool) {
        self.key = key
        self.label = label
        self.on = on
        self.locked = locked
    }

    public static let schema = JSONSchema.object([
        .init("key", .ref(TrackingKey.self)),
        .init("label", .string()),
        .init("on", .boolean),
        .init("locked", .boolean),
    ])
}

/// A note on a college, as the caller may see it (a private note only to its author).
public struct BoardNote: Sendable, Hashable, Codable, SchemaDescribed {
    public var id: String
    public var body: String
    public var `private`: Bool
    /// Written by the caller (who alone may delete it).
    public var mine: Bool
    /// ISO 8601 UTC.
    public var created: String

    public init(id: String, body: String, private isPrivate: Bool, mine: Bool, created: String) {
        self.id = id
        self.body = body
        self.private = isPrivate
        self.mine = mine
        self.created = created
    }

    public static let schema = JSONSchema.object([
        .init("id", .string(format: "uuid")),
        .init("body", .string()),
        .init("private", .boolean),
        .init("mine", .boolean),
        .init("created", .string(format: "date-time")),
    ])
}
