import Core
/// Compresses JSON and text bodies with gzip when the client accepts it (`Accept-Encoding` with q > 0) and the
/// body is at least ``minimumBytes``. JSON and text responses (and 304s) always get `Vary: Accept-Encoding`.
///
/// The level is the fast one because this runs on the request path; the response cache keeps the uncompressed body
/// too (``Response/identityBody``) and its background compressor adds gzip at level 9 and brotli for the hits.
public struct GzipMiddleware: Middleware {
    /// zlib level, 1 (fast) to 9 (small). Default: 1 (measured: level 6 takes several times as long on a 400 KB
    /// Explore document for about 25 % fewer bytes; cached answers are recompressed at 9 off the request path).
    public var level: Int32
    /// Smaller bodies are sent as they are. Default: 1024.
    public var minimumBytes: Int

    /// The level of gzip made on the request path: 1 (this middleware's default, and a cache hit compressing an
    /// answer the background compressor has not reached yet).
    public static let fastLevel: Int32 = 1

    public init(level: Int32 = GzipMiddleware.fastLevel, minimumBytes: Int = 1024) {
        self.level = level
        self.minimumBytes = minimumBytes
    }

    public func handle(_ request: Request, context: RequestContext, next: Next) async throws -> Response {
        var response = try await next(request, context)
        if response.status == 304 {
            Self.addVary(&response.headers)
            return response
        }
        guard Self.isCompressible(response.headers["Content-Type"]) else { return response }
        Self.addVary(&response.headers)
        guard response.body.count >= minimumBytes, !response.headers.contains("Content-Encoding"),
              AcceptEncoding.allowsGzip(request.headers["Accept-Encoding"]),
              let compressed = Gzip.compress(response.body, level: level), compressed.count < response.body.count
        else { return response }
        response.identityBody = response.body
        response.body = compressed
        response.headers.set("Content-Encoding", "gzip")
        return response
    }

    /// JSON (`application/json`, `application/*+json`) and `text/*`.
    static func isCompressible(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let mediaType = contentType.split(separator: ";").first.map { $0.trimmingSpaces().lowercased() } ?? ""
        return mediaType == "application/json" || mediaType.hasPrefix("text/")
            || (mediaType.hasPrefix("application/") && mediaType.hasSuffix("+json"))
    }

    static func addVary(_ headers: inout HTTPHeaders) {
        let existing = headers.values("Vary")
        let listed = existing.flatMap { $0.split(separator: ",").map { $0.trimmingSpaces().lowercased() } }
        if listed.contains("accept-encoding") || listed.contains("*") { return }
        if existing.isEmpty {
            headers.add("Vary", "Accept-Encoding")
        } else {
            headers.set("Vary", (existing + ["Accept-Encoding"]).joined(separator: ", "))
        }
    }
}
