/// The person's household as `GET /me` summarises it: seats and members by name (the full roster, with
/// invitations and phone numbers, is the household endpoint's).
public struct HouseholdSummary: Sendable, Hashable, Codable, SchemaDescribed {
    public var id: String
    public var name: String
    /// Seats taken: active members plus invitations still waiting for an answer (a hand-over of a managed
    /// student's record takes no seat of its own).
    public var seatsUsed: Int
    /// The most seats a household has (6).
    public var seatLimit: Int
    /// Students first, then guardians, then by joining time; pending invitations appear as members with status
    /// `invited` or `expired`.
    public var members: [HouseholdMemberSummary]

    public init(id: String, name: String, seatsUsed: Int, seatLimit: Int, members: [HouseholdMemberSummary]) {
        self.id = id
        self.name = name
        self.seatsUsed = seatsUsed
        self.seatLimit = seatLimit
        self.members = members
    }

    public static let schema = JSONSchema.object([
        .init("id", .string(format: "uuid")),
        .init("name", .string()),
        .init("seatsUsed", .integer(minimum: 0)),
        .init("seatLimit", .integer(minimum: 1)),
        .init("members", .array(.ref(HouseholdMemberSummary.self))),
    ])
}

/// One person in the household summary.
public struct HouseholdMemberSummary: Sendable, Hashable, Codable, SchemaDescribed {
    /// The membership id; missing for a pending invitation.
    public var memberId: String?
    /// `guardian` or `student`.
    public var role: String
    /// The person's name, or "A guardian" / "A student" when they have none (never an e-mail address).
    public var name: String
    /// A guardian's edit access to the household's students.
    public var canEdit: Bool
    /// A student record made by a guardian for a child without an account.
    public var managed: Bool
    /// The signed-in person's own row (as a guardian, or through their own student record).
    public var isMe: Bool
    /// `active`, `managed`, `invited` (a pending invitation) or `expired` (an invitation past its 7 days).
    public var status: String

    public init(memberId: String?, role: String, name: String, canEdit: Bool, managed: Bool, isMe: Bool, status: String) {
        self.memberId = memberId
        self.role = role
        self.name = name
        self.canEdit = canEdit
        self.managed = managed
        self.isMe = isMe
        self.status = status
    }

    public static let schema = JSONSchema.object([
        .optional("memberId", .string(format: "uuid")),
        .init("role", .oneOfStrings(["guardian", "student"])),
        .init("name", .string()),
        .init("canEdit", .boolean),
        .init("managed", .boolean),
        .init("isMe", .boolean),
        .init("status", .oneOfStrings(["active", "managed", "invited", "expired"])),
    ])
}

/// The household's home as members see it.
public struct HomeSummary: Sendable, Hashable, Codable, SchemaDescribed {
    /// The matched address, tidied ("1600 Pennsylvania Ave NW, Washington, DC 20500").
    public var label: String
    /// What distance lines name ("Washington, DC" or "ZIP 20500").
    public var place: String
    public var zip: String?
    /// The name of whoever set it, as it was then.
    public var setByName: String?
    public var updatedAt: String

    public init(label: String, place: String, zip: String?, setByName: String?, updatedAt: String) {
        self.label = label
        self.place = place
        self.zip = zip
        self.setByName = setByName
        self.updatedAt = updatedAt
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("place", .string()),
        .optional("zip", .string(pattern: "^[0-9]{5}$")),
        .optional("setByName", .string()),
        .init("updatedAt", .string(format: "date-time")),
    ])
}
