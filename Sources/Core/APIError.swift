public import QuadAPIModels

/// An error a request can end in: an HTTP status, a code, and the sentence the site would show.
///
/// Every module that answers requests throws this; the server's error middleware turns it into the envelope
/// `{"error": {"code", "message", "detail"?}}` with ``status``. Anything else thrown becomes a logged 500 whose
/// body never carries the underlying description.
///
/// ```swift
/// throw APIError.notFound("No college has that id.")
/// ```
public struct APIError: Error, Sendable, Equatable, CustomStringConvertible {
    /// HTTP status code.
    public var status: Int
    /// Machine-readable code.
    public var code: String
    /// Display sentence.
    public var message: String
    /// Structured detail (for example `{"field": "sat"}`).
    public var detail: JSONValue?
    /// Extra response headers (for example `Retry-After`, `Allow`).
    public var headers: [(String, String)]

    public init(status: Int, code: String, message: String, detail: JSONValue? = nil, headers: [(String, String)] = []) {
        self.status = status
        self.code = code
        self.message = message
        self.detail = detail
        self.headers = headers
    }

    public static func == (a: APIError, b: APIError) -> Bool {
        a.status == b.status && a.code == b.code && a.message == b.message && a.detail == b.detail
            && a.headers.elementsEqual(b.headers) { $0 == $1 }
    }

    public var description: String { "\(status) \(code): \(message)" }

    /// The wire form of the error.
    public var envelope: ErrorEnvelope { ErrorEnvelope(code: code, message: message, detail: detail) }

    /// 400: a parameter or body the endpoint cannot use. `field` names it in `detail`.
    public static func badRequest(_ message: String, field: String? = nil) -> APIError {
        APIError(status: 400, code: "bad_request", message: message, detail: field.map { .object(["field": .string($0)]) })
    }
    /// 401: no token, or a token that is not valid now.
    public static func unauthorized(_ message: String = "Sign in to continue.") -> APIError {
        APIError(status: 401, code: "unauthorized", message: message, headers: [("WWW-Authenticate", "Bearer")])
    }
    /// 403: the age gate or a policy refusal.
    public static func forbidden(_ message: String) -> APIError { APIError(status: 403, code: "forbidden", message: message) }
    /// 404: unknown college, topic without data, or a row row-level security hides.
    public static func notFound(_ message: String = "Not found.") -> APIError { APIError(status: 404, code: "not_found", message: message) }
    /// 405 with the methods the path allows.
    public static func methodNotAllowed(allowed: [String]) -> APIError {
        APIError(status: 405, code: "method_not_allowed", message: "This address does not accept that method.",
                 detail: .object(["allowed": .array(allowed.map(JSONValue.string))]),
                 headers: [("Allow", allowed.joined(separator: ", "))])
    }
    /// 409: a seat limit or a duplicate.
    public static func conflict(_ message: String) -> APIError { APIError(status: 409, code: "conflict", message: message) }
    /// 413: the request body is larger than the server accepts.
    public static func payloadTooLarge(limit: Int) -> APIError {
        APIError(status: 413, code: "payload_too_large", message: "The request body is too large.",
                 detail: .object(["limit": .number(Double(limit))]))
    }
    /// 429 with `Retry-After` in seconds.
    public static func rateLimited(retryAfter seconds: Int) -> APIError {
        APIError(status: 429, code: "rate_limited", message: "Too many requests. Try again in a moment.",
                 detail: .object(["retryAfter": .number(Double(seconds))]), headers: [("Retry-After", String(seconds))])
    }
    /// 503: a dependency (the database) is not available, or the server is shutting down.
    public static func unavailable(_ message: String, retryAfter seconds: Int? = nil) -> APIError {
        APIError(status: 503, code: "unavailable", message: message,
                 headers: seconds.map { [("Retry-After", String($0))] } ?? [])
    }
    /// 500: something failed on our side; the message never carries internals.
    public static let internalError = APIError(status: 500, code: "internal", message: "Something went wrong on our side.")
}
