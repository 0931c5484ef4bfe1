import Core
import Domain
import Foundation
import Server
import TestSupport
import Testing

/// The access-log line of a miss and of a cache hit, over a real socket, with paths a client made hostile.
struct AccessLogLineTests {
    @Test func missAndHitLinesParseWithTheFieldsAndTheHostilePath() async throws {
        let (logger, sink) = capturingLogger()
        var router = Router()
        router.get("/things/{name}", options: .cacheable) { request, _ in .text("thing \(request.parameters["name"] ?? "")") }
        // A quote, a backslash, a newline, a NUL, a control character, a tag and non-ASCII, percent-encoded.
        let target = "/things/%22q%22%5Cb%0Anl%00%1F%3C%2Fscript%3E%C3%A9"
        let decoded = "/things/\"q\"\\b\nnl\u{0}\u{1F}</script>é"
        try await withLiveServer(router, logger: logger) { server in
            for _ in 0..<2 {
                let answer = try await fetch(server.port, "GET", target, headers: [("X-Request-Id", "abc-123")])
                #expect(answer.status == 200)
            }
        }
        let lines = sink.captured.filter { $0.contains(#""msg":"request""#) }
        #expect(lines.count == 2)
        for (line, cache) in zip(lines, ["miss", "hit"]) {
            let fields = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(fields["path"] as? String == decoded)
            #expect(fields["route"] as? String == "/things/{name}")
            #expect(fields["method"] as? String == "GET")
            #expect(fields["status"] as? Int == 200)
            #expect(fields["bytes"] as? Int == "thing ".utf8.count + decoded.dropFirst("/things/".count).utf8.count)
            #expect(fields["request_id"] as? String == "abc-123")
            #expect(fields["cache"] as? String == cache)
            #expect((fields["duration_ms"] as? Double).map { $0 >= 0 } == true)
            #expect(fields["label"] as? String == "test" && fields["level"] as? String == "info")
            #expect(line.components(separatedBy: #""request_id""#).count == 2, "request_id once")
        }
    }
}
