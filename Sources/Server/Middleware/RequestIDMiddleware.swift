import Core
import Domain
import QuadAPIModels
/// Gives every request an id: a sane incoming `X-Request-Id` is kept, otherwise a new one is made. The id goes
/// into the request, the context, the logger metadata (`request_id`) and the `X-Request-Id` response header.
public struct RequestIDMiddleware: Middleware {
    public init() {}

    public func handle(_ request: Request, context: RequestContext, next: Next) async throws -> Response {
        let id = RequestID.accept(request.headers["X-Request-Id"])
        var request = request
        request.id = id
        var context = context
        context.requestID = id
        context.logger = context.logger.with(["request_id": .string(id)])
        var response = try await next(request, context)
        response.headers.set("X-Request-Id", id)
        return response
    }
}
