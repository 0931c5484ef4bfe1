import Core
import Domain
import Foundation
import QuadAPIModels
import Server
import TestSupport
import Testing

/// Request framing over a real socket: what cannot be framed safely is refused with 400 and the connection closed,
/// so nothing after it on the connection is read as another request.
struct HTTPFramingTests {
    private func router(calls: Counter = Counter()) -> Router {
        var router = Router()
        router.get("/echo") { request, _ in
            calls.increment()
            return try Response.json(["path": request.path, "query": request.rawQuery])
        }
        router.post("/upload") { request, _ in
            calls.increment()
            return .text("got \(request.body.count)")
        }
        router.get("/auth/v1/health") { _, _ in .text("ok") }
        return router
    }

    /// Sends `bytes` on a fresh connection; the first response, and whether the server then closed the connection
    /// without sending anything more.
    private func exchange(_ port: Int, _ bytes: [UInt8]) async throws -> (response: RawResponse, closed: Bool) {
        try await blocking {
            let connection = try RawConnection(port: port, timeoutSeconds: 5)
            try connection.send(bytes)
            let response = try connection.readResponse()
            return (response, connection.isClosedByPeer())
        }
    }

    private func exchange(_ port: Int, _ text: String) async throws -> (response: RawResponse, closed: Bool) {
        try await exchange(port, Array(text.utf8))
    }

    @Test func twoDifferentContentLengthsAreRefusedAndNothingIsSmuggled() async throws {
        let calls = Counter()
        try await withLiveServer(router(calls: calls)) { server in
            // With the first length winning, "GET /echo…" would be read as a second request.
            let smuggled = "POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 45\r\n\r\n"
                + "{}GET /echo?smuggled=1 HTTP/1.1\r\nHost: x\r\n\r\n"
            let (response, closed) = try await exchange(server.port, smuggled)
            #expect(response.status == 400)
            #expect(response.header("Connection")?.lowercased() == "close")
            #expect(envelope(response.body)?.error.code == "bad_request")
            #expect(closed)
            #expect(calls.count == 0)
        }
    }

    @Test func transferEncodingWithContentLengthIsRefused() async throws {
        let calls = Counter()
        try await withLiveServer(router(calls: calls)) { server in
            let (response, closed) = try await exchange(server.port,
                "POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n")
            #expect(response.status == 400)
            #expect(closed)
            #expect(calls.count == 0)
        }
    }

    @Test func transferEncodingsOtherThanChunkedAreRefused() async throws {
        try await withLiveServer(router()) { server in
            for encoding in ["gzip, chunked", "identity", "chunked\r\nTransfer-Encoding: chunked"] {
                let (response, closed) = try await exchange(server.port,
                    "POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: \(encoding)\r\n\r\n0\r\n\r\n")
                #expect(response.status == 400, "Transfer-Encoding: \(encoding)")
                #expect(closed)
            }
        }
    }

    @Test func aChunkedBodyAndRepeatedEqualLengthsStillWork() async throws {
        try await withLiveServer(router()) { server in
            let chunked = try await exchange(server.port,
                "POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: Chunked\r\nConnection: close\r\n\r\n3\r\nabc\r\n0\r\n\r\n")
            #expect(chunked.response.status == 200)
            #expect(chunked.response.text == "got 3")
            let equal = try await exchange(server.port,
                "POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nContent-Length: 4\r\nConnection: close\r\n\r\nabcd")
            #expect(equal.response.status == 200)
            #expect(equal.response.text == "got 4")
        }
    }

    @Test func aSecondMalformedContentLengthIsRefused() async throws {
        try await withLiveServer(router()) { server in
            // libmicrohttpd reads only the first Content-Length; the second is ours to check.
            let (response, closed) = try await exchange(server.port,
                "POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 2x\r\n\r\n{}")
            #expect(response.status == 400)
            #expect(closed)
        }
    }

    @Test func refusalsLibmicrohttpdMakesWhileReadingTheFramingGetOneAnswerInTheEnvelope() async throws {
        try await withLiveServer(router()) { server in
            let cases: [(String, Int, String)] = [
                ("Content-Length: abc", 400, "bad_request"), ("Content-Length: -1", 400, "bad_request"),
                ("Content-Length: 99999999999999999999999", 413, "payload_too_large"),
                ("Cookie: " + (0..<3000).map { "c\($0)=v" }.joined(separator: "; "), 431, "headers_too_large"),
            ]
            for (header, status, code) in cases {
                let bytes = try await blocking { () -> [UInt8] in
                    let connection = try RawConnection(port: server.port, timeoutSeconds: 5)
                    try connection.send("POST /upload HTTP/1.1\r\nHost: x\r\n\(header)\r\n\r\n")
                    return connection.readToEnd()
                }
                let text = String(decoding: bytes, as: UTF8.self)
                // Exactly one response (libmicrohttpd alone sends its head twice here), then the end of the stream.
                #expect(text.components(separatedBy: "HTTP/1.1 ").count == 2, "\(header.prefix(30)): \(text.prefix(300))")
                #expect(text.hasPrefix("HTTP/1.1 \(status) "), "\(header.prefix(30))")
                let body = text.components(separatedBy: "\r\n\r\n").last ?? ""
                #expect(envelope(Array(body.utf8))?.error.code == code, "\(header.prefix(30))")
            }
        }
    }

    @Test func aNULByteInTheTargetIsRefused() async throws {
        let calls = Counter()
        try await withLiveServer(router(calls: calls)) { server in
            let request = Array("GET /echo".utf8) + [0] + Array("/../secret HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
            let (response, closed) = try await exchange(server.port, request)
            #expect(response.status == 400)
            #expect(envelope(response.body)?.error.message == "The request target contains a NUL byte.")
            #expect(closed)
            #expect(calls.count == 0)
        }
    }

    @Test func spacesAndControlCharactersInTheTargetAreRefused() async throws {
        try await withLiveServer(router()) { server in
            for target in ["/echo?a=b c", "/echo\u{7F}"] {
                let (response, _) = try await exchange(server.port, "GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n")
                #expect(response.status == 400, "\(target.debugDescription)")
            }
        }
    }

    @Test func anAbsoluteFormTargetIsServed() async throws {
        try await withLiveServer(router()) { server in
            for target in ["http://api.example.org/echo?a=1", "HTTPS://api.example.org:443/echo?a=1"] {
                let (response, _) = try await exchange(server.port,
                    "GET \(target) HTTP/1.1\r\nHost: api.example.org\r\nConnection: close\r\n\r\n")
                #expect(response.status == 200, "\(target)")
                #expect(response.text == #"{"path":"/echo","query":"a=1"}"#)
            }
            let bare = try await exchange(server.port, "GET http://api.example.org HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(bare.response.status == 404)
        }
    }

    @Test func http11NeedsExactlyOneHost() async throws {
        try await withLiveServer(router()) { server in
            let missing = try await exchange(server.port, "GET /echo HTTP/1.1\r\n\r\n")
            #expect(missing.response.status == 400)
            #expect(missing.closed)
            let twice = try await exchange(server.port, "GET /echo HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n")
            #expect(twice.response.status == 400)
            // HTTP/1.0 has no Host requirement.
            let old = try await exchange(server.port, "GET /echo HTTP/1.0\r\n\r\n")
            #expect(old.response.status == 200)
        }
    }

    @Test func framingRefusalsUnderAuthUseGoTruesShape() async throws {
        try await withLiveServer(router()) { server in
            let (response, _) = try await exchange(server.port,
                "POST /auth/v1/token HTTP/1.1\r\nHost: x\r\nX-Supabase-Api-Version: 2024-01-01\r\n"
                    + "Content-Length: 1\r\nContent-Length: 2\r\n\r\n{}")
            #expect(response.status == 400)
            let body = try JSONDecoder().decode(AuthErrorBody.self, from: Data(response.body))
            #expect(body.code == .string("validation_failed"))
            #expect(body.errorCode == "validation_failed")
            #expect(response.header("X-Supabase-Api-Version") == "2024-01-01")
        }
    }
}
