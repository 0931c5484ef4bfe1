import Server
import Testing

/// Query strings read like the browser's URLSearchParams; expected values worked out by hand from the WHATWG
/// application/x-www-form-urlencoded parser.
struct RequestParsingTests {
    @Test func repeatedNamesKeepOrder() {
        let query = QueryItems(parsing: "a=1&b=2&a=3")
        #expect(query.first("a") == "1")
        #expect(query.all("a") == ["1", "3"])
        #expect(query.items.map(\.name) == ["a", "b", "a"])
        #expect(query.first("missing") == nil)
        #expect(query.all("missing").isEmpty)
    }

    @Test func plusIsSpaceButEncodedPlusIsPlus() {
        let query = QueryItems(parsing: "q=new+york&r=a%2Bb&s=%20x")
        #expect(query.first("q") == "new york")
        #expect(query.first("r") == "a+b")
        #expect(query.first("s") == " x")
    }

    @Test func emptyPiecesAndMissingEquals() {
        let query = QueryItems(parsing: "&&flag&&=v&a=b=c&")
        #expect(query.items == [QueryItem(name: "flag", value: ""), QueryItem(name: "", value: "v"),
                                QueryItem(name: "a", value: "b=c")])
    }

    @Test func percentDecodingEdgeCases() {
        let query = QueryItems(parsing: "bad=%zz&short=%4&euro=%E2%82%AC&invalid=%FF&name%5B%5D=x&a+b=c")
        #expect(query.first("bad") == "%zz")
        #expect(query.first("short") == "%4")
        #expect(query.first("euro") == "€")
        #expect(query.first("invalid") == "\u{FFFD}")
        #expect(query.first("name[]") == "x")
        #expect(query.first("a b") == "c")
    }

    @Test func emptyQuery() {
        #expect(QueryItems(parsing: "").isEmpty)
        let request = Request(method: .get, target: "/a/b")
        #expect(request.rawQuery == "")
        #expect(request.query.isEmpty)
    }

    @Test func targetSplitsIntoDecodedPathAndRawQuery() {
        let request = Request(method: .get, target: "/api/a%20b/c%2Fd?x=1+2&y=%41")
        #expect(request.path == "/api/a b/c/d")
        #expect(request.pathSegments == ["api", "a b", "c/d"])
        #expect(request.rawQuery == "x=1+2&y=%41")
        #expect(request.query.first("x") == "1 2")
        #expect(request.query.first("y") == "A")
    }

    @Test func plusInPathStaysPlus() {
        let request = Request(method: .get, target: "/a+b//c/?")
        #expect(request.path == "/a+b//c/")
        #expect(request.pathSegments == ["a+b", "c"])
        #expect(request.rawQuery == "")
    }

    @Test func headersCompareNamesWithoutCase() {
        var headers: HTTPHeaders = ["Content-Type": "application/json"]
        headers.add("vary", "Origin")
        headers.add("Vary", "Accept")
        #expect(headers["content-type"] == "application/json")
        #expect(headers.values("VARY") == ["Origin", "Accept"])
        headers.set("VaRy", "Accept-Encoding")
        #expect(headers.values("vary") == ["Accept-Encoding"])
        #expect(headers.count == 2)
        headers.remove("CONTENT-TYPE")
        #expect(headers["Content-Type"] == nil)
        #expect(!headers.contains("content-type"))
    }
}
