import Core
import QuadAPIModels
import Domain

/// The built router: finds the route for a request and runs its composed chain.
///
/// The HTTP server calls it for every request the response cache cannot answer. Tests call
/// ``respond(to:logger:publishID:)`` directly ("router mode": no sockets, same chains).
public struct Responder: Sendable {
    private let tree: RouteTree
    private let notFound: Handler
    private let methodNotAllowed: Handler

    init(tree: RouteTree, notFound: @escaping Handler, methodNotAllowed: @escaping Handler) {
        self.tree = tree
        self.notFound = notFound
        self.methodNotAllowed = methodNotAllowed
    }

    /// The outcome of route matching: which chain runs and with which labels.
    struct Resolution: Sendable {
        let template: String
        let options: RouteOptions
        let parameters: PathParameters
        let allowed: [HTTPMethod]
        let chain: Handler
    }

    /// Matches `method` and the decoded path segments against the routes.
    func resolve(method: HTTPMethod, segments: [String]) -> Resolution {
        switch tree.match(segments, method: method) {
        case let .found(entry, captures):
            var values: [String: String] = [:]
            for (name, value) in zip(entry.parameterNames, captures) { values[name] = value }
            return Resolution(template: entry.template, options: entry.options, parameters: PathParameters(values),
                              allowed: [], chain: entry.chain)
        case let .wrongMethod(allowed, template):
            return Resolution(template: template, options: RouteOptions(), parameters: PathParameters(), allowed: allowed,
                              chain: methodNotAllowed)
        case .notFound:
            return Resolution(template: RequestContext.unmatchedRoute, options: RouteOptions(), parameters: PathParameters(),
                              allowed: [], chain: notFound)
        }
    }

    /// Runs the resolved chain. An error that escapes every middleware still becomes an envelope.
    func run(_ resolution: Resolution, request: Request, logger: Logger, publishID: String?,
             startTime: ContinuousClock.Instant) async -> Response {
        var request = request
        request.parameters = resolution.parameters
        let context = RequestContext(logger: logger, route: resolution.template, options: resolution.options,
                                     publishID: publishID, startTime: startTime, allowedMethods: resolution.allowed)
        do {
            return try await resolution.chain(request, context)
        } catch let error as APIError {
            return Response.error(error)
        } catch {
            logger.error("unhandled error", ["error": .string(String(reflecting: error)),
                                            "error_type": .string(String(reflecting: type(of: error)))])
            return Response.error(.internalError)
        }
    }

    /// Router mode: answers `request` without a socket, through the same middleware and routes the server uses.
    /// The body is returned even for HEAD (over HTTP the server leaves it out).
    public func respond(to request: Request, logger: Logger = Logger(label: "quad.http"), publishID: String? = nil) async -> Response {
        let resolution = resolve(method: request.method, segments: request.pathSegments)
        return await run(resolution, request: request, logger: logger, publishID: publishID, startTime: .now)
    }

    /// The options of the route that would answer `method` on `path` (for body limits before the body arrives).
    func options(method: HTTPMethod, segments: [String]) -> RouteOptions {
        resolve(method: method, segments: segments).options
    }
}
