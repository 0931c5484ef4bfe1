public import Foundation

/// A small outbound HTTP client on libcurl, for hooks and services the server calls (the CDN purge hook): one
/// request at a time, no redirects, only `http` and `https`, with a time-out. Certificates are verified against the
/// system's authorities, or those of ``caFile``.
///
/// ```swift
/// let client = HTTPClient()
/// let answer = try await client.send(HTTPClient.Request(method: "POST", url: "https://cdn.example/purge",
///                                                       headers: [("Content-Type", "application/json")],
///                                                       body: Data(#"{"purge_everything":true}"#.utf8)))
/// answer.status   // 200
/// ```
public struct HTTPClient: Sendable {
    /// One request.
    public struct Request: Sendable {
        public var method: String
        public var url: String
        public var headers: [(name: String, value: String)]
        public var body: Data?
        /// Limit on the whole exchange. Default: 10 s.
        public var timeout: Duration

        public init(method: String = "GET", url: String, headers: [(name: String, value: String)] = [], body: Data? = nil,
                    timeout: Duration = .seconds(10)) {
            self.method = method
            self.url = url
            self.headers = headers
            self.body = body
            self.timeout = timeout
        }
    }

    /// The answer: status and (at most 64 KiB of) body.
    public struct Response: Sendable {
        public var status: Int
        public var body: Data
    }

    /// A request that got no HTTP answer (refused, unreachable, timed out, TLS failure, bad URL).
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
        /// The network failed (trying again later may work), as opposed to a request libcurl refused to make.
        public var isNetwork: Bool
    }

    /// PEM file of trusted certificate authorities; nil: the system's.
    public var caFile: String?

    public init(caFile: String? = nil) {
        self.caFile = caFile
    }

    /// Sends `request`; any HTTP status is an answer, not an error.
    public func send(_ request: Request) async throws -> Response {
        var transfer = CurlTransfer(url: request.url, protocols: "http,https")
        transfer.method = request.method
        transfer.headers = request.headers.map { "\(Self.clean($0.name)): \(Self.clean($0.value))" }
        transfer.body = request.body
        transfer.caFile = caFile
        transfer.timeout = request.timeout
        transfer.connectTimeout = min(.seconds(10), request.timeout)
        do {
            let result = try await transfer.perform()
            return Response(status: result.status, body: result.body)
        } catch let failure as CurlTransfer.Failure {
            throw Failure(description: "\(request.method) \(request.url): \(failure)", isNetwork: failure.isNetwork)
        }
    }

    /// A header name or value without line breaks.
    private static func clean(_ text: String) -> String {
        text.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
    }
}
