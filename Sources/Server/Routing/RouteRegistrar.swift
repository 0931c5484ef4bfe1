public import APIContract
import Core
import Domain

/// A route waiting for ``Router/build()``: its chain is composed there, once.
public struct PendingRoute: Sendable {
    let method: HTTPMethod
    let template: RouteTemplate
    let options: RouteOptions
    /// Middleware around this route only (its groups' middleware first), inside the router's global middleware.
    var middleware: [any Middleware]
    let handler: Handler
}

/// Where endpoints are registered: the ``Router`` itself or one of its ``RouteGroup``s. Registering an
/// ``APIContract/Endpoint`` derives everything but the handler from the endpoint's types and spec.
public protocol RouteRegistrar {
    /// The path every route registered here starts with ("" for the router).
    var prefix: String { get }
    /// What access is checked against.
    var access: AccessControl { get }
    /// How a body the endpoint cannot read is refused.
    var bodyRefusal: BodyRefusal { get }
    /// Adds a route (wrapped in this registrar's middleware).
    mutating func append(_ route: PendingRoute)
}

extension RouteRegistrar {
    /// Registers `handler` for `endpoint`; what it returns is the 200 answer, as JSON.
    ///
    /// From the endpoint: the method and path template, the access check (a signed-in handler is given the
    /// verified person; without a valid token it is never called), the per-token limit, publicly cacheable or
    /// not, the body limit, reading the parameters and the body (a 400 naming the field), and the encoding.
    ///
    /// ```swift
    /// routes.add(AccountEndpoints.me) { _, context in try await accounts.me(context.principal) }
    /// ```
    public mutating func add<Access: AccessGuard, Parameters, Body, Output: Encodable>(
        _ endpoint: Endpoint<Access, Parameters, Body, Output>,
        _ handler: @escaping @Sendable (EndpointInput<Parameters, Body>, Access.Context) async throws -> Output
    ) {
        register(endpoint.spec, Access.self) { (input: EndpointInput<Parameters, Body>, context) in
            try Response.json(try await handler(input, context))
        }
    }

    /// Registers `handler` for an endpoint whose handler builds the whole ``Response`` (``APIContract/CustomResponse``).
    public mutating func add<Access: AccessGuard, Parameters, Body>(
        _ endpoint: Endpoint<Access, Parameters, Body, CustomResponse>,
        _ handler: @escaping @Sendable (EndpointInput<Parameters, Body>, Access.Context) async throws -> Response
    ) {
        register(endpoint.spec, Access.self, handler)
    }

    /// Registers the routes `build` adds under `prefix` (the whole path prefix, as the contract spells it, within
    /// this registrar's), each wrapped in `middleware` (outermost first, inside this registrar's) and refusing
    /// unreadable bodies with `bodyRefusal` (default: this registrar's). An endpoint outside the prefix stops the
    /// process at registration.
    ///
    /// ```swift
    /// router.group(AuthEndpoints.prefix, middleware: [GoTrueAnswers()]) { auth in
    ///     auth.add(AuthEndpoints.token) { input, _ in … }
    /// }
    /// ```
    public mutating func group(_ prefix: String, middleware: [any Middleware] = [], bodyRefusal: BodyRefusal? = nil,
                               _ build: (inout RouteGroup) throws -> Void) rethrows {
        precondition(prefix.hasPrefix("/") && !prefix.hasSuffix("/"), "a group prefix starts with '/' and does not end with it: \(prefix)")
        precondition(Self.path(prefix, isWithin: self.prefix), "group \(prefix) is outside its parent \(self.prefix)")
        var group = RouteGroup(prefix: prefix, access: access, bodyRefusal: bodyRefusal ?? self.bodyRefusal,
                               middleware: middleware)
        try build(&group)
        for route in group.routes { append(route) }
    }

    /// Answers every request to `spec` with `error` and no access check (endpoints that need a part this process
    /// does not have: without a database, signing in answers 503).
    mutating func unavailable(_ spec: EndpointSpec, _ error: APIError) {
        append(route(for: spec) { _, _ in throw error })
    }

    private mutating func register<Access: AccessGuard, Parameters, Body>(
        _ spec: EndpointSpec, _ access: Access.Type,
        _ respond: @escaping @Sendable (EndpointInput<Parameters, Body>, Access.Context) async throws -> Response
    ) {
        let control = self.access, refusal = bodyRefusal
        append(route(for: spec) { request, context in
            try await Access.admit(request, route: context, access: control) { admitted in
                try await respond(try EndpointInput(reading: request, refusal: refusal), admitted)
            }
        })
    }

    private static func path(_ path: String, isWithin prefix: String) -> Bool {
        prefix.isEmpty || path == prefix || path.hasPrefix(prefix + "/")
    }

    private func route(for spec: EndpointSpec, _ handler: @escaping Handler) -> PendingRoute {
        precondition(Self.path(spec.path, isWithin: prefix), "\(spec.id) (\(spec.path)) is outside its group \(prefix)")
        return PendingRoute(method: HTTPMethod(rawValue: spec.method), template: RouteTemplate(spec.path),
                            options: RouteOptions(cacheable: spec.cacheable, maxBodySize: spec.maxBodySize, access: spec.access),
                            middleware: [], handler: handler)
    }
}

/// Routes under one path prefix sharing middleware (and a way of refusing bodies), made by
/// ``RouteRegistrar/group(_:middleware:bodyRefusal:_:)``.
public struct RouteGroup: RouteRegistrar {
    public let prefix: String
    public let access: AccessControl
    public let bodyRefusal: BodyRefusal
    private let middleware: [any Middleware]
    var routes: [PendingRoute] = []

    init(prefix: String, access: AccessControl, bodyRefusal: BodyRefusal, middleware: [any Middleware]) {
        self.prefix = prefix
        self.access = access
        self.bodyRefusal = bodyRefusal
        self.middleware = middleware
    }

    public mutating func append(_ route: PendingRoute) {
        var route = route
        route.middleware = middleware + route.middleware
        routes.append(route)
    }
}
