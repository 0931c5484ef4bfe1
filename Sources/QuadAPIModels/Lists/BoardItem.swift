/// One college on a list board, with everything its row and its detail sheet show.
public struct BoardItem: Sendable, Hashable, Codable, SchemaDescribed {
    public var unitId: String
    /// The college's name (its unit id when the dataset no longer has it).
    public var name: String
    /// Absent when the dataset no longer has the college.
    public var school: SchoolRef?
    /// Cited acceptance rate ("12%"; an en dash when not reported).
    public var admitRate: Value?
    /// Cited average cost per year ("$28.9K").
    public var avgCost: Value?
    /// From the household's home; absent without a home or without campus coordinates.
    public var distance: BoardDistance?
    public var category: ListCategory
    public var categoryLabel: String
    public var round: ListRound?
    public var roundLabel: String?
    public var status: ListStatus
    public var statusLabel: String
    public var outcome: ListOutcome?
    public var outcomeLabel: String?
    /// 0-based place in the list (dense: 0..n−1).
    public var position: Int
    /// The deadline for the item's round, resolved.
    public var deadline: BoardDeadline
    /// The family's own deadline text and date, as stored (the override the deadline falls back to).
    public var deadlineText: String?
    public var deadlineDate: String?
    /// `YYYY-MM-DD` of the last outcome change.
    public var decisionDate: String?
    /// The one college the student will attend.
    public var enrolling: Bool
    /// "Enrolling here", the switch's label, present while the switch is offered (the college admitted them).
    public var enrollingLabel: String?
    public var dream: Bool
    /// The student's own rank, 1 = would go first.
    public var priority: Int?
    /// Updates on: the list's owner hears when the college's figures change.
    public var updates: Bool
    public var visitedOn: String?
    public var followsSocial: Bool
    /// The tracking row, in its fixed order.
    public var tracking: [TrackingChip]
    /// "Added by you", "Added by Mom", or "Added by a guardian".
    public var addedBy: String
    /// ISO 8601 UTC.
    public var addedAt: String
    /// Oldest first.
    public var notes: [BoardNote]

    public init(unitId: String, name: String, school: SchoolRef?, admitRate: Value?, avgCost: Value?,
                distance: BoardDistance?, category: ListCategory, round: ListRound?, status: ListStatus,
                outcome: ListOutcome?, position: Int, deadline: BoardDeadline, deadlineText: String?,
                deadlineDate: String?, decisionDate: String?, enrolling: Bool, dream: Bool, priority: Int?,
                updates: Bool, visitedOn: String?, followsSocial: Bool, tracking: [TrackingChip], addedBy: String,
                addedAt: String, notes: [BoardNote]) {
        self.unitId = unitId
        self.name = name
        self.school = school
        self.admitRate = admitRate
        self.avgCost = avgCost
        self.distance = distance
        self.category = category
        categoryLabel = category.label
        self.round = round
        roundLabel = round?.label
        self.status = status
        statusLabel = status.label
        self.outcome = outcome
        outcomeLabel = outcome?.label
        self.position = position
        self.deadline = deadline
        self.deadlineText = deadlineText
        self.deadlineDate = deadlineDate
        self.decisionDate = decisionDate
        self.enrolling = enrolling
        enrollingLabel = outcome == .admitted ? "Enrolling here" : nil
        self.dream = dream
        self.priority = priority
        self.updates = updates
        self.visitedOn = visitedOn
        self.followsSocial = followsSocial
        self.tracking = tracking
        self.addedBy = addedBy
        self.addedAt = addedAt
        self.notes = notes
    }

    public static let schema = JSONSchema.object([
        .init("unitId", .string(pattern: "^[0-9]+$")),
        .init("name", .string()),
        .optional("school", .ref(SchoolRef.self)),
        .optional("admitRate", .ref(Value.self)),
        .optional("avgCost", .ref(Value.self)),
        .optional("distance", .ref(BoardDistance.self)),
        .init("category", .ref(ListCategory.self)),
        .init("categoryLabel", .string()),
        .optional("round", .ref(ListRound.self)),
        .optional("roundLabel", .string()),
        .init("status", .ref(ListStatus.self)),
        .init("statusLabel", .string()),
        .optional("outcome", .ref(ListOutcome.self)),
        .optional("outcomeLabel", .string()),
        .init("position", .integer(minimum: 0)),
        .init("deadline", .ref(BoardDeadline.self)),
        .optional("deadlineText", .string()),
        .optional("deadlineDate", .string(format: "date")),
        .optional("decisionDate", .string(format: "date")),
        .init("enrolling", .boolean),
        .optional("enrollingLabel", .constant("Enrolling here")),
        .init("dream", .boolean),
        .optional("priority", .integer(minimum: 1, maximum: 100)),
        .init("updates", .boolean),
        .optional("visitedOn", .string(format: "date")),
        .init("followsSocial", .boolean),
        .init("tracking", .array(.ref(TrackingChip.self))),
        .init("addedBy", .string()),
        .init("addedAt", .string(format: "date-time")),
        .init("notes", .array(.ref(BoardNote.self))),
    ])
}

/// The answer of a change to one college (`POST …/items`, `PATCH …/items/{unitId}`, the notes routes): the college
/// as the board now shows it, and the list's order.
public struct ListItemResponse: Sendable, Hashable, Codable, SchemaDescribed {
    public var item: BoardItem
    /// False when `POST …/items` found the college already on the list (nothing changed).
    public var added: Bool?
    /// Every college of the list by unit id, in list order.
    public var order: [String]

    public init(item: BoardItem, added: Bool? = nil, order: [String]) {
        self.item = item
        self.added = added
        self.order = order
    }

    public static let schema = JSONSchema.object([
        .init("item", .ref(BoardItem.self)),
        .optional("added", .boolean),
        .init("order", .array(.string(pattern: "^[0-9]+$"))),
    ])
}
