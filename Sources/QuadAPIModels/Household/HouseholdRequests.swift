/// `POST /me/household`: start a household with the person as its first member.
public struct CreateHouseholdRequest: Sendable, Hashable, Codable, SchemaDescribed {
    /// 1–80 characters once trimmed.
    public var name: String
    /// `guardian` or `student`; default: `student` for someone whose role hint is student, else `guardian`.
    public var role: String?

    public init(name: String, role: String? = nil) {
        self.name = name
        self.role = role
    }

    public static let schema = JSONSchema.object([
        .init("name", .string()),
        .optional("role", .string()),
    ])
}

/// `POST /me/household/invitations`: invite someone by e-mail.
public struct InviteRequest: Sendable, Hashable, Codable, SchemaDescribed {
    /// The role they join as: `guardian` or `student` (students are invited by guardians only).
    public var side: String
    public var email: String
    /// Their name as the inviter knows it ("First Last"), at most 80 characters; it fills their profile if theirs
    /// is empty. For a student without `studentId`, a record with this name is made now and handed over when they
    /// accept.
    public var name: String?
    /// Any common U.S. form ("(615) 555-0100") or +country code; stored as E.164.
    public var phone: String?
    /// Guardian side: edit access once joined. Default: true.
    public var canEdit: Bool?
    /// Student side: hand over this managed record (one the inviter made, in this household).
    public var studentId: String?

    public init(side: String, email: String, name: String? = nil, phone: String? = nil, canEdit: Bool? = nil,
                studentId: String? = nil) {
        self.side = side
        self.email = email
        self.name = name
        self.phone = phone
        self.canEdit = canEdit
        self.studentId = studentId
    }

    public static let schema = JSONSchema.object([
        .init("side", .string()),
        .init("email", .string()),
        .optional("name", .nullable(.string())),
        .optional("phone", .nullable(.string())),
        .optional("canEdit", .nullable(.boolean)),
        .optional("studentId", .nullable(.string())),
    ])
}

/// The answer to an invitation or a new link for one: the link's secret is shown this once.
public struct InvitationCreated: Sendable, Hashable, Codable, SchemaDescribed {
    public var id: String
    /// 64 hex characters; the link's secret.
    public var token: String
    /// `{site}/invite/{token}`.
    public var link: String
    public var expiresAt: String
    /// "Oct 12, 2026" (New York time).
    public var expires: String
    /// The managed record the invitation hands over, when it does.
    public var studentId: String?
    /// The invitation e-mail was queued (it is sent by the mail delivery).
    public var emailed: Bool

    public init(id: String, token: String, link: String, expiresAt: String, expires: String, studentId: String?,
                emailed: Bool) {
        self.id = id
        self.token = token
        self.link = link
        self.expiresAt = expiresAt
        self.expires = expires
        self.studentId = studentId
        self.emailed = emailed
    }

    public static let schema = JSONSchema.object([
        .init("id", .string(format: "uuid")),
        .init("token", .string(pattern: "^[0-9a-f]{64}$")),
        .init("link", .string()),
        .init("expiresAt", .string(format: "date-time")),
        .init("expires", .string()),
        .optional("studentId", .string(format: "uuid")),
        .init("emailed", .boolean),
    ])
}

/// `POST /me/household/students`: a student record for a child without an account.
public struct AddStudentRequest: Sendable, Hashable, Codable, SchemaDescribed {
    /// 1–80 characters once trimmed.
    public var name: String
    /// 2000–2100.
    public var gradYear: Int?

    public init(name: String, gradYear: Int? = nil) {
        self.name = name
        self.gradYear = gradYear
    }

    public static let schema = JSONSchema.object([
        .init("name", .string()),
        .optional("gradYear", .nullable(.integer())),
    ])
}

/// `PUT /me/household/members/{memberId}/can-edit`.
public struct CanEditRequest: Sendable, Hashable, Codable, SchemaDescribed {
    public var canEdit: Bool

    public init(canEdit: Bool) { self.canEdit = canEdit }

    public static let schema = JSONSchema.object([.init("canEdit", .boolean)])
}

/// `PUT /me/student/guardian-editing`: every guardian's edit access at once.
public struct GuardianEditingRequest: Sendable, Hashable, Codable, SchemaDescribed {
    public var enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    public static let schema = JSONSchema.object([.init("enabled", .boolean)])
}
