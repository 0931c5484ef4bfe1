public import Foundation
public import QuadAPIModels

/// The OpenAPI 3.1 document of the API, generated from the endpoint specs and the wire types' schemas.
///
/// ```swift
/// let json = try OpenAPIDocument.standard().json()   // what `quad openapi` prints
/// ```
public struct OpenAPIDocument: Sendable {
    public var endpoints: [EndpointSpec]
    public var extraComponents: [String: JSONSchema]

    public init(endpoints: [EndpointSpec], extraComponents: [String: JSONSchema] = [:]) {
        self.endpoints = endpoints
        self.extraComponents = extraComponents
    }

    /// Every endpoint that exists: the public API, then the admin listener.
    public static func standard() -> OpenAPIDocument {
        OpenAPIDocument(endpoints: APIEndpoints.all, extraComponents: [AdminEndpoints.Health.schemaName: AdminEndpoints.Health.schema])
    }

    /// The document as a JSON object tree.
    public func object() -> [String: Any] {
        var paths: [String: [String: Any]] = [:]
        for endpoint in endpoints {
            paths[endpoint.path, default: [:]][endpoint.method.lowercased()] = operation(endpoint)
        }
        var schemas: [String: Any] = [:]
        for type in WireComponents.all { schemas[type.schemaName] = type.schema.jsonObject() }
        for (name, schema) in extraComponents { schemas[name] = schema.jsonObject() }
        var headers: [String: Any] = [:]
        for (name, description, schema) in ResponseHeaders.all {
            headers[name] = ["description": description, "schema": schema.jsonObject()]
        }
        let tags = Array(Set(endpoints.map(\.tag))).sorted().map { ["name": $0] }
        return [
            "openapi": "3.1.0",
            "info": [
                "title": "Quad App API",
                "version": "1",
                "description": "Every screen of the Quad college-data site as a typed JSON document, with a citation on "
                    + "every number; the signed-in API; and the operators' endpoints. Public endpoints need no key; "
                    + "signed-in endpoints take a Supabase-compatible access token as `Authorization: Bearer`. "
                    + "Every error is `{\"error\": {\"code\", \"message\", \"detail\"?}}`.",
            ] as [String: Any],
            "servers": [["url": "/", "description": "The public API listener"]],
            "tags": tags,
            "paths": paths,
            "components": [
                "schemas": schemas,
                "headers": headers,
                "securitySchemes": [
                    "bearer": ["type": "http", "scheme": "bearer", "bearerFormat": "JWT",
                               "description": "A person's access token from the auth service (/auth/v1)."],
                    "adminToken": ["type": "http", "scheme": "bearer",
                                   "description": "The operators' secret (admin.token) on the admin listener."],
                ] as [String: Any],
            ] as [String: Any],
        ]
    }

    /// The document as pretty, key-sorted JSON (stable bytes for the golden file).
    public func json() throws -> Data {
        var data = try JSONSerialization.data(
            withJSONObject: object(), options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        data.append(0x0A)
        return data
    }

    private func operation(_ e: EndpointSpec) -> [String: Any] {
        var op: [String: Any] = [
            "operationId": e.id,
            "summary": e.summary,
            "tags": [e.tag],
        ]
        if let d = e.description { op["description"] = d }
        if !e.parameters.isEmpty {
            op["parameters"] = e.parameters.map { p -> [String: Any] in
                var out: [String: Any] = ["name": p.name, "in": p.location.rawValue, "required": p.required,
                                          "description": p.description, "schema": p.schema.jsonObject()]
                if !p.examples.isEmpty {
                    out["examples"] = Dictionary(uniqueKeysWithValues: p.examples.map { ("v\($0)", ["value": $0]) })
                }
                return out
            }
        }
        if let body = e.requestBody {
            op["requestBody"] = ["required": true, "content": ["application/json": ["schema": body.jsonObject()]]]
        }
        var responses: [String: Any] = [:]
        for r in e.responses {
            var out: [String: Any] = ["description": r.description]
            if let body = r.body { out["content"] = [r.contentType: ["schema": body.jsonObject()]] }
            if !r.headers.isEmpty {
                var hs: [String: Any] = [:]
                for h in r.headers { hs[h] = ["$ref": "#/components/headers/" + h] }
                out["headers"] = hs
            }
            responses[String(r.status)] = out
        }
        op["responses"] = responses
        switch e.access {
        case .public: op["security"] = [] as [Any]
        case .personalised: op["security"] = [[:] as [String: Any], ["bearer": [] as [Any]]]
        case .signedIn, .authService: op["security"] = [["bearer": [] as [Any]]]
        case .admin, .adminToken:
            op["servers"] = [["url": "http://127.0.0.1:8081", "description": "The admin listener (loopback only)"]]
            op["security"] = e.access == .adminToken ? [["adminToken": [] as [Any]]] : [] as [Any]
        }
        return op
    }
}
