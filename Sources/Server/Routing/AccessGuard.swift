public import APIContract
import Core
import Domain
import QuadAPIModels
import UserData

/// How the router admits a request to an endpoint of one access kind, and which context the handler gets.
///
/// The contract's access types conform here, so an ``APIContract/Endpoint`` chooses its check by its type: the
/// check runs before the input is read and before the handler, and a ``APIContract/SignedInAccess`` handler is
/// only ever called with the ``SignedInContext`` the check made.
public protocol AccessGuard: EndpointAccess {
    /// What the handler is given.
    associatedtype Context: Sendable

    /// Checks the request against `access` and runs `handler` with the context, or answers without calling it.
    static func admit(_ request: Request, route: RequestContext, access: AccessControl,
                      handler: @Sendable (Context) async throws -> Response) async throws -> Response
}

/// Access kinds with nothing to check before the handler: anyone (``APIContract/PublicAccess``), the auth service's
/// own bearer endpoints whose service checks the token (``APIContract/AuthServiceAccess``, passing
/// ``Request/bearerToken`` on), and the operators' probes (``APIContract/AdminAccess``).
public protocol OpenAccessGuard: AccessGuard where Context == EndpointContext {}

extension OpenAccessGuard {
    public static func admit(_ request: Request, route: RequestContext, access: AccessControl,
                             handler: @Sendable (EndpointContext) async throws -> Response) async throws -> Response {
        try await handler(EndpointContext(request: request, route: route))
    }
}

extension PublicAccess: OpenAccessGuard {
    public typealias Context = EndpointContext
}

extension AuthServiceAccess: OpenAccessGuard {
    public typealias Context = EndpointContext
}

extension AdminAccess: OpenAccessGuard {
    public typealias Context = EndpointContext
}

extension AdminTokenAccess: AccessGuard {
    /// Requires `Authorization: Bearer <admin token>` (compared in constant time); otherwise 401 with
    /// `WWW-Authenticate: Bearer`.
    public static func admit(_ request: Request, route: RequestContext, access: AccessControl,
                             handler: @Sendable (EndpointContext) async throws -> Response) async throws -> Response {
        guard authorized(request, token: access.adminToken) else {
            throw APIError(status: 401, code: "unauthorized", message: "The admin token is missing or wrong.",
                           headers: [("WWW-Authenticate", "Bearer")])
        }
        return try await handler(EndpointContext(request: request, route: route))
    }

    /// Constant-time comparison of the bearer token with the configured secret; an empty secret never matches.
    static func authorized(_ request: Request, token: String) -> Bool {
        guard !token.isEmpty, let header = request.headers["Authorization"], header.hasPrefix("Bearer ") else { return false }
        let given = Array(header.dropFirst(7).utf8)
        let expected = Array(token.utf8)
        var diff = given.count ^ expected.count
        for i in 0..<max(given.count, expected.count) {
            diff |= Int((i < given.count ? given[i] : 0) ^ (i < expected.count ? expected[i] : 0))
        }
        return diff == 0
    }
}

extension SignedInAccess: AccessGuard {
    /// Verifies `Authorization: Bearer <access token>` (signature, expiry, audience, live session) and counts the
    /// request against the per-token limit, then runs the handler with the verified person. No token, a token
    /// that fails, or no verifier configured: 401. Every answer is `Cache-Control: private, no-store`, and every 5xx
    /// one writes an error line (with the request id, from the request's logger) naming the status, the error code
    /// and the route.
    public static func admit(_ request: Request, route: RequestContext, access: AccessControl,
                             handler: @Sendable (SignedInContext) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            guard let verifier = access.verifier, let token = request.bearerToken else { throw APIError.unauthorized() }
            let principal = try await verifier.verify(bearer: token)
            if let limit = access.perToken {
                try await RateLimitGate.check(bucket: RateLimitGate.tokenBucket(principal, token: token), rule: limit.rule,
                                              limiter: limit.limiter, logger: route.logger)
            }
            response = try await handler(SignedInContext(principal: principal, request: request, route: route))
        } catch let error as APIError {
            response = Response.error(error)
        }
        if response.status >= 500 {
            route.logger.error("signed-in request failed", [
                "status": .number(Double(response.status)), "code": .string(response.apiError?.code ?? "unknown"),
                "route": .string(route.route),
            ])
        }
        response.headers.set("Cache-Control", "private, no-store")
        return response
    }
}

extension Request {
    /// The token of `Authorization: Bearer <token>` (scheme in any case, surrounding whitespace trimmed), or nil.
    public var bearerToken: String? {
        guard let header = headers["Authorization"] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parts[1].trimmingWhitespace
    }
}
