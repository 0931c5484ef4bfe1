import APIContract
import Core
import Domain
import Foundation
import QuadAPIModels
import Server
import Testing
import UserData

/// The account routes are registered for every account endpoint and guarded by the bearer check (no database
/// needed: a request without a valid token never reaches it).
struct AccountRoutesGuardTests {
    /// TEST DOUBLE: a verifier that accepts no token at all.
    struct RejectingVerifierDouble: AccessTokenVerifier {
        func verify(bearer token: String) async throws -> Principal { throw APIError.unauthorized() }
    }

    @Test func everyAccountEndpointIsRoutedAndGuarded() async {
        let pool = PostgresPool(configuration: PostgresConfiguration(connectionString: "host=/nonexistent port=1 dbname=none"),
                                logger: quietLogger())
        var router = Router(access: AccessControl(verifier: RejectingVerifierDouble()))
        AccountRoutes(pool: pool).register(on: &router)
        let responder = router.build()
        #expect(AccountEndpoints.all.count == 6)
        for endpoint in AccountEndpoints.all {
            #expect(endpoint.access == .signedIn)
            #expect(!endpoint.cacheable)
            for token in [nil, "anything"] as [String?] {
                var headers = HTTPHeaders()
                if let token { headers.set("Authorization", "Bearer \(token)") }
                let response = await responder.respond(to: Request(method: HTTPMethod(rawValue: endpoint.method),
                                                                   target: endpoint.path, headers: headers),
                                                    logger: quietLogger())
                #expect(response.status == 401, "\(endpoint.method) \(endpoint.path)")
                #expect(response.headers["Cache-Control"] == "private, no-store", "\(endpoint.path)")
                #expect(envelope(response.body)?.error.code == "unauthorized")
            }
            // Every answer the route can give is documented: 200, 401, 429, 503 at least.
            #expect(Set(endpoint.responses.map(\.status)).isSuperset(of: [200, 401, 429, 503]), "\(endpoint.id)")
        }
    }
}
