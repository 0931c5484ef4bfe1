public import QuadAPIModels

/// The contract of one endpoint: method, path, parameters, body and every response it can give.
///
/// Each spec belongs to a typed ``Endpoint`` (which fixes `access` from its type); the server registers its handlers by
/// those, and the OpenAPI document is generated from the specs, so the document lists exactly the endpoints that exist.
public struct EndpointSpec: Sendable {
    /// Who may call the endpoint.
    public enum Access: String, Sendable {
        /// Anyone; the answer depends only on the path, the query and the dataset (publicly cacheable).
        case `public`
        /// A signed-in person: `Authorization: Bearer <access token>`, verified before the handler runs.
        case signedIn
        /// Anyone; with `Authorization: Bearer <access token>` the answer may be the signed-in person's own (then
        /// `Cache-Control: private, no-store`). Documented with optional bearer security.
        case personalised
        /// The auth service's own bearer endpoints: the service checks the token itself (GoTrue's refusals).
        /// Documented as `bearer` like ``signedIn``.
        case authService
        /// The operators' listener on loopback, open to whoever reaches it (probes).
        case admin
        /// The operators' listener on loopback, with `Authorization: Bearer <admin token>`.
        case adminToken
    }

    /// `operationId`: unique, camelCase.
    public var id: String
    public var method: String
    /// Path template with `{name}` parameters.
    public var path: String
    public var summary: String
    public var description: String?
    public var tag: String
    public var access: Access
    /// Whether a 200 is publicly cacheable (CDN and the server's response cache).
    public var cacheable: Bool
    /// The largest request body accepted, in bytes; nil uses the listener's limit. Not part of the document.
    public var maxBodySize: Int?
    public var parameters: [ParameterSpec]
    /// Request body schema (JSON), if the endpoint takes one.
    public var requestBody: JSONSchema?
    /// Every status the endpoint can answer, with its body: those the spec lists and those its access kind and body
    /// imply (``ImpliedResponses``).
    public var responses: [ResponseSpec]

    public init(id: String, method: String, path: String, summary: String, description: String? = nil, tag: String,
                access: Access, cacheable: Bool, maxBodySize: Int? = nil, parameters: [ParameterSpec] = [],
                requestBody: JSONSchema? = nil, responses: [ResponseSpec]) {
        self.id = id
        self.method = method
        self.path = path
        self.summary = summary
        self.description = description
        self.tag = tag
        self.access = access
        self.cacheable = cacheable
        self.maxBodySize = maxBodySize
        self.parameters = parameters
        self.requestBody = requestBody
        self.responses = ImpliedResponses.complete(responses, path: path, access: access, takesBody: requestBody != nil)
    }
}

/// One query or path parameter.
public struct ParameterSpec: Sendable {
    public enum Location: String, Sendable { case query, path, header }

    public var name: String
    public var location: Location
    public var schema: JSONSchema
    public var required: Bool
    public var description: String
    /// Values that work (published as OpenAPI `examples`, so clients and contract tools reach real data).
    public var examples: [String]

    public init(_ name: String, in location: Location = .query, _ schema: JSONSchema, required: Bool = false,
                _ description: String, examples: [String] = []) {
        self.name = name
        self.location = location
        self.schema = schema
        self.required = required || location == .path
        self.description = description
        self.examples = examples
    }
}

/// One response an endpoint can give.
public struct ResponseSpec: Sendable {
    public var status: Int
    public var description: String
    /// Body schema; nil for a response without a body (304).
    public var body: JSONSchema?
    /// Body media type. Default: JSON.
    public var contentType: String
    /// Names of response headers (documented in ``ResponseHeaders``).
    public var headers: [String]

    public init(_ status: Int, _ description: String, body: JSONSchema?, contentType: String = "application/json",
                headers: [String] = []) {
        self.status = status
        self.description = description
        self.body = body
        self.contentType = contentType
        self.headers = headers
    }
}

/// Response headers the document describes.
public enum ResponseHeaders {
    public static let etag = "ETag"
    public static let publish = "X-Dataset-Publish"
    public static let cacheControl = "Cache-Control"
    public static let retryAfter = "Retry-After"
    public static let allow = "Allow"
    public static let requestID = "X-Request-Id"
    public static let robots = "X-Robots-Tag"
    public static let expires = "Expires"

    /// Header name → (description, schema).
    public static let all: [(String, String, JSONSchema)] = [
        (etag, "Strong validator: a hash of the response body. Send it back in If-None-Match to get 304.", .string()),
        (publish, "Dataset publish id the response was built from; a change means cached documents are stale.", .string()),
        (cacheControl, "Caching policy: public screens `public, s-maxage=86400, stale-while-revalidate=3600`; "
            + "signed-in answers `private, no-store`.", .string()),
        (retryAfter, "Seconds to wait before retrying.", .integer(minimum: 0)),
        (allow, "Methods the path accepts.", .string()),
        (requestID, "Id of the request, also in the server's log line.", .string()),
        (robots, "`noindex`: search engines must not list the page (a shared list's link is private to whoever has it).",
         .string()),
        (expires, "When an answer that depends on the date stops holding (the next midnight UTC); shared caches keep it "
            + "no longer.", .string()),
    ]
}
