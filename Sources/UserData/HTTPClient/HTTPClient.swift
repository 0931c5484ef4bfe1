import Core
import Foundation

/// A small HTTP client on libcurl for the server's outbound calls (the geocoder, address suggestions, CDN purge
/// hooks, key sets): one request, one answer, a hard time limit, a bounded body, http and https only, no redirects
/// followed, no cookies, certificates verified against the system's authorities (or ``caFile``'s). It is a thin layer
/// over ``CurlTransfer``, the one place libcurl is driven (which also submits SMTP mail).
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
    /// PEM file of trusted certificate authorities; nil: the system's.
    public var caFile: String?

    public init(maxResponseBytes: Int = 1 << 20, userAgent: String = "quad", caFile: String? = nil) {
        self.maxResponseBytes = maxResponseBytes
        self.userAgent = userAgent
        self.caFile = caFile
    }

    /// Sends `request` and returns the answer, whatever its status.
    ///
    /// - Throws: ``HTTPClientError`` for a URL libcurl refuses, no connection, the time limit, or a body over
    ///   ``maxResponseBytes``.
    public func send(_ request: HTTPClientRequest) async throws -> HTTPClientResponse {
        var transfer = CurlTransfer(url: request.url, protocols: "http,https")
        transfer.method = request.method
        transfer.headers = request.headers.map { "\($0.0): \($0.1)" }
        transfer.userAgent = userAgent
        transfer.body = request.body
        transfer.timeout = request.timeout
        transfer.connectTimeout = min(.seconds(10), request.timeout)
        transfer.caFile = caFile
        transfer.maxResponseBytes = maxResponseBytes
        let result = try await transfer.perform()
        return HTTPClientResponse(status: result.status, headers: result.headers, body: result.body)
    }
}

/// One outbound request.
public struct HTTPClientRequest: Sendable {
    public var method: String
    public var url: String
    public var headers: [(String, String)]
    public var body: Data?
    /// The whole exchange (connecting included) must finish within this.
    public var timeout: Duration

    public init(method: String = "GET", url: String, headers: [(String, String)] = [], body: Data? = nil,
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
    public var body: Data

    /// The first value of header `name` (any case).
    public func header(_ name: String) -> String? {
        let key = name.lowercased()
        return headers.first { $0.0 == key }?.1
    }
}

/// Why an outbound transfer (HTTP, or SMTP through ``CurlTransfer``) did not finish.
public struct HTTPClientError: Error, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// The URL is not one libcurl accepts for the allowed protocols, or an option was refused.
        case invalidRequest
        /// No connection (refused, unreachable, name not resolved, TLS failed, connection broken).
        case connection
        /// The time limit passed.
        case timeout
        /// The body was longer than allowed.
        case tooLarge
        /// Anything else libcurl reports (for SMTP: a refused command, such as `RCPT failed: 550`).
        case transfer
    }

    public var kind: Kind
    /// libcurl's error code (`CURLcode`), -1 when libcurl could not start.
    public var code: Int
    /// libcurl's words (its error buffer when it filled one).
    public var message: String
    /// The last HTTP status or SMTP reply code the server sent, 0 when none.
    public var status: Int

    public init(kind: Kind, code: Int, message: String, status: Int = 0) {
        self.kind = kind
        self.code = code
        self.message = message
        self.status = status
    }

    /// The network failed or timed out: trying again later may work (as opposed to a request that cannot succeed).
    public var isNetwork: Bool { kind == .connection || kind == .timeout }

    public var description: String {
        "\(kind.rawValue): \(message) (curl \(code)" + (status > 0 ? ", reply \(status))" : ")")
    }
}
