public import QuadAPIModels

/// One endpoint of the contract with its types: who may call it (`Access`), what it reads from the path and the
/// query (`Parameters`), what it reads from the body (`Body`) and what it answers (`Output`).
///
/// The server registers a handler for it in one line, and everything else follows from the types: the route
/// template, the access check (a ``SignedInAccess`` handler is handed the verified person; without one it is never
/// called), the per-token limit, the body limit, reading and checking the input (a 400 naming the field), and the
/// JSON encoding of the answer. ``spec`` is what the OpenAPI document is built from, so the route and the document
/// cannot disagree.
///
/// ```swift
/// // In the contract:
/// public static let changePassword = Endpoint<SignedInAccess, NoParameters, PasswordChangeRequest, AuthOKResponse>(
///     id: "changePassword", method: "POST", path: "/api/app/v1/me/password", summary: "Set or change the password",
///     tag: "account", cacheable: false, maxBodySize: AuthEndpoints.maxBodySize,
///     requestBody: PasswordChangeRequest.schema, responses: [ … ])
/// // In the server:
/// routes.add(PasswordEndpoints.changePassword) { input, context in
///     try await auth.changePassword(for: context.principal, input.body)
///     return AuthOKResponse()
/// }
/// ```
@dynamicMemberLookup
public struct Endpoint<Access: EndpointAccess, Parameters: EndpointParameters, Body: RequestBody, Output: Sendable>: Sendable {
    /// The untyped description (method, path, documentation, responses); its `access` is `Access.access`.
    public let spec: EndpointSpec

    /// - Parameters:
    ///   - maxBodySize: The largest body the endpoint accepts, in bytes; nil uses the listener's limit.
    ///   - requestBody: The body's schema for the document (nil when the endpoint takes none).
    public init(id: String, method: String, path: String, summary: String, description: String? = nil, tag: String,
                cacheable: Bool, maxBodySize: Int? = nil, parameters: [ParameterSpec] = [], requestBody: JSONSchema? = nil,
                responses: [ResponseSpec]) {
        spec = EndpointSpec(id: id, method: method, path: path, summary: summary, description: description, tag: tag,
                            access: Access.access, cacheable: cacheable, maxBodySize: maxBodySize, parameters: parameters,
                            requestBody: requestBody, responses: responses)
    }

    /// The spec's fields (`endpoint.path`, `endpoint.id`, …).
    public subscript<T>(dynamicMember keyPath: KeyPath<EndpointSpec, T>) -> T { spec[keyPath: keyPath] }
}

/// Who may call an endpoint, as a type, so the server can hand each kind of handler the context it needs.
public protocol EndpointAccess: Sendable {
    /// The access written into the spec and the document.
    static var access: EndpointSpec.Access { get }
}

/// Anyone: no credentials.
public enum PublicAccess: EndpointAccess {
    public static var access: EndpointSpec.Access { .public }
}

/// A signed-in person: `Authorization: Bearer <access token>`, verified before the handler runs, counted against
/// the per-token limit; every answer is `Cache-Control: private, no-store`.
public enum SignedInAccess: EndpointAccess {
    public static var access: EndpointSpec.Access { .signedIn }
}

/// The auth service's own bearer endpoints (`/auth/v1/user`, `/auth/v1/logout`): the bearer token is handed to
/// the auth service, which checks it and refuses in GoTrue's shape. Documented like ``SignedInAccess``.
public enum AuthServiceAccess: EndpointAccess {
    public static var access: EndpointSpec.Access { .authService }
}

/// The operators' listener on loopback, open to whoever can reach it (probes).
public enum AdminAccess: EndpointAccess {
    public static var access: EndpointSpec.Access { .admin }
}

/// The operators' listener on loopback, with `Authorization: Bearer <admin token>` (401 otherwise).
public enum AdminTokenAccess: EndpointAccess {
    public static var access: EndpointSpec.Access { .adminToken }
}

/// The `Output` of an endpoint whose handler builds the whole response itself: a file download, a redirect, a
/// 204, plain text, or a status other than 200. The spec's `responses` still document every answer.
public enum CustomResponse: Sendable {}

/// The JSON object `{}`: the answer of an action with nothing to say.
public struct EmptyObject: Sendable, Hashable, Codable {
    public init() {}
}
