import Core
@testable import Domain
import Foundation
import QuadAPIModels
import Server
import TestSupport
import Testing

/// Request heads of every size over a real socket: each gets an answer (414 and 431 in the envelope, or
/// libmicrohttpd's own refusal past the connection memory) or a closed connection, never silence, and the server's
/// count of requests in flight comes back to zero whatever happened.
struct HTTPLimitsTests {
    private func router() -> Router {
        var router = Router()
        router.get("/api/app/v1/explore") { request, _ in
            try Response.json(["pairs": request.query.items.count, "bytes": request.rawQuery.utf8.count])
        }
        router.get("/echo") { request, _ in try Response.json(["pairs": request.query.items.count]) }
        router.post("/upload") { request, _ in .text("got \(request.body.count)") }
        return router
    }

    /// What came back on a fresh connection after sending `bytes`.
    enum Outcome: Equatable {
        case status(Int)
        case closed
        case silence
    }

    private func outcome(_ port: Int, _ bytes: [UInt8], timeout: Int = 5) async throws -> Outcome {
        try await blocking {
            let connection = try RawConnection(port: port, timeoutSeconds: timeout)
            // The server may close before reading everything; what it answered is what counts.
            try? connection.send(bytes)
            do {
                return .status(try connection.readResponse().status)
            } catch {
                return connection.isClosedByPeer() || errno != EAGAIN ? .closed : .silence
            }
        }
    }

    private func get(_ target: String, headers: [String] = []) -> [UInt8] {
        Array(("GET \(target) HTTP/1.1\r\nHost: x\r\n" + headers.map { $0 + "\r\n" }.joined() + "\r\n").utf8)
    }

    @Test func aQueryOfThousandsOfPairsIsAnswered() async throws {
        try await withLiveServer(router()) { server in
            // 2,000 one-letter pairs: 4 KB of URL that libmicrohttpd would index as 2,000 header records.
            let query = Array(repeating: "a", count: 2000).joined(separator: "&")
            let response = try await fetch(server.port, "GET", "/echo?" + query)
            #expect(response.status == 200)
            #expect(response.text == #"{"pairs":2000}"#)
        }
    }

    @Test func aQueryHiddenBehindANULByteIsAnswered() async throws {
        try await withLiveServer(router()) { server in
            // libmicrohttpd splits this query itself (past the NUL) and runs out of connection memory doing so.
            let request = Array("GET /echo".utf8) + [0]
                + Array(("?" + Array(repeating: "a", count: 3000).joined(separator: "&") + " HTTP/1.1\r\nHost: x\r\n\r\n").utf8)
            let (status, code, closed) = try await blocking { () -> (Int, String?, Bool) in
                let connection = try RawConnection(port: server.port, timeoutSeconds: 5)
                try connection.send(request)
                let response = try connection.readResponse()
                return (response.status, envelope(response.body)?.error.code, connection.isClosedByPeer())
            }
            #expect(status == 414)
            #expect(code == "uri_too_long")
            #expect(closed)
        }
    }

    @Test func theSitesLongestExploreURLWorks() async throws {
        // Every Explore parameter once, each list with every value it takes, as the site writes the URL.
        var url = ExploreURL()
        for (name, kind) in ExploreQuery.kinds.sorted(by: { $0.key < $1.key }) {
            switch kind {
            case let .list(values):
                let all = name == "states" ? ExploreVocabulary.stateCodes.sorted()
                    : name == "regions" ? ExploreVocabulary.regions : values
                url.setList(name, all)
            case .trend: url.setList(name, ExploreVocabulary.directions)
            case .text: url.set(name, "university of the southwest")
            default: url.set(name, "12345")
            }
        }
        let target = "/api/app/v1" + url.href
        #expect(target.utf8.count > 2000)
        try await withLiveServer(router()) { server in
            let response = try await fetch(server.port, "GET", target)
            #expect(response.status == 200)
            #expect(response.text == #"{"bytes":\#(url.query.utf8.count),"pairs":\#(url.pairs.count)}"#)
        }
    }

    @Test func aTargetOverTheLimitIs414InTheEnvelope() async throws {
        try await withLiveServer(router()) { server in
            let response = try await fetch(server.port, "GET", "/echo?q=" + String(repeating: "x", count: 8200))
            #expect(response.status == 414)
            #expect(envelope(response.body)?.error.code == "uri_too_long")
            #expect(response.header("Connection")?.lowercased() == "close")
            // Exactly at the limit is fine.
            let atLimit = try await fetch(server.port, "GET", "/echo?q=" + String(repeating: "x", count: 8192 - 8))
            #expect(atLimit.status == 200)
        }
    }

    @Test func headersOverTheLimitsAre431InTheEnvelope() async throws {
        try await withLiveServer(router()) { server in
            let big = try await fetch(server.port, "GET", "/echo", headers: [("X-Big", String(repeating: "y", count: 17_000))])
            #expect(big.status == 431)
            #expect(envelope(big.body)?.error.code == "headers_too_large")
            let many = try await fetch(server.port, "GET", "/echo", headers: (0..<100).map { ("X-H\($0)", "1") })
            #expect(many.status == 431)
            let fine = try await fetch(server.port, "GET", "/echo", headers: (0..<90).map { ("X-H\($0)", "1") })
            #expect(fine.status == 200)
        }
    }

    /// The connection memory holds a head at both limits at once: a target just under 8 KB with just under 16 KB of
    /// headers is answered, and one more header kilobyte gets the 431 envelope, not libmicrohttpd's own refusal.
    @Test func aHeadAtBothLimitsIsAnsweredAndJustOverIsTheEnvelope() async throws {
        try await withLiveServer(router()) { server in
            let target = "/echo?q=" + String(repeating: "x", count: 8192 - 8)
            let under = (0..<4).map { ("X-Fill\($0)", String(repeating: "y", count: 3_900)) }
            let full = try await fetch(server.port, "GET", target, headers: under)
            #expect(full.status == 200)
            let over = try await fetch(server.port, "GET", target,
                                       headers: under + [("X-Fill-More", String(repeating: "y", count: 1_000))])
            #expect(over.status == 431)
            #expect(envelope(over.body)?.error.code == "headers_too_large")
        }
    }

    @Test func requestHeadsBeyondTheConnectionMemoryAreRefusedOrClosed() async throws {
        try await withLiveServer(router()) { server in
            let cases: [(String, [UInt8])] = [
                ("a 60 KB target", get("/echo?q=" + String(repeating: "x", count: 60_000))),
                ("a 200 KB target", get("/echo?q=" + String(repeating: "x", count: 200_000))),
                ("a 100 KB header", get("/echo", headers: ["X-Big: " + String(repeating: "y", count: 100_000)])),
                ("3,000 tiny headers", get("/echo", headers: (0..<3000).map { "h\($0):" })),
                ("a 31 KB query of empty pairs", get("/echo?" + String(repeating: "&", count: 31_000))),
            ]
            for (name, bytes) in cases {
                let result = try await outcome(server.port, bytes)
                #expect(result == .closed || [400, 414, 431].contains(where: { result == .status($0) }), "\(name): \(result)")
            }
        }
    }

    @Test func requestsInFlightComeBackToZeroOnEveryPath() async throws {
        var configuration = HTTPServerConfiguration()
        configuration.connectionTimeout = 2
        try await withLiveServer(router(), configuration: configuration) { server in
            let nasty: [[UInt8]] = [
                get("/echo?" + Array(repeating: "a", count: 3000).joined(separator: "&")),
                get("/echo?q=" + String(repeating: "x", count: 40_000)),
                get("/echo?q=" + String(repeating: "x", count: 70_000)),
                get("/echo", headers: ["X-Big: " + String(repeating: "y", count: 100_000)]),
                get("/echo", headers: (0..<3000).map { "h\($0):" }),
                Array("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n".utf8),
                Array("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc".utf8),  // then the client leaves
                Array("GET /echo HTTP/1.1\r\nHost: x\r\n".utf8),                                   // head never finished
                Array("BREW /pot HTTP/1.1\r\nHost: x\r\n\r\n".utf8),
                Array("GET /echo HTTP/3.0\r\nHost: x\r\n\r\n".utf8),
                // A query hidden behind a NUL byte is still split by libmicrohttpd, and overflows its memory.
                Array("GET /echo".utf8) + [0]
                    + Array(("?" + Array(repeating: "a", count: 3000).joined(separator: "&") + " HTTP/1.1\r\nHost: x\r\n\r\n").utf8),
            ]
            for bytes in nasty {
                _ = try await blocking {
                    let connection = try RawConnection(port: server.port, timeoutSeconds: 1)
                    try? connection.send(bytes)
                    _ = try? connection.readResponse()
                }
            }
            var settled = false
            for _ in 0..<500 where !settled {
                settled = server.requestsInFlight == 0 && server.openConnections == 0
                if !settled { try await Task.sleep(for: .milliseconds(10)) }
            }
            #expect(server.requestsInFlight == 0)
            #expect(server.openConnections == 0)
            // And the server still answers.
            #expect(try await fetch(server.port, "GET", "/echo?a=1").status == 200)
        }
    }
}
