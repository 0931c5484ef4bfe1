import Foundation
public import QuadAPIModels

extension AuthService {
    /// What `/signup` answers: a session when no confirmation is needed, else the user (confirmation pending, or the
    /// obfuscated stand-in for an address that already has an account).
    public enum SignUpResult: Sendable {
        case session(AuthSession)
        case user(AuthUser)
    }

    /// `POST /signup`: a new account for an e-mail address and password, with `data` as user metadata.
    ///
    /// The password rules apply here too (422 `weak_password` with the reasons), the profile trigger's age gate
    /// refuses an under-13 birth year (422 `birth_year_not_allowed`, nothing stored), and an address that already has
    /// an account gets `user_already_exists` with autoconfirm, or an obfuscated user with no identities without it
    /// (re-sending the confirmation when the account was never confirmed).
    public func signUp(_ request: AuthRequests.SignUp, redirectTo: String?) async throws -> SignUpResult {
        let metadata = try Self.requestMetadata(request.data)
        guard let email = request.email.flatMap(EmailAddress.normalize) else { throw AuthError.invalidEmail }
        let password = request.password ?? ""
        let problems = PasswordRules.problems(in: password, email: email)
        if !problems.isEmpty { throw AuthError.weakPassword(problems) }
        let pkce = try pkceChallenge(request.codeChallenge, request.codeChallengeMethod)
        let redirect = allowList.resolve(redirectTo)
        let hash = await hasher.hash(password)
        let autoconfirm = configuration.autoconfirm
        let result: SignUpResult
        do {
            result = try await database.transaction { transaction -> SignUpResult in
                let existing = try await transaction.query(
                    PostgresQuery(unsafeSQL: UserRecord.select + " where u.email = $1 for update of u", binds: [email]))
                if let row = existing.first {
                    let user = try UserRecord(row: row)
                    if autoconfirm { throw AuthError.userAlreadyExists }
                    if !user.isConfirmed {
                        do {
                            try await queueMail(transaction, kind: .confirmation, userID: user.id, recipient: email,
                                                redirectTo: redirect, pkce: pkce)
                        } catch let error as AuthError where error.code == "over_email_send_rate_limit" {
                            // Answer exactly as for any other existing address.
                        }
                    }
                    return .user(Self.obfuscatedUser(email: email, metadata: metadata))
                }
                let userID = try await insertUser(transaction, email: email, passwordHash: hash, metadata: metadata,
                                                  confirmed: autoconfirm)
                if autoconfirm {
                    return .session(try await issueSession(transaction, userID: userID, method: "password"))
                }
                try await queueMail(transaction, kind: .confirmation, userID: userID, recipient: email, redirectTo: redirect,
                                    pkce: pkce)
                guard let row = try await transaction.query(UserRecord.byID(userID)).first else { throw AuthError.userNotFound }
                return .user(try UserRecord(row: row).wire)
            }
        } catch {
            throw mapSignUpError(error)
        }
        return result
    }

    /// Inserts a user and its `email` identity (the profile trigger runs in the same transaction).
    func insertUser(_ transaction: OwnerTransaction, email: String, passwordHash: String?, metadata: [String: JSONValue],
                    confirmed: Bool) async throws -> UUID {
        let appMetadata: JSONValue = .object(["provider": .string("email"), "providers": .array([.string("email")])])
        let rows = try await transaction.query("""
            insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data, email_confirmed_at)
            values (\(email), \(passwordHash), \(appMetadata)::jsonb, \(JSONValue.object(metadata))::jsonb,
                    case when \(confirmed) then now() end)
            returning id
            """)
        guard let userID = try rows.first?.decode(UUID.self, column: "id") else { throw AuthError.userNotFound }
        let identityData: JSONValue = .object([
            "sub": .string(userID.uuidString.lowercased()), "email": .string(email),
            "email_verified": .bool(confirmed), "phone_verified": .bool(false),
        ])
        _ = try await transaction.query("""
            insert into auth.identities (user_id, provider, provider_id, identity_data, email)
            values (\(userID), 'email', \(userID.uuidString.lowercased()), \(identityData)::jsonb, \(email))
            """)
        return userID
    }

    /// The answer to a sign-up with a registered address when confirmations are on: shaped like a new user (random
    /// id, now, the metadata sent), with no identities, so the response does not reveal the account.
    static func obfuscatedUser(email: String, metadata: [String: JSONValue]) -> AuthUser {
        let now = Self.isoNow()
        return AuthUser(id: UUID().uuidString.lowercased(), aud: "authenticated", role: "authenticated", email: email,
                        emailConfirmedAt: nil, confirmationSentAt: now, recoverySentAt: nil, emailChangeSentAt: nil,
                        newEmail: nil, lastSignInAt: nil,
                        appMetadata: .object(["provider": .string("email"), "providers": .array([.string("email")])]),
                        userMetadata: .object(metadata), identities: [], createdAt: now, updatedAt: now)
    }

    /// Now as ISO-8601 UTC text with microseconds, the form user timestamps take.
    static func isoNow() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: Date())
    }
}
