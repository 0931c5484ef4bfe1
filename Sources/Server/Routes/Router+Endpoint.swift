import Screens

extension Router {
    /// Registers `handler` for an endpoint spec: its method, path template and caching come from the spec, so the
    /// route and the OpenAPI document cannot disagree.
    public mutating func add(_ endpoint: EndpointSpec, maxBodySize: Int? = nil, middleware: [any Middleware] = [],
                             handler: @escaping Handler) {
        add(HTTPMethod(rawValue: endpoint.method), endpoint.path, options: RouteOptions(cacheable: endpoint.cacheable, maxBodySize: maxBodySize),
            middleware: middleware, handler: handler)
    }
}
