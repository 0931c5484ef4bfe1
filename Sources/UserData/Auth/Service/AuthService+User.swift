import Core
public import Domain
import Foundation
public import QuadAPIModels

extension AuthService {
    /// `GET /user`: the bearer's user, when the token's session still exists (checked in the table, not the cache).
    public func user(bearer: String?) async throws -> AuthUser {
        let ids = try authenticate(bearer: bearer)
        return try await currentUser(ids).wire
    }

    /// The user of a verified token whose session must still exist.
    func currentUser(_ ids: (user: UUID, session: UUID)) async throws -> UserRecord {
        let rows = try await database.pool.withConnection { connection in
            try await connection.pipeline([
                UserRecord.byID(ids.user),
                "select exists (select 1 from auth.sessions where id = \(ids.session) and user_id = \(ids.user)) as live",
            ])
        }
        guard try rows[1].first?.decode(Bool.self, column: "live") == true else { throw AuthError.sessionNotFound }
        guard let row = rows[0].first else { throw AuthError.userNotFound }
        let user = try UserRecord(row: row)
        if user.deleted { throw AuthError.userNotFound }
        if user.banned { throw AuthError.userBanned }
        return user
    }

    /// `PUT /user`: metadata (merged key by key; null removes a key; a changed `birth_year` passes the age gate
    /// again), a new password (the password rules, `same_password`, and a recent sign-in or the current password,
    /// else `reauthentication_needed`), a new e-mail address (confirmed through a link sent to it).
    public func updateUser(bearer: String?, _ request: AuthRequests.UpdateUser, redirectTo: String?) async throws -> AuthUser {
        let ids = try authenticate(bearer: bearer)
        let user = try await currentUser(ids)
        var newHash: String?
        if let password = request.password {
            newHash = try await checkedPasswordHash(user: user, session: ids.session, password: password,
                                                    currentPassword: request.currentPassword)
        }
        var metadata: [String: JSONValue]?
        // A profile without a birth year (an account Sign in with Apple made) takes the first one given here.
        var firstBirthYear: Int?
        let changes = try Self.requestMetadata(request.data)
        if case .object? = request.data {
            var merged = Self.object(user.userMetadata)
            for (key, value) in changes {
                if value == .null { merged.removeValue(forKey: key) } else { merged[key] = value }
            }
            if let year = changes["birth_year"], year != Self.object(user.userMetadata)["birth_year"], year != .null {
                try checkBirthYear(year)
                if case let .allowed(number) = AgeGate.check(year, currentYear: Self.currentYear()) { firstBirthYear = number }
            }
            try Self.checkMetadataSize(merged)
            metadata = merged
        }
        var newEmail: String?
        if let rawEmail = request.email {
            guard let email = EmailAddress.normalize(rawEmail) else { throw AuthError.invalidEmail }
            if email != user.email { newEmail = email }
        }
        let pkce = try pkceChallenge(request.codeChallenge, request.codeChallengeMethod)
        let redirect = allowList.resolve(redirectTo)
        let updated = try await database.transaction { transaction -> UserRecord in
            var statements: [PostgresQuery] = []
            if let newHash {
                statements.append("update auth.users set encrypted_password = \(newHash) where id = \(user.id)")
            }
            if let metadata {
                statements.append("update auth.users set raw_user_meta_data = \(JSONValue.object(metadata))::jsonb where id = \(user.id)")
            }
            if let firstBirthYear {
                statements.append(
                    "update public.profiles set birth_year = \(firstBirthYear) where id = \(user.id) and birth_year is null")
            }
            if let newEmail {
                let taken = try await transaction.query("select 1 from auth.users where email = \(newEmail) and id <> \(user.id)")
                if !taken.isEmpty { throw AuthError.emailExists }
                statements.append("update auth.users set new_email = \(newEmail) where id = \(user.id)")
            }
            if !statements.isEmpty { _ = try await transaction.pipeline(statements) }
            if let newEmail {
                try await queueMail(transaction, kind: .emailChange, userID: user.id, recipient: newEmail, redirectTo: redirect,
                                    pkce: pkce)
            }
            guard let row = try await transaction.query(UserRecord.byID(user.id)).first else { throw AuthError.userNotFound }
            return try UserRecord(row: row)
        }
        return updated.wire
    }

    /// A new birth year in metadata: ``AgeGate``'s reading and rule.
    func checkBirthYear(_ value: JSONValue) throws(AuthError) {
        switch AgeGate.check(value, currentYear: Self.currentYear()) {
        case .allowed: return
        case .malformed: throw AuthError.validation(AgeGate.malformedMessage)
        case .refused: throw AuthError.unprocessable("birth_year_not_allowed", AgeGate.profileRefusal)
        }
    }

    /// This year, in UTC.
    public static func currentYear() -> Int {
        Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: Date()).year!
    }

    /// The hash of an acceptable new password: the rules (`weak_password`), different from the current one
    /// (`same_password`), and, for an account that has a password, a sign-in within
    /// ``AuthConfiguration/passwordChangeSignInWindow`` or the right current password (`reauthentication_needed`).
    func checkedPasswordHash(user: UserRecord, session: UUID, password: String, currentPassword: String?) async throws -> String {
        let problems = PasswordRules.problems(in: password, email: user.email ?? "")
        if !problems.isEmpty { throw AuthError.weakPassword(problems) }
        if let existing = user.encryptedPassword {
            if await hasher.verify(password, against: existing) { throw AuthError.samePassword }
            if let window = configuration.passwordChangeSignInWindow {
                let rows = try await database.query("""
                    select extract(epoch from now() - created_at)::float8 as age from auth.sessions where id = \(session)
                    """)
                let age = try rows.first?.decode(Double.self, column: "age") ?? .infinity
                if age > Double(window.components.seconds) {
                    guard let currentPassword, await hasher.verify(currentPassword, against: existing) else {
                        throw AuthError.reauthenticationNeeded
                    }
                }
            }
        }
        return await hasher.hash(password)
    }

    /// `POST /logout?scope=`: ends this session (`local`), every session of the user (`global`), or every other one
    /// (`others`). The verifier forgets the ended sessions at once.
    public func logout(bearer: String?, scope: LogoutScope) async throws {
        let ids = try authenticate(bearer: bearer)
        let statement: PostgresQuery = switch scope {
        case .local: "delete from auth.sessions where id = \(ids.session) and user_id = \(ids.user) returning id"
        case .global: "delete from auth.sessions where user_id = \(ids.user) returning id"
        case .others: "delete from auth.sessions where user_id = \(ids.user) and id <> \(ids.session) returning id"
        }
        let rows = try await database.query(statement)
        verifier.forget(sessions: try rows.map { try $0.decode(UUID.self, column: "id") }, of: ids.user)
    }

    // MARK: App API

    /// `POST /api/app/v1/me/password`: sets or changes the signed-in person's password, with the site's sentences:
    /// 400 `weak_password` (every problem, including a confirmation that does not match), 400 `same_password`,
    /// 401 `reauthentication_needed`.
    public func changePassword(for principal: Principal, _ request: PasswordChangeRequest) async throws(APIError) {
        guard case let .object(claims) = principal.claims, case let .string(sid)? = claims["session_id"],
              let session = UUID(uuidString: sid) else { throw APIError.unauthorized(SessionVerifier.endedMessage) }
        do {
            let user = try await currentUser((principal.userID, session))
            let problems = PasswordRules.problems(in: request.password, confirmation: request.confirmation,
                                                  email: user.email ?? "")
            if !problems.isEmpty {
                throw APIError(status: 400, code: "weak_password", message: PasswordRules.message(for: problems),
                               detail: .object(["reasons": .array(problems.map { .string($0.code) })]))
            }
            let hash = try await checkedPasswordHash(user: user, session: session, password: request.password,
                                                     currentPassword: nil)
            _ = try await database.query("update auth.users set encrypted_password = \(hash) where id = \(user.id)")
        } catch let error as APIError {
            throw error
        } catch let error as AuthError {
            switch error.code {
            case "same_password":
                throw APIError(status: 400, code: "same_password", message: "That's already your password. Choose a new one.")
            case "reauthentication_needed":
                throw APIError(status: 401, code: "reauthentication_needed",
                               message: "For your security, sign in again (or use “Forgot password”), then change it.")
            case "session_not_found", "user_not_found":
                throw APIError.unauthorized(SessionVerifier.endedMessage)
            default:
                throw APIError(status: error.status == 422 ? 400 : error.status, code: error.code, message: error.message)
            }
        } catch let error as PostgresError {
            throw APIError(postgres: error)
        } catch {
            throw APIError.internalError
        }
    }
}
