import APIContract
import Core
import Domain
import Foundation
@testable import Main
import QuadAPIModels
import Server
import TestSupport
import Testing

/// The application as Main composes it, over real sockets on port 0, on the bundled sample: the foundation
/// endpoints, the caching contract, the admin listener, and that every documented endpoint has a handler.
@Suite(.serialized)
struct ApplicationTests {
    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func withApp(token: String = "admin-secret", _ body: (Application) async throws -> Void) async throws {
        var http = HTTPServerConfiguration(host: "127.0.0.1", port: 0)
        http.logCacheHits = false
        let settings = ApplicationSettings(
            modes: [.api, .admin], dataDirectory: Self.repoRoot.appendingPathComponent("data/sample"), http: http,
            admin: HTTPServerConfiguration(host: "127.0.0.1", port: 0), adminToken: token, databaseURL: nil,
            accessLog: false)
        let app = try await Application.make(settings, logger: Logger(label: "test", level: .info, sink: .capturing()))
        let servers = [app.publicServer, app.adminServer].compactMap { $0 }
        #expect(app.services.map(\.name) == ["api", "admin"])
        for server in servers { try server.start() }
        do { try await body(app) } catch {
            for server in servers.reversed() { await server.shutdown(within: .seconds(2)) }
            throw error
        }
        for server in servers.reversed() { await server.shutdown(within: .seconds(2)) }
    }

    private func json(_ response: RawResponse) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(response.body))
    }

    @Test func metaCarriesThePublishIDAndCachingHeaders() async throws {
        try await withApp { app in
            let port = try #require(app.publicServer?.port)
            let publish = app.store.current.publishID
            let first = try await fetch(port, "GET", "/api/app/v1/meta")
            #expect(first.status == 200)
            #expect(first.header("X-Dataset-Publish") == publish)
            #expect(first.header("Cache-Control") == "public, s-maxage=86400, stale-while-revalidate=3600")
            guard case let .object(body) = try json(first) else { Issue.record("not an object"); return }
            #expect(body["publish"] == .string(publish))
            #expect(body["colleges"] == .number(Double(app.store.current.schools.count)))
            let etag = try #require(first.header("ETag"))
            let again = try await fetch(port, "GET", "/api/app/v1/meta", headers: [("If-None-Match", etag)])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            #expect(again.header("X-Dataset-Publish") == publish)
        }
    }

    @Test func searchAndIndexOverTheWire() async throws {
        try await withApp { app in
            let port = try #require(app.publicServer?.port)
            let search = try await fetch(port, "GET", "/api/app/v1/search?q=abilene+christian&limit=3")
            #expect(search.status == 200)
            guard case let .object(body) = try json(search), case let .array(results)? = body["results"],
                  case let .object(first)? = results.first else { Issue.record("no results"); return }
            #expect(first["id"] == .string("222178"))
            let bad = try await fetch(port, "GET", "/api/app/v1/search?q=a&limit=many")
            #expect(bad.status == 400)
            guard case let .object(envelope) = try json(bad), case let .object(error)? = envelope["error"] else {
                Issue.record("no envelope"); return
            }
            #expect(error["code"] == .string("bad_request"))
            #expect(error["detail"] == .object(["field": .string("limit")]))
            let index = try await fetch(port, "GET", "/api/app/v1/schools/index", headers: [("Accept-Encoding", "gzip")])
            #expect(index.status == 200)
            #expect(index.header("Content-Encoding") == "gzip")
            let plain = try #require(gunzip(index.body))
            let decoded = try JSONDecoder().decode(SchoolIndexResponse.self, from: Data(plain))
            #expect(decoded.count == app.store.current.schools.count)
        }
    }

    @Test func unknownPathsAndMethodsUseTheEnvelope() async throws {
        try await withApp { app in
            let port = try #require(app.publicServer?.port)
            let missing = try await fetch(port, "GET", "/api/app/v1/nothing-here")
            #expect(missing.status == 404)
            #expect(missing.text.contains("\"code\":\"not_found\""))
            let wrong = try await fetch(port, "POST", "/api/app/v1/meta")
            #expect(wrong.status == 405)
            #expect(wrong.header("Allow")?.contains("GET") == true)
        }
    }

    @Test func adminListener() async throws {
        try await withApp { app in
            let port = try #require(app.adminServer?.port)
            #expect(try await fetch(port, "GET", "/healthz").status == 200)
            let ready = try await fetch(port, "GET", "/readyz")
            #expect(ready.status == 200)
            #expect(ready.text.contains("\"dataset\":\"ok\""))
            #expect(try await fetch(port, "GET", "/metrics").status == 401)
            #expect(try await fetch(port, "GET", "/metrics", headers: [("Authorization", "Bearer wrong")]).status == 401)
            // Traffic on the public listener shows up in the metrics.
            let api = try #require(app.publicServer?.port)
            _ = try await fetch(api, "GET", "/api/app/v1/meta")
            _ = try await fetch(api, "GET", "/api/app/v1/meta")
            let metrics = try await fetch(port, "GET", "/metrics", headers: [("Authorization", "Bearer admin-secret")])
            #expect(metrics.status == 200)
            #expect(metrics.text.contains("quad_snapshot_age_seconds"))
            #expect(metrics.text.contains("/api/app/v1/meta"))
            #expect(metrics.text.contains("# TYPE"))
        }
    }

    @Test func emptyAdminTokenRefusesMetrics() async throws {
        try await withApp(token: "") { app in
            let port = try #require(app.adminServer?.port)
            #expect(try await fetch(port, "GET", "/metrics", headers: [("Authorization", "Bearer ")]).status == 401)
        }
    }

    /// Every public endpoint of the document answers something other than "no such route".
    @Test func everyDocumentedEndpointHasAHandler() async throws {
        try await withApp { app in
            let port = try #require(app.publicServer?.port)
            let school = try #require(app.store.current.schools.first).unitID
            for endpoint in APIEndpoints.publicAPI {
                let path = endpoint.path.replacingOccurrences(of: "{id}", with: school)
                    .replacingOccurrences(of: "{topic}", with: "students")
                let response = try await fetch(port, endpoint.method, path)
                #expect(response.status != 405, "\(endpoint.id)")
                if response.status == 404 {
                    // A 404 must come from the handler (unknown college or topic), not from the router.
                    #expect(!response.text.contains("\"message\":\"Not found.\""), "\(endpoint.id) has no route")
                }
            }
        }
    }
}

/// Decodes an error envelope body.
func envelope(_ body: [UInt8]) -> ErrorEnvelope? {
    try? JSONDecoder().decode(ErrorEnvelope.self, from: Data(body))
}
