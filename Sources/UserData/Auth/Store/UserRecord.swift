import Foundation
import QuadAPIModels

/// One `auth.users` row as the service reads it (timestamps already ISO-8601 text), with its identities.
struct UserRecord: Sendable {
    var id: UUID
    var aud: String
    var role: String
    var email: String?
    var newEmail: String?
    var encryptedPassword: String?
    var emailConfirmedAt: String?
    var confirmationSentAt: String?
    var recoverySentAt: String?
    var emailChangeSentAt: String?
    var lastSignInAt: String?
    var appMetadata: JSONValue
    var userMetadata: JSONValue
    var isAnonymous: Bool
    var banned: Bool
    var deleted: Bool
    var createdAt: String
    var updatedAt: String
    var identities: [AuthIdentity]

    var isConfirmed: Bool { emailConfirmedAt != nil }

    /// The wire form.
    var wire: AuthUser {
        AuthUser(id: id.uuidString.lowercased(), aud: aud, role: role, email: email, emailConfirmedAt: emailConfirmedAt,
                 confirmationSentAt: confirmationSentAt, recoverySentAt: recoverySentAt,
                 emailChangeSentAt: emailChangeSentAt, newEmail: newEmail, lastSignInAt: lastSignInAt,
                 appMetadata: appMetadata, userMetadata: userMetadata, identities: identities, createdAt: createdAt,
                 updatedAt: updatedAt, isAnonymous: isAnonymous)
    }

    /// `column` of a timestamptz as ISO-8601 UTC text with microseconds (GoTrue's form).
    static func iso(_ column: String) -> String {
        "to_char(\(column) at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"')"
    }

    /// The select list and FROM clause every user read shares (alias `u`).
    static let select: String = """
        select u.id, u.aud, u.role, u.email, u.new_email, u.encrypted_password,
          \(iso("u.email_confirmed_at")) as email_confirmed_at, \(iso("u.confirmation_sent_at")) as confirmation_sent_at,
          \(iso("u.recovery_sent_at")) as recovery_sent_at, \(iso("u.email_change_sent_at")) as email_change_sent_at,
          \(iso("u.last_sign_in_at")) as last_sign_in_at, u.raw_app_meta_data, u.raw_user_meta_data, u.is_anonymous,
          coalesce(u.banned_until > now(), false) as banned, u.deleted_at is not null as deleted,
          \(iso("u.created_at")) as created_at, \(iso("u.updated_at")) as updated_at,
          coalesce((select jsonb_agg(jsonb_build_object(
              'id', i.provider_id, 'identity_id', i.id, 'user_id', i.user_id, 'identity_data', i.identity_data,
              'provider', i.provider, 'email', i.email, 'last_sign_in_at', \(iso("i.last_sign_in_at")),
              'created_at', \(iso("i.created_at")), 'updated_at', \(iso("i.updated_at"))) order by i.created_at)
            from auth.identities i where i.user_id = u.id), '[]'::jsonb) as identities
        from auth.users u
        """

    init(row: PostgresRow) throws {
        id = try row.decode(UUID.self, column: "id")
        aud = try row.decode(String.self, column: "aud")
        role = try row.decode(String.self, column: "role")
        email = try row.decode(String?.self, column: "email")
        newEmail = try row.decode(String?.self, column: "new_email")
        encryptedPassword = try row.decode(String?.self, column: "encrypted_password")
        emailConfirmedAt = try row.decode(String?.self, column: "email_confirmed_at")
        confirmationSentAt = try row.decode(String?.self, column: "confirmation_sent_at")
        recoverySentAt = try row.decode(String?.self, column: "recovery_sent_at")
        emailChangeSentAt = try row.decode(String?.self, column: "email_change_sent_at")
        lastSignInAt = try row.decode(String?.self, column: "last_sign_in_at")
        appMetadata = try row.decode(JSONValue.self, column: "raw_app_meta_data")
        userMetadata = try row.decode(JSONValue.self, column: "raw_user_meta_data")
        isAnonymous = try row.decode(Bool.self, column: "is_anonymous")
        banned = try row.decode(Bool.self, column: "banned")
        deleted = try row.decode(Bool.self, column: "deleted")
        createdAt = try row.decode(String.self, column: "created_at")
        updatedAt = try row.decode(String.self, column: "updated_at")
        identities = try row.decode(json: [AuthIdentity].self, column: "identities")
    }

    /// The statement reading one user by id.
    static func byID(_ id: UUID) -> PostgresQuery {
        PostgresQuery(unsafeSQL: select + " where u.id = $1", binds: [id])
    }

    /// The statement reading one user by (normalized) e-mail address.
    static func byEmail(_ email: String) -> PostgresQuery {
        PostgresQuery(unsafeSQL: select + " where u.email = $1", binds: [email])
    }

    /// Locks and reads one user by id.
    static func byIDForUpdate(_ id: UUID) -> PostgresQuery {
        PostgresQuery(unsafeSQL: select + " where u.id = $1 for update of u", binds: [id])
    }
}
