internal import CCurl
import Dispatch
import Foundation

/// A small HTTP client on libcurl for the server's outbound calls (the geocoder, address suggestions; later mail
/// relays and CDN purges): one request, one answer, a hard time limit, a bounded body, http and https only, no
/// redirects followed, no cookies, no proxy from the environment unless libcurl's own variables say so.
///
/// libcurl blocks while it transfers, so each request runs on a Dispatch worker, never on a Swift concurrency
/// thread; the caller awaits the answer.
///
/// ```swift
/// let client = HTTPClient()
/// let answer = try await client.send(HTTPClientRequest(url: "http://127.0.0.1:9/x", timeout: .seconds(2)))
/// answer.status  // 200
/// ```
public struct HTTPClient: Sendable {
    /// The largest response body kept; a longer one fails with ``HTTPClientError/Kind/tooLarge``.
    /// Default: 1 MiB.
    public var maxResponseBytes: Int
    /// The `User-Agent` sent unless the request names one. Default: `quad`.
    public var userAgent: String

    public init(maxResponseBytes: Int = 1 << 20, userAgent: String = "quad") {
        self.maxResponseBytes = maxResponseBytes
        self.userAgent = userAgent
    }

    /// Sends `request` and returns the answer, whatever its status.
    ///
    /// - Throws: ``HTTPClientError`` for a URL libcurl refuses, no connection, the time limit, or a body over
    ///   ``maxResponseBytes``.
    public func send(_ request: HTTPClientRequest) async throws -> HTTPClientResponse {
        let limit = maxResponseBytes, agent = userAgent
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(with: Result { try CurlTransfer.perform(request, limit: limit, userAgent: agent) })
            }
        }
    }
}

/// One outbound request.
public struct HTTPClientRequest: Sendable {
    public var method: String
    public var url: String
    public var headers: [(String, String)]
    public var body: [UInt8]?
    /// The whole exchange (connecting included) must finish within this.
    public var timeout: Duration

    public init(method: String = "GET", url: String, headers: [(String, String)] = [], body: [UInt8]? = nil,
                timeout: Duration) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}

/// The answer to an ``HTTPClientRequest``.
public struct HTTPClientResponse: Sendable {
    public var status: Int
    /// Header names lower-cased, in the order received.
    public var headers: [(String, String)]
    public var body: [UInt8]

    /// The first value of header `name` (any case).
    public func header(_ name: String) -> String? {
        let key = name.lowercased()
        return headers.first { $0.0 == key }?.1
    }
}

/// Why an outbound request got no answer.
public struct HTTPClientError: Error, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// The URL is not an http(s) URL libcurl accepts.
        case invalidRequest
        /// No connection (refused, unreachable, name not resolved, TLS failed).
        case connection
        /// The time limit passed.
        case timeout
        /// The body was longer than allowed.
        case tooLarge
        /// Anything else libcurl reports.
        case transfer
    }

    public var kind: Kind
    /// libcurl's words.
    public var message: String

    public var description: String { "\(kind.rawValue): \(message)" }
}
