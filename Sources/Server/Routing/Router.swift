import Core
import Domain

/// Collects routes and global middleware, then builds the ``Responder`` once.
///
/// Endpoints of the contract are registered with ``RouteRegistrar/add(_:_:)-(Endpoint<Access,Parameters,Body,Output>,_)``
/// (on the router or on a ``RouteGroup``): the endpoint's types and spec fix the route, the access check, the
/// input reading and the encoding, so a handler holds only the work. Global middleware wraps every route and also
/// the 404 and 405 answers; a group's middleware wraps only its routes, inside the global ones. Each route's chain
/// is composed once, in ``build()``.
///
/// ```swift
/// var router = Router(access: AccessControl(verifier: auth.verifier))
/// router.add(PublicEndpoints.meta) { _, _ in MetaBuilder.build(store.current, build: .current) }
/// router.group(AccountEndpoints.prefix) { me in
///     me.add(AccountEndpoints.me) { _, context in try await accounts.me(context.principal) }
/// }
/// let responder = router.build()
/// ```
///
/// ``add(_:_:options:middleware:handler:)`` registers a plain route outside the contract (tests, probes).
public struct Router: Sendable, RouteRegistrar {
    private var global: [any Middleware]
    private var pending: [PendingRoute] = []
    public let access: AccessControl

    public var prefix: String { "" }
    public var bodyRefusal: BodyRefusal { .envelope }

    /// A router whose global middleware is `middleware`, outermost first (default: ``standardMiddleware()``),
    /// checking endpoints' access against `access` (default: no verifier, so signed-in endpoints answer 401).
    public init(middleware: [any Middleware] = Router.standardMiddleware(), access: AccessControl = AccessControl()) {
        global = middleware
        self.access = access
    }

    public mutating func append(_ route: PendingRoute) {
        pending.append(route)
    }

    /// The standard global middleware, outermost first: request id, access log, error envelope, gzip,
    /// public caching. The server's response cache relies on the last two.
    public static func standardMiddleware() -> [any Middleware] {
        [RequestIDMiddleware(), AccessLogMiddleware(), ErrorEnvelopeMiddleware(), GzipMiddleware(), PublicCacheMiddleware()]
    }

    /// Appends a global middleware (innermost of the global ones so far).
    public mutating func use(_ middleware: any Middleware) {
        global.append(middleware)
    }

    /// Registers a plain route outside the contract: `handler` for `method` and `path` (a template: `{name}`
    /// segments capture one path segment). Registering the same method and template twice stops the process.
    public mutating func add(_ method: HTTPMethod, _ path: String, options: RouteOptions = RouteOptions(),
                             middleware: [any Middleware] = [], handler: @escaping Handler) {
        precondition(method != .head, "HEAD is served by GET routes")
        pending.append(PendingRoute(method: method, template: RouteTemplate(path), options: options, middleware: middleware,
                                    handler: handler))
    }

    /// Registers a GET route (it also answers HEAD).
    public mutating func get(_ path: String, options: RouteOptions = RouteOptions(), middleware: [any Middleware] = [],
                             handler: @escaping Handler) {
        add(.get, path, options: options, middleware: middleware, handler: handler)
    }

    /// Registers a POST route.
    public mutating func post(_ path: String, options: RouteOptions = RouteOptions(), middleware: [any Middleware] = [],
                              handler: @escaping Handler) {
        add(.post, path, options: options, middleware: middleware, handler: handler)
    }

    /// Registers a PUT route.
    public mutating func put(_ path: String, options: RouteOptions = RouteOptions(), middleware: [any Middleware] = [],
                             handler: @escaping Handler) {
        add(.put, path, options: options, middleware: middleware, handler: handler)
    }

    /// Registers a PATCH route.
    public mutating func patch(_ path: String, options: RouteOptions = RouteOptions(), middleware: [any Middleware] = [],
                               handler: @escaping Handler) {
        add(.patch, path, options: options, middleware: middleware, handler: handler)
    }

    /// Registers a DELETE route.
    public mutating func delete(_ path: String, options: RouteOptions = RouteOptions(), middleware: [any Middleware] = [],
                                handler: @escaping Handler) {
        add(.delete, path, options: options, middleware: middleware, handler: handler)
    }

    /// Composes every chain and freezes the routes.
    public func build() -> Responder {
        var tree = RouteTree()
        for route in pending {
            let entry = RouteEntry(template: route.template.text, parameterNames: route.template.parameterNames,
                                   options: route.options,
                                   chain: MiddlewareChain.compose(global + route.middleware, around: route.handler))
            tree.insert(route.template.segments[...], method: route.method, entry: entry)
        }
        let notFound = MiddlewareChain.compose(global) { _, _ in throw APIError.notFound() }
        let methodNotAllowed = MiddlewareChain.compose(global) { _, context in
            throw APIError.methodNotAllowed(allowed: context.allowedMethods.map(\.rawValue))
        }
        return Responder(tree: tree, notFound: notFound, methodNotAllowed: methodNotAllowed)
    }
}
