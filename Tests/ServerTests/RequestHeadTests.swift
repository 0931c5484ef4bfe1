import Core
import Domain
@testable import Server
import Testing

/// The request-head rules on their own, each worked out from RFC 9112 and the limits.
struct RequestHeadTests {
    private static let roomy = RequestHead.Limits(maxTargetBytes: 20, maxHeaderBytes: 1000, maxHeaderCount: 10)
    private static let tight = RequestHead.Limits(maxTargetBytes: 20, maxHeaderBytes: 40, maxHeaderCount: 3)

    private func refusal(_ headers: HTTPHeaders = ["Host": "x"], target: String = "/a", version: String = "HTTP/1.1",
                         nul: Bool = false, limits: RequestHead.Limits = roomy) -> (Int, String)? {
        RequestHead.refusal(version: version, target: target, targetHasNUL: nul, headers: headers, limits: limits)
            .map { ($0.status, $0.message) }
    }

    @Test func anOrdinaryHeadPasses() {
        #expect(refusal() == nil)
        #expect(refusal(["Host": "x", "Content-Length": "12"]) == nil)
        #expect(refusal(["Host": "x", "Content-Length": " 12 ", "content-length": "12"]) == nil)
        #expect(refusal(["Host": "x", "Transfer-Encoding": "Chunked"]) == nil)
        #expect(refusal([:], version: "HTTP/1.0") == nil)
    }

    @Test func theTargetMustBeCleanAndShort() {
        #expect(refusal(nul: true)?.0 == 400)
        #expect(refusal(target: "/a b")?.0 == 400)
        #expect(refusal(target: "/a\t")?.0 == 400)
        #expect(refusal(target: "/a\u{7F}")?.0 == 400)
        #expect(refusal(target: "/" + String(repeating: "x", count: 19)) == nil)   // 20 bytes: the limit
        #expect(refusal(target: "/" + String(repeating: "x", count: 20))?.0 == 414)
        #expect(refusal(target: "/é") == nil)   // bytes over 0x7F are not control characters
    }

    @Test func headersOverEitherLimitAre431() {
        // "Host" + "x" + 4 = 9 bytes; "X-Long" + 27 bytes + 4 = 37: together 46 > 40.
        #expect(refusal(["Host": "x", "X-Long": String(repeating: "v", count: 27)], limits: Self.tight)?.0 == 431)
        #expect(refusal(["Host": "x", "X-Long": String(repeating: "v", count: 21)], limits: Self.tight) == nil)  // 40
        #expect(refusal(["Host": "x", "A": "1", "B": "2"], limits: Self.tight) == nil)
        #expect(refusal(["Host": "x", "A": "1", "B": "2", "C": "3"], limits: Self.tight)?.0 == 431)
    }

    @Test func hostRules() {
        #expect(refusal([:])?.1 == "An HTTP/1.1 request needs a Host header.")
        #expect(refusal(HTTPHeaders([("Host", "a"), ("host", "b")]))?.0 == 400)
    }

    @Test func framingRules() {
        let cases: [([(String, String)], String)] = [
            ([("Content-Length", "5"), ("Content-Length", "6")], "The request has two different Content-Length headers."),
            ([("Content-Length", "5"), ("Transfer-Encoding", "chunked")],
             "A request may not carry both Transfer-Encoding and Content-Length."),
            ([("Transfer-Encoding", "gzip, chunked")], "The only Transfer-Encoding this server reads is a single chunked."),
            ([("Transfer-Encoding", "chunked"), ("Transfer-Encoding", "chunked")],
             "The only Transfer-Encoding this server reads is a single chunked."),
            ([("Content-Length", "+5")], "Content-Length must be a number of bytes."),
            ([("Content-Length", "5,5")], "Content-Length must be a number of bytes."),
            ([("Content-Length", "")], "Content-Length must be a number of bytes."),
            ([("Content-Length", "99999999999999999999")], "Content-Length must be a number of bytes."),
        ]
        for (fields, message) in cases {
            #expect(refusal(HTTPHeaders([("Host", "x")] + fields)).map { $0.1 } == message, "\(fields)")
        }
    }

    @Test func absoluteFormBecomesOriginForm() {
        #expect(RequestHead.originForm("http://api.example.org/a/b?c=d") == "/a/b?c=d")
        #expect(RequestHead.originForm("HTTPS://api.example.org:8443/a") == "/a")
        #expect(RequestHead.originForm("http://api.example.org?q=1") == "/?q=1")
        #expect(RequestHead.originForm("http://api.example.org") == "/")
        #expect(RequestHead.originForm("/http://x/y") == "/http://x/y")
        #expect(RequestHead.originForm("*") == "*")
    }
}
