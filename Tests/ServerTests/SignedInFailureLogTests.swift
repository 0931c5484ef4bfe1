import Domain
import Foundation
import QuadAPIModels
import Server
import Testing
import UserData

/// Every 5xx of a signed-in route writes one error line carrying the request id, whether the session store failed,
/// the handler threw, or the handler returned the failure.
struct SignedInFailureLogTests {
    /// TEST DOUBLE: accepts the token "ok", and answers 503 for "down" as if the session store were away.
    struct VerifierDouble: AccessTokenVerifier {
        func verify(bearer token: String) async throws -> Principal {
            if token == "down" { throw APIError.unavailable("The database is not reachable.", retryAfter: 1) }
            return Principal(userID: UUID())
        }
    }

    private func responder() -> Responder {
        var router = Router()
        let signedIn: [any Middleware] = [SignedInMiddleware(verifier: VerifierDouble())]
        router.get("/api/app/v1/me", middleware: signedIn) { _, _ in .text("me") }
        router.get("/api/app/v1/me/export", middleware: signedIn) { _, _ in
            throw APIError(status: 500, code: "internal", message: "We couldn't build your export. Try again in a moment.")
        }
        router.get("/api/app/v1/me/returned", middleware: signedIn) { _, _ in Response.error(.internalError) }
        return router.build()
    }

    @Test func eachSignedIn5xxLogsOneErrorLineWithTheRequestID() async throws {
        let cases: [(String, String, Int, String)] = [
            ("/api/app/v1/me", "down", 503, "unavailable"),
            ("/api/app/v1/me/export", "ok", 500, "internal"),
            ("/api/app/v1/me/returned", "ok", 500, "internal"),
        ]
        for (path, token, status, code) in cases {
            let (logger, sink) = capturingLogger()
            let response = await responder().respond(
                to: Request(method: .get, target: path, headers: ["Authorization": "Bearer \(token)"]), logger: logger)
            #expect(response.status == status, "\(path)")
            let id = try #require(response.headers["X-Request-Id"])
            let errors = sink.captured.compactMap { line -> [String: Any]? in
                let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
                return object?["level"] as? String == "error" ? object : nil
            }
            #expect(errors.count == 1, "\(path): \(sink.captured)")
            #expect(errors.first?["request_id"] as? String == id, "\(path)")
            #expect(errors.first?["status"] as? Double == Double(status), "\(path)")
            #expect(errors.first?["code"] as? String == code, "\(path)")
        }
        // A 4xx writes no error line.
        let (logger, sink) = capturingLogger()
        let refused = await responder().respond(to: Request(method: .get, target: "/api/app/v1/me"), logger: logger)
        #expect(refused.status == 401)
        #expect(!sink.captured.contains { $0.contains(#""level":"error""#) })
    }
}
