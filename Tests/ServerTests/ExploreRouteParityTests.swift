import Core
@testable import Domain
import Foundation
import QuadAPIModels
import Server
import Testing

/// Query parity through the route: for every Explore parameter of screens-map §1.1, the endpoint lists exactly the
/// colleges the Domain's filter and sort return for the same query string, in the same order (every table page read
/// and joined), and its `total` counts them.
struct ExploreRouteParityTests {
    /// One or more query strings per parameter, with values the bundled sample has colleges for where it can. The
    /// route test geography knows the ZIPs 02139 and 10001 only.
    static let examples: [String] = [
        "q=state", "q=uga", "q=college&types=public",
        "near=02139&within=500", "near=10001&within=300", "near=02139", "within=300", "near=99999",
        "minAR=20", "maxAR=30", "minAR=10&maxAR=50", "minAR=abc",
        "minSAT=1300", "maxSAT=1100", "minSAT=1100&maxSAT=1200",
        "minACT=30", "maxACT=20", "minACT=22&maxACT=24",
        "policy=optional", "policy=required,blind", "policy=blind,nope",
        "minCost=20000", "maxCost=25000", "minCost=15000&maxCost=30000",
        "fewLoans=1", "fewLoans=yes", "minAidIncome=200000", "merit=1", "income=60000", "income=60000&sortBy=price_at",
        "pellGap=1",
        "costTrend=up", "costTrend=down,steady", "appsTrend=down,steady", "divTrend=up", "selTrend=up,down",
        "types=public", "types=private-nonprofit,private-forprofit",
        "sizes=small", "sizes=large,xl", "sizes=medium",
        "balance=women", "balance=balanced,men", "fullTime=1", "national=1",
        "aidForms=no-css", "intlAid=1",
        "field=52", "field=52&fieldMin=100", "field=11&fieldMin=25", "fieldMin=25",
        "setting=city,rural", "setting=suburb", "research=R1", "research=R2,RCU",
        "designation=hbcu,hsi", "designation=land_grant", "opportunity=1",
        "faith=catholic", "faith=none", "faith=baptist,methodist", "faithGroup=jewish",
        "lgbtqCenter=1", "lgbtqHousing=1", "lgbtqNondiscrimination=1",
        "maxRatio=12", "maxRatio=15", "minFullTimeFaculty=70", "minFullTimeFaculty=50",
        "division=I-FBS,III", "division=naia", "division=II", "conference=102", "conference=999999",
        "football=1", "rotc=army", "rotc=navy,air_force", "ugResearch=1", "studyAbroad=1", "honors=1",
        "noLegacy=1", "noEssay=1", "gpaRequired=1", "gpa=1", "byRes=1", "oosEven=1", "transfers=1",
        "minGreek=20", "minGreek=10", "greekCouncils=nphc", "greekCouncils=nalfo,napa,nmgc,lgbtq",
        "gapYear=1", "liveOn=1", "noFee=1", "guarantee=1",
        "regions=Midwest", "regions=Southeast,West", "states=CA,TX", "states=GA",
        "minEnroll=10000", "maxEnroll=2000", "minEnroll=2000&maxEnroll=8000",
        "minApplicants=5000", "minUndergrads=3000",
        "mySAT=1250", "myACT=28", "mySAT=1100&myACT=22", "fit=scores", "fit=prefs,scores",
        "sortBy=name", "sortBy=sat&sortDir=desc", "sortBy=acceptance_rate", "sortBy=avg_cost_change",
        "sortBy=admit_rate_change", "sortBy=pell_gap", "sortBy=endowment_per_student", "sortBy=distance",
        "near=02139&within=500&sortBy=distance", "sortBy=earnings&sortDir=asc", "sortDir=asc", "sortBy=nope",
        "view=table", "view=grid", "view=chart", "view=map", "view=nope", "chart=value", "chart=sticker",
        "changes=1", "page=2", "page=99", "page=-3",
        "types=public&minAR=10&maxAR=70&sizes=medium,large&policy=optional&sortBy=sat",
    ]

    /// The parameters a site URL may carry that the examples must cover: every name the parser reads.
    @Test func everyParameterHasAnExample() {
        let named = Set(Self.examples.flatMap { $0.split(separator: "&").map { String($0.split(separator: "=")[0]) } })
        let missing = Set(ExploreQuery.kinds.keys).subtracting(named).sorted()
        #expect(missing == [])
        // The parser reads the parameters of screens-map §1.1 (and the signed-in `fit`); spot-check a few by name so a
        // parser that lost its table cannot pass the line above.
        for name in ["q", "near", "within", "minAR", "policy", "costTrend", "field", "fieldMin", "faithGroup",
                     "greekCouncils", "minUndergrads", "mySAT", "fit", "page"] {
            #expect(ExploreQuery.kinds[name] != nil, "\(name)")
        }
    }

    /// The parts of an ``ExploreResponse`` this suite reads (decoding only these keeps the suite quick in debug builds;
    /// the full document's schema is checked in ExploreRouteTests and QueryFuzzRouteTests).
    struct ListedIDs: Decodable {
        struct Page: Decodable { let pages: Int }
        struct Results: Decodable { let rows: Rows?; let map: MapResult? }
        struct Rows: Decodable { let schools: [ID] }
        struct MapResult: Decodable { let map: Dots }
        struct Dots: Decodable { let dots: [ID] }
        struct ID: Decodable { let id: String }
        let total: Int
        let page: Page
        let results: Results
    }

    private func get(_ raw: String, view: String, page: Int = 1) async throws -> ListedIDs {
        let target = "/api/app/v1/explore?\(Self.base(raw))&view=\(view)&page=\(page)"
        let response = await ExploreRouteTests.responder.respond(to: Request(method: .get, target: target))
        #expect(response.status == 200, "\(target)")
        return try JSONDecoder().decode(ListedIDs.self, from: Data(response.body))
    }

    /// The query without its view and page (the suite chooses those).
    static func base(_ raw: String) -> String {
        raw.replacingOccurrences(of: #"(^|&)(view|page)=[^&]*"#, with: "", options: .regularExpression)
    }

    /// Colleges the map cannot draw (no location, or a point outside the projection): the map leaves them out, so
    /// their places are read from the table page that holds them.
    static let undrawable: Set<String> = Set(ExploreRouteTests.snapshot.schools.filter { s in
        guard let lat = s.location.lat, let lng = s.location.lng else { return true }
        return AlbersUSA.site.project(longitude: lng, latitude: lat) == nil
    }.map(\.unitID))

    /// The Domain's answer for the same raw query, parsed with the server's own query-string reader.
    private func domainIDs(_ raw: String) -> [String] {
        let snapshot = ExploreRouteTests.snapshot
        let pairs = QueryItems(parsing: Self.base(raw)).items.map { ExplorePair(name: $0.name, value: $0.value) }
        let query = ExploreQuery.parse(pairs, known: ExploreIndex.of(snapshot).known)
        return ExploreEngine.run(snapshot, query: query, geography: ExploreRouteTests.geography).positions.map {
            snapshot.schools[$0].unitID
        }
    }

    /// The map lists every drawable match in result order in one response; the table's first page, and the page
    /// holding each college the map cannot draw, pin the rest. Together they fix the endpoint's whole order.
    @Test(arguments: examples)
    func theEndpointListsTheDomainsMatchesInOrder(_ raw: String) async throws {
        let expected = domainIDs(raw)
        let map = try await get(raw, view: "map")
        #expect(map.total == expected.count)
        #expect((map.results.map?.map.dots.map(\.id) ?? []) == expected.filter { !Self.undrawable.contains($0) })
        var pages: Set<Int> = [1]
        for (i, id) in expected.enumerated() where Self.undrawable.contains(id) { pages.insert(i / 50 + 1) }
        for page in pages.sorted() {
            let table = try await get(raw, view: "table", page: page)
            #expect(table.total == expected.count)
            let slice = expected.dropFirst((page - 1) * 50).prefix(50)
            #expect((table.results.rows?.schools.map(\.id) ?? []) == Array(slice), "page \(page)")
        }
    }

    /// The reconstruction above is exact only if the table and the map share one order: on a query with every college,
    /// reading all six table pages gives the same sequence as the Domain.
    @Test func everyTablePageJoinedIsTheDomainOrder() async throws {
        for raw in ["sortBy=name&sortDir=desc", "types=public&sortBy=avg_cost"] {
            let expected = domainIDs(raw)
            var ids: [String] = []
            var page = 1
            var pages = 1
            repeat {
                let table = try await get(raw, view: "table", page: page)
                ids += table.results.rows?.schools.map(\.id) ?? []
                pages = table.page.pages
                page += 1
            } while page <= pages
            #expect(ids == expected, "\(raw)")
        }
        // The sample has a college the map cannot draw, so the page lookups above are exercised.
        #expect(!Self.undrawable.isEmpty)
    }

    /// The examples are not vacuous: most filters keep some colleges and drop others, so order and membership are
    /// both exercised.
    @Test func theExamplesNarrowTheSample() {
        let all = ExploreRouteTests.snapshot.schools.count
        let filters = Self.examples.filter { ex in
            !["sortBy=", "sortDir=", "view=", "chart=", "changes=", "page="].contains { ex.hasPrefix($0) }
        }
        let narrowing = filters.filter { (1..<all).contains(domainIDs($0).count) }
        #expect(narrowing.count * 10 >= filters.count * 7, "only \(narrowing.count) of \(filters.count) narrow")
    }
}
