import Core
import Domain
import Foundation
import QuadAPIModels
import Server
import TestSupport
import Testing

/// Requests over a real socket to libmicrohttpd on port 0.
struct LiveServerTests {
    private func router(calls: Counter = Counter()) -> Router {
        var router = Router()
        router.get("/api/app/v1/schools/{id}/{topic}", options: .cacheable) { request, _ in
            calls.increment()
            return try Response.json(["id": request.parameters["id"] ?? "", "topic": request.parameters["topic"] ?? ""])
        }
        router.get("/big", options: .cacheable) { _, _ in
            calls.increment()
            return try Response.json(Filler.make(bytes: 20000))
        }
        router.get("/large", options: .cacheable) { _, _ in
            calls.increment()
            return try Response.json(Filler.make(bytes: 2_000_000))
        }
        router.get("/echo") { request, _ in
            try Response.json(["a": request.query.all("a").joined(separator: ","), "remote": request.remoteAddress ?? "",
                               "path": request.path, "custom": request.headers["x-custom"] ?? ""])
        }
        router.post("/upload") { request, _ in .text("got \(request.body.count)") }
        router.get("/boom") { _, _ in throw SecretFailure() }
        return router
    }

    @Test func pathParametersOverTheWire() async throws {
        try await withLiveServer(router()) { server in
            let response = try await fetch(server.port, "GET", "/api/app/v1/schools/166027/costs")
            #expect(response.status == 200)
            #expect(response.text == #"{"id":"166027","topic":"costs"}"#)
            #expect(response.header("Content-Type") == "application/json; charset=utf-8")
            #expect(response.header("X-Request-Id")?.count == 32)
        }
    }

    @Test func queryHeadersAndRemoteAddressReachTheHandler() async throws {
        try await withLiveServer(router()) { server in
            let response = try await fetch(server.port, "GET", "/echo?a=1&b=2&a=x+y%21", headers: [("X-Custom", "v")])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: String])
            #expect(object["a"] == "1,x y!")
            #expect(object["remote"] == "127.0.0.1")
            #expect(object["path"] == "/echo")
            #expect(object["custom"] == "v")
        }
    }

    @Test func notFoundAndMethodNotAllowedEnvelopes() async throws {
        try await withLiveServer(router()) { server in
            let missing = try await fetch(server.port, "GET", "/nothing/here")
            #expect(missing.status == 404)
            #expect(envelope(missing.body)?.error.code == "not_found")
            let wrong = try await fetch(server.port, "DELETE", "/echo")
            #expect(wrong.status == 405)
            #expect(wrong.header("Allow") == "GET, HEAD")
            #expect(envelope(wrong.body)?.error.code == "method_not_allowed")
        }
    }

    @Test func keepAliveConnectionServesSeveralRequests() async throws {
        try await withLiveServer(router()) { server in
            let statuses = try await blocking {
                let connection = try RawConnection(port: server.port)
                var statuses: [Int] = []
                for target in ["/echo?a=1", "/api/app/v1/schools/1/x", "/nothing", "/echo?a=2"] {
                    let response = try connection.request("GET", target)
                    #expect(response.header("Connection")?.lowercased() != "close")
                    statuses.append(response.status)
                }
                return statuses
            }
            #expect(statuses == [200, 200, 404, 200])
        }
    }

    @Test func headHasHeadersButNoBody() async throws {
        try await withLiveServer(router()) { server in
            let get = try await fetch(server.port, "GET", "/big")
            // First HEAD is a hit on the entry GET just made, second on a fresh path goes through the router.
            for target in ["/big", "/api/app/v1/schools/9/head"] {
                let raw = try await blocking {
                    let connection = try RawConnection(port: server.port)
                    try connection.send("HEAD \(target) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                    return connection.readToEnd()
                }
                let text = String(decoding: raw, as: UTF8.self)
                let parts = text.components(separatedBy: "\r\n\r\n")
                #expect(text.hasPrefix("HTTP/1.1 200"))
                #expect(parts.count == 2 && parts[1].isEmpty, "no bytes after the header block")
                #expect(text.contains("ETag: "))
                if target == "/big" {
                    #expect(text.contains("Content-Length: \(get.body.count)\r\n"))
                }
            }
        }
    }

    @Test func cacheHitSkipsTheHandler() async throws {
        let calls = Counter()
        try await withLiveServer(router(calls: calls)) { server in
            let first = try await fetch(server.port, "GET", "/api/app/v1/schools/5/costs?x=1")
            #expect(calls.count == 1)
            #expect(server.metrics.cacheHits == 0)
            #expect(server.metrics.cacheMisses == 1)
            let second = try await fetch(server.port, "GET", "/api/app/v1/schools/5/costs?x=1")
            #expect(calls.count == 1, "answered from the cache")
            #expect(server.metrics.cacheHits == 1)
            #expect(second.status == 200)
            #expect(second.body == first.body)
            #expect(second.header("ETag") == first.header("ETag"))
            #expect(second.header("Cache-Control") == "public, s-maxage=86400, stale-while-revalidate=3600")
            #expect(second.header("X-Dataset-Publish") == "pub-1")
            #expect(second.header("Vary") == "Accept-Encoding")
            #expect(second.header("Content-Type") == "application/json; charset=utf-8")
            #expect(second.header("X-Request-Id") == nil, "cached answers are shared")
            #expect(server.metrics.requestCount(route: "/api/app/v1/schools/{id}/{topic}", status: 200) == 2)
            // Another query string is another entry.
            _ = try await fetch(server.port, "GET", "/api/app/v1/schools/5/costs?x=2")
            #expect(calls.count == 2)
        }
    }

    @Test func etagRoundTripGives304() async throws {
        let calls = Counter()
        try await withLiveServer(router(calls: calls)) { server in
            let first = try await fetch(server.port, "GET", "/api/app/v1/schools/7/aid")
            let tag = try #require(first.header("ETag"))
            // The hit path (kept entry, whatever the client's codings) answers 304.
            let hit = try await fetch(server.port, "GET", "/api/app/v1/schools/7/aid", headers: [("If-None-Match", tag)])
            #expect(hit.status == 304)
            #expect(hit.body.isEmpty)
            #expect(hit.header("ETag") == tag)
            #expect(hit.header("Cache-Control") == "public, s-maxage=86400, stale-while-revalidate=3600")
            #expect(hit.header("X-Dataset-Publish") == "pub-1")
            #expect(calls.count == 1)
            let weak = try await fetch(server.port, "GET", "/api/app/v1/schools/7/aid",
                                       headers: [("If-None-Match", "\"zzz\", W/\(tag)")])
            #expect(weak.status == 304)
            let zipped = try await fetch(server.port, "GET", "/api/app/v1/schools/7/aid",
                                         headers: [("If-None-Match", tag), ("Accept-Encoding", "gzip")])
            #expect(zipped.status == 304)
            #expect(zipped.header("ETag") == tag)
            #expect(calls.count == 1, "one entry serves every coding")
            let changed = try await fetch(server.port, "GET", "/api/app/v1/schools/7/aid", headers: [("If-None-Match", "\"old\"")])
            #expect(changed.status == 200)
            #expect(changed.body == first.body)
        }
    }

    /// Fetches until `done` holds for the answer (the background compressor adds codings to a cached answer a
    /// moment after the miss), at most 500 times, 10 ms apart.
    private func fetchUntil(_ port: Int, _ target: String, headers: [(String, String)],
                            _ done: (RawResponse) -> Bool) async throws -> RawResponse {
        var answer = try await fetch(port, "GET", target, headers: headers)
        for _ in 0..<500 where !done(answer) {
            try await Task.sleep(for: .milliseconds(10))
            answer = try await fetch(port, "GET", target, headers: headers)
        }
        return answer
    }

    @Test func everyCodingOverTheWireMatchesIdentity() async throws {
        let calls = Counter()
        try await withLiveServer(router(calls: calls)) { server in
            // A gzip client's miss is answered gzip at once.
            let first = try await fetch(server.port, "GET", "/big", headers: [("Accept-Encoding", "gzip")])
            #expect(first.header("Content-Encoding") == "gzip")
            let plain = try await fetch(server.port, "GET", "/big")
            #expect(plain.header("Content-Encoding") == nil)
            #expect(try JSONDecoder().decode(Filler.self, from: Data(plain.body)) == Filler.make(bytes: 20000))
            #expect(gunzip(first.body) == plain.body)
            // Hits: gzip (level 9) for a gzip client, br when the client takes it, once the compressor is done.
            let zipped = try await fetchUntil(server.port, "/big", headers: [("Accept-Encoding", "gzip, deflate")]) {
                $0.header("Content-Encoding") == "gzip" && $0.body.count <= first.body.count
            }
            let brotli = try await fetchUntil(server.port, "/big", headers: [("Accept-Encoding", "br, gzip, deflate")]) {
                $0.header("Content-Encoding") == "br"
            }
            #expect(zipped.header("Content-Encoding") == "gzip")
            #expect(brotli.header("Content-Encoding") == "br")
            #expect(gunzip(zipped.body) == plain.body)
            #expect(unbrotli(brotli.body) == plain.body)
            #expect(brotli.body.count < zipped.body.count)
            #expect(zipped.body.count < plain.body.count / 4)
            for answer in [first, plain, zipped, brotli] {
                #expect(answer.header("Vary") == "Accept-Encoding")
                #expect(answer.header("ETag") == plain.header("ETag"))
            }
            let refused = try await fetch(server.port, "GET", "/big", headers: [("Accept-Encoding", "br;q=0, gzip;q=0")])
            #expect(refused.header("Content-Encoding") == nil)
            #expect(refused.body == plain.body)
            #expect(calls.count == 1, "one call, then hits in every coding")
        }
    }

    /// A gzip request right after an identity miss is answered gzip (before, it got the identity bytes until the
    /// background compressor had finished the 2 MB body), and a second one is a hit from what it kept.
    @Test func gzipRightAfterAnIdentityMissIsGzip() async throws {
        let calls = Counter()
        try await withLiveServer(router(calls: calls)) { server in
            let plain = try await fetch(server.port, "GET", "/large")
            #expect(plain.header("Content-Encoding") == nil)
            for _ in 0..<2 {
                let zipped = try await fetch(server.port, "GET", "/large", headers: [("Accept-Encoding", "gzip")])
                #expect(zipped.status == 200)
                #expect(zipped.header("Content-Encoding") == "gzip")
                #expect(zipped.header("ETag") == plain.header("ETag"))
                #expect(zipped.header("Vary") == "Accept-Encoding")
                #expect(zipped.body.count < plain.body.count / 4)
                let decodesToIdentity = gunzip(zipped.body) == plain.body   // (a Bool: the bodies are 2 MB)
                #expect(decodesToIdentity)
            }
            #expect(plain.body.count > 1_900_000)
            #expect(calls.count == 1, "the miss rendered it; the gzip requests were hits")
            #expect(server.metrics.cacheHits == 2)
        }
    }

    @Test func publishChangeInvalidatesTheCache() async throws {
        let calls = Counter()
        let publish = Box<String?>("pub-A")
        try await withLiveServer(router(calls: calls), publishID: { publish.get }) { server in
            let a1 = try await fetch(server.port, "GET", "/api/app/v1/schools/3/x")
            _ = try await fetch(server.port, "GET", "/api/app/v1/schools/3/x")
            #expect(calls.count == 1)
            #expect(a1.header("X-Dataset-Publish") == "pub-A")
            publish.set("pub-B")
            let b1 = try await fetch(server.port, "GET", "/api/app/v1/schools/3/x")
            #expect(calls.count == 2)
            #expect(b1.header("X-Dataset-Publish") == "pub-B")
            let b2 = try await fetch(server.port, "GET", "/api/app/v1/schools/3/x")
            #expect(calls.count == 2)
            #expect(b2.header("X-Dataset-Publish") == "pub-B")
            // No dataset: nothing is kept and no publish header.
            publish.set(nil)
            let none1 = try await fetch(server.port, "GET", "/api/app/v1/schools/3/x")
            _ = try await fetch(server.port, "GET", "/api/app/v1/schools/3/x")
            #expect(calls.count == 4)
            #expect(none1.header("X-Dataset-Publish") == nil)
        }
    }

    @Test func purgeDropsKeptAnswers() async throws {
        let calls = Counter()
        try await withLiveServer(router(calls: calls)) { server in
            _ = try await fetch(server.port, "GET", "/api/app/v1/schools/3/x")
            _ = try await fetch(server.port, "GET", "/api/app/v1/schools/3/x")
            #expect(calls.count == 1)
            server.purgeCache()
            _ = try await fetch(server.port, "GET", "/api/app/v1/schools/3/x")
            #expect(calls.count == 2)
        }
    }

    @Test func throwingHandlerGivesInternalEnvelope() async throws {
        try await withLiveServer(router()) { server in
            let response = try await fetch(server.port, "GET", "/boom")
            #expect(response.status == 500)
            #expect(envelope(response.body)?.error.code == "internal")
            #expect(!response.text.contains("hunter2"))
        }
    }

    @Test func bodyAtTheLimitIsAccepted() async throws {
        var configuration = HTTPServerConfiguration()
        configuration.maxBodySize = 1000
        try await withLiveServer(router(), configuration: configuration) { server in
            let response = try await fetch(server.port, "POST", "/upload", body: [UInt8](repeating: 65, count: 1000))
            #expect(response.status == 200)
            #expect(response.text == "got 1000")
        }
    }

    @Test func oversizedBodyWithContentLengthIs413() async throws {
        var configuration = HTTPServerConfiguration()
        configuration.maxBodySize = 1000
        try await withLiveServer(router(), configuration: configuration) { server in
            let response = try await blocking {
                let connection = try RawConnection(port: server.port)
                // Announce more than the limit; the answer comes before the body is sent.
                try connection.send("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1001\r\n\r\n")
                return try connection.readResponse()
            }
            #expect(response.status == 413)
            let decoded = envelope(response.body)
            #expect(decoded?.error.code == "payload_too_large")
            #expect(decoded?.error.detail == .object(["limit": .number(1000)]))
            // The server still works.
            let after = try await fetch(server.port, "POST", "/upload", body: [1, 2, 3])
            #expect(after.text == "got 3")
        }
    }

    @Test func oversizedChunkedBodyIs413() async throws {
        var configuration = HTTPServerConfiguration()
        configuration.maxBodySize = 1000
        try await withLiveServer(router(), configuration: configuration) { server in
            let responses = try await blocking {
                let connection = try RawConnection(port: server.port)
                var request = "POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                for _ in 0..<6 { request += "190\r\n" + String(repeating: "b", count: 400) + "\r\n" }
                request += "0\r\n\r\n"
                try connection.send(request)
                let tooLarge = try connection.readResponse()
                let small = try RawConnection(port: server.port)
                try small.send("POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                               + "3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n")
                return [tooLarge, try small.readResponse()]
            }
            #expect(responses[0].status == 413)
            #expect(envelope(responses[0].body)?.error.code == "payload_too_large")
            #expect(responses[1].status == 200)
            #expect(responses[1].text == "got 5")
        }
    }

    @Test func routeBodyLimitOverridesTheServerDefault() async throws {
        var router = Router()
        router.post("/tiny", options: RouteOptions(maxBodySize: 4)) { request, _ in .text("got \(request.body.count)") }
        try await withLiveServer(router) { server in
            let fits = try await fetch(server.port, "POST", "/tiny", body: [1, 2, 3, 4])
            let over = try await fetch(server.port, "POST", "/tiny", body: [1, 2, 3, 4, 5])
            #expect(fits.status == 200)
            #expect(over.status == 413)
        }
    }

    @Test func malformedRequestsDoNotHurtTheServer() async throws {
        try await withLiveServer(router()) { server in
            let garbage: [String] = [
                "BLAH\r\n\r\n",
                "GET\r\n\r\n",
                "GET /echo HTTP/9.9\r\nHost: x\r\n\r\n",
                "GET /echo HTTP/1.1\r\nBad Header Line\r\n\r\n",
                "POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n",
                "POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
                "GET /%%%/../\u{01} HTTP/1.1\r\nHost: x\r\n\r\n",
                String(repeating: "A", count: 100_000),
            ]
            for text in garbage {
                _ = try await blocking { () -> Int in
                    let connection = try RawConnection(port: server.port, timeoutSeconds: 2)
                    try? connection.send(text)
                    connection.finishSending()
                    return connection.readToEnd().count
                }
            }
            let response = try await fetch(server.port, "GET", "/echo?a=ok")
            #expect(response.status == 200)
        }
    }
}
