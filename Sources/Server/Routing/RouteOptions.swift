/// Per-route settings.
public struct RouteOptions: Sendable, Hashable {
    /// Whether a 200 answer may be cached publicly: shared caches (the CDN) and the server's response cache
    /// keep it for the current dataset publish. Only for responses that depend on nothing but the path, the
    /// query and the dataset. Default: `false`.
    public var cacheable: Bool
    /// The largest request body this route accepts, in bytes; nil uses the server's
    /// ``HTTPServerConfiguration/maxBodySize``. Default: `nil`.
    public var maxBodySize: Int?

    public init(cacheable: Bool = false, maxBodySize: Int? = nil) {
        self.cacheable = cacheable
        self.maxBodySize = maxBodySize
    }

    /// A publicly cacheable route.
    public static let cacheable = RouteOptions(cacheable: true)
}
