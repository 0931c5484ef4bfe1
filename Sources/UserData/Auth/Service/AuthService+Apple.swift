import Core
import Domain
import Foundation
public import QuadAPIModels

extension AuthService {
    /// `POST /token?grant_type=id_token` with provider `apple` (Supabase's signInWithIdToken): checks the identity
    /// token (``AppleIdentityVerifier``), then signs in the account linked to that Apple id; else links the Apple id
    /// to the account with the address Apple verified; else creates a confirmed account with no password. A new
    /// account has no birth year: the signed-in API refuses it (`birth_year_required`) until `PUT /user` adds one.
    ///
    /// An unconfirmed account with that address loses the password it was given: Apple has verified who owns the
    /// address, and whoever typed the password had not.
    public func idTokenGrant(provider: String?, idToken: String?, nonce: String?) async throws -> AuthSession {
        guard provider == "apple", let apple else {
            throw AuthError.badRequest("provider_disabled", "Unsupported provider: provider is not enabled")
        }
        guard let idToken, !idToken.isEmpty else { throw AuthError.validation("id_token is required") }
        let identity: AppleIdentity
        do {
            identity = try await apple.verify(idToken, nonce: nonce.flatMap { $0.isEmpty ? nil : $0 },
                                              now: Date().timeIntervalSince1970)
        } catch {
            switch error {
            case .keysUnavailable:
                throw AuthError(status: 503, code: "unexpected_failure",
                                message: "Apple's signing keys are not available; try again shortly")
            case .nonceMismatch: throw AuthError.badRequest("bad_jwt", "Nonces mismatch")
            case .nonceMissing, .nonceUnexpected:
                throw AuthError.badRequest("bad_jwt", "Passed nonce and nonce in id_token should either both exist or not.")
            default:
                logger.info("apple identity token refused", ["reason": .string("\(error)")])
                throw AuthError.badRequest("bad_jwt", "Bad ID token")
            }
        }
        return try await database.transaction { transaction in
            let userID = try await appleAccount(transaction, identity)
            guard let row = try await transaction.query(UserRecord.byID(userID)).first else { throw AuthError.userNotFound }
            let user = try UserRecord(row: row)
            if user.deleted { throw AuthError.userNotFound }
            if user.banned { throw AuthError.userBanned }
            return try await issueSession(transaction, userID: userID, method: "oauth")
        }
    }

    /// The account the Apple identity signs in to, linked or created in `transaction`.
    func appleAccount(_ transaction: OwnerTransaction, _ identity: AppleIdentity) async throws -> UUID {
        let data: JSONValue = .object([
            "sub": .string(identity.subject), "email": identity.email.map(JSONValue.string) ?? .null,
            "email_verified": .bool(identity.emailVerified), "is_private_email": .bool(identity.isPrivateEmail),
            "provider_id": .string(identity.subject), "iss": .string(AppleIdentityVerifier.issuer),
        ])
        let linked = try await transaction.query("""
            update auth.identities set identity_data = \(data)::jsonb, email = \(identity.email), updated_at = now()
            where provider = 'apple' and provider_id = \(identity.subject)
            returning user_id
            """)
        if let userID = try linked.first?.decode(UUID.self, column: "user_id") { return userID }
        let email = identity.emailVerified ? identity.email : nil
        var userID: UUID?
        if let email, let row = try await transaction.query(UserRecord.byEmail(email)).first {
            let existing = try UserRecord(row: row)
            userID = existing.id
            _ = try await transaction.query("""
                update auth.users set
                  encrypted_password = case when email_confirmed_at is null then null else encrypted_password end,
                  email_confirmed_at = coalesce(email_confirmed_at, now()),
                  raw_app_meta_data = jsonb_set(raw_app_meta_data, '{providers}',
                    (select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from jsonb_array_elements_text(
                      coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) || '["apple"]'::jsonb) p))
                where id = \(existing.id)
                """)
        }
        if userID == nil {
            let appMetadata: JSONValue = .object(["provider": .string("apple"), "providers": .array([.string("apple")])])
            let rows = try await transaction.query("""
                insert into auth.users (email, raw_app_meta_data, raw_user_meta_data, email_confirmed_at)
                values (\(email), \(appMetadata)::jsonb, '{}'::jsonb, case when \(email != nil) then now() end)
                returning id
                """)
            userID = try rows.first?.decode(UUID.self, column: "id")
        }
        guard let userID else { throw AuthError.userNotFound }
        _ = try await transaction.query("""
            insert into auth.identities (user_id, provider, provider_id, identity_data, email)
            values (\(userID), 'apple', \(identity.subject), \(data)::jsonb, \(identity.email))
            """)
        return userID
    }
}
