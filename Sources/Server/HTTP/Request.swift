import Core
/// One HTTP request as a value: what the handler and middleware see.
///
/// The server fills it from libmicrohttpd; tests build it directly:
///
/// ```swift
/// let request = Request(method: .get, target: "/api/app/v1/schools/123?view=full")
/// request.path           // "/api/app/v1/schools/123"
/// request.query.first("view")  // "full"
/// ```
public struct Request: Sendable {
    /// The method token (`GET`, `POST`, …).
    public var method: HTTPMethod
    /// The percent-decoded path, without the query string.
    public var path: String
    /// The path split on `/` with each segment percent-decoded (empty segments dropped), so an encoded `%2F`
    /// stays inside its segment.
    public var pathSegments: [String]
    /// The query string exactly as received, without the `?` (empty when there is none).
    public var rawQuery: String
    /// The decoded query pairs (see ``QueryItems``).
    public var query: QueryItems
    /// The request headers; names compare without regard to case.
    public var headers: HTTPHeaders
    /// The request body bytes (empty for most GETs). Never larger than the route's body limit.
    public var body: [UInt8]
    /// The peer's IP address as text, when known.
    public var remoteAddress: String?
    /// The request id (set by ``RequestIDMiddleware``; empty before it runs).
    public var id: String
    /// Values for the `{name}` segments of the matched route (filled by the router).
    public var parameters: PathParameters

    /// Builds a request from a request target (`/path?query`).
    public init(method: HTTPMethod, target: String, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = [],
                remoteAddress: String? = nil) {
        self.method = method
        let rawPath: Substring
        if let question = target.firstIndex(of: "?") {
            rawPath = target[..<question]
            rawQuery = String(target[target.index(after: question)...])
        } else {
            rawPath = Substring(target)
            rawQuery = ""
        }
        path = PercentDecoding.decodePath(rawPath)
        pathSegments = rawPath.split(separator: "/", omittingEmptySubsequences: true).map { PercentDecoding.decodePath($0) }
        query = QueryItems(parsing: rawQuery)
        self.headers = headers
        self.body = body
        self.remoteAddress = remoteAddress
        id = ""
        parameters = PathParameters()
    }
}
