/// The export's `profile` part.
public struct ExportProfile: Sendable, Hashable, Codable, SchemaDescribed {
    public var email: String?
    public var displayName: String?
    public var birthYear: Int?
    public var roleHint: String?
    public var phone: String?
    public var created: String?
    public var updated: String?

    public init(email: String?, displayName: String?, birthYear: Int?, roleHint: String?, phone: String?,
                created: String?, updated: String?) {
        self.email = email
        self.displayName = displayName
        self.birthYear = birthYear
        self.roleHint = roleHint
        self.phone = phone
        self.created = created
        self.updated = updated
    }

    enum CodingKeys: String, CodingKey {
        case email, displayName = "display_name", birthYear = "birth_year", roleHint = "role_hint", phone, created, updated
    }

    public static let schema = JSONSchema.object([
        .optional("email", .string()),
        .optional("display_name", .string()),
        .optional("birth_year", .integer()),
        .optional("role_hint", .string()),
        .optional("phone", .string()),
        .optional("created", .string(format: "date-time")),
        .optional("updated", .string(format: "date-time")),
    ])
}

/// One of the person's student records: their own, or one they made for a child without an account.
public struct ExportStudent: Sendable, Hashable, Codable, SchemaDescribed {
    public var id: String
    public var userId: String?
    public var displayName: String?
    public var gradYear: Int?
    public var managedBy: String?
    public var phone: String?
    public var created: String

    public init(id: String, userId: String?, displayName: String?, gradYear: Int?, managedBy: String?, phone: String?,
                created: String) {
        self.id = id
        self.userId = userId
        self.displayName = displayName
        self.gradYear = gradYear
        self.managedBy = managedBy
        self.phone = phone
        self.created = created
    }

    enum CodingKeys: String, CodingKey {
        case id, userId = "user_id", displayName = "display_name", gradYear = "grad_year", managedBy = "managed_by"
        case phone, created
    }

    public static let schema = JSONSchema.object([
        .init("id", .string(format: "uuid")),
        .optional("user_id", .string(format: "uuid")),
        .optional("display_name", .string()),
        .optional("grad_year", .integer()),
        .optional("managed_by", .string(format: "uuid")),
        .optional("phone", .string()),
        .init("created", .string(format: "date-time")),
    ])
}

/// A household the person belongs to, with each member's name and role.
public struct ExportHousehold: Sendable, Hashable, Codable, SchemaDescribed {
    public var id: String
    public var name: String
    public var created: String
    public var members: [ExportRosterMember]

    public init(id: String, name: String, created: String, members: [ExportRosterMember]) {
        self.id = id
        self.name = name
        self.created = created
        self.members = members
    }

    public static let schema = JSONSchema.object([
        .init("id", .string(format: "uuid")),
        .init("name", .string()),
        .init("created", .string(format: "date-time")),
        .init("members", .array(.ref(ExportRosterMember.self))),
    ])
}

/// One member of an exported household.
public struct ExportRosterMember: Sendable, Hashable, Codable, SchemaDescribed {
    public var role: String
    public var displayName: String?
    public var canEdit: Bool
    public var managed: Bool
    public var isMe: Bool
    public var joined: String

    public init(role: String, displayName: String?, canEdit: Bool, managed: Bool, isMe: Bool, joined: String) {
        self.role = role
        self.displayName = displayName
        self.canEdit = canEdit
        self.managed = managed
        self.isMe = isMe
        self.joined = joined
    }

    enum CodingKeys: String, CodingKey {
        case role, displayName = "display_name", canEdit = "can_edit", managed, isMe = "is_me", joined
    }

    public static let schema = JSONSchema.object([
        .init("role", .string()),
        .optional("display_name", .string()),
        .init("can_edit", .boolean),
        .init("managed", .boolean),
        .init("is_me", .boolean),
        .init("joined", .string(format: "date-time")),
    ])
}

/// One of the person's household memberships (as a guardian, or their own student record's).
public struct ExportMembership: Sendable, Hashable, Codable, SchemaDescribed {
    public var householdId: String
    public var role: String
    public var status: String
    public var canEdit: Bool
    public var created: String
    public var acceptedAt: String?

    public init(householdId: String, role: String, status: String, canEdit: Bool, created: String, acceptedAt: String?) {
        self.householdId = householdId
        self.role = role
        self.status = status
        self.canEdit = canEdit
        self.created = created
        self.acceptedAt = acceptedAt
    }

    enum CodingKeys: String, CodingKey {
        case householdId = "household_id", role, status, canEdit = "can_edit", created, acceptedAt = "accepted_at"
    }

    public static let schema = JSONSchema.object([
        .init("household_id", .string(format: "uuid")),
        .init("role", .string()),
        .init("status", .string()),
        .init("can_edit", .boolean),
        .init("created", .string(format: "date-time")),
        .optional("accepted_at", .string(format: "date-time")),
    ])
}

/// An invitation the person sent (the link itself is not part of the export).
public struct ExportInvitation: Sendable, Hashable, Codable, SchemaDescribed {
    public var householdId: String
    public var email: String
    public var side: String
    public var canEdit: Bool
    public var displayName: String?
    public var created: String
    public var expiresAt: String
    public var acceptedAt: String?
    public var revokedAt: String?

    public init(householdId: String, email: String, side: String, canEdit: Bool, displayName: String?, created: String,
                expiresAt: String, acceptedAt: String?, revokedAt: String?) {
        self.householdId = householdId
        self.email = email
        self.side = side
        self.canEdit = canEdit
        self.displayName = displayName
        self.created = created
        self.expiresAt = expiresAt
        self.acceptedAt = acceptedAt
        self.revokedAt = revokedAt
    }

    enum CodingKeys: String, CodingKey {
        case householdId = "household_id", email, side, canEdit = "can_edit", displayName = "display_name", created
        case expiresAt = "expires_at", acceptedAt = "accepted_at", revokedAt = "revoked_at"
    }

    public static let schema = JSONSchema.object([
        .init("household_id", .string(format: "uuid")),
        .init("email", .string()),
        .init("side", .string()),
        .init("can_edit", .boolean),
        .optional("display_name", .string()),
        .init("created", .string(format: "date-time")),
        .init("expires_at", .string(format: "date-time")),
        .optional("accepted_at", .string(format: "date-time")),
        .optional("revoked_at", .string(format: "date-time")),
    ])
}
