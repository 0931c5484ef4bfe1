import Core
import Domain
import Foundation
import QuadAPIModels
import Server
import Testing

/// Every error under `/auth/v1` is GoTrue's shape (`code`, `error_code`, `msg`), whoever made it: a route's thrown
/// error, the rate limiter's 429, a database outage's 503, the router's 404; the App API keeps its envelope.
struct AuthErrorShapeTests {
    /// Refuses every request with 429, like the rate limiter over its limit.
    private struct RefuseAll: Middleware {
        func handle(_ request: Request, context: RequestContext, next: Next) async throws -> Response {
            var response = Response.error(.rateLimited(retryAfter: 17))
            response.headers.set("Cache-Control", "no-store")
            return response
        }
    }

    private func responder(refusing: Bool = false) -> Responder {
        var router = Router()
        if refusing { router.use(RefuseAll()) }
        router.post("/auth/v1/token") { _, _ in throw APIError.unavailable("The database is not reachable.", retryAfter: 2) }
        router.get("/auth/v1/health") { _, _ in try Response.json(["name": "GoTrue"]) }
        router.post("/api/app/v1/auth/precheck") { _, _ in throw APIError.unavailable("The database is not reachable.") }
        router.get("/auth/v1/own") { _, _ in
            try Response.json(AuthErrorBody(status: 422, errorCode: "weak_password", message: "Weak.", versioned: false),
                              status: 422)
        }
        return router.build()
    }

    private func send(_ responder: Responder, _ method: HTTPMethod, _ target: String, versioned: Bool) async -> Response {
        let headers: HTTPHeaders = versioned ? ["X-Supabase-Api-Version": "2024-01-01"] : [:]
        return await responder.respond(to: Request(method: method, target: target, headers: headers), logger: quietLogger())
    }

    private func body(_ response: Response) throws -> AuthErrorBody {
        try JSONDecoder().decode(AuthErrorBody.self, from: Data(response.body))
    }

    @Test func aDatabaseOutageUnderAuthIsGoTruesShape() async throws {
        let versioned = await send(responder(), .post, "/auth/v1/token?grant_type=password", versioned: true)
        #expect(versioned.status == 503)
        #expect(try body(versioned).code == .string("unexpected_failure"))
        #expect(try body(versioned).errorCode == "unexpected_failure")
        #expect(try body(versioned).msg == "The database is not reachable.")
        #expect(versioned.headers["Retry-After"] == "2")
        #expect(versioned.headers["X-Supabase-Api-Version"] == "2024-01-01")
        let legacy = await send(responder(), .post, "/auth/v1/token", versioned: false)
        #expect(try body(legacy).code == .number(503))
        #expect(legacy.headers["X-Supabase-Api-Version"] == nil)
    }

    @Test func theRateLimitersRefusalUnderAuthIsGoTruesShape() async throws {
        for target in ["/auth/v1/token", "/auth/v1/health", "/auth/v1/nothing-here"] {
            let response = await send(responder(refusing: true), .get, target, versioned: true)
            #expect(response.status == 429)
            #expect(try body(response).errorCode == "over_request_rate_limit", "\(target)")
            #expect(response.headers["Retry-After"] == "17")
            #expect(response.headers["Cache-Control"] == "no-store")
        }
        // The App API's own auth helper keeps the envelope.
        let precheck = await send(responder(refusing: true), .post, "/api/app/v1/auth/precheck", versioned: true)
        #expect(precheck.status == 429)
        #expect(envelope(precheck.body)?.error.code == "rate_limited")
    }

    @Test func routerAnswersUnderAuthAreGoTruesShapeAndTheAppAPIKeepsTheEnvelope() async throws {
        let missing = await send(responder(), .get, "/auth/v1/nothing-here", versioned: false)
        #expect(missing.status == 404)
        #expect(try body(missing).code == .number(404))
        let wrongMethod = await send(responder(), .delete, "/auth/v1/health", versioned: true)
        #expect(wrongMethod.status == 405)
        #expect(wrongMethod.headers["Allow"] == "GET, HEAD")
        #expect(try body(wrongMethod).errorCode == "method_not_allowed")
        let app = await send(responder(), .post, "/api/app/v1/auth/precheck", versioned: true)
        #expect(app.status == 503)
        #expect(envelope(app.body)?.error.code == "unavailable")
        // A body the auth service rendered itself is left alone; "/auth/v10" is not the auth service.
        let own = await send(responder(), .get, "/auth/v1/own", versioned: true)
        #expect(try body(own).errorCode == "weak_password")
        let other = await send(responder(), .get, "/auth/v10/x", versioned: true)
        #expect(envelope(other.body)?.error.code == "not_found")
    }
}
