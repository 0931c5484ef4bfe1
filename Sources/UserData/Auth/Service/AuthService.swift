import Core
public import Domain
import Foundation
import QuadAPIModels

/// The GoTrue-compatible auth service behind `/auth/v1` (userdata-map §4.4): users in `auth.users`, sessions and
/// rotating refresh tokens, e-mailed links and codes, PKCE, HS256 access tokens with GoTrue's claims.
///
/// Every write happens in one transaction as the server's own role, together with what it causes (the profile the
/// sign-up trigger creates, the mail queued in `auth.mail_outbox`, whose insert trigger enqueues the `mail.deliver` job
/// that a worker runs after the commit). Credentials (refresh tokens, e-mailed tokens and
/// codes, PKCE auth codes) are random and stored as SHA-256 hex only. Refusals are ``AuthError``s; a database outage
/// is a `Core.APIError` 503.
///
/// ```swift
/// let auth = AuthService(pool: pool, configuration: settings.auth, logger: logger)
/// let session = try await auth.passwordGrant(email: "ada@example.com", password: "…")
/// let principal = try await auth.verifier.verify(bearer: session.accessToken)
/// ```
public final class AuthService: Sendable {
    public let configuration: AuthConfiguration
    /// Bearer verification for the signed-in API, sharing this service's key and session cache.
    public let verifier: SessionVerifier
    let database: AuthDatabase
    let signer: HS256Signer
    /// The key refresh tokens' children are derived with (``childToken(of:)``).
    let refreshKey: [UInt8]
    let hasher: PasswordHasher
    let allowList: RedirectAllowList
    let logger: Logger
    /// Sign in with Apple's token check; nil when it is not configured.
    let apple: AppleIdentityVerifier?

    public init(pool: PostgresPool, configuration: AuthConfiguration, logger: Logger) {
        var secret = Array(configuration.jwtSecret.utf8)
        if secret.isEmpty {
            secret = SecureRandom.bytes(32)
            logger.warning("auth.jwtSecret is empty: using a random secret, so access tokens end with this process")
        }
        self.configuration = configuration
        database = AuthDatabase(pool: pool)
        signer = HS256Signer(secret: secret)
        refreshKey = Digest.hmacSHA256(key: secret, message: Array("quad refresh-token children v1".utf8))
        hasher = PasswordHasher(n: configuration.scryptN)
        allowList = RedirectAllowList(patterns: configuration.redirectAllowList, siteURL: configuration.siteURL)
        verifier = SessionVerifier(signer: signer, database: database, ttl: configuration.sessionCacheTTL)
        self.logger = logger
        let source = AppleKeySource(url: configuration.appleJWKSURL)
        apple = configuration.appleEnabled ? AppleIdentityVerifier(
            audiences: Set(configuration.appleClientIds),
            keys: AppleKeyCache(now: { Date().timeIntervalSince1970 }, fetch: {
                do {
                    return try await source.fetch()
                } catch {
                    logger.warning("apple signing keys not fetched", ["url": .string(source.url), "error": .string("\(error)")])
                    throw error
                }
            })) : nil
    }

    // MARK: Sessions

    var accessTokenSeconds: Int { Int(configuration.accessTokenLifetime.components.seconds) }

    /// Starts a session for `userID` signed in by `method`: the session row, its first refresh token, the sign-in
    /// stamps, then the access token. One round trip inside the caller's transaction.
    func issueSession(_ transaction: OwnerTransaction, userID: UUID, method: String) async throws -> AuthSession {
        let refreshToken = SecureRandom.token()
        let rows = try await transaction.pipeline([
            """
            with s as (insert into auth.sessions (user_id, authentication_method) values (\(userID), \(method))
                       returning id, extract(epoch from created_at)::bigint as authenticated_at)
            insert into auth.refresh_tokens (token_hash, user_id, session_id)
            select \(Digest.sha256Hex(refreshToken)), \(userID), s.id from s
            returning session_id, (select authenticated_at from s) as authenticated_at
            """,
            "update auth.users set last_sign_in_at = now() where id = \(userID)",
            "update auth.identities set last_sign_in_at = now() where user_id = \(userID)",
            UserRecord.byID(userID),
        ])
        guard let sessionRow = rows[0].first, let userRow = rows[3].first else { throw AuthError.userNotFound }
        return makeSession(user: try UserRecord(row: userRow), sessionID: try sessionRow.decode(UUID.self, column: "session_id"),
                           refreshToken: refreshToken, method: method,
                           authenticatedAt: try sessionRow.decode(Int.self, column: "authenticated_at"))
    }

    /// The token response for a session: a fresh access token and the given refresh token.
    func makeSession(user: UserRecord, sessionID: UUID, refreshToken: String, method: String, authenticatedAt: Int) -> AuthSession {
        let now = Int(Date().timeIntervalSince1970)
        let lifetime = accessTokenSeconds
        let claims = AccessTokenClaims(userID: user.id, sessionID: sessionID, role: user.role, email: user.email,
                                       appMetadata: user.appMetadata, userMetadata: user.userMetadata, issuedAt: now,
                                       expiresAt: now + lifetime, issuer: configuration.issuer,
                                       methods: [(method, authenticatedAt)], isAnonymous: user.isAnonymous)
        return AuthSession(accessToken: signer.sign(claims.json), expiresIn: lifetime, expiresAt: now + lifetime,
                           refreshToken: refreshToken, user: user.wire)
    }

    /// The user and session of a bearer token on `/auth/v1` (signature and expiry; the session is checked by the
    /// caller against the table, never the cache). GoTrue's answers: 401 without a token, 403 `bad_jwt` otherwise.
    func authenticate(bearer: String?) throws(AuthError) -> (user: UUID, session: UUID) {
        guard let bearer, !bearer.isEmpty else { throw .noAuthorization }
        let claims: [String: JSONValue]
        do { claims = try signer.verify(bearer) } catch { throw .badJWT }
        do {
            return try AccessTokenClaims.validate(claims, now: Date().timeIntervalSince1970)
        } catch .expired {
            throw .expiredJWT
        } catch {
            throw .badJWT
        }
    }

    // MARK: Mail

    /// A PKCE challenge from a request: both fields or neither; the method `s256` or `plain`.
    struct PKCEChallenge: Sendable {
        var challenge: String
        var method: String
    }

    func pkceChallenge(_ challenge: String?, _ method: String?) throws(AuthError) -> PKCEChallenge? {
        let challenge = challenge ?? "", method = (method ?? "").lowercased()
        if challenge.isEmpty && method.isEmpty { return nil }
        guard !challenge.isEmpty, !method.isEmpty else {
            throw .validation("PKCE flow requires code_challenge_method and code_challenge")
        }
        guard method == "s256" || method == "plain" else {
            throw .validation("code challenge method not supported")
        }
        guard challenge.utf8.count >= 43, challenge.utf8.count <= 128 else {
            throw .validation("code challenge has to be between 43 and 128 characters")
        }
        return PKCEChallenge(challenge: challenge, method: method)
    }

    /// Queues one auth e-mail in the caller's transaction: the one-time link token and typed code (hashes only,
    /// replacing earlier ones of the same kind), the PKCE flow when the request carried a challenge, the outbox row
    /// and the user's sent-at stamp. Refuses with 429 when the same kind went to the same address moments ago.
    func queueMail(_ transaction: OwnerTransaction, kind: AuthMail.Kind, userID: UUID, recipient: String, redirectTo: String,
                   pkce: PKCEChallenge?) async throws {
        let interval = Double(configuration.emailMinimumInterval.components.seconds)
        if interval > 0 {
            let recent = try await transaction.query("""
                select extract(epoch from now() - max(created_at))::float8 as age from auth.mail_outbox
                where recipient = \(recipient) and kind = \(kind.rawValue)
                """)
            if let age = try recent.first?.decode(Double?.self, column: "age"), age < interval {
                throw AuthError.emailRateLimit(seconds: max(1, Int((interval - age).rounded(.up))))
            }
        }
        let linkToken = SecureRandom.token()
        let code = SecureRandom.digits(6)
        let lifetime = Double(configuration.emailTokenLifetime.components.seconds)
        let hashes = [Digest.sha256Hex(linkToken), Self.codeHash(kind: kind.rawValue, email: recipient, code: code)]
        let secrets = ["link", "code"]
        let insertTokens: PostgresQuery
        if let pkce {
            insertTokens = """
                with f as (insert into auth.flow_state (user_id, auth_code_hash, code_challenge, code_challenge_method,
                                                        authentication_method, expires_at)
                           values (\(userID), \(Digest.sha256Hex(SecureRandom.token())), \(pkce.challenge), \(pkce.method),
                                   \(kind.verifyType), now() + make_interval(secs => \(lifetime)))
                           returning id)
                insert into auth.one_time_tokens (user_id, token_type, token_hash, secret, relates_to, expires_at, flow_state_id)
                select \(userID), \(kind.rawValue), h, s, \(recipient), now() + make_interval(secs => \(lifetime)),
                       (select id from f)
                from unnest(\(hashes)::text[], \(secrets)::text[]) as t(h, s)
                """
        } else {
            insertTokens = """
                insert into auth.one_time_tokens (user_id, token_type, token_hash, secret, relates_to, expires_at)
                select \(userID), \(kind.rawValue), h, s, \(recipient), now() + make_interval(secs => \(lifetime))
                from unnest(\(hashes)::text[], \(secrets)::text[]) as t(h, s)
                """
        }
        var link = URLComponents(string: configuration.issuer + "/verify") ?? URLComponents()
        link.queryItems = [URLQueryItem(name: "token", value: linkToken), URLQueryItem(name: "type", value: kind.verifyType),
                           URLQueryItem(name: "redirect_to", value: redirectTo)]
        let mail = AuthMail.make(kind, link: link.url?.absoluteString ?? configuration.issuer, code: code,
                                 siteName: configuration.siteName, lifetimeMinutes: Int(lifetime / 60))
        let stamp: PostgresQuery = switch kind {
        case .confirmation, .invite: "update auth.users set confirmation_sent_at = now() where id = \(userID)"
        case .magiclink: "select 1"
        case .recovery: "update auth.users set recovery_sent_at = now() where id = \(userID)"
        case .emailChange: "update auth.users set email_change_sent_at = now() where id = \(userID)"
        }
        _ = try await transaction.pipeline([
            "delete from auth.one_time_tokens where user_id = \(userID) and token_type = \(kind.rawValue)",
            insertTokens,
            """
            insert into auth.mail_outbox (recipient, subject, body_text, kind, user_id)
            values (\(recipient), \(mail.subject), \(mail.body), \(kind.rawValue), \(userID))
            """,
            stamp,
        ])
    }

    /// The stored hash of a typed code: bound to the token kind and the address, so one code cannot serve another.
    static func codeHash(kind: String, email: String, code: String) -> String {
        Digest.sha256Hex("\(kind):\(email):\(code)")
    }

    /// The sign-up refusal for a database error, when the error is the age gate of the profile trigger.
    func mapSignUpError(_ error: any Error) -> any Error {
        guard let error = error as? PostgresError else { return error }
        if error.sqlState == .checkViolation, error.serverMessage == "birth_year_not_allowed" {
            return AuthError.birthYearNotAllowed(siteName: configuration.siteName)
        }
        if error.serverMessage == "birth_year_invalid" {
            return AuthError.unprocessable("validation_failed", AgeGate.malformedMessage)
        }
        if error.sqlState == .uniqueViolation, error.constraintName == "users_email_key" {
            return AuthError.userAlreadyExists
        }
        return error
    }

    /// A JSON object from request metadata (anything else counts as empty).
    static func object(_ value: JSONValue?) -> [String: JSONValue] {
        if case let .object(fields)? = value { return fields }
        return [:]
    }

    /// A request's `data` (user metadata): an object, or absent/null for none. Anything else is unreadable, as in
    /// GoTrue, where the field is a map.
    static func requestMetadata(_ value: JSONValue?) throws -> [String: JSONValue] {
        switch value {
        case nil, .null?: return [:]
        case let .object(fields)?: return fields
        default: throw AuthError(status: 400, code: "bad_json", message: "Could not read the request body as JSON: data must be an object")
        }
    }
}
