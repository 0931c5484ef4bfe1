import Foundation
import QuadAPIModels
@testable import APIContract
import Testing

/// The OpenAPI document: golden file, completeness and internal consistency.
struct OpenAPIDocumentTests {
    @Test func matchesTheGoldenFile() throws {
        try GoldenFile.check(try OpenAPIDocument.standard().json(), named: "openapi.json")
    }

    @Test func everyEndpointIsInTheDocumentOnce() throws {
        let doc = OpenAPIDocument.standard().object()
        let paths = try #require(doc["paths"] as? [String: [String: Any]])
        var ids = Set<String>()
        for endpoint in APIEndpoints.all {
            let op = try #require(paths[endpoint.path]?[endpoint.method.lowercased()] as? [String: Any], "\(endpoint.id)")
            #expect(op["operationId"] as? String == endpoint.id)
            #expect(ids.insert(endpoint.id).inserted, "duplicate operationId \(endpoint.id)")
        }
        let operations = paths.values.reduce(0) { $0 + $1.count }
        #expect(operations == APIEndpoints.all.count)
    }

    @Test func blockIsAOneOfOfEveryCatalogKind() throws {
        let doc = OpenAPIDocument.standard().object()
        let schemas = try #require((doc["components"] as? [String: Any])?["schemas"] as? [String: Any])
        let block = try #require(schemas["Block"] as? [String: Any])
        let mapping = try #require((block["discriminator"] as? [String: Any])?["mapping"] as? [String: String])
        #expect(Set(mapping.keys) == Set(Block.catalog))
        #expect(mapping.count == 39)
        for target in mapping.values {
            let name = String(target.dropFirst("#/components/schemas/".count))
            #expect(schemas[name] != nil, "\(target)")
        }
    }

    /// Every `$ref` in the document points at something defined in it.
    @Test func everyReferenceResolves() throws {
        let doc = OpenAPIDocument.standard().object()
        let components = try #require(doc["components"] as? [String: [String: Any]])
        var refs: [String] = []
        func walk(_ node: Any) {
            if let object = node as? [String: Any] {
                if let ref = object["$ref"] as? String { refs.append(ref) }
                object.values.forEach(walk)
            } else if let array = node as? [Any] {
                array.forEach(walk)
            }
        }
        walk(doc)
        #expect(!refs.isEmpty)
        for ref in refs {
            let parts = ref.split(separator: "/").map(String.init)
            #expect(parts.count == 4 && parts[0] == "#" && parts[1] == "components", "\(ref)")
            if parts.count == 4 { #expect(components[parts[2]]?[parts[3]] != nil, "dangling \(ref)") }
        }
    }

    /// Public cacheable endpoints document the caching headers and 304; errors carry the envelope.
    @Test func publicEndpointsDocumentCachingAndErrors() {
        for endpoint in APIEndpoints.publicAPI {
            let statuses = Set(endpoint.responses.map(\.status))
            #expect(statuses.isSuperset(of: [200, 304, 429, 503]), "\(endpoint.id)")
            let ok = endpoint.responses.first { $0.status == 200 }
            #expect(ok?.headers.contains(ResponseHeaders.etag) == true, "\(endpoint.id)")
            #expect(ok?.headers.contains(ResponseHeaders.publish) == true, "\(endpoint.id)")
            for response in endpoint.responses where response.status >= 400 {
                #expect(response.body == .ref(ErrorEnvelope.self), "\(endpoint.id) \(response.status)")
            }
        }
    }

    /// Every operation of the auth service (`/auth/v1`, health, settings and keys included) documents the rate
    /// limiter's 429 and the outage's 503, and every error it documents is GoTrue's shape, not the App API envelope.
    @Test func authServiceOperationsDocumentLimitsAndOutagesInGoTruesShape() {
        let auth = APIEndpoints.all.filter { $0.path == "/auth/v1" || $0.path.hasPrefix("/auth/v1/") }
        #expect(auth.count >= 13)
        for endpoint in auth {
            let statuses = Set(endpoint.responses.map(\.status))
            #expect(statuses.isSuperset(of: [429, 503]), "\(endpoint.method) \(endpoint.path)")
            for response in endpoint.responses where response.status >= 400 {
                #expect(response.body == .ref(AuthErrorBody.self), "\(endpoint.method) \(endpoint.path) \(response.status)")
            }
            let limited = endpoint.responses.first { $0.status == 429 }
            #expect(limited?.headers.contains(ResponseHeaders.retryAfter) == true, "\(endpoint.method) \(endpoint.path)")
        }
    }
}
