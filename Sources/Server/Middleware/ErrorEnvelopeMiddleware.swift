import QuadAPIModels
import Domain

/// Turns thrown errors into the error envelope: an ``APIError`` gives its status, envelope and headers; anything
/// else gives a 500 `internal` envelope and is logged with `String(reflecting:)`, never shown to the client.
/// Error answers carry `Cache-Control: no-store`.
public struct ErrorEnvelopeMiddleware: Middleware {
    public init() {}

    public func handle(_ request: Request, context: RequestContext, next: Next) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            if error.status >= 500 {
                context.logger.error("request failed", ["status": .number(Double(error.status)), "code": .string(error.code)])
            }
            return Self.answer(error)
        } catch {
            context.logger.error("unhandled error", ["error": .string(String(reflecting: error)),
                                                    "error_type": .string(String(reflecting: type(of: error)))])
            return Self.answer(.internalError)
        }
    }

    static func answer(_ error: APIError) -> Response {
        var response = Response.error(error)
        if !response.headers.contains("Cache-Control") { response.headers.set("Cache-Control", "no-store") }
        return response
    }
}
