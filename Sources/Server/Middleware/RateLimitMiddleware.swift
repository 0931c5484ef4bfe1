import APIContract
import Core
import Domain
import Foundation
import QuadAPIModels
public import UserData

/// Request limits kept in Postgres (``UserData/PostgresRateLimiter``), so every node shares the counters.
///
/// Two placements:
/// - ``perAddress(limiter:configuration:)`` as global middleware: every request that reaches the router (cache hits
///   are answered before it and never count) counts against its client address (``Request/remoteAddress``: the
///   peer, or behind a trusted proxy the address it forwarded), under the auth rule for `/auth/v1` and
///   `/api/app/v1/auth/…`, else the public rule; signed-in routes are left to the per-token limit, and a signed-in
///   auth operation (`GET /auth/v1/user`…) without an `Authorization` header is not counted (it is refused with
///   401 before anything is looked up).
/// - per token on signed-in endpoints (``AccessControl/perToken``), checked by the router after the token is
///   verified: counts against the verified token's session (`session_id` claim), or the token's hash when the
///   token names no session. Tokens that fail verification never reach it, so they cost no database write.
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
        do {
            try await RateLimitGate.check(bucket: bucket, rule: rule, limiter: limiter, logger: context.logger)
        } catch {
            var response = Response.error(error)
            response.headers.set("Cache-Control", "no-store")
            return response
        }
        return try await next(request, context)
    }

    /// Per client address: the auth rule on the auth service's paths, the public rule elsewhere, nothing on
    /// signed-in routes (they have their per-token limit).
    public static func perAddress(limiter: any RateLimiter, configuration: RateLimitConfiguration) -> RateLimitMiddleware {
        let publicRule = configuration.publicRule, authRule = configuration.authRule
        return RateLimitMiddleware(limiter: limiter) { request, context in
            let address = "ip:" + (request.remoteAddress ?? "unknown")
            if isAuthPath(request.path) {
                // Without a bearer token the auth service's bearer operations refuse at once (401): nothing to count.
                let bearerless = context.options.access == .authService && request.headers["Authorization"] == nil
                return bearerless ? nil : (address, authRule)
            }
            if context.options.access == .signedIn { return nil }
            return (address, publicRule)
        }
    }

    /// The App API's auth helpers (the sign-up precheck) live under this prefix.
    static let authHelperPrefix = "/api/app/v1/auth/"

    /// `/auth/v1` and everything under it, and the App API's auth helpers (`/api/app/v1/auth/precheck`).
    static func isAuthPath(_ path: String) -> Bool {
        path == "/auth/v1" || path.hasPrefix("/auth/v1/") || path.hasPrefix(authHelperPrefix)
    }
}

/// One check against a limiter, failing open when the counters cannot be reached.
enum RateLimitGate {
    /// Counts one request in `bucket` under `rule`; throws the 429 when over the limit.
    static func check(bucket: String, rule: RateLimitRule, limiter: any RateLimiter, logger: Logger) async throws(APIError) {
        let decision: RateLimitDecision
        do {
            decision = try await limiter.check(bucket: bucket, rule: rule)
        } catch is RateLimiterUnavailable {
            return
        } catch {
            logger.warning("rate limit check failed; letting the request through",
                           ["error": .string(String(describing: error)), "rule": .string(rule.name)])
            return
        }
        guard decision.allowed else { throw .rateLimited(retryAfter: decision.retryAfter) }
    }

    /// The per-token bucket of a verified request: its session (`session_id` claim), else the token's SHA-256.
    static func tokenBucket(_ principal: Principal, token: String) -> String {
        if case let .object(claims) = principal.claims, case let .string(session)? = claims["session_id"], !session.isEmpty {
            return "session:" + session
        }
        let digest = Digest.sha256(Array(token.utf8))
        return "token:" + digest.map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}
