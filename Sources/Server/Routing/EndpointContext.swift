public import APIContract
import Core
public import Domain
public import UserData

/// What a handler reads: the endpoint's parameters and body, already read and checked.
public struct EndpointInput<Parameters: EndpointParameters, Body: RequestBody>: Sendable {
    public let parameters: Parameters
    public let body: Body

    public init(parameters: Parameters, body: Body) {
        self.parameters = parameters
        self.body = body
    }

    /// Reads the request's path captures, query and body. A parameter that cannot be used is a 400 naming it; a
    /// body that cannot be used is refused by `refusal`.
    init(reading request: Request, refusal: BodyRefusal) throws {
        do {
            parameters = try Parameters(reading: ParameterSource(
                path: request.parameters.all,
                query: request.query.items.map { QueryPair(name: $0.name, value: $0.value) }))
        } catch {
            throw APIError.badRequest(error.message, field: error.field)
        }
        do {
            body = try Body.read(request.body)
        } catch {
            throw refusal.refuse(error)
        }
    }
}

/// The context of a handler that needs no credentials (public, auth-service and operators' endpoints).
public struct EndpointContext: Sendable {
    /// The request (headers, the raw query).
    public let request: Request
    /// The request id, the matched route, the publish id.
    public let route: RequestContext
    /// The request's logger (with its `request_id`).
    public var logger: Logger { route.logger }
}

/// The context of a signed-in handler: the person the bearer token was verified for. Only the router makes one,
/// after the check, so a signed-in handler cannot run without it.
public struct SignedInContext: Sendable {
    /// The verified person.
    public let principal: Principal
    /// The request (headers, the raw query).
    public let request: Request
    /// The request id, the matched route, the publish id.
    public let route: RequestContext
    /// The request's logger (with its `request_id`).
    public var logger: Logger { route.logger }
}

/// How a route group refuses a body its endpoint cannot read. Default: ``envelope``.
public struct BodyRefusal: Sendable {
    let refuse: @Sendable (InputError) -> any Error

    /// Refuses with whatever `refuse` returns (it is thrown, so the group's middleware can render it).
    public init(_ refuse: @escaping @Sendable (InputError) -> any Error) {
        self.refuse = refuse
    }

    /// A 400 envelope with the error's message and `detail.field`.
    public static let envelope = BodyRefusal { APIError.badRequest($0.message, field: $0.field) }
}
