import Foundation
import Testing
@testable import Domain

/// Reading the query string as the site does (screens-map §1.1 conventions), with everything dropped reported.
struct ExploreQueryParseTests {
    private func parse(_ pairs: [(String, String)]) -> ExploreQuery {
        ExploreQuery.parse(pairs, known: ExploreIndex.of(ExploreFixture.snapshot).known)
    }

    private func reasons(_ q: ExploreQuery) -> [String] {
        q.ignored.map { "\($0.param)=\($0.value):\($0.reason.rawValue)" }
    }

    @Test func listsDropEmptiesDuplicatesAndUnknowns() {
        let q = parse([("types", "public,,public,college,private-nonprofit")])
        #expect(q.types == ["public", "private-nonprofit"])
        #expect(reasons(q) == ["types=college:unknown-value"])
        #expect(parse([("states", " MA")]).states == [])
    }

    @Test func emptyValuesAreAbsentAndRepeatsAreDropped() {
        let q = parse([("minAR", ""), ("types", "public"), ("types", "private-nonprofit"), ("q", "a")])
        #expect(q.minAR == nil)
        #expect(q.types == [])
        #expect(reasons(q) == ["types=public:repeated"])
        #expect(q.url.pairs == [ExplorePair(name: "q", value: "a")])
    }

    @Test func numbersReadLikeJavaScript() {
        #expect(parse([("minAR", "1e1")]).minAR == 10)
        #expect(parse([("minAR", " 12 ")]).minAR == 12)
        #expect(parse([("minAR", "0x10")]).minAR == 16)
        #expect(parse([("minAR", ".5")]).minAR == 0.5)
        #expect(parse([("minAR", "5.")]).minAR == 5)
        #expect(parse([("minAR", " ")]).minAR == 0)
        for bad in ["abc", "Infinity", "-Infinity", "1e", "--1", "0x", "1_000", "12abc", "nan", "0b2"] {
            let q = parse([("minAR", bad)])
            #expect(q.minAR == nil, "\(bad)")
            #expect(reasons(q) == ["minAR=\(bad):not-a-number"], "\(bad)")
        }
    }

    @Test func flagsAreOnOnlyForOne() {
        #expect(parse([("fewLoans", "1")]).has(.fewLoans))
        let q = parse([("fewLoans", "true"), ("changes", "yes")])
        #expect(!q.has(.fewLoans))
        #expect(!q.changes)
        #expect(reasons(q) == ["fewLoans=true:not-a-flag", "changes=yes:not-a-flag"])
    }

    @Test func zipAndRadius() {
        #expect(parse([("near", "02139")]).near == "02139")
        #expect(parse([("near", "02139-4307")]).near == "02139")
        for bad in ["2139", "021390", "0213a", "02139-43"] {
            #expect(parse([("near", bad)]).near == nil, "\(bad)")
        }
        #expect(parse([("within", "200")]).within == 200)
        let q = parse([("within", "75")])
        #expect(q.within == 100)
        #expect(reasons(q) == ["within=75:unknown-value"])
    }

    @Test func sortAndViewDefaults() {
        #expect(parse([]).sortBy == .applicants)
        #expect(parse([]).sortDirection == .desc)
        #expect(parse([("sortBy", "sat")]).sortDirection == .asc)
        #expect(parse([("sortBy", "sat"), ("sortDir", "desc")]).sortDirection == .desc)
        let unknown = parse([("sortBy", "vibes"), ("sortDir", "sideways"), ("view", "cards"), ("chart", "pie")])
        #expect(unknown.sortBy == .applicants)
        #expect(unknown.sortDirection == .desc)
        #expect(unknown.view == .grid)
        #expect(unknown.chart == .admissions)
        #expect(unknown.ignored.count == 4)
        #expect(parse([("view", "map")]).view == .map)
    }

    @Test func pageIsAWholeNumberAtLeastOne() {
        #expect(parse([("page", "3")]).page == 3)
        #expect(parse([("page", "0")]).page == 1)
        #expect(parse([("page", "-4")]).page == 1)
        #expect(parse([("page", "2.9")]).page == 2)
        #expect(parse([("page", "1e99")]).page == 1_000_000_000)
        let q = parse([("page", "two")])
        #expect(q.page == 1)
        #expect(reasons(q) == ["page=two:not-a-number"])
    }

    @Test func fieldMinNeedsAField() {
        let q = parse([("fieldMin", "25")])
        #expect(q.fieldMin == 1)
        #expect(reasons(q) == ["fieldMin=25:needs-field"])
        #expect(parse([("field", "52"), ("fieldMin", "0")]).fieldMin == 1)
        #expect(parse([("field", "99")]).field == nil)
    }

    @Test func unknownParametersAreReportedButKeptInLinks() {
        let q = parse([("utm_source", "mail"), ("types", "public")])
        #expect(reasons(q) == ["utm_source=mail:unknown-parameter"])
        #expect(q.url.href == "/explore?utm_source=mail&types=public")
    }

    @Test func searchIsTrimmedAndCapped() {
        #expect(parse([("q", "  uga ")]).q == "uga")
        #expect(parse([("q", String(repeating: "a", count: 100))]).q?.count == 80)
        let blank = parse([("q", "   ")])
        #expect(blank.q == nil)
        #expect(reasons(blank) == ["q=   :blank"])
    }

    @Test func percentEncodingOfLinks() {
        let url = ExploreURL(pairs: [("q", "a b&c"), ("types", "public,private-nonprofit"), ("x", "é")])
        #expect(url.query == "q=a+b%26c&types=public%2Cprivate-nonprofit&x=%C3%A9")
        var changed = url
        changed.set("q", "z")
        changed.set("page", "2")
        changed.remove("x")
        #expect(changed.href == "/explore?q=z&types=public%2Cprivate-nonprofit&page=2")
    }

    /// Random query strings: parsing, resolving, filtering and sorting never trap.
    @Test func randomQueriesNeverTrap() {
        var rng = SystemRandomNumberGenerator()
        let names = Array(ExploreQuery.kinds.keys) + ["zz", "", "page", "sortBy"]
        let values = ["", "1", "0", "-1", "abc", "1e308", "-1e308", "NaN", "0x1F", ",", ",,a,", "public,xl", "up,down",
                      "02139", "99999", "I-FBS,naia", "R1", "distance", "price_at", "map", "chart", "table", "9e9",
                      "\u{0000}", "é", "😀", " ", "52", "100", "Infinity", "1.5", "scores,prefs"]
        for _ in 0..<400 {
            var pairs: [(String, String)] = []
            for _ in 0..<Int.random(in: 0...8, using: &rng) {
                pairs.append((names.randomElement(using: &rng)!, values.randomElement(using: &rng)!))
            }
            let query = parse(pairs)
            let outcome = ExploreEngine.run(ExploreFixture.snapshot, query: query, geography: ExploreFixture.geography)
            #expect(outcome.positions.count <= 7)
            #expect(Set(outcome.positions).count == outcome.positions.count)
            let page = outcome.page(size: 3)
            #expect(page.page >= 1 && page.page <= page.pages)
        }
    }
}
