import APIContract
import Core
import Domain
import Foundation
import QuadAPIModels
import Server
import Testing
import UserData

/// A signed-in endpoint's handler runs only with a verified person: registering it derives the bearer check from
/// the endpoint's access, so it cannot be reached without a principal, whatever the router was given.
struct SignedInEndpointTests {
    /// TEST ONLY: a signed-in endpoint that echoes the verified person's id and counts its calls.
    static let whoAmI = Endpoint<SignedInAccess, NoParameters, NoBody, [String: String]>(
        id: "testWhoAmI", method: "GET", path: "/test-only/whoami", summary: "Who the token belongs to", tag: "test",
        cacheable: false, responses: [])

    /// TEST DOUBLE: accepts exactly one token.
    struct OneTokenVerifierDouble: AccessTokenVerifier {
        let token: String
        let principal: Principal
        func verify(bearer token: String) async throws -> Principal {
            guard token == self.token else { throw APIError.unauthorized() }
            return principal
        }
    }

    private func responder(_ access: AccessControl, calls: Counter) -> Responder {
        var router = Router(access: access)
        router.add(Self.whoAmI) { _, context in
            calls.increment()
            return ["user": context.principal.userID.uuidString]
        }
        return router.build()
    }

    private func get(_ responder: Responder, bearer: String?) async -> Response {
        var headers = HTTPHeaders()
        if let bearer { headers.set("Authorization", "Bearer \(bearer)") }
        return await responder.respond(to: Request(method: .get, target: "/test-only/whoami", headers: headers),
                                       logger: quietLogger())
    }

    @Test func aRouterWithoutAVerifierNeverRunsTheHandler() async {
        let calls = Counter()
        let responder = responder(AccessControl(), calls: calls)
        for bearer in [nil, "", "anything", "tok-valid"] as [String?] {
            let response = await get(responder, bearer: bearer)
            #expect(response.status == 401, "\(bearer ?? "no token")")
            #expect(envelope(response.body)?.error.code == "unauthorized")
            #expect(response.headers["Cache-Control"] == "private, no-store")
        }
        #expect(calls.count == 0)
    }

    @Test func onlyAVerifiedTokenReachesTheHandler() async throws {
        let calls = Counter()
        let person = Principal(userID: UUID())
        let responder = responder(AccessControl(verifier: OneTokenVerifierDouble(token: "tok-valid", principal: person)),
                                  calls: calls)
        for bearer in [nil, "tok-forged", "Basic tok-valid"] as [String?] {
            #expect(await get(responder, bearer: bearer).status == 401)
        }
        // A malformed Authorization header (another scheme) is no token at all.
        var headers = HTTPHeaders()
        headers.set("Authorization", "Basic tok-valid")
        let basic = await responder.respond(to: Request(method: .get, target: "/test-only/whoami", headers: headers),
                                            logger: quietLogger())
        #expect(basic.status == 401)
        #expect(calls.count == 0)

        let answer = await get(responder, bearer: "tok-valid")
        #expect(answer.status == 200)
        #expect(answer.headers["Cache-Control"] == "private, no-store")
        let body = try JSONDecoder().decode([String: String].self, from: Data(answer.body))
        #expect(body == ["user": person.userID.uuidString])
        #expect(calls.count == 1)
    }
}
