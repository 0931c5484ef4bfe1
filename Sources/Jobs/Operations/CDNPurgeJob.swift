import Core
import Domain
public import Foundation
import QuadAPIModels
public import UserData

/// The configured CDN purge hook (`purge.*`): one HTTP request, its body a template.
public struct PurgeHook: Sendable, Equatable {
    /// `http://` or `https://`.
    public var url: String
    public var method: String
    /// One extra header, or nil.
    public var header: (name: String, value: String)?
    /// The body; `{at}`, `{publish}` and `{revalidation}` are replaced.
    public var body: String
    public var contentType: String
    /// Limit on one attempt.
    public var timeout: Duration

    /// Parses the hook's settings; throws a ``JobError`` naming what is wrong.
    public init(url: String, method: String = "POST", header: String = "", body: String = #"{"purge_everything":true}"#,
                contentType: String = "application/json", timeout: Duration = .seconds(10)) throws {
        let lowered = url.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://"), URL(string: url)?.host != nil else {
            throw JobError(code: .invalidRequest, message: "purge.url must be an http:// or https:// URL")
        }
        guard !method.isEmpty, method.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5a }) else {
            throw JobError(code: .invalidRequest, message: "purge.method must be upper-case letters (POST, PURGE)")
        }
        if !header.isEmpty {
            guard let colon = header.firstIndex(of: ":"), colon > header.startIndex else {
                throw JobError(code: .invalidRequest, message: "purge.header must be Name: value")
            }
            self.header = (String(header[..<colon]).trimmingCharacters(in: .whitespaces),
                           String(header[header.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
        } else {
            self.header = nil
        }
        self.url = url
        self.method = method
        self.body = body
        self.contentType = contentType
        self.timeout = timeout
    }

    public static func == (a: PurgeHook, b: PurgeHook) -> Bool {
        a.url == b.url && a.method == b.method && a.header?.name == b.header?.name && a.header?.value == b.header?.value
            && a.body == b.body && a.contentType == b.contentType && a.timeout == b.timeout
    }

    /// The request for one revalidation.
    public func request(_ payload: CDNPurgeJob.Payload) -> HTTPClientRequest {
        let text = body.replacingOccurrences(of: "{at}", with: payload.at)
            .replacingOccurrences(of: "{publish}", with: payload.publish)
            .replacingOccurrences(of: "{revalidation}", with: String(payload.revalidation))
        var headers: [(String, String)] = [("Content-Type", contentType)]
        if let header { headers.append((header.name, header.value)) }
        return HTTPClientRequest(method: method, url: url, headers: headers, body: text.isEmpty ? nil : Data(text.utf8),
                                 timeout: timeout)
    }
}

/// `cdn.purge`: calls the purge hook once for a revalidation (enqueued by `POST /admin/revalidate` with run key
/// `revalidation:<id>`). A 2xx answer is success. A 4xx other than 408 and 429, or a URL libcurl refuses, is a dead
/// letter at once (the hook's settings are wrong; repeating cannot help); anything else (5xx, 408, 429, no answer) is
/// retried: 10 s doubling to 10 minutes, 8 attempts.
public struct CDNPurgeJob: JobKind {
    public struct Payload: Codable, Sendable, Equatable {
        public var revalidation: Int64
        /// ISO 8601 time of the revalidation.
        public var at: String
        /// The build served when it was asked for.
        public var publish: String

        public init(revalidation: Int64, at: String, publish: String) {
            self.revalidation = revalidation
            self.at = at
            self.publish = publish
        }
    }

    public static let name = "cdn.purge"
    public static let queue = "operations"
    public static let retry = RetryPolicy(base: .seconds(10), cap: .seconds(600))
    public static let maxAttempts = 8
    public static let visibilityTimeout: Duration = .seconds(120)

    public let hook: PurgeHook
    public let client: HTTPClient

    public init(hook: PurgeHook, client: HTTPClient = HTTPClient()) {
        self.hook = hook
        self.client = client
    }

    public func run(_ payload: Payload, context: JobContext) async throws {
        let answer: HTTPClientResponse
        do {
            answer = try await client.send(hook.request(payload))
        } catch let error as HTTPClientError where error.kind == .invalidRequest {
            throw JobError.permanent("the purge hook cannot be called: \(error)")
        }
        let fields: [String: JSONValue] = ["revalidation": .number(Double(payload.revalidation)),
                                           "status": .number(Double(answer.status)), "url": .string(hook.url)]
        switch answer.status {
        case 200..<300:
            context.logger.notice("CDN purge hook answered", fields)
        case 400..<500 where answer.status != 408 && answer.status != 429:
            throw JobError.permanent("the purge hook answered \(answer.status): \(Self.excerpt(answer.body))")
        default:
            throw JobError(code: .failed, message: "the purge hook answered \(answer.status): \(Self.excerpt(answer.body))")
        }
    }

    private static func excerpt(_ body: Data) -> String {
        String(decoding: body.prefix(200), as: UTF8.self).replacingOccurrences(of: "\n", with: " ")
    }
}
