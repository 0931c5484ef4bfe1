/// An HTTP request method, kept as its upper-case token.
///
/// The router registers GET, POST, PUT, PATCH and DELETE; HEAD is served by GET routes automatically.
/// Any other token (for example `OPTIONS`) is carried through so the router can answer 405.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method token as it appears on the request line (`GET`).
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let get = HTTPMethod(rawValue: "GET")
    public static let head = HTTPMethod(rawValue: "HEAD")
    public static let post = HTTPMethod(rawValue: "POST")
    public static let put = HTTPMethod(rawValue: "PUT")
    public static let patch = HTTPMethod(rawValue: "PATCH")
    public static let delete = HTTPMethod(rawValue: "DELETE")
    public static let options = HTTPMethod(rawValue: "OPTIONS")

    public var description: String { rawValue }

    /// Order used when listing methods in an `Allow` header.
    static let canonicalOrder: [HTTPMethod] = [.get, .head, .post, .put, .patch, .delete]
}
