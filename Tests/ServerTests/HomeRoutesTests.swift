import Core
import Domain
import Foundation
import Markdown
import QuadAPIModels
import Server
import Testing

/// Home, the Data page, About, the roadmap and the release notes through the router (no sockets), on the bundled
/// sample, with the Data page's clock fixed.
struct HomeRoutesTests {
    /// 2026-10-06 15:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_791_300_000)

    static let responder: Responder = {
        let store = DatasetStore(snapshot: ProfileRoutesTests.snapshot)
        var router = Router()
        do {
            try PublicRoutes(store: store, build: BuildInfo(version: "test", commit: nil, api: "v1")).register(on: &router)
        } catch {
            fatalError("public routes: \(error)")
        }
        HomeRoutes(store: store, renderer: GFMRenderer(), now: { HomeRoutesTests.now }).register(on: &router)
        ExploreRoutes(store: store).register(on: &router)
        return router.build()
    }()

    private func get(_ target: String) async -> Response {
        await Self.responder.respond(to: Request(method: .get, target: "/api/app/v1" + target))
    }

    private func json(_ r: Response) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(r.body)) as? [String: Any])
    }

    @Test func documentsAnswer200() async throws {
        for target in ["/home", "/data", "/roadmap", "/roadmap/price-gap", "/roadmap/planning-overview", "/release-notes",
                       "/release-notes/roadmap-reader"] {
            let r = await get(target)
            #expect(r.status == 200, "\(target)")
            #expect(r.headers["Cache-Control"] != nil, "\(target)")
        }
        #expect(try json(await get("/home"))["kind"] as? String == "screen")
        #expect(try json(await get("/data"))["url"] as? String == "/data")
    }

    @Test func unknownPagesAreNotFoundEnvelopes() async throws {
        for target in ["/roadmap/nope", "/roadmap/Price-Gap", "/release-notes/nope", "/roadmap/price-gap/more"] {
            let r = await get(target)
            #expect(r.status == 404, "\(target)")
            let body = try json(r)
            #expect((body["error"] as? [String: Any])?["code"] as? String == "not_found", "\(target)")
        }
    }

    /// Each lens card equals what `GET /explore?{query}` answers: its total and its first four colleges.
    @Test func lensCardsAreTheExploreRoutesAnswer() async throws {
        let home = try json(await get("/home"))
        let lensHrefs = Set(HomeLens.all.map { "/explore?\($0.query)" })
        let blocks = home["blocks"] as? [[String: Any]] ?? []
        let cards = blocks.filter { block in
            block["kind"] as? String == "topic-card" && lensHrefs.contains(block["href"] as? String ?? "")
        }
        #expect(cards.count == 9)
        for card in cards {
            let href = try #require(card["href"] as? String)
            let explore = try json(await get(href))
            let (ids, total) = try Self.exploreAnswer(explore)
            let (crests, count) = Self.cardAnswer(card)
            #expect(crests == Array(ids.prefix(4)), "\(href)")
            if let count {
                #expect(count == total, "\(href)")
            } else {
                #expect(href.contains("view=table"), "only the ranked lens has no count: \(href)")
            }
        }
    }

    /// The first page's college ids (cards or table rows) and the total of an Explore answer.
    static func exploreAnswer(_ explore: [String: Any]) throws -> ([String], Double) {
        let results = try #require(explore["results"] as? [String: Any])
        var ids: [String] = []
        if let items = results["items"] as? [[String: Any]] {
            ids = items.compactMap { item in (item["school"] as? [String: Any])?["id"] as? String }
        } else if let rows = results["rows"] as? [String: Any], let schools = rows["schools"] as? [[String: Any]] {
            ids = schools.compactMap { school in school["id"] as? String }
        }
        return (ids, (explore["total"] as? NSNumber)?.doubleValue ?? -1)
    }

    /// A lens card's crest ids and its count (nil for the ranked lens).
    static func cardAnswer(_ card: [String: Any]) -> ([String], Double?) {
        let blocks = card["blocks"] as? [[String: Any]] ?? []
        let chips = blocks.first { block in block["kind"] as? String == "school-chips" }
        let schools = chips?["schools"] as? [[String: Any]] ?? []
        let crests = schools.compactMap { school in school["id"] as? String }
        let tiles = blocks.first { block in block["kind"] as? String == "stat-tiles" }?["tiles"] as? [[String: Any]]
        let value = tiles?.first?["value"] as? [String: Any]
        return (crests, (value?["value"] as? NSNumber)?.doubleValue)
    }

    @Test func theDataPageHoldsUntilTheNextMidnight() async throws {
        let r = await get("/data")
        // The clock says 2026-10-06 15:00 UTC: the page holds until 2026-10-07 00:00 UTC.
        #expect(r.headers["Expires"] == "Wed, 07 Oct 2026 00:00:00 GMT")
        #expect(r.headers["Cache-Control"] == "public")
        #expect(r.freshUntil == Date(timeIntervalSince1970: 1_791_331_200))
        // Other public documents keep the usual policy.
        let home = await get("/home")
        #expect(home.headers["Cache-Control"] == "public, s-maxage=86400, stale-while-revalidate=3600")
        #expect(home.headers["Expires"] == nil)
    }

    @Test func metaCarriesTheAboutScreen() async throws {
        let meta = try json(await get("/meta"))
        let about = try #require(meta["about"] as? [String: Any])
        #expect(about["tagline"] as? String == "College data, decoded.")
        #expect(about["dataHeading"] as? String == "About the data")
        let links = (about["links"] as? [[String: String]] ?? []).map { $0["href"] ?? "" }
        #expect(links == ["/data", "/release-notes"])
        #expect(meta["publish"] as? String == ProfileRoutesTests.snapshot.publishID)
    }
}
