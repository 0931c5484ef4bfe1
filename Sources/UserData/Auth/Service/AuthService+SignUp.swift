import Core
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
    /// Metadata over ``maxMetadataBytes`` is a 400. The password rules apply here too (422 `weak_password` with the
    /// reasons); then `data.birth_year` must be a birth year that passes the age gate (``AgeGate``: 422
    /// `validation_failed` when it is missing or not a year, 422 `birth_year_not_allowed` under 13; nothing is stored
    /// either way, and the profile trigger checks again). An address that already has an account gets
    /// `user_already_exists` with autoconfirm, or an obfuscated user with no identities without it (re-sending the
    /// confirmation when the account was never confirmed).
    public func signUp(_ request: AuthRequests.SignUp, redirectTo: String?) async throws -> SignUpResult {
        var metadata = try Self.requestMetadata(request.data)
        try Self.checkMetadataSize(metadata)
        guard let email = request.email.flatMap(EmailAddress.normalize) else { throw AuthError.invalidEmail }
        let password = request.password ?? ""
        let problems = PasswordRules.problems(in: password, email: email)
        if !problems.isEmpty { throw AuthError.weakPassword(problems) }
        metadata["birth_year"] = .string(String(try newAccountBirthYear(metadata)))
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

    /// The birth year a new account gives in its metadata (sign-up, or a magic link that makes the account), by
    /// ``AgeGate``: missing or not a year is a 422 `validation_failed`, under 13 a 422 `birth_year_not_allowed`.
    func newAccountBirthYear(_ metadata: [String: JSONValue]) throws(AuthError) -> Int {
        switch AgeGate.check(metadata["birth_year"], currentYear: Self.currentYear()) {
        case let .allowed(year): return year
        case .malformed: throw AuthError.unprocessable("validation_failed", AgeGate.malformedMessage)
        case .refused: throw AuthError.birthYearNotAllowed(siteName: configuration.siteName)
        }
    }

    /// The most bytes user metadata may take as JSON. Every access token carries the metadata whole, so more would
    /// make each later request's headers larger than servers accept.
    public static let maxMetadataBytes = 4096

    /// Refuses metadata over ``maxMetadataBytes`` with 400 `validation_failed`.
    static func checkMetadataSize(_ metadata: [String: JSONValue]) throws(AuthError) {
        let bytes = (try? JSONEncoder().encode(JSONValue.object(metadata)).count) ?? Int.max
        guard bytes > maxMetadataBytes else { return }
        throw AuthError.validation("User metadata is limited to \(maxMetadataBytes) bytes of JSON; this is \(bytes).")
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
