import Core
import Domain
import Foundation
import QuadAPIModels
import Screens
import Server
import Testing

/// The Explore routes in router mode on the bundled sample: status, schema, the same colleges as the Domain for
/// the same query string, and no error for any query string.
struct ExploreRouteTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let snapshot: DatasetSnapshot = {
        do { return try DatasetLoader().load(from: root.appendingPathComponent("data/sample"), loadedAt: Date(timeIntervalSince1970: 0)) }
        catch { fatalError("sample: \(error)") }
    }()

    /// Two rows of `data/zip-centroids.csv`; no outlines (these tests read no map). Kept small so the suite stays
    /// light beside the live-socket tests of this target.
    static let geography = ExploreGeography(zips: ZipCentroids(csv: Data(
        "zip,city,state,lat,lng\n02139,Cambridge,MA,42.3647,-71.1042\n10001,New York,NY,40.7484,-73.9967\n".utf8)))

    static let responder: Responder = {
        var router = Router(middleware: Router.standardMiddleware())
        ExploreRoutes(store: DatasetStore(snapshot: snapshot), geography: geography).register(on: &router)
        return router.build()
    }()

    private let validator = SchemaValidator(components: WireComponents.byName)

    private func get(_ target: String) async -> Response {
        await Self.responder.respond(to: Request(method: .get, target: target))
    }

    private func json(_ response: Response) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(response.body))
    }

    /// The Domain's ids for the same raw query, read with the server's own query parser.
    private func domainIDs(_ raw: String) -> [String] {
        let pairs = QueryItems(parsing: raw).items.map { ExplorePair(name: $0.name, value: $0.value) }
        let query = ExploreQuery.parse(pairs, known: ExploreIndex.of(Self.snapshot).known)
        return ExploreEngine.run(Self.snapshot, query: query, geography: Self.geography).positions.map {
            Self.snapshot.schools[$0].unitID
        }
    }

    @Test func tableRowsAreTheDomainsMatchesInOrder() async throws {
        for raw in ["types=public&sortBy=sat&sortDir=desc", "q=college&minAR=20", "near=10001&within=300&sortBy=distance",
                    "states=CA,NY&sizes=small,medium&sortBy=name", "costTrend=down&policy=optional&sortBy=avg_cost"] {
            let response = await get("/api/app/v1/explore?\(raw)&view=table")
            #expect(response.status == 200, "\(raw)")
            let body = try JSONDecoder().decode(ExploreResponse.self, from: Data(response.body))
            let rows = try #require(body.results.rows)
            let expected = domainIDs(raw)
            #expect(rows.schools.map(\.id) == Array(expected.prefix(50)), "\(raw)")
            #expect(body.total == expected.count, "\(raw)")
        }
        let small = await get("/api/app/v1/explore?states=VT,NH&view=table&changes=1")
        #expect(validator.validate(try json(small), against: .ref("ExploreResponse")) == [])
    }

    @Test func filtersEndpointReturnsThePanel() async throws {
        let response = await get("/api/app/v1/explore/filters?types=public&field=52")
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
        #expect(validator.validate(try json(response), against: .ref("FilterPanel")) == [])
        let panel = try JSONDecoder().decode(FilterPanel.self, from: Data(response.body))
        #expect(panel.results == domainIDs("types=public&field=52").count)
        #expect(panel.active == 2)
    }

    @Test func anyQueryStringIsAnswered() async throws {
        var rng = SystemRandomNumberGenerator()
        let pieces = ["%", "%zz", "%E2%82", "+", "&", "=", "==", "types", "public", "minAR", "1e999", "page", "-1",
                      "view", "map", "near", "0213", "sortBy", "distance", ",", "%00", "%F0%9F%98%80", "q", "fit", "x"]
        for _ in 0..<25 {
            let raw = (0..<Int.random(in: 0...12, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            let response = await get("/api/app/v1/explore/filters?\(raw)")
            #expect(response.status == 200, "\(raw)")
        }
        for raw in ["view=map&page=abc&page=2", "types=public&types=private-nonprofit", "q=%00%00", "near=99999&sortBy=distance"] {
            let response = await get("/api/app/v1/explore?\(raw)&states=VT")
            #expect(response.status == 200, "\(raw)")
            #expect(validator.validate(try json(response), against: .ref("ExploreResponse")) == [], "\(raw)")
        }
    }

    @Test func repeatedParametersAreReportedNotRejected() async throws {
        let response = await get("/api/app/v1/explore?types=public&types=private-nonprofit&view=map")
        let body = try JSONDecoder().decode(ExploreResponse.self, from: Data(response.body))
        #expect(body.ignored.map(\.reason) == ["repeated"])
        #expect(body.total == 300)
    }
}
