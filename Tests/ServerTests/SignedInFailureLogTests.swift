import APIContract
import Core
import Domain
import Foundation
import QuadAPIModels
import Server
import Testing
import UserData

/// Every 5xx of a signed-in endpoint writes one error line carrying the request id, whether the session store
/// failed, the handler threw, or the handler returned the failure.
struct SignedInFailureLogTests {
    /// TEST DOUBLE: accepts every token, but answers 503 for "down" as if the session store were away.
    struct VerifierDouble: AccessTokenVerifier {
        func verify(bearer token: String) async throws -> Principal {
            if token == "down" { throw APIError.unavailable("The database is not reachable.", retryAfter: 1) }
            return Principal(userID: UUID())
        }
    }

    /// TEST ONLY: signed-in endpoints that succeed, throw a 500, or return one.
    static func probe(_ id: String, _ path: String) -> Endpoint<SignedInAccess, NoParameters, NoBody, CustomResponse> {
        Endpoint(id: id, method: "GET", path: path, summary: "Signed-in probe", tag: "test", cacheable: false, responses: [])
    }

    private func responder() -> Responder {
        var router = Router(access: AccessControl(verifier: VerifierDouble()))
        router.add(Self.probe("testFine", "/test-only/fine")) { _, _ in .text("fine") }
        router.add(Self.probe("testThrows", "/test-only/throws")) { _, _ in
            throw APIError(status: 500, code: "internal", message: "We couldn't build your export. Try again in a moment.")
        }
        router.add(Self.probe("testReturns", "/test-only/returns")) { _, _ in Response.error(.internalError) }
        return router.build()
    }

    private func errorLines(_ sink: LogSink) -> [[String: Any]] {
        sink.captured.compactMap { line in
            let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
            return object?["level"] as? String == "error" ? object : nil
        }
    }

    @Test func eachSignedIn5xxLogsOneErrorLineWithTheRequestID() async throws {
        let cases: [(String, String, Int, String)] = [
            ("/test-only/fine", "down", 503, "unavailable"),
            ("/test-only/throws", "ok", 500, "internal"),
            ("/test-only/returns", "ok", 500, "internal"),
        ]
        for (path, token, status, code) in cases {
            let (logger, sink) = capturingLogger()
            let response = await responder().respond(
                to: Request(method: .get, target: path, headers: ["Authorization": "Bearer \(token)"]), logger: logger)
            #expect(response.status == status, "\(path)")
            let id = try #require(response.headers["X-Request-Id"])
            let errors = errorLines(sink)
            #expect(errors.count == 1, "\(path): \(sink.captured)")
            #expect(errors.first?["request_id"] as? String == id, "\(path)")
            #expect(errors.first?["status"] as? Double == Double(status), "\(path)")
            #expect(errors.first?["code"] as? String == code, "\(path)")
        }
        // A 2xx or a 4xx writes no error line.
        for (token, status) in [("ok", 200), (nil, 401)] as [(String?, Int)] {
            let (logger, sink) = capturingLogger()
            let headers: HTTPHeaders = token.map { ["Authorization": "Bearer \($0)"] } ?? [:]
            let response = await responder().respond(to: Request(method: .get, target: "/test-only/fine", headers: headers),
                                                     logger: logger)
            #expect(response.status == status)
            #expect(errorLines(sink).isEmpty)
        }
    }
}
