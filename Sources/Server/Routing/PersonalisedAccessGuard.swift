public import APIContract
import Core
import Domain
import Foundation
import Synchronization
public import UserData

extension PersonalisedAccess: AccessGuard {
    /// Admits everyone. A handler that needs the person asks ``PersonalisedContext/principal()``; when the request
    /// carried a bearer token, the answer is then `Cache-Control: private, no-store` and is never kept by a cache
    /// (requests with a token never read the response cache either; see the engine).
    public static func admit(_ request: Request, route: RequestContext, access: AccessControl,
                             handler: @Sendable (PersonalisedContext) async throws -> Response) async throws -> Response {
        let context = PersonalisedContext(request: request, route: route, verifier: access.verifier)
        var response = try await handler(context)
        if context.personal {
            response.headers.set("Cache-Control", "private, no-store")
            response.isPubliclyCacheable = false
        }
        return response
    }
}

/// The context of a ``APIContract/PersonalisedAccess`` handler: the request, and the person when they are signed in.
public final class PersonalisedContext: Sendable {
    /// The request (headers, the raw query).
    public let request: Request
    /// The request id, the matched route, the publish id.
    public let route: RequestContext
    private let verifier: (any AccessTokenVerifier)?
    private let asked = Atomic<Bool>(false)

    init(request: Request, route: RequestContext, verifier: (any AccessTokenVerifier)?) {
        self.request = request
        self.route = route
        self.verifier = verifier
    }

    /// The request's logger (with its `request_id`).
    public var logger: Logger { route.logger }

    /// The signed-in person, or nil: no bearer token, a token that does not verify (answered as signed out), or no
    /// verifier on this server. Asking with a token makes the answer private.
    public func principal() async -> Principal? {
        guard let token = request.bearerToken else { return nil }
        asked.store(true, ordering: .relaxed)
        guard let verifier else { return nil }
        return try? await verifier.verify(bearer: token)
    }

    /// Whether the answer depends on who asked.
    var personal: Bool { asked.load(ordering: .relaxed) }
}
