/// `GET /me/household` and the answer of every household change: the person's household with its full roster, or
/// none (with what the "start a household" form needs).
public struct HouseholdResponse: Sendable, Hashable, Codable, SchemaDescribed {
    /// The live household the person is in; missing when they are in none.
    public var household: HouseholdDetail?
    /// The most seats a household has (6).
    public var seatLimit: Int
    /// Whether the person may start a household now (in none, account not scheduled for deletion).
    public var canCreate: Bool
    /// What the "start a household" form suggests ("The Ross household" from "Tracy Ross"; empty with one name).
    public var suggestedName: String
    /// What the change just made did, in words ("Added Kim."), when there is something to say.
    public var notice: String?

    public init(household: HouseholdDetail?, seatLimit: Int, canCreate: Bool, suggestedName: String,
                notice: String? = nil) {
        self.household = household
        self.seatLimit = seatLimit
        self.canCreate = canCreate
        self.suggestedName = suggestedName
        self.notice = notice
    }

    public static let schema = JSONSchema.object([
        .optional("household", .ref(HouseholdDetail.self)),
        .init("seatLimit", .integer(minimum: 1)),
        .init("canCreate", .boolean),
        .init("suggestedName", .string()),
        .optional("notice", .string()),
    ]).described("The person's household and its roster, or none.")
}

/// A household as its members see it.
public struct HouseholdDetail: Sendable, Hashable, Codable, SchemaDescribed {
    public var id: String
    public var name: String
    public var created: String
    /// Seats taken: active members plus invitations still waiting for an answer (a hand-over of a managed
    /// student's record takes no seat of its own).
    public var seatsUsed: Int
    public var seatLimit: Int
    /// "3 of 6 seats".
    public var seats: String
    /// Students first, then guardians, then by joining time; invitations still waiting are people of their own
    /// (`status` `invited` or `expired`, no `memberId`).
    public var people: [HouseholdPerson]
    /// The household's home, when one is set.
    public var home: HomeSummary?
    /// What the signed-in person may do here.
    public var me: HouseholdViewer

    public init(id: String, name: String, created: String, seatsUsed: Int, seatLimit: Int, seats: String,
                people: [HouseholdPerson], home: HomeSummary?, me: HouseholdViewer) {
        self.id = id
        self.name = name
        self.created = created
        self.seatsUsed = seatsUsed
        self.seatLimit = seatLimit
        self.seats = seats
        self.people = people
        self.home = home
        self.me = me
    }

    public static let schema = JSONSchema.object([
        .init("id", .string(format: "uuid")),
        .init("name", .string()),
        .init("created", .string(format: "date-time")),
        .init("seatsUsed", .integer(minimum: 0)),
        .init("seatLimit", .integer(minimum: 1)),
        .init("seats", .string()),
        .init("people", .array(.ref(HouseholdPerson.self))),
        .optional("home", .ref(HomeSummary.self)),
        .init("me", .ref(HouseholdViewer.self)),
    ])
}

/// The signed-in person's place in the household and what they may do.
public struct HouseholdViewer: Sendable, Hashable, Codable, SchemaDescribed {
    /// An active guardian here.
    public var guardian: Bool
    /// Here through their own student record.
    public var student: Bool
    /// Every member may invite a guardian.
    public var canInviteGuardians: Bool
    /// Guardians invite students and add students without an account.
    public var canInviteStudents: Bool
    /// A free seat remains.
    public var hasFreeSeat: Bool

    public init(guardian: Bool, student: Bool, canInviteGuardians: Bool, canInviteStudents: Bool, hasFreeSeat: Bool) {
        self.guardian = guardian
        self.student = student
        self.canInviteGuardians = canInviteGuardians
        self.canInviteStudents = canInviteStudents
        self.hasFreeSeat = hasFreeSeat
    }

    public static let schema = JSONSchema.object([
        .init("guardian", .boolean),
        .init("student", .boolean),
        .init("canInviteGuardians", .boolean),
        .init("canInviteStudents", .boolean),
        .init("hasFreeSeat", .boolean),
    ])
}

/// One row of the roster: a member, or an invitation still waiting. Names only, never e-mail addresses.
public struct HouseholdPerson: Sendable, Hashable, Codable, SchemaDescribed {
    /// The membership (missing for an invitation still waiting).
    public var memberId: String?
    /// The invitation of a row still waiting, or of a managed student's pending hand-over.
    public var invitationId: String?
    /// A student's record (to open their profile or list).
    public var studentId: String?
    /// `guardian` or `student`.
    public var role: String
    /// Their name, or "A guardian" / "A student".
    public var name: String
    /// The avatar's letter: the first letter of the name, else the role's ("G", "S").
    public var initial: String
    /// A guardian's edit access to the household's students.
    public var canEdit: Bool
    /// A student record a guardian made for a child without an account.
    public var managed: Bool
    /// A managed record the signed-in person made.
    public var managedByMe: Bool
    public var isMe: Bool
    /// `active`, `managed`, `invited` or `expired`.
    public var status: String
    /// "Invited · expires Oct 13", "Expired", "No account yet"; missing for an active member.
    public var statusLabel: String?
    /// "Student · Class of 2028", "You · Guardian", "Invited", "No account yet · 2030".
    public var caption: String
    public var joined: String
    /// When a waiting invitation stops working.
    public var expiresAt: String?
    public var gradYear: Int?
    /// E.164.
    public var phone: String?
    /// The invitation's link, while it is waiting and not expired ("Copy link").
    public var link: String?
    /// What the signed-in person may do with this row, in menu order: `copy-link`, `send-again`, `cancel-invite`,
    /// `invite` (hand a managed record over), `allow-edit`, `view-only`, `remove`, `leave`.
    public var actions: [String]

    public static let actionNames = ["copy-link", "send-again", "cancel-invite", "invite", "allow-edit", "view-only",
                                     "remove", "leave"]

    public init(memberId: String?, invitationId: String?, studentId: String?, role: String, name: String,
                initial: String, canEdit: Bool, managed: Bool, managedByMe: Bool, isMe: Bool, status: String,
                statusLabel: String?, caption: String, joined: String, expiresAt: String?, gradYear: Int?,
                phone: String?, link: String?, actions: [String]) {
        self.memberId = memberId
        self.invitationId = invitationId
        self.studentId = studentId
        self.role = role
        self.name = name
        self.initial = initial
        self.canEdit = canEdit
        self.managed = managed
        self.managedByMe = managedByMe
        self.isMe = isMe
        self.status = status
        self.statusLabel = statusLabel
        self.caption = caption
        self.joined = joined
        self.expiresAt = expiresAt
        self.gradYear = gradYear
        self.phone = phone
        self.link = link
        self.actions = actions
    }

    public static let schema = JSONSchema.object([
        .optional("memberId", .string(format: "uuid")),
        .optional("invitationId", .string(format: "uuid")),
        .optional("studentId", .string(format: "uuid")),
        .init("role", .oneOfStrings(["guardian", "student"])),
        .init("name", .string()),
        .init("initial", .string()),
        .init("canEdit", .boolean),
        .init("managed", .boolean),
        .init("managedByMe", .boolean),
        .init("isMe", .boolean),
        .init("status", .oneOfStrings(["active", "managed", "invited", "expired"])),
        .optional("statusLabel", .string()),
        .init("caption", .string()),
        .init("joined", .string(format: "date-time")),
        .optional("expiresAt", .string(format: "date-time")),
        .optional("gradYear", .integer(minimum: 2000, maximum: 2100)),
        .optional("phone", .string(pattern: "^\\+[1-9][0-9]{6,14}$")),
        .optional("link", .string()),
        .init("actions", .array(.oneOfStrings(actionNames))),
    ])
}
