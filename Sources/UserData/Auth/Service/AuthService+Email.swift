import Core
import Foundation
public import QuadAPIModels

extension AuthService {
    /// `POST /otp`: e-mails a sign-in link and code. An unknown address gets an account (unconfirmed, `data` as its
    /// metadata, which must hold a birth year that passes the age gate, as at sign-up) unless `create_user` is false,
    /// which answers 422 `otp_disabled`. Metadata over ``maxMetadataBytes`` is a 400.
    public func sendOTP(_ request: AuthRequests.EmailLink, redirectTo: String?) async throws {
        var metadata = try Self.requestMetadata(request.data)
        try Self.checkMetadataSize(metadata)
        guard let email = request.email.flatMap(EmailAddress.normalize) else { throw AuthError.invalidEmail }
        let pkce = try pkceChallenge(request.codeChallenge, request.codeChallengeMethod)
        let redirect = allowList.resolve(redirectTo)
        let createUser = request.createUser ?? true
        do {
            try await database.transaction { transaction in
                let rows = try await transaction.query(
                    PostgresQuery(unsafeSQL: UserRecord.select + " where u.email = $1 for update of u", binds: [email]))
                if let row = rows.first {
                    let user = try UserRecord(row: row)
                    if user.deleted || user.banned { return }
                    try await queueMail(transaction, kind: user.isConfirmed ? .magiclink : .confirmation, userID: user.id,
                                        recipient: email, redirectTo: redirect, pkce: pkce)
                } else {
                    guard createUser else { throw AuthError.otpDisabled }
                    metadata["birth_year"] = .string(String(try newAccountBirthYear(metadata)))
                    let userID = try await insertUser(transaction, email: email, passwordHash: nil, metadata: metadata,
                                                      confirmed: false)
                    try await queueMail(transaction, kind: .confirmation, userID: userID, recipient: email,
                                        redirectTo: redirect, pkce: pkce)
                }
            }
        } catch {
            throw mapSignUpError(error)
        }
    }

    /// `POST /recover`: e-mails a password-reset link and code. The answer is the same whether or not the address
    /// has an account.
    public func recover(_ request: AuthRequests.EmailLink, redirectTo: String?) async throws {
        guard let email = request.email.flatMap(EmailAddress.normalize) else { throw AuthError.invalidEmail }
        let pkce = try pkceChallenge(request.codeChallenge, request.codeChallengeMethod)
        let redirect = allowList.resolve(redirectTo)
        try await database.transaction { transaction in
            guard let row = try await transaction.query(
                PostgresQuery(unsafeSQL: UserRecord.select + " where u.email = $1 for update of u", binds: [email])).first
            else { return }
            let user = try UserRecord(row: row)
            if user.deleted || user.banned { return }
            try await queueMail(transaction, kind: .recovery, userID: user.id, recipient: email, redirectTo: redirect, pkce: pkce)
        }
    }

    /// `POST /resend`: the sign-up confirmation again (`type` `signup`, for an unconfirmed account) or the e-mail
    /// change confirmation again (`email_change`, to the pending new address). Other addresses get the same answer
    /// and no mail.
    public func resend(_ request: AuthRequests.EmailLink, redirectTo: String?) async throws {
        guard let email = request.email.flatMap(EmailAddress.normalize) else { throw AuthError.invalidEmail }
        let kind: AuthMail.Kind
        switch request.type {
        case "signup": kind = .confirmation
        case "email_change": kind = .emailChange
        default: throw AuthError.validation("Missing one of these types: signup, email_change")
        }
        let pkce = try pkceChallenge(request.codeChallenge, request.codeChallengeMethod)
        let redirect = allowList.resolve(redirectTo)
        try await database.transaction { transaction in
            let column = kind == .confirmation ? "email" : "new_email"
            guard let row = try await transaction.query(
                PostgresQuery(unsafeSQL: UserRecord.select + " where u.\(column) = $1 for update of u", binds: [email])).first
            else { return }
            let user = try UserRecord(row: row)
            if user.deleted || user.banned || (kind == .confirmation && user.isConfirmed) { return }
            try await queueMail(transaction, kind: kind, userID: user.id, recipient: email, redirectTo: redirect, pkce: pkce)
        }
    }

    /// The token kinds a verify `type` may consume.
    static func tokenKinds(forVerifyType type: String?) -> [AuthMail.Kind]? {
        switch type {
        case "signup": [.confirmation]
        case "invite": [.invite]
        case "magiclink", "email": [.magiclink, .confirmation]
        case "recovery": [.recovery]
        case "email_change": [.emailChange]
        default: nil
        }
    }

    /// A consumed one-time token: whose it was, which kind, and the PKCE flow it belongs to.
    struct ConsumedToken: Sendable {
        var userID: UUID
        var kind: AuthMail.Kind
        var relatesTo: String
        var flowStateID: UUID?
    }

    /// Finds an unused, unexpired token by one of `hashes` among `kinds`, deletes it with its sibling (the link and
    /// the code are used up together) and applies what verifying it means: a confirmed address, or the new address
    /// of an e-mail change.
    func consumeToken(_ transaction: OwnerTransaction, hashes: [String], kinds: [AuthMail.Kind]) async throws -> ConsumedToken {
        let rows = try await transaction.query("""
            select user_id, token_type, relates_to, flow_state_id, expires_at > now() as fresh, used_at is null as unused
            from auth.one_time_tokens
            where token_hash = any(\(hashes)::text[]) and token_type = any(\(kinds.map(\.rawValue))::text[])
            for update
            """)
        guard let row = rows.first, try row.decode(Bool.self, column: "fresh"), try row.decode(Bool.self, column: "unused"),
              let kind = AuthMail.Kind(rawValue: try row.decode(String.self, column: "token_type")) else {
            throw AuthError.otpExpired
        }
        let token = ConsumedToken(userID: try row.decode(UUID.self, column: "user_id"), kind: kind,
                                  relatesTo: try row.decode(String.self, column: "relates_to"),
                                  flowStateID: try row.decode(UUID?.self, column: "flow_state_id"))
        var statements: [PostgresQuery] = [
            "delete from auth.one_time_tokens where user_id = \(token.userID) and token_type = \(kind.rawValue)",
        ]
        switch kind {
        case .confirmation, .magiclink, .invite, .recovery:
            statements.append("""
                update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = \(token.userID)
                """)
            statements.append("""
                update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
                where user_id = \(token.userID) and provider = 'email'
                """)
        case .emailChange:
            statements.append("""
                update auth.users set email = new_email, new_email = null, email_change_sent_at = null,
                  email_confirmed_at = coalesce(email_confirmed_at, now())
                where id = \(token.userID) and new_email = \(token.relatesTo)
                """)
            statements.append("""
                update auth.identities set email = \(token.relatesTo),
                  identity_data = identity_data || jsonb_build_object('email', \(token.relatesTo)::text)
                where user_id = \(token.userID) and provider = 'email'
                """)
        }
        do {
            _ = try await transaction.pipeline(statements)
        } catch let error as PostgresError where error.sqlState == .uniqueViolation {
            throw AuthError.emailExists
        }
        return token
    }

    /// `POST /verify`: a link's token (`token_hash`) or a typed code (`email` + `token`) for `type`; answers with a
    /// session.
    public func verify(_ request: AuthRequests.Verify) async throws -> AuthSession {
        guard let kinds = Self.tokenKinds(forVerifyType: request.type) else {
            throw AuthError.validation("Verify requires a verification type")
        }
        let hashes: [String]
        var codeAddress: String?
        if let tokenHash = request.tokenHash, !tokenHash.isEmpty {
            hashes = [Digest.sha256Hex(tokenHash)]
        } else if let email = request.email.flatMap(EmailAddress.normalize), let code = request.token, !code.isEmpty {
            hashes = kinds.map { Self.codeHash(kind: $0.rawValue, email: email, code: code.trimmingASCIIWhitespace()) }
            codeAddress = email
        } else {
            throw AuthError.validation("Verify requires either a token or a token hash")
        }
        let outcome = try await database.transaction { transaction -> Result<AuthSession, AuthError> in
            let token: ConsumedToken
            do {
                token = try await consumeToken(transaction, hashes: hashes, kinds: kinds)
            } catch let error as AuthError where error == .otpExpired {
                // A wrong code counts against the codes waiting for that address, committed with the refusal.
                if let codeAddress { try await countWrongCode(transaction, address: codeAddress, kinds: kinds) }
                return .failure(error)
            }
            return .success(try await issueSession(transaction, userID: token.userID, method: Self.amrMethod(token.kind)))
        }
        return try outcome.get()
    }

    /// Wrong guesses a typed code survives: the next one spends it (the e-mailed link keeps working).
    public static let codeAttemptLimit = 5

    /// Counts a wrong typed code against every unused code of `kinds` sent to `address`, and deletes those that
    /// reached ``codeAttemptLimit``.
    func countWrongCode(_ transaction: OwnerTransaction, address: String, kinds: [AuthMail.Kind]) async throws {
        let types = kinds.map(\.rawValue)
        _ = try await transaction.pipeline([
            """
            update auth.one_time_tokens set failed_attempts = failed_attempts + 1
            where relates_to = \(address) and token_type = any(\(types)::text[]) and secret = 'code' and used_at is null
            """,
            """
            delete from auth.one_time_tokens
            where relates_to = \(address) and token_type = any(\(types)::text[]) and secret = 'code'
              and failed_attempts >= \(Self.codeAttemptLimit)
            """,
        ])
    }

    /// `GET /verify` (the link in an e-mail): verifies and answers with where to send the browser (a 303): to
    /// `redirect_to` (when allowed, else the site) with `?code=` for a PKCE flow, or with the session in the URL
    /// fragment; a bad or used link sends `error`, `error_code` and `error_description` in the fragment.
    public func verifyLink(token: String?, type: String?, redirectTo: String?) async throws -> String {
        let target = allowList.resolve(redirectTo)
        guard let kinds = Self.tokenKinds(forVerifyType: type), let token, !token.isEmpty else {
            return Self.appending(fragment: [("error", "access_denied"), ("error_code", "validation_failed"),
                                             ("error_description", "Verify requires a token and a type")], to: target)
        }
        do {
            return try await database.transaction { transaction in
                let consumed = try await consumeToken(transaction, hashes: [Digest.sha256Hex(token)], kinds: kinds)
                if let flowID = consumed.flowStateID {
                    let code = SecureRandom.token()
                    let rows = try await transaction.query("""
                        update auth.flow_state set auth_code_hash = \(Digest.sha256Hex(code)),
                          expires_at = now() + interval '5 minutes'
                        where id = \(flowID) and used_at is null returning id
                        """)
                    if !rows.isEmpty { return Self.appending(query: [("code", code)], to: target) }
                }
                let session = try await issueSession(transaction, userID: consumed.userID, method: Self.amrMethod(consumed.kind))
                return Self.appending(fragment: [
                    ("access_token", session.accessToken), ("expires_at", String(session.expiresAt)),
                    ("expires_in", String(session.expiresIn)), ("refresh_token", session.refreshToken),
                    ("token_type", "bearer"), ("type", consumed.kind.verifyType),
                ], to: target)
            }
        } catch let error as AuthError {
            return Self.appending(fragment: [("error", "access_denied"), ("error_code", error.code),
                                             ("error_description", error.message)], to: target)
        }
    }

    /// The `amr` method of a session started by verifying a token of `kind`.
    static func amrMethod(_ kind: AuthMail.Kind) -> String {
        switch kind {
        case .confirmation: "otp"
        case .magiclink: "magiclink"
        case .recovery: "recovery"
        case .emailChange: "email_change"
        case .invite: "invite"
        }
    }

    static func formEncode(_ pairs: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return pairs.map { name, value in
            "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")"
        }.joined(separator: "&")
    }

    /// `url` with `pairs` added to its query (before any fragment).
    static func appending(query pairs: [(String, String)], to url: String) -> String {
        let (base, fragment) = url.firstIndex(of: "#").map { (String(url[..<$0]), String(url[$0...])) } ?? (url, "")
        return base + (base.contains("?") ? "&" : "?") + formEncode(pairs) + fragment
    }

    /// `url` with `pairs` as its fragment (replacing any).
    static func appending(fragment pairs: [(String, String)], to url: String) -> String {
        let base = url.firstIndex(of: "#").map { String(url[..<$0]) } ?? url
        return base + "#" + formEncode(pairs)
    }
}
