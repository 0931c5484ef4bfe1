/// The rest of the chain, as seen from a middleware.
public typealias Next = @Sendable (Request, RequestContext) async throws -> Response

/// A route handler.
public typealias Handler = @Sendable (Request, RequestContext) async throws -> Response

/// A step around a handler: it may change the request or context, answer early, or change the response.
///
/// ```swift
/// struct ServerHeader: Middleware {
///     func handle(_ request: Request, context: RequestContext, next: Next) async throws -> Response {
///         var response = try await next(request, context)
///         response.headers.set("Server", "quad")
///         return response
///     }
/// }
/// ```
public protocol Middleware: Sendable {
    func handle(_ request: Request, context: RequestContext, next: Next) async throws -> Response
}

enum MiddlewareChain {
    /// Wraps `handler` in `middleware`, the first element outermost. Called once per route when the router is built.
    static func compose(_ middleware: [any Middleware], around handler: @escaping Handler) -> Handler {
        middleware.reversed().reduce(handler) { next, step in
            { request, context in try await step.handle(request, context: context, next: next) }
        }
    }
}
