public import APIContract

/// Per-route settings (from the endpoint's spec when registered by an ``APIContract/Endpoint``).
public struct RouteOptions: Sendable, Hashable {
    /// Whether a 200 answer may be cached publicly: shared caches (the CDN) and the server's response cache
    /// keep it for the current dataset publish. Only for responses that depend on nothing but the path, the
    /// query and the dataset. Default: `false`.
    public var cacheable: Bool
    /// The largest request body this route accepts, in bytes; nil uses the server's
    /// ``HTTPServerConfiguration/maxBodySize``. Default: `nil`.
    public var maxBodySize: Int?
    /// Who may call the route (signed-in routes are left to the per-token limit). Default: `.public`.
    public var access: EndpointSpec.Access

    public init(cacheable: Bool = false, maxBodySize: Int? = nil, access: EndpointSpec.Access = .public) {
        self.cacheable = cacheable
        self.maxBodySize = maxBodySize
        self.access = access
    }

    /// A publicly cacheable route.
    public static let cacheable = RouteOptions(cacheable: true)
}
