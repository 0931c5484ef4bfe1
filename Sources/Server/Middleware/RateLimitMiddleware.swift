import Domain
import Foundation
import QuadAPIModels
public import UserData

/// Request limits kept in Postgres (``UserData/PostgresRateLimiter``), so every node shares the counters.
///
/// Two placements:
/// - ``perAddress(limiter:configuration:signedInRoutes:)`` as global middleware: every request that reaches the
///   router (cache hits are answered before it and never count) counts against its client address
///   (``Request/remoteAddress``: the peer, or behind a trusted proxy the address it forwarded), under the
///   auth rule for `/auth/v1` and `/api/app/v1/auth/…`, else the public rule; signed-in routes are left to
///   the per-token limit, and a signed-in auth operation (`GET /auth/v1/user`…) without an `Authorization` header
///   is not counted (it is refused with 401 before anything is looked up).
/// - ``perToken(limiter:rule:)`` on signed-in routes, after ``SignedInMiddleware``: counts against the verified
///   token's session (`session_id` claim), or the token's hash when the token names no session. Tokens that fail
///   verification never reach it, so they cost no database write.
///
/// Over the limit: 429 with `Retry-After` (seconds to the end of the window) and the error envelope. When the
/// counters cannot be reached the request goes through (fail open): public screens must not go down with the
/// database, and signed-in routes answer 503 on their own.
public struct RateLimitMiddleware: Middleware {
    /// The counter a request counts against, or nil to leave it unlimited here.
    public typealias Classifier = @Sendable (Request, RequestContext) -> (bucket: String, rule: RateLimitRule)?

    private let limiter: any RateLimiter
    private let classify: Classifier

    public init(limiter: any RateLimiter, classify: @escaping Classifier) {
        self.limiter = limiter
        self.classify = classify
    }

    public func handle(_ request: Request, context: RequestContext, next: Next) async throws -> Response {
        guard let (bucket, rule) = classify(request, context) else { return try await next(request, context) }
        let decision: RateLimitDecision
        do {
            decision = try await limiter.check(bucket: bucket, rule: rule)
        } catch is RateLimiterUnavailable {
            return try await next(request, context)
        } catch {
            context.logger.warning("rate limit check failed; letting the request through",
                                   ["error": .string(String(describing: error)), "rule": .string(rule.name)])
            return try await next(request, context)
        }
        guard decision.allowed else {
            var response = Response.error(.rateLimited(retryAfter: decision.retryAfter))
            response.headers.set("Cache-Control", context.principal == nil ? "no-store" : "private, no-store")
            return response
        }
        return try await next(request, context)
    }

    /// Per client address: the auth rule on the auth service's paths, the public rule elsewhere, nothing on the
    /// route templates in `signedInRoutes` (they have their per-token limit).
    public static func perAddress(limiter: any RateLimiter, configuration: RateLimitConfiguration,
                                  signedInRoutes: Set<String>) -> RateLimitMiddleware {
        let publicRule = configuration.publicRule, authRule = configuration.authRule
        return RateLimitMiddleware(limiter: limiter) { request, context in
            let address = "ip:" + (request.remoteAddress ?? "unknown")
            let signedIn = signedInRoutes.contains(context.route)
            if isAuthPath(request.path) {
                // Without a bearer token a signed-in auth operation is refused at once (401), costing nothing to count.
                return signedIn && request.headers["Authorization"] == nil ? nil : (address, authRule)
            }
            if signedIn { return nil }
            return (address, publicRule)
        }
    }

    /// Per access token: the verified session (or the token's SHA-256) of a signed-in request.
    public static func perToken(limiter: any RateLimiter, rule: RateLimitRule) -> RateLimitMiddleware {
        RateLimitMiddleware(limiter: limiter) { request, context in
            guard let principal = context.principal else { return nil }
            if let session = sessionID(principal) { return ("session:" + session, rule) }
            guard let token = bearerToken(request) else { return nil }
            let digest = SHA256.digest(Array(token.utf8))
            return ("token:" + digest.map { byte in
                let hex = String(byte, radix: 16)
                return byte < 16 ? "0" + hex : hex
            }.joined(), rule)
        }
    }

    /// The App API's auth helpers (the sign-up precheck) live under this prefix.
    static let authHelperPrefix = "/api/app/v1/auth/"

    /// `/auth/v1` and everything under it, and the App API's auth helpers (`/api/app/v1/auth/precheck`).
    static func isAuthPath(_ path: String) -> Bool {
        path == "/auth/v1" || path.hasPrefix("/auth/v1/") || path.hasPrefix(authHelperPrefix)
    }

    /// The `session_id` claim of a verified token, when present.
    static func sessionID(_ principal: Principal) -> String? {
        guard case let .object(claims) = principal.claims, case let .string(session)? = claims["session_id"],
              !session.isEmpty else { return nil }
        return session
    }

    /// The bearer token of the `Authorization` header, if any.
    static func bearerToken(_ request: Request) -> String? {
        guard let header = request.headers["Authorization"] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        let token = parts[1].trimmingWhitespace
        return token.isEmpty ? nil : token
    }
}
