import Core
import QuadAPIModels
import Domain

/// Turns thrown errors into error answers: an ``APIError`` gives its status, body and headers; anything else gives a
/// 500 `internal` and is logged with `String(reflecting:)`, never shown to the client. Under `/auth/v1` every error
/// answer, thrown or returned by inner middleware (429 from the rate limiter, 503), is re-rendered in GoTrue's shape
/// (``ErrorShape``). Error answers carry `Cache-Control: no-store`.
public struct ErrorEnvelopeMiddleware: Middleware {
    public init() {}

    public func handle(_ request: Request, context: RequestContext, next: Next) async throws -> Response {
        let shape = ErrorShape(request: request)
        do {
            let response = try await next(request, context)
            guard shape.auth, let error = response.apiError, Self.isEnvelope(response) else { return response }
            var shaped = Self.answer(error, shape: shape)
            if let cacheControl = response.headers["Cache-Control"] { shaped.headers.set("Cache-Control", cacheControl) }
            return shaped
        } catch let error as APIError {
            if error.status >= 500 {
                context.logger.error("request failed", ["status": .number(Double(error.status)), "code": .string(error.code)])
            }
            return Self.answer(error, shape: shape)
        } catch {
            context.logger.error("unhandled error", ["error": .string(String(reflecting: error)),
                                                    "error_type": .string(String(reflecting: type(of: error)))])
            return Self.answer(.internalError, shape: shape)
        }
    }

    /// Whether a response still carries the App API envelope (and not a body the auth service rendered itself).
    private static func isEnvelope(_ response: Response) -> Bool {
        response.body.starts(with: Array(#"{"error":"#.utf8))
    }

    static func answer(_ error: APIError, shape: ErrorShape = ErrorShape(target: "", version: nil)) -> Response {
        var response = shape.response(error)
        if !response.headers.contains("Cache-Control") { response.headers.set("Cache-Control", "no-store") }
        return response
    }
}
