import Core
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

/// The access-log line, shared by the middleware and the server's cache-hit path: written field by field into the
/// calling thread's log buffer (no dictionary, no `JSONEncoder`), after the head `ts`, `level`, `label`, `msg`.
public enum AccessLog {
    /// The message of every access-log line.
    public static let message = "request"

    /// The fields of the line after the head, in the order they are written.
    static let fields: Set<String> = ["method", "path", "route", "status", "bytes", "duration_ms", "request_id", "cache"]

    static func write(_ logger: Logger, method: HTTPMethod, path: String, route: String, status: Int, bytes: Int,
                      since start: ContinuousClock.Instant, requestID: String, cache: String) {
        guard logger.enabled(.info) else { return }
        let elapsed = start.duration(to: .now)
        // Microseconds, printed as milliseconds with three decimals.
        let micros = Int(elapsed.components.seconds) * 1_000_000 + Int(elapsed.components.attoseconds / 1_000_000_000_000)
        logger.line(.info, message, buffered: true, written: { fields.contains($0) }) { out in
            logger.appendKey("method", to: &out)
            JSONBytes.appendString(method.rawValue, to: &out)
            logger.appendKey("path", to: &out)
            JSONBytes.appendString(path, to: &out)
            logger.appendKey("route", to: &out)
            JSONBytes.appendString(route, to: &out)
            logger.appendKey("status", to: &out)
            JSONBytes.appendInteger(status, to: &out)
            logger.appendKey("bytes", to: &out)
            JSONBytes.appendInteger(bytes, to: &out)
            logger.appendKey("duration_ms", to: &out)
            appendMilliseconds(micros, to: &out)
            logger.appendKey("request_id", to: &out)
            JSONBytes.appendString(requestID, to: &out)
            logger.appendKey("cache", to: &out)
            JSONBytes.appendString(cache, to: &out)
        }
    }

    /// `micros` as milliseconds: `1.234`, `0.05`, `12` (no trailing zeros, as the number it is).
    static func appendMilliseconds(_ micros: Int, to out: inout [UInt8]) {
        JSONBytes.appendInteger(micros / 1000, to: &out)
        var fraction = micros % 1000
        guard fraction > 0 else { return }
        out.append(UInt8(ascii: "."))
        var divisor = 100
        while fraction > 0 {
            out.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }
}
