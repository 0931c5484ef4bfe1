import APIContract
import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Server
import Testing
@testable import UserData

/// The account endpoints over the router (no sockets), with the real schema and ``FixedTokenVerifierDouble`` in
/// place of the auth service.
struct AccountRoutesOverPostgresTests {
    struct Client {
        let responder: Responder

        func send(_ method: HTTPMethod, _ path: String, token: String?, body: String? = nil) async -> Response {
            var headers = HTTPHeaders()
            if let token { headers.set("Authorization", "Bearer \(token)") }
            if body != nil { headers.set("Content-Type", "application/json") }
            return await responder.respond(to: Request(method: method, target: path, headers: headers,
                                                       body: Array((body ?? "").utf8)), logger: quietLogger())
        }
    }

    static let me = "/api/app/v1/me"

    /// TEST ONLY: the `{id}` of the student probe.
    struct StudentProbeParameters: EndpointParameters {
        let id: String
        init(reading source: ParameterSource) { id = source.path("id") }
    }

    /// TEST ONLY: a signed-in endpoint that opens a student the way every student screen will, to show the API
    /// answer of a cross-household read. Not part of the server.
    static let studentProbeEndpoint = Endpoint<SignedInAccess, StudentProbeParameters, NoBody, CustomResponse>(
        id: "testStudentProbe", method: "GET", path: "/test-only/students/{id}", summary: "Open a student", tag: "test",
        cacheable: false, responses: [])

    static func studentProbe(pool: PostgresPool) -> (inout Router) -> Void {
        { router in
            router.add(Self.studentProbeEndpoint) { input, context in
                guard let id = UUID(uuidString: input.parameters.id) else { throw APIError.notFound() }
                let access = try await StudentAccessService(pool: pool).open(context.principal, student: id,
                                                                            for: .reading("students"))
                return try Response.json(access)
            }
        }
    }

    private func decode<T: Decodable>(_ type: T.Type, _ response: Response) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(response.body))
    }

    @Test func everyEndpointOverTheRouter() async throws {
        try await AccountWorld.with { world in
            let a = try await Family.make(world, tag: "a")
            let b = try await Family.make(world, tag: "b")
            let verifier = FixedTokenVerifierDouble(principals: ["tok-alex-a": a.guardian, "tok-sam-a": a.student,
                                                                 "tok-val-a": a.viewer, "tok-alex-b": b.guardian])
            var router = Router(access: AccessControl(verifier: verifier))
            AccountRoutes(pool: world.pool, now: { utc(2026, 10, 5, 12) }).register(on: &router)
            Self.studentProbe(pool: world.pool)(&router)
            let client = Client(responder: router.build())
            let validator = SchemaValidator(components: WireComponents.byName)

            // No token, or one the verifier does not know: 401 with the envelope, never cached.
            for token in [nil, "forged"] {
                let response = await client.send(.get, Self.me, token: token)
                #expect(response.status == 401)
                #expect(response.headers["Cache-Control"] == "private, no-store")
                #expect(envelope(response)?.error.code == "unauthorized")
            }

            var response = await client.send(.get, Self.me, token: "tok-alex-a")
            #expect(response.status == 200)
            #expect(response.headers["Cache-Control"] == "private, no-store")
            #expect(try decode(MeResponse.self, response).household?.name == "The A household")
            #expect(validator.validate(jsonData: Data(response.body), against: MeResponse.schema) == [])

            response = await client.send(.patch, Self.me, token: "tok-alex-a", body: #"{"displayName": " Alexandra "}"#)
            #expect(response.status == 200)
            #expect(try decode(MeResponse.self, response).profile.displayName == "Alexandra")
            response = await client.send(.patch, Self.me, token: "tok-alex-a", body: "not json")
            #expect(response.status == 400)
            #expect(envelope(response)?.error.message == "Send the changes as a JSON object.")
            response = await client.send(.patch, Self.me, token: "tok-alex-a", body: #"{"birthYear": 2014}"#)
            #expect(response.status == 403)
            #expect(envelope(response)?.error.message == "Accounts are for people 13 and older.")
            #expect(response.headers["Cache-Control"] == "private, no-store")
            response = await client.send(.patch, Self.me, token: "tok-alex-a", body: #"{"birthYear": "20o8"}"#)
            #expect(response.status == 400)
            #expect(envelope(response)?.error.message == "Enter your birth year as four digits, like 2008.")

            response = await client.send(.get, Self.me + "/delete/preview", token: "tok-alex-a")
            #expect(response.status == 200)
            #expect(try decode(DeletionPreview.self, response).managed.map(\.keptBy) == ["Val A"])

            response = await client.send(.get, Self.me + "/export", token: "tok-sam-a")
            #expect(response.status == 200)
            #expect(response.headers["Content-Disposition"] == #"attachment; filename="quad-data-2026-10-05.json""#)
            #expect(response.headers["Cache-Control"] == "private, no-store")
            #expect(try decode(ExportDocument.self, response).profile.email == "sam.a@example.com")

            // Cross-household over the API: a 404 that looks like any unknown student.
            response = await client.send(.get, "/test-only/students/\(b.studentRecord.uuidString)", token: "tok-alex-a")
            #expect(response.status == 404)
            let unknown = await client.send(.get, "/test-only/students/\(UUID().uuidString)", token: "tok-alex-a")
            #expect(unknown.status == 404)
            #expect(response.body == unknown.body)
            response = await client.send(.get, "/test-only/students/\(a.studentRecord.uuidString)", token: "tok-val-a")
            #expect(response.status == 200)

            // Delete: the confirmation word first.
            response = await client.send(.post, Self.me + "/delete", token: "tok-alex-a")
            #expect(response.status == 400)
            #expect(envelope(response)?.error.message == #"Type "delete" to confirm."#)
            response = await client.send(.post, Self.me + "/delete", token: "tok-alex-a", body: #"{"confirm": "yes"}"#)
            #expect(response.status == 400)
            response = await client.send(.post, Self.me + "/delete", token: "tok-alex-a", body: #"{"confirm": "delete"}"#)
            #expect(response.status == 200)
            #expect(try decode(DeletionResult.self, response).managedKept == 1)

            // The deleted account (still holding a token the double accepts, as after signing in again).
            for (method, path, body) in [(HTTPMethod.patch, Self.me, #"{"displayName": "x"}"#),
                                         (.get, Self.me + "/delete/preview", nil),
                                         (.post, Self.me + "/delete", #"{"confirm": "delete"}"#),
                                         (.get, "/test-only/students/\(a.studentRecord.uuidString)", nil)] {
                response = await client.send(method, path, token: "tok-alex-a", body: body)
                #expect(response.status == 403, "\(method) \(path)")
                #expect(envelope(response)?.error.message == "This account is scheduled for deletion.", "\(path)")
                #expect(envelope(response)?.error.code == "account_deleted")
            }
            response = await client.send(.get, Self.me, token: "tok-alex-a")
            #expect(response.status == 200)
            #expect(try decode(MeResponse.self, response).deletion.scheduled)
            response = await client.send(.get, Self.me + "/export", token: "tok-alex-a")
            #expect(response.status == 200)
            response = await client.send(.post, Self.me + "/restore", token: "tok-alex-a")
            #expect(response.status == 200)
            #expect(try !decode(MeResponse.self, response).deletion.scheduled)
            response = await client.send(.patch, Self.me, token: "tok-alex-a", body: #"{"roleHint": "counselor"}"#)
            #expect(response.status == 200)
        }
    }

    @Test func aDatabaseOutageIsA503WithRetryAfter() async throws {
        let pool = PostgresPool(configuration: PostgresConfiguration(
            connectionString: "host=/nonexistent-quad-socket port=1 dbname=none user=none", poolSize: 1,
            acquireTimeout: .seconds(1)), logger: quietLogger())
        let verifier = FixedTokenVerifierDouble(principals: ["tok": Principal(userID: UUID())])
        var router = Router(access: AccessControl(verifier: verifier))
        AccountRoutes(pool: pool).register(on: &router)
        let client = Client(responder: router.build())
        for (method, path) in [(HTTPMethod.get, Self.me), (.get, Self.me + "/export"), (.post, Self.me + "/restore")] {
            let response = await client.send(method, path, token: "tok")
            #expect(response.status == 503, "\(path)")
            #expect(response.headers["Retry-After"] == "2")
            #expect(envelope(response)?.error.code == "unavailable")
            #expect(response.headers["Cache-Control"] == "private, no-store")
        }
        await pool.shutdown(within: .seconds(1))
    }
}

/// Decodes an error envelope body.
func envelope(_ response: Response) -> ErrorEnvelope? {
    try? JSONDecoder().decode(ErrorEnvelope.self, from: Data(response.body))
}
