import Domain
import QuadAPIModels

/// Writes one JSON line per request at `info` through the request's logger: method, path, route, status,
/// bytes, duration in milliseconds, request id and the response-cache outcome.
public struct AccessLogMiddleware: Middleware {
    public init() {}

    public func handle(_ request: Request, context: RequestContext, next: Next) async throws -> Response {
        let cache = context.options.cacheable && (request.method == .get || request.method == .head) ? "miss" : "bypass"
        do {
            let response = try await next(request, context)
            AccessLog.write(context.logger, method: request.method, path: request.path, route: context.route,
                            status: response.status, bytes: response.body.count, since: context.startTime,
                            requestID: context.requestID, cache: cache)
            return response
        } catch {
            AccessLog.write(context.logger, method: request.method, path: request.path, route: context.route,
                            status: (error as? APIError)?.status ?? 500, bytes: 0, since: context.startTime,
                            requestID: context.requestID, cache: cache)
            throw error
        }
    }
}

/// The access-log line, shared by the middleware and the server's cache-hit path.
public enum AccessLog {
    /// The message of every access-log line.
    public static let message = "request"

    static func write(_ logger: Logger, method: HTTPMethod, path: String, route: String, status: Int, bytes: Int,
                      since start: ContinuousClock.Instant, requestID: String, cache: String) {
        guard logger.enabled(.info) else { return }
        let elapsed = start.duration(to: .now)
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        logger.info(message, [
            "method": .string(method.rawValue),
            "path": .string(path),
            "route": .string(route),
            "status": .number(Double(status)),
            "bytes": .number(Double(bytes)),
            "duration_ms": .number((milliseconds * 1000).rounded() / 1000),
            "request_id": .string(requestID),
            "cache": .string(cache),
        ])
    }
}
