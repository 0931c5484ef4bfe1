import APIContract
import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Server
import Testing
import UserData

/// Registering a contract endpoint: its spec fixes the route's options, the input is read before the handler (a 400
/// naming the field), a group's middleware and body refusal apply to its routes only, and the output is JSON.
struct EndpointRegistrationTests {
    /// TEST ONLY: a public endpoint with a typed body and a strict query parameter.
    struct CountParameters: EndpointParameters {
        let count: Int?
        init(reading source: ParameterSource) throws(InputError) { count = try source.integer("count", in: 1...9) }
    }

    static let echo = Endpoint<PublicAccess, CountParameters, PasswordChangeRequest, [String: String]>(
        id: "testEcho", method: "POST", path: "/test-only/echo", summary: "Echo", tag: "test", cacheable: false,
        maxBodySize: 512, responses: [])

    static let grouped = Endpoint<PublicAccess, NoParameters, PasswordChangeRequest, [String: String]>(
        id: "testGrouped", method: "POST", path: "/test-only/group/echo", summary: "Echo in a group", tag: "test",
        cacheable: false, responses: [])

    /// TEST DOUBLE: a group middleware that marks its answers.
    struct MarkMiddleware: Middleware {
        func handle(_ request: Request, context: RequestContext, next: Next) async throws -> Response {
            var response = try await next(request, context)
            response.headers.set("X-Group", "yes")
            return response
        }
    }

    struct TeapotError: Error {}

    private func responder(calls: Counter) -> Responder {
        var router = Router()
        router.add(Self.echo) { input, _ in
            calls.increment()
            return ["password": input.body.password, "count": String(input.parameters.count ?? 0)]
        }
        router.group("/test-only/group", middleware: [MarkMiddleware()],
                     bodyRefusal: BodyRefusal { _ in APIError(status: 418, code: "teapot", message: "No.") }) { group in
            group.add(Self.grouped) { input, _ in ["password": input.body.password] }
        }
        return router.build()
    }

    private func post(_ responder: Responder, _ target: String, _ body: String) async -> Response {
        await responder.respond(to: Request(method: .post, target: target, body: Array(body.utf8)), logger: quietLogger())
    }

    @Test func theInputIsReadAndCheckedBeforeTheHandler() async throws {
        let calls = Counter()
        let responder = responder(calls: calls)
        let ok = await post(responder, "/test-only/echo?count=3", #"{"password": "p1"}"#)
        #expect(ok.status == 200)
        #expect(ok.headers["Content-Type"] == Response.jsonContentType)
        #expect(String(decoding: ok.body, as: UTF8.self) == #"{"count":"3","password":"p1"}"#)

        let badField = await post(responder, "/test-only/echo", #"{"password": 5}"#)
        #expect(badField.status == 400)
        #expect(envelope(badField.body)?.error.code == "bad_request")
        #expect(envelope(badField.body)?.error.message == "The request body isn't the JSON this endpoint takes.")
        #expect(envelope(badField.body)?.error.detail == .object(["field": .string("password")]))

        let notJSON = await post(responder, "/test-only/echo", "password=p1")
        #expect(notJSON.status == 400)
        #expect(envelope(notJSON.body)?.error.detail == nil)

        let badParameter = await post(responder, "/test-only/echo?count=10", #"{"password": "p1"}"#)
        #expect(badParameter.status == 400)
        #expect(envelope(badParameter.body)?.error.message == "count must be between 1 and 9.")
        #expect(envelope(badParameter.body)?.error.detail == .object(["field": .string("count")]))
        #expect(calls.count == 1)
    }

    @Test func aGroupsMiddlewareAndRefusalApplyToItsRoutesOnly() async {
        let responder = responder(calls: Counter())
        let inGroup = await post(responder, "/test-only/group/echo", #"{"password": "p"}"#)
        #expect(inGroup.status == 200)
        #expect(inGroup.headers["X-Group"] == "yes")
        let refused = await post(responder, "/test-only/group/echo", "{")
        #expect(refused.status == 418)
        #expect(envelope(refused.body)?.error.code == "teapot")
        // Outside the group the default refusal answers.
        #expect(await post(responder, "/test-only/echo", "{").status == 400)
        let outside = await post(responder, "/test-only/echo", #"{"password": "p"}"#)
        #expect(outside.headers["X-Group"] == nil)
    }

    @Test func theSpecFixesTheRouteOptions() {
        let responder = responder(calls: Counter())
        let echo = responder.options(method: .post, segments: ["test-only", "echo"])
        #expect(echo == RouteOptions(cacheable: false, maxBodySize: 512, access: .public))
        var router = Router()
        let pool = PostgresPool(configuration: PostgresConfiguration(connectionString: "host=/nonexistent port=1 dbname=none"),
                                logger: quietLogger())
        AccountRoutes(pool: pool).register(on: &router)
        let me = router.build().options(method: .patch, segments: ["api", "app", "v1", "me"])
        #expect(me == RouteOptions(cacheable: false, maxBodySize: 16 * 1024, access: .signedIn))
        let explore = ExploreRouteTests.responder.options(method: .get, segments: ["api", "app", "v1", "explore"])
        #expect(explore == RouteOptions(cacheable: true, maxBodySize: nil, access: .personalised))
    }
}
