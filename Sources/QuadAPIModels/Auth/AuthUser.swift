/// A user as the auth service (`/auth/v1`) returns it: GoTrue's User object, snake_case, timestamps as ISO-8601
/// text. Supabase Auth clients decode it; `id`, `aud`, `created_at` and the metadata objects are always present.
public struct AuthUser: Sendable, Hashable, Codable, SchemaDescribed {
    public var id: String
    public var aud: String
    public var role: String
    public var email: String?
    /// Always empty: accounts have no phone sign-in.
    public var phone: String
    public var emailConfirmedAt: String?
    /// Same as `email_confirmed_at` (GoTrue's older name).
    public var confirmedAt: String?
    public var confirmationSentAt: String?
    public var recoverySentAt: String?
    public var emailChangeSentAt: String?
    /// The address an e-mail change waits to confirm.
    public var newEmail: String?
    public var lastSignInAt: String?
    /// `{provider, providers}`.
    public var appMetadata: JSONValue
    /// What the person gave at sign-up (`birth_year`, `role_hint`, `display_name`…) or later.
    public var userMetadata: JSONValue
    /// Empty for the obfuscated answer to a sign-up with an address that already has an account.
    public var identities: [AuthIdentity]
    public var createdAt: String
    public var updatedAt: String
    public var isAnonymous: Bool

    public init(id: String, aud: String, role: String, email: String?, phone: String = "", emailConfirmedAt: String?,
                confirmationSentAt: String?, recoverySentAt: String?, emailChangeSentAt: String?, newEmail: String?,
                lastSignInAt: String?, appMetadata: JSONValue, userMetadata: JSONValue, identities: [AuthIdentity],
                createdAt: String, updatedAt: String, isAnonymous: Bool = false) {
        self.id = id
        self.aud = aud
        self.role = role
        self.email = email
        self.phone = phone
        self.emailConfirmedAt = emailConfirmedAt
        self.confirmedAt = emailConfirmedAt
        self.confirmationSentAt = confirmationSentAt
        self.recoverySentAt = recoverySentAt
        self.emailChangeSentAt = emailChangeSentAt
        self.newEmail = newEmail
        self.lastSignInAt = lastSignInAt
        self.appMetadata = appMetadata
        self.userMetadata = userMetadata
        self.identities = identities
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.isAnonymous = isAnonymous
    }

    enum CodingKeys: String, CodingKey {
        case id, aud, role, email, phone, identities
        case emailConfirmedAt = "email_confirmed_at", confirmedAt = "confirmed_at"
        case confirmationSentAt = "confirmation_sent_at", recoverySentAt = "recovery_sent_at"
        case emailChangeSentAt = "email_change_sent_at", newEmail = "new_email", lastSignInAt = "last_sign_in_at"
        case appMetadata = "app_metadata", userMetadata = "user_metadata"
        case createdAt = "created_at", updatedAt = "updated_at", isAnonymous = "is_anonymous"
    }

    public static let schema = JSONSchema.object([
        .init("id", .string(format: "uuid")),
        .init("aud", .string()),
        .init("role", .string()),
        .optional("email", .string(format: "email")),
        .init("phone", .string()),
        .optional("email_confirmed_at", .string(format: "date-time")),
        .optional("confirmed_at", .string(format: "date-time")),
        .optional("confirmation_sent_at", .string(format: "date-time")),
        .optional("recovery_sent_at", .string(format: "date-time")),
        .optional("email_change_sent_at", .string(format: "date-time")),
        .optional("new_email", .string()),
        .optional("last_sign_in_at", .string(format: "date-time")),
        .init("app_metadata", .map(.any)),
        .init("user_metadata", .map(.any)),
        .init("identities", .array(.ref(AuthIdentity.self))),
        .init("created_at", .string(format: "date-time")),
        .init("updated_at", .string(format: "date-time")),
        .init("is_anonymous", .boolean),
    ]).described("A user of the auth service (GoTrue's User object).")
}

/// One way a user signs in (the `email` provider today).
public struct AuthIdentity: Sendable, Hashable, Codable, SchemaDescribed {
    /// The provider's id for the account (for `email`, the user id).
    public var id: String
    public var identityID: String
    public var userID: String
    public var identityData: JSONValue
    public var provider: String
    public var email: String?
    public var lastSignInAt: String?
    public var createdAt: String
    public var updatedAt: String

    public init(id: String, identityID: String, userID: String, identityData: JSONValue, provider: String, email: String?,
                lastSignInAt: String?, createdAt: String, updatedAt: String) {
        self.id = id
        self.identityID = identityID
        self.userID = userID
        self.identityData = identityData
        self.provider = provider
        self.email = email
        self.lastSignInAt = lastSignInAt
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    enum CodingKeys: String, CodingKey {
        case id, provider, email
        case identityID = "identity_id", userID = "user_id", identityData = "identity_data"
        case lastSignInAt = "last_sign_in_at", createdAt = "created_at", updatedAt = "updated_at"
    }

    public static let schema = JSONSchema.object([
        .init("id", .string()),
        .init("identity_id", .string(format: "uuid")),
        .init("user_id", .string(format: "uuid")),
        .init("identity_data", .map(.any)),
        .init("provider", .string()),
        .optional("email", .string()),
        .optional("last_sign_in_at", .string(format: "date-time")),
        .init("created_at", .string(format: "date-time")),
        .init("updated_at", .string(format: "date-time")),
    ])
}
