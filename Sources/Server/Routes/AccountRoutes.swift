import Domain
import Foundation
import QuadAPIModels
import Screens
public import UserData

/// The signed-in account routes under `/api/app/v1/me` (``Screens/AccountEndpoints``), each behind
/// ``SignedInMiddleware`` and, with a limiter, the per-token ``RateLimitMiddleware``. Every answer is
/// `Cache-Control: private, no-store`.
///
/// ```swift
/// AccountRoutes(pool: pool, verifier: verifier, limiter: limiter).register(on: &router)
/// ```
public struct AccountRoutes: Sendable {
    private let pool: PostgresPool
    private let verifier: any AccessTokenVerifier
    private let limiter: (any RateLimiter)?
    private let rateLimit: RateLimitConfiguration
    private let accounts: AccountService
    private let export: AccountExport

    /// Largest body the account routes accept.
    static let maxBodySize = 16 * 1024

    /// `limiter`: counts each signed-in request against its token under `rateLimit.signedInRule` (nil: no limit).
    /// `site`: the site's name in export files. `now`: the clock of the age gate and the export (tests inject one).
    public init(pool: PostgresPool, verifier: any AccessTokenVerifier, limiter: (any RateLimiter)? = nil,
                rateLimit: RateLimitConfiguration = RateLimitConfiguration(), site: String = "Quad",
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.pool = pool
        self.verifier = verifier
        self.limiter = limiter
        self.rateLimit = rateLimit
        accounts = AccountService(pool: pool, now: now)
        export = AccountExport(pool: pool, site: site, now: now)
    }

    public func register(on router: inout Router) {
        var middleware: [any Middleware] = [SignedInMiddleware(verifier: verifier)]
        if let limiter, rateLimit.enabled {
            middleware.append(RateLimitMiddleware.perToken(limiter: limiter, rule: rateLimit.signedInRule))
        }
        let accounts = accounts, export = export

        router.add(AccountEndpoints.me, middleware: middleware) { _, context in
            try Response.json(try await accounts.me(try Self.principal(context)))
        }
        router.add(AccountEndpoints.updateMe, maxBodySize: Self.maxBodySize, middleware: middleware) { request, context in
            let principal = try Self.principal(context)
            guard let body = Self.json(request.body) else { throw AccountMessages.bodyNotAnObject }
            return try Response.json(try await accounts.updateProfile(principal, body: body))
        }
        router.add(AccountEndpoints.export, middleware: middleware) { _, context in
            let file = try await export.build(try Self.principal(context))
            return Response(status: 200, headers: [
                "Content-Type": Response.jsonContentType,
                "Content-Disposition": "attachment; filename=\"\(file.filename)\"",
            ], body: Array(file.body))
        }
        router.add(AccountEndpoints.deletionPreview, middleware: middleware) { _, context in
            try Response.json(try await accounts.deletionPreview(try Self.principal(context)))
        }
        router.add(AccountEndpoints.delete, maxBodySize: Self.maxBodySize, middleware: middleware) { request, context in
            let principal = try Self.principal(context)
            var confirm: String?
            if case let .object(fields)? = Self.json(request.body), case let .string(word)? = fields["confirm"] {
                confirm = word
            }
            return try Response.json(try await accounts.delete(principal, confirm: confirm))
        }
        router.add(AccountEndpoints.restore, middleware: middleware) { _, context in
            try Response.json(try await accounts.restore(try Self.principal(context)))
        }
    }

    /// The verified person (``SignedInMiddleware`` always sets it on these routes).
    static func principal(_ context: RequestContext) throws -> Principal {
        guard let principal = context.principal else { throw APIError.unauthorized() }
        return principal
    }

    /// The body as JSON, or nil when it is empty or not JSON.
    static func json(_ body: [UInt8]) -> JSONValue? {
        guard !body.isEmpty else { return nil }
        return try? JSONDecoder().decode(JSONValue.self, from: Data(body))
    }
}
