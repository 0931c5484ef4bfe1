import Core
import Domain
import Foundation
import QuadAPIModels
import Synchronization

/// Bearer verification for signed-in requests: the HS256 signature (only `alg: HS256`), `exp`, `aud`, then whether
/// the token's session is still in `auth.sessions` (and its user not deleted or banned).
///
/// The session answer is cached for ``AuthConfiguration/sessionCacheTTL`` behind a `Mutex`, so a signed-in request
/// usually costs no extra round trip, and a sign-out elsewhere takes effect within the TTL. Sign-outs through this
/// process's auth service drop the cached answer at once (``forget(sessions:of:)``). The cache is keyed by the
/// session and the token's subject together, and the database answer requires the session to be the subject's, so
/// a token naming someone else's session is refused whether or not that session's own answer is cached, and its
/// refusal never touches the owner's.
public final class SessionVerifier: AccessTokenVerifier {
    private struct Entry {
        var live: Bool
        var checked: ContinuousClock.Instant
    }

    /// A session as one subject claims it.
    private struct SessionKey: Hashable {
        var session: UUID
        var user: UUID
    }

    /// A token whose signature checked out, kept so the next request with the same bytes skips the HMAC, the
    /// payload parse and the claims serialisation. Its claims are validated again (expiry) on every use.
    private struct VerifiedToken {
        var claims: [String: JSONValue]
        var principal: Principal
    }

    private let signer: HS256Signer
    private let database: AuthDatabase
    private let ttl: Duration
    private let cache = Mutex<[SessionKey: Entry]>([:])
    private let verified = Mutex<[String: VerifiedToken]>([:])
    private let lookups = Atomic<Int>(0)

    /// Tokens kept in ``verified`` at most; past it the expired ones are dropped, and all of them if that is not enough.
    static let verifiedTokenLimit = 10_000

    /// The 401 sentence for a token that was valid once (expired, revoked).
    public static let endedMessage = "Your session ended. Sign in again."

    init(signer: HS256Signer, database: AuthDatabase, ttl: Duration) {
        self.signer = signer
        self.database = database
        self.ttl = ttl
    }

    /// A verifier over `pool` with its own cache (what another node would run), for `secret`.
    public convenience init(secret: [UInt8], pool: PostgresPool, ttl: Duration) {
        self.init(signer: HS256Signer(secret: secret), database: AuthDatabase(pool: pool), ttl: ttl)
    }

    /// Session lookups made so far (cache misses).
    public var sessionLookups: Int { lookups.load(ordering: .relaxed) }

    public func verify(bearer token: String) async throws -> Principal {
        let known = verified.withLock { $0[token] }
        let claims: [String: JSONValue]
        if let known {
            claims = known.claims
        } else {
            do { claims = try signer.verify(token) } catch { throw APIError.unauthorized() }
        }
        let now = Date().timeIntervalSince1970
        let ids: (user: UUID, session: UUID)
        do {
            ids = try AccessTokenClaims.validate(claims, now: now)
        } catch .expired {
            throw APIError.unauthorized(Self.endedMessage)
        } catch {
            throw APIError.unauthorized()
        }
        guard try await isLive(session: ids.session, user: ids.user) else { throw APIError.unauthorized(Self.endedMessage) }
        if Self.needsBirthYear(claims) {
            throw APIError(status: 403, code: "birth_year_required", message: Self.birthYearRequiredMessage)
        }
        if let known { return known.principal }
        let principal = Principal(userID: ids.user, claims: .object(claims))
        verified.withLock { tokens in
            if tokens.count >= Self.verifiedTokenLimit {
                tokens = tokens.filter { if case let .number(exp)? = $0.value.claims["exp"] { exp > now } else { false } }
                if tokens.count >= Self.verifiedTokenLimit { tokens.removeAll(keepingCapacity: true) }
            }
            tokens[token] = VerifiedToken(claims: claims, principal: principal)
        }
        return principal
    }

    /// The 403 sentence for an account made by Sign in with Apple that has no birth year yet.
    public static let birthYearRequiredMessage = "Add your birth year to finish setting up your account."

    /// The age gate for accounts Sign in with Apple created: no birth year in the token's user metadata yet (it is
    /// added with `PUT /user`; the next refreshed token carries it). Accounts made by e-mail sign-up gave one.
    static func needsBirthYear(_ claims: [String: JSONValue]) -> Bool {
        guard case let .object(app)? = claims["app_metadata"], app["provider"] == .string("apple") else { return false }
        guard case let .object(user)? = claims["user_metadata"], let year = user["birth_year"] else { return true }
        return year == .null
    }

    /// Whether the session exists and is the user's, from the cache when fresh.
    func isLive(session: UUID, user: UUID) async throws -> Bool {
        let now = ContinuousClock.now
        let key = SessionKey(session: session, user: user)
        if let entry = cache.withLock({ $0[key] }), now - entry.checked < ttl { return entry.live }
        lookups.add(1, ordering: .relaxed)
        let rows: PostgresRows
        do {
            rows = try await database.query("""
                select exists (select 1 from auth.sessions s join auth.users u on u.id = s.user_id
                  where s.id = \(session) and s.user_id = \(user) and (s.not_after is null or s.not_after > now())
                    and u.deleted_at is null and (u.banned_until is null or u.banned_until <= now())) as live
                """)
        } catch let error as PostgresError {
            throw APIError(postgres: error)
        }
        let live = try rows.first?.decode(Bool.self, column: "live") ?? false
        cache.withLock { entries in
            if entries.count > 50_000 { entries = entries.filter { now - $0.value.checked < ttl } }
            entries[key] = Entry(live: live, checked: now)
        }
        return live
    }

    /// Marks `user`'s `sessions` as ended at once (after a sign-out through this process).
    public func forget(sessions: [UUID], of user: UUID) {
        let now = ContinuousClock.now
        cache.withLock { entries in
            for session in sessions { entries[SessionKey(session: session, user: user)] = Entry(live: false, checked: now) }
        }
    }
}
