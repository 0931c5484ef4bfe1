public import Foundation
public import QuadAPIModels

/// One stored list item, as the board reads it (a `list_items` row).
public struct BoardItemRow: Sendable, Hashable {
    public var id: UUID
    public var unitID: String
    public var category: ListCategory
    public var round: ListRound?
    public var progress: ItemProgress
    public var position: Int
    public var addedBy: UUID?
    /// ISO 8601 UTC.
    public var addedAt: String
    public var decisionDate: CalendarDay?
    public var deadlineText: String?
    public var deadlineDate: CalendarDay?
    public var enrolling: Bool
    public var updates: Bool
    public var visitedOn: CalendarDay?
    public var followsSocial: Bool
    public var dream: Bool
    public var priority: Int?

    public init(id: UUID, unitID: String, category: ListCategory, round: ListRound?, progress: ItemProgress,
                position: Int, addedBy: UUID?, addedAt: String, decisionDate: CalendarDay?, deadlineText: String?,
                deadlineDate: CalendarDay?, enrolling: Bool, updates: Bool, visitedOn: CalendarDay?,
                followsSocial: Bool, dream: Bool, priority: Int?) {
        self.id = id
        self.unitID = unitID
        self.category = category
        self.round = round
        self.progress = progress
        self.position = position
        self.addedBy = addedBy
        self.addedAt = addedAt
        self.decisionDate = decisionDate
        self.deadlineText = deadlineText
        self.deadlineDate = deadlineDate
        self.enrolling = enrolling
        self.updates = updates
        self.visitedOn = visitedOn
        self.followsSocial = followsSocial
        self.dream = dream
        self.priority = priority
    }
}

/// One note the caller may see (a `list_notes` row; row-level security already left out others' private notes).
public struct BoardNoteRow: Sendable, Hashable {
    public var id: UUID
    public var itemID: UUID
    public var authorID: UUID
    public var body: String
    public var isPrivate: Bool
    /// ISO 8601 UTC.
    public var created: String

    public init(id: UUID, itemID: UUID, authorID: UUID, body: String, isPrivate: Bool, created: String) {
        self.id = id
        self.itemID = itemID
        self.authorID = authorID
        self.body = body
        self.isPrivate = isPrivate
        self.created = created
    }
}

/// The household's home, where distances are measured from.
public struct BoardHome: Sendable, Hashable {
    public var point: GeoPoint
    /// "Washington, DC" or "ZIP 20500".
    public var place: String

    public init(point: GeoPoint, place: String) {
        self.point = point
        self.place = place
    }
}

/// Who is looking and what the board is measured against.
public struct BoardContext: Sendable {
    /// The signed-in person.
    public var viewer: UUID
    /// Display names of the people who may have added colleges (the caller's household), by account.
    public var names: [UUID: String]
    public var home: BoardHome?
    /// The reader's today (the "Next 30 days" strip starts here; CDS dates without a cycle use its year).
    public var today: CalendarDay
    public var snapshot: DatasetSnapshot

    public init(viewer: UUID, names: [UUID: String], home: BoardHome?, today: CalendarDay, snapshot: DatasetSnapshot) {
        self.viewer = viewer
        self.names = names
        self.home = home
        self.today = today
        self.snapshot = snapshot
    }
}
