import Domain
import QuadAPIModels
import Foundation
public import UserData

/// Guards signed-in routes: requires `Authorization: Bearer <access token>`, verifies it (signature, expiry,
/// audience, live session), and hands the verified principal to the handler in ``RequestContext/principal``.
/// Every answer of a signed-in route is `Cache-Control: private, no-store`, and every 5xx one writes an error line
/// (with the request id, from the request's logger) naming the status, the error code and the route.
public struct SignedInMiddleware: Middleware {
    private let verifier: any AccessTokenVerifier

    public init(verifier: any AccessTokenVerifier) {
        self.verifier = verifier
    }

    public func handle(_ request: Request, context: RequestContext, next: Next) async throws -> Response {
        var response: Response
        do {
            guard let header = request.headers["Authorization"] else { throw APIError.unauthorized() }
            let parts = header.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard parts.count == 2, parts[0].lowercased() == "bearer" else { throw APIError.unauthorized() }
            var signedIn = context
            signedIn.principal = try await verifier.verify(bearer: parts[1].trimmingWhitespace)
            response = try await next(request, signedIn)
        } catch let error as APIError {
            response = Response.error(error)
        }
        if response.status >= 500 {
            context.logger.error("signed-in request failed", [
                "status": .number(Double(response.status)), "code": .string(response.apiError?.code ?? "unknown"),
                "route": .string(context.route),
            ])
        }
        response.headers.set("Cache-Control", "private, no-store")
        return response
    }
}
