import Core
import Foundation

/// Where Apple's signing keys come from: the configured JWKS URL, by default Apple's own
/// (`https://appleid.apple.com/auth/keys`) fetched with the one ``HTTPClient``; a `file://` URL or a plain path reads a
/// local copy instead (development and tests). Each fetch reports how long the answer may be kept (its
/// `Cache-Control: max-age`, less its `Age`), which ``AppleKeyCache`` bounds.
///
/// ```swift
/// let source = AppleKeySource(url: AppleKeySource.appleURL)
/// let document = try await source.fetch()   // bytes of {"keys":[…]}, maxAge 86400 or nil
/// ```
public struct AppleKeySource: Sendable {
    /// Apple's published key set.
    public static let appleURL = "https://appleid.apple.com/auth/keys"

    /// Why a fetch gave no key set.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The JWKS location: `https://…` (or `http://…`, for a local server), `file:///…`, or a path.
    public var url: String
    /// Limit on one fetch, connecting included. Default: 5 seconds.
    public var timeout: Duration
    public var client: HTTPClient

    /// - Parameter client: the outbound client (default: bodies up to 64 KiB; a JWKS is a few hundred bytes).
    public init(url: String, timeout: Duration = .seconds(5), client: HTTPClient = HTTPClient(maxResponseBytes: 1 << 16)) {
        self.url = url
        self.timeout = timeout
        self.client = client
    }

    /// Whether ``url`` names a local file rather than an HTTP resource.
    public var isFile: Bool { url.hasPrefix("file://") || !url.contains("://") }

    /// The key set document and how long it may be kept (nil: the answer did not say; always nil for a file).
    public func fetch() async throws -> AppleKeyCache.Document {
        if isFile {
            let path = url.hasPrefix("file://") ? (URL(string: url)?.path ?? "") : url
            return AppleKeyCache.Document(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), maxAge: nil)
        }
        let answer = try await client.send(HTTPClientRequest(url: url, headers: [("Accept", "application/json")],
                                                             timeout: timeout))
        guard answer.status == 200 else { throw Failure(description: "\(url) answered \(answer.status)") }
        let age = answer.header("age").flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } ?? 0
        let maxAge = Self.maxAge(cacheControl: answer.header("cache-control")).map { max(0, $0 - age) }
        return AppleKeyCache.Document(bytes: Array(answer.body), maxAge: maxAge)
    }

    /// Seconds a `Cache-Control` value lets the answer be kept: its `max-age`, 0 for `no-cache` or `no-store`, nil
    /// when it says neither. `"public, max-age=86400"` → 86400.
    static func maxAge(cacheControl: String?) -> Double? {
        guard let cacheControl else { return nil }
        var found: Double?
        for part in cacheControl.split(separator: ",") {
            let directive = part.trimmingCharacters(in: .whitespaces).lowercased()
            if directive == "no-cache" || directive == "no-store" { return 0 }
            if directive.hasPrefix("max-age="), let n = Double(directive.dropFirst("max-age=".count)), n >= 0 {
                found = n
            }
        }
        return found
    }
}
