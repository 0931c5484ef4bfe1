@testable import Server
import Testing

/// `Accept-Encoding` read as RFC 9110 §12.5.3 says, worked out by hand for each header.
struct AcceptEncodingTests {
    private let all = (gzip: true, br: true)

    @Test(arguments: [
        ("br, gzip, deflate", ContentCoding.br),          // what an iPhone sends
        ("gzip, deflate, br", .br),                       // order does not matter, q does; br wins a tie
        ("gzip", .gzip),
        ("x-gzip", .gzip),
        ("GZIP;Q=0.9, BR;q=0.8", .gzip),
        ("br;q=0.5, gzip;q=0.5", .br),
        ("br;q=0, gzip", .gzip),
        ("br; q=0.001", .br),
        ("*", .br),
        ("*;q=0.5, gzip;q=0.6", .gzip),                   // br gets *'s 0.5, gzip its own 0.6
        ("gzip;q=0, *", .br),
        ("identity", .identity),
        ("", .identity),
        ("deflate", .identity),
        ("br;q=0, gzip;q=0", .identity),
        ("identity;q=0, *;q=0", .identity),               // nothing acceptable: identity anyway (no 406)
        ("gzip;q=0.2, identity;q=0.5", .identity),
        ("gzip;q=abc", .identity),                        // a malformed q is 0
        (" ,, br ;q=1.0 , ", .br),
    ])
    func preferred(_ header: String, _ expected: ContentCoding) {
        #expect(AcceptEncoding(header).preferred(among: all) == expected, "\(header)")
    }

    @Test func onlyTheCodingsKeptCanBeChosen() {
        #expect(AcceptEncoding("br, gzip").preferred(among: (gzip: true, br: false)) == .gzip)
        #expect(AcceptEncoding("br").preferred(among: (gzip: true, br: false)) == .identity)
        #expect(AcceptEncoding(nil).preferred(among: all) == .identity)
    }

    @Test func gzipAllowance() {
        #expect(AcceptEncoding.allowsGzip("gzip"))
        #expect(AcceptEncoding.allowsGzip("*"))
        #expect(!AcceptEncoding.allowsGzip("*, gzip;q=0"))
        #expect(!AcceptEncoding.allowsGzip("br"))
        #expect(!AcceptEncoding.allowsGzip(nil))
        #expect(AcceptEncoding("gzip;q=0.25").quality(.gzip) == 0.25)
        #expect(AcceptEncoding("identity;q=0").quality(.identity) == 0)
        #expect(AcceptEncoding("*;q=0").quality(.identity) == 0)
        #expect(AcceptEncoding("*;q=0, identity").quality(.identity) == 1)
    }
}
