import Core
import Domain
import Foundation
import QuadAPIModels
import Server
import TestSupport
import Testing

struct SecretFailure: Error, CustomStringConvertible {
    var description: String { "db password is hunter2" }
}

/// The standard middleware, in router mode.
struct MiddlewareTests {
    @Test func thrownErrorBecomesInternalEnvelopeWithoutLeaking() async throws {
        let (logger, sink) = capturingLogger()
        var router = Router()
        router.get("/boom") { _, _ in throw SecretFailure() }
        let response = await router.build().respond(to: Request(method: .get, target: "/boom"), logger: logger)
        #expect(response.status == 500)
        let decoded = try #require(envelope(response.body))
        #expect(decoded.error.code == "internal")
        #expect(decoded.error.message == "Something went wrong on our side.")
        #expect(!String(decoding: response.body, as: UTF8.self).contains("hunter2"))
        #expect(response.headers["Cache-Control"] == "no-store")
        // The details go to the log only.
        #expect(sink.captured.contains { $0.contains("hunter2") && $0.contains("ServerTests.SecretFailure") && $0.contains("\"level\":\"error\"") })
    }

    @Test func apiErrorKeepsStatusDetailAndHeaders() async throws {
        var router = Router()
        router.get("/slow-down") { _, _ in throw APIError.rateLimited(retryAfter: 7) }
        let response = await router.build().respond(to: Request(method: .get, target: "/slow-down"))
        #expect(response.status == 429)
        #expect(response.headers["Retry-After"] == "7")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        let error = try #require(object["error"] as? [String: Any])
        #expect(error["code"] as? String == "rate_limited")
        #expect((error["detail"] as? [String: Any])?["retryAfter"] as? Int == 7)
    }

    @Test func requestIDIsKeptWhenSaneAndMadeOtherwise() async {
        var router = Router()
        router.get("/id") { request, context in .text("\(request.id)|\(context.requestID)") }
        let responder = router.build()
        let kept = await responder.respond(to: Request(method: .get, target: "/id", headers: ["X-Request-Id": "abc-123_x.y"]))
        #expect(kept.headers["X-Request-Id"] == "abc-123_x.y")
        #expect(String(decoding: kept.body, as: UTF8.self) == "abc-123_x.y|abc-123_x.y")
        let replaced = await responder.respond(to: Request(method: .get, target: "/id",
                                                           headers: ["X-Request-Id": "has spaces\"and quotes"]))
        let made = replaced.headers["X-Request-Id"] ?? ""
        #expect(made.count == 32 && made.allSatisfy { $0.isHexDigit })
        let tooLong = await responder.respond(to: Request(method: .get, target: "/id",
                                                          headers: ["X-Request-Id": String(repeating: "a", count: 129)]))
        #expect(tooLong.headers["X-Request-Id"]?.count == 32)
    }

    @Test func accessLogLineIsJSONWithTheFields() async throws {
        let (logger, sink) = capturingLogger()
        var router = Router()
        router.get("/schools/{id}", options: .cacheable) { _, _ in .text("hello") }
        _ = await router.build().respond(to: Request(method: .get, target: "/schools/42?x=1",
                                                     headers: ["X-Request-Id": "req-1"]), logger: logger)
        let line = try #require(sink.captured.first { $0.contains("\"msg\":\"request\"") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["method"] as? String == "GET")
        #expect(object["path"] as? String == "/schools/42")
        #expect(object["route"] as? String == "/schools/{id}")
        #expect(object["status"] as? Int == 200)
        #expect(object["bytes"] as? Int == 5)
        #expect((object["duration_ms"] as? Double).map { $0 >= 0 } == true)
        #expect(object["request_id"] as? String == "req-1")
        #expect(object["cache"] as? String == "miss")
        #expect(object["level"] as? String == "info")
    }

    // MARK: Public caching

    private func cacheRouter() -> Router {
        var router = Router()
        router.get("/abc", options: .cacheable) { _, _ in .text("abc") }
        router.get("/private") { _, _ in .text("mine") }
        return router
    }

    /// SHA-256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad (FIPS 180-2 example).
    private let abcTag = "\"ba7816bf8f01cfea414140de5dae2223\""

    @Test func cacheableAnswerCarriesCachingHeaders() async {
        let response = await cacheRouter().build().respond(to: Request(method: .get, target: "/abc"), publishID: "pub-42")
        #expect(response.status == 200)
        #expect(response.headers["Cache-Control"] == "public, s-maxage=86400, stale-while-revalidate=3600")
        #expect(response.headers["ETag"] == abcTag)
        #expect(response.headers["X-Dataset-Publish"] == "pub-42")
        #expect(response.isPubliclyCacheable)
    }

    @Test func otherRoutesAreNoStore() async {
        let response = await cacheRouter().build().respond(to: Request(method: .get, target: "/private"), publishID: "p")
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(response.headers["ETag"] == nil)
        #expect(response.headers["X-Dataset-Publish"] == nil)
        #expect(!response.isPubliclyCacheable)
    }

    @Test(arguments: [
        ("\"ba7816bf8f01cfea414140de5dae2223\"", 304),
        ("W/\"ba7816bf8f01cfea414140de5dae2223\"", 304),
        ("\"other\", W/\"ba7816bf8f01cfea414140de5dae2223\"", 304),
        ("*", 304),
        ("\"other\"", 200),
        ("\"ba7816bf8f01cfea414140de5dae2224\"", 200),
    ])
    func ifNoneMatch(header: String, status: Int) async {
        let response = await cacheRouter().build().respond(to: Request(method: .get, target: "/abc",
                                                                       headers: ["If-None-Match": header]),
                                                           publishID: "pub-42")
        #expect(response.status == status)
        #expect(response.headers["ETag"] == abcTag)
        if status == 304 {
            #expect(response.body.isEmpty)
            #expect(response.headers["Cache-Control"] == "public, s-maxage=86400, stale-while-revalidate=3600")
            #expect(response.headers["X-Dataset-Publish"] == "pub-42")
        }
    }

    // MARK: gzip

    private let document = Filler.make(bytes: 8000)

    private func bigRouter() throws -> (Router, Filler) {
        let document = self.document
        var router = Router()
        router.get("/big", options: .cacheable) { _, _ in try Response.json(document) }
        router.get("/small") { _, _ in try Response.json(["a": 1]) }
        router.get("/png") { _, _ in Response(headers: ["Content-Type": "image/png"], body: [UInt8](repeating: 7, count: 4000)) }
        return (router, document)
    }

    @Test func gzipWhenAcceptedAndLarge() async throws {
        let (router, document) = try bigRouter()
        let responder = router.build()
        let plain = await responder.respond(to: Request(method: .get, target: "/big"))
        let zipped = await responder.respond(to: Request(method: .get, target: "/big",
                                                         headers: ["Accept-Encoding": "br, gzip;q=0.8"]))
        #expect(plain.headers["Content-Encoding"] == nil)
        #expect(plain.headers["Vary"] == "Accept-Encoding")
        #expect(zipped.headers["Content-Encoding"] == "gzip")
        #expect(zipped.headers["Vary"] == "Accept-Encoding")
        #expect(zipped.body.count < plain.body.count)
        #expect(gunzip(zipped.body) == plain.body)
        // The ETag names the uncompressed body, so both encodings share it.
        #expect(zipped.headers["ETag"] == plain.headers["ETag"])
        #expect(try JSONDecoder().decode(Filler.self, from: Data(plain.body)) == document)
    }

    @Test(arguments: ["gzip;q=0", "identity", "br", "", "*;q=0"])
    func identityWhenGzipNotAccepted(acceptEncoding: String) async throws {
        let (router, _) = try bigRouter()
        let response = await router.build().respond(to: Request(method: .get, target: "/big",
                                                                headers: ["Accept-Encoding": acceptEncoding]))
        #expect(response.headers["Content-Encoding"] == nil)
        #expect(response.body.count > 1024)
    }

    @Test(arguments: ["*", "x-gzip", "GZIP;Q=0.5", "deflate, *;q=0.1"])
    func gzipAcceptedSpellings(acceptEncoding: String) async throws {
        let (router, _) = try bigRouter()
        let response = await router.build().respond(to: Request(method: .get, target: "/big",
                                                                headers: ["Accept-Encoding": acceptEncoding]))
        #expect(response.headers["Content-Encoding"] == "gzip")
    }

    @Test func smallAndBinaryBodiesStayIdentity() async throws {
        let (router, _) = try bigRouter()
        let responder = router.build()
        let small = await responder.respond(to: Request(method: .get, target: "/small", headers: ["Accept-Encoding": "gzip"]))
        #expect(small.headers["Content-Encoding"] == nil)
        #expect(String(decoding: small.body, as: UTF8.self) == #"{"a":1}"#)
        let png = await responder.respond(to: Request(method: .get, target: "/png", headers: ["Accept-Encoding": "gzip"]))
        #expect(png.headers["Content-Encoding"] == nil)
        #expect(png.headers["Vary"] == nil)
        #expect(png.body.count == 4000)
    }

    @Test func jsonEncoderLeavesSlashesAlone() throws {
        let response = try Response.json(["url": "https://example.org/a/b"])
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"url":"https://example.org/a/b"}"#)
        #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
    }
}
