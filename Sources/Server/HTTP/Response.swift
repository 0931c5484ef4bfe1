import Core
import Foundation
import Domain
import QuadAPIModels

/// One HTTP response as a value: status, headers and body bytes.
///
/// ```swift
/// return try Response.json(screen)                  // 200, application/json
/// return Response.error(.notFound("No such school."))  // the error envelope
/// ```
public struct Response: Sendable {
    /// The status code.
    public var status: Int
    /// Response headers (`Content-Length` and `Date` are added by the server).
    public var headers: HTTPHeaders
    /// Body bytes.
    public var body: [UInt8]
    /// Set by ``PublicCacheMiddleware`` when the response may be kept in the shared response cache.
    public internal(set) var isPubliclyCacheable: Bool
    /// The error this response answers, when it was made by ``error(_:)`` (so the error shape can be changed for
    /// the auth service's paths).
    public internal(set) var apiError: APIError?
    /// The last moment a cacheable answer holds (an answer that depends on the date as well as on the dataset):
    /// the server's response cache drops it then, and shared caches are told to keep it no longer. Nil: it holds
    /// for as long as the dataset publish does. Default: nil.
    public var freshUntil: Date?
    /// The body before ``GzipMiddleware`` compressed it (nil when `body` is not compressed), so the response cache
    /// can keep every coding.
    var identityBody: [UInt8]?
    /// The publish id the body carries as its `publish` stamp (a ``QuadAPIModels/PublishStamped`` document), which
    /// ``PublicCacheMiddleware``'s `ETag` leaves out; nil for other bodies.
    var publishStamp: String?

    public init(status: Int = 200, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
        isPubliclyCacheable = false
        apiError = nil
        freshUntil = nil
        identityBody = nil
        publishStamp = nil
    }

    /// The content type of JSON bodies.
    public static let jsonContentType = "application/json; charset=utf-8"

    /// A JSON response written by the ``QuadAPIModels/WireEncoder`` (keys in declared order, dictionary keys
    /// sorted, so equal content gives equal bytes, and so equal ETags, on every node). A
    /// ``QuadAPIModels/PublishStamped`` document's stamp is noted for the `ETag` to leave out.
    public static func json(_ value: some Encodable, status: Int = 200) throws -> Response {
        var response = Response(status: status, headers: ["Content-Type": jsonContentType], body: try WireEncoder().encode(value))
        response.publishStamp = (value as? any PublishStamped)?.publishStamp
        return response
    }

    /// A plain-text response.
    public static func text(_ text: String, status: Int = 200, contentType: String = "text/plain; charset=utf-8") -> Response {
        Response(status: status, headers: ["Content-Type": contentType], body: Array(text.utf8))
    }

    /// The error envelope `{"error": {"code", "message", "detail"?}}` with the error's status and headers.
    public static func error(_ error: APIError) -> Response {
        var headers: HTTPHeaders = ["Content-Type": jsonContentType]
        for (name, value) in error.headers { headers.add(name, value) }
        let body = (try? WireEncoder().encode(error.envelope))
            ?? Array(#"{"error":{"code":"internal","message":"Something went wrong on our side."}}"#.utf8)
        var response = Response(status: error.status, headers: headers, body: body)
        response.apiError = error
        return response
    }
}
