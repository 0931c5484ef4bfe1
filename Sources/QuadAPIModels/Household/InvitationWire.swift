/// `GET /invitations/{token}`: what an invitation link shows before anyone signs in. Never an e-mail address.
public struct InvitationPreview: Sendable, Hashable, Codable, SchemaDescribed {
    public var householdName: String
    /// The inviter's name, when they have one.
    public var inviterName: String?
    /// `guardian` or `student`: the role the invitee joins as.
    public var side: String
    public var expiresAt: String
    /// "Oct 12, 2026" (New York time).
    public var expires: String
    /// `pending`, `used`, `expired` or `revoked`.
    public var state: String
    /// "Join The Ross household".
    public var title: String
    /// "Tracy invited you to this household as a guardian. You'll see its students' college lists and plans."
    public var summary: String
    /// Why the link cannot be used any more (not for `pending`).
    public var message: String?

    public init(householdName: String, inviterName: String?, side: String, expiresAt: String, expires: String,
                state: String, title: String, summary: String, message: String?) {
        self.householdName = householdName
        self.inviterName = inviterName
        self.side = side
        self.expiresAt = expiresAt
        self.expires = expires
        self.state = state
        self.title = title
        self.summary = summary
        self.message = message
    }

    public static let schema = JSONSchema.object([
        .init("householdName", .string()),
        .optional("inviterName", .string()),
        .init("side", .oneOfStrings(["guardian", "student"])),
        .init("expiresAt", .string(format: "date-time")),
        .init("expires", .string()),
        .init("state", .oneOfStrings(["pending", "used", "expired", "revoked"])),
        .init("title", .string()),
        .init("summary", .string()),
        .optional("message", .string()),
    ])
}

/// `POST /invitations/{token}/account`: an account for the invited address, made from the invitation.
public struct InvitationAccountRequest: Sendable, Hashable, Codable, SchemaDescribed {
    /// The new account's password (the site's password rules apply).
    public var password: String

    public init(password: String) { self.password = password }

    public static let schema = JSONSchema.object([.init("password", .string())])
}

/// The new account: signed up, confirmed, in the household, with a one-time sign-in link for the device.
public struct InvitationAccountCreated: Sendable, Hashable, Codable, SchemaDescribed {
    /// The invited address, now the account's.
    public var email: String
    /// The household joined.
    public var householdId: String
    /// A one-time sign-in link (it works once, for the auth service's link lifetime); signing in with the e-mail and
    /// password works too.
    public var link: String

    public init(email: String, householdId: String, link: String) {
        self.email = email
        self.householdId = householdId
        self.link = link
    }

    public static let schema = JSONSchema.object([
        .init("email", .string()),
        .init("householdId", .string(format: "uuid")),
        .init("link", .string()),
    ])
}
