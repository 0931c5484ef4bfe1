import Core
import Domain
import Foundation
public import QuadAPIModels

extension AuthService {
    /// `POST /token?grant_type=password`.
    public func passwordGrant(email rawEmail: String?, password: String?) async throws -> AuthSession {
        guard let email = rawEmail.flatMap(EmailAddress.normalize), let password, !password.isEmpty else {
            throw AuthError.invalidCredentials
        }
        let found = try await database.query(UserRecord.byEmail(email)).first.map(UserRecord.init(row:))
        guard let user = found, !user.deleted, let hash = user.encryptedPassword else {
            await hasher.spendVerifyTime()
            throw AuthError.invalidCredentials
        }
        guard await hasher.verify(password, against: hash) else { throw AuthError.invalidCredentials }
        if user.banned { throw AuthError.userBanned }
        if !user.isConfirmed { throw AuthError.emailNotConfirmed }
        return try await database.transaction { try await issueSession($0, userID: user.id, method: "password") }
    }

    /// `POST /token?grant_type=refresh_token`: rotates the refresh token.
    ///
    /// A token's child is derived from it (``childToken(of:)``), not drawn at random, so however many requests
    /// present one token, at once or within ``AuthConfiguration/refreshReuseWindow`` of its rotation (two tabs
    /// refreshing together, a client that lost the answer), they all get the same child and the session keeps one
    /// chain. A reuse later than that ends the session and every token of it (`refresh_token_already_used`).
    public func refreshGrant(refreshToken: String?) async throws -> AuthSession {
        guard let refreshToken, !refreshToken.isEmpty else { throw AuthError.refreshTokenNotFound }
        let presented = Digest.sha256Hex(refreshToken)
        let window = Double(configuration.refreshReuseWindow.components.seconds)
            + Double(configuration.refreshReuseWindow.components.attoseconds) / 1e18
        enum Outcome { case session(AuthSession), revokedFamily(session: UUID, user: UUID), refused(AuthError) }
        let outcome = try await database.transaction { transaction -> Outcome in
            let rows = try await transaction.query("""
                select rt.id, rt.revoked, rt.session_id, rt.user_id,
                  extract(epoch from now() - rt.updated_at)::float8 as since_update,
                  s.authentication_method, extract(epoch from s.created_at)::bigint as authenticated_at,
                  (s.not_after is null or s.not_after > now()) as session_live
                from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
                where rt.token_hash = \(presented)
                for update of rt, s
                """)
            guard let row = rows.first else { return .refused(.refreshTokenNotFound) }
            let sessionID = try row.decode(UUID.self, column: "session_id")
            let userID = try row.decode(UUID.self, column: "user_id")
            guard try row.decode(Bool.self, column: "session_live") else { return .refused(.refreshTokenNotFound) }
            var statements: [PostgresQuery] = []
            if try row.decode(Bool.self, column: "revoked") {
                guard try row.decode(Double.self, column: "since_update") <= window else {
                    _ = try await transaction.query("delete from auth.sessions where id = \(sessionID)")
                    return .revokedFamily(session: sessionID, user: userID)
                }
            } else {
                statements.append("update auth.refresh_tokens set revoked = true where id = \(try row.decode(Int.self, column: "id"))")
            }
            // The rows are locked, so racing requests run this one after another; the first adds the child.
            let next = childToken(of: refreshToken)
            statements += [
                """
                insert into auth.refresh_tokens (token_hash, user_id, session_id, parent)
                values (\(Digest.sha256Hex(next)), \(userID), \(sessionID), \(presented))
                on conflict (token_hash) do nothing
                """,
                "update auth.sessions set refreshed_at = now() where id = \(sessionID)",
                UserRecord.byID(userID),
            ]
            let results = try await transaction.pipeline(statements)
            guard let userRow = results.last?.first else { return .refused(.refreshTokenNotFound) }
            let user = try UserRecord(row: userRow)
            if user.deleted { return .refused(.refreshTokenNotFound) }
            if user.banned { return .refused(.userBanned) }
            return .session(makeSession(user: user, sessionID: sessionID, refreshToken: next,
                                        method: try row.decode(String.self, column: "authentication_method"),
                                        authenticatedAt: try row.decode(Int.self, column: "authenticated_at")))
        }
        switch outcome {
        case let .session(session): return session
        case let .revokedFamily(sessionID, userID):
            verifier.forget(sessions: [sessionID], of: userID)
            logger.notice("refresh token reused outside the reuse window; session ended",
                          ["session": .string(sessionID.uuidString.lowercased())])
            throw AuthError.refreshTokenAlreadyUsed
        case let .refused(error): throw error
        }
    }

    /// The refresh token that follows `token`: HMAC-SHA256 of it under a key derived from the signing secret,
    /// base64url like a random one. Only the holder of `token` can ask for it, and only while `token` is live or
    /// within its reuse window.
    func childToken(of token: String) -> String {
        Base64URL.encode(Digest.hmacSHA256(key: refreshKey, message: Array(token.utf8)))
    }

    /// `POST /token?grant_type=pkce`: exchanges the auth code from an e-mail link's redirect, with the verifier
    /// whose SHA-256 (base64url) was the challenge.
    public func pkceGrant(authCode: String?, codeVerifier: String?) async throws -> AuthSession {
        guard let authCode, !authCode.isEmpty, let codeVerifier, !codeVerifier.isEmpty else {
            throw AuthError.validation("invalid request: both auth code and code verifier should be non-empty")
        }
        return try await database.transaction { transaction in
            let rows = try await transaction.query("""
                select id, user_id, code_challenge, code_challenge_method, authentication_method,
                  expires_at > now() as fresh, used_at is null as unused
                from auth.flow_state where auth_code_hash = \(Digest.sha256Hex(authCode)) for update
                """)
            guard let row = rows.first, try row.decode(Bool.self, column: "unused"),
                  let userID = try row.decode(UUID?.self, column: "user_id") else { throw AuthError.flowStateNotFound }
            guard try row.decode(Bool.self, column: "fresh") else { throw AuthError.flowStateExpired }
            let challenge = try row.decode(String.self, column: "code_challenge")
            let computed = try row.decode(String.self, column: "code_challenge_method") == "s256"
                ? Base64URL.encode(Digest.sha256(Array(codeVerifier.utf8))) : codeVerifier
            guard Digest.constantTimeEqual(Array(computed.utf8), Array(challenge.utf8)) else { throw AuthError.badCodeVerifier }
            _ = try await transaction.query("update auth.flow_state set used_at = now() where id = \(try row.decode(UUID.self, column: "id"))")
            return try await issueSession(transaction, userID: userID,
                                          method: try row.decode(String.self, column: "authentication_method"))
        }
    }
}
