import Core
import Domain
import Foundation
import QuadAPIModels
import Server
import Testing

/// Router mode: requests go to the composed responder without sockets.
struct RouterTests {
    private func echoRouter() -> Router {
        var router = Router()
        router.get("/api/app/v1/schools/{id}/{topic}") { request, _ in
            .text("topic \(request.parameters["id"] ?? "-") \(request.parameters["topic"] ?? "-")")
        }
        router.get("/api/app/v1/schools/{id}") { request, _ in .text("school \(request.parameters["id"] ?? "-")") }
        router.get("/api/app/v1/schools/compare") { _, _ in .text("compare") }
        router.post("/api/app/v1/schools/compare") { _, _ in .text("compare-post") }
        router.delete("/api/app/v1/lists/{listID}") { request, _ in .text("deleted \(request.parameters["listID"] ?? "-")") }
        router.get("/api/app/v1/lists/membership") { _, _ in .text("membership") }
        return router
    }

    @Test func pathParametersAreCapturedAndDecoded() async {
        let responder = echoRouter().build()
        let response = await responder.respond(to: Request(method: .get, target: "/api/app/v1/schools/166027/admissions"))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "topic 166027 admissions")
        let encoded = await responder.respond(to: Request(method: .get, target: "/api/app/v1/schools/a%20b%2Fc"))
        #expect(String(decoding: encoded.body, as: UTF8.self) == "school a b/c")
    }

    @Test func staticSegmentsWinOverParameters() async {
        let responder = echoRouter().build()
        let compare = await responder.respond(to: Request(method: .get, target: "/api/app/v1/schools/compare"))
        #expect(String(decoding: compare.body, as: UTF8.self) == "compare")
        // No static route continues below "compare", so the parameter route takes it.
        let deeper = await responder.respond(to: Request(method: .get, target: "/api/app/v1/schools/compare/costs"))
        #expect(String(decoding: deeper.body, as: UTF8.self) == "topic compare costs")
        // A literal route without the method answers 405; the parameter sibling does not take its place.
        let shadowed = await responder.respond(to: Request(method: .delete, target: "/api/app/v1/lists/membership"))
        #expect(shadowed.status == 405)
        #expect(shadowed.headers["Allow"] == "GET, HEAD")
        let parameter = await responder.respond(to: Request(method: .delete, target: "/api/app/v1/lists/9"))
        #expect(String(decoding: parameter.body, as: UTF8.self) == "deleted 9")
    }

    @Test func unknownPathIsANotFoundEnvelope() async {
        let response = await echoRouter().build().respond(to: Request(method: .get, target: "/nope"))
        #expect(response.status == 404)
        #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
        let decoded = envelope(response.body)
        #expect(decoded?.error.code == "not_found")
        #expect(decoded?.error.message == "Not found.")
        // Global middleware ran for the 404 too.
        #expect(response.headers["X-Request-Id"]?.count == 32)
    }

    @Test func wrongMethodIsA405WithAllow() async {
        let responder = echoRouter().build()
        let put = await responder.respond(to: Request(method: .put, target: "/api/app/v1/schools/compare"))
        #expect(put.status == 405)
        #expect(put.headers["Allow"] == "GET, HEAD, POST")
        #expect(envelope(put.body)?.error.code == "method_not_allowed")
        let getOnDelete = await responder.respond(to: Request(method: .get, target: "/api/app/v1/lists/9"))
        #expect(getOnDelete.status == 405)
        #expect(getOnDelete.headers["Allow"] == "DELETE")
        let options = await responder.respond(to: Request(method: .options, target: "/api/app/v1/schools/12"))
        #expect(options.status == 405)
        #expect(options.headers["Allow"] == "GET, HEAD")
    }

    @Test func headIsServedByGetRoutes() async {
        let response = await echoRouter().build().respond(to: Request(method: .head, target: "/api/app/v1/schools/7"))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "school 7")
    }

    @Test func routeMiddlewareWrapsOnlyItsRoute() async {
        struct Stamp: Middleware {
            func handle(_ request: Request, context: RequestContext, next: Next) async throws -> Response {
                var response = try await next(request, context)
                response.headers.set("X-Stamp", "yes")
                return response
            }
        }
        var router = Router()
        router.get("/a", middleware: [Stamp()]) { _, _ in .text("a") }
        router.get("/b") { _, _ in .text("b") }
        let responder = router.build()
        let a = await responder.respond(to: Request(method: .get, target: "/a"))
        let b = await responder.respond(to: Request(method: .get, target: "/b"))
        #expect(a.headers["X-Stamp"] == "yes")
        #expect(b.headers["X-Stamp"] == nil)
    }

    @Test func contextCarriesRouteTemplate() async {
        var router = Router()
        router.get("/schools/{id}") { _, context in .text(context.route) }
        let response = await router.build().respond(to: Request(method: .get, target: "/schools/5"))
        #expect(String(decoding: response.body, as: UTF8.self) == "/schools/{id}")
    }
}
