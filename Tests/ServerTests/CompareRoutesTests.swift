import Core
import Domain
import Foundation
import QuadAPIModels
import Server
import Testing

/// The compare routes through the router (no sockets), on the bundled sample.
struct CompareRoutesTests {
    static let responder: Responder = {
        var router = Router()
        CompareRoutes(store: DatasetStore(snapshot: ProfileRoutesTests.snapshot)).register(on: &router)
        return router.build()
    }()

    private func get(_ target: String) async -> Response {
        await Self.responder.respond(to: Request(method: .get, target: "/api/app/v1" + target))
    }

    private func json(_ r: Response) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(r.body)) as? [String: Any])
    }

    @Test func everyPageAnswersAPubliclyCacheableScreen() async throws {
        let ids = "ids=222178,138558,100654"
        for target in ["/compare", "/compare?ids=222178", "/compare?\(ids)", "/compare/table?\(ids)",
                       "/compare/table?\(ids)&differences=only", "/compare/admissions?\(ids)", "/compare/students?\(ids)",
                       "/compare/academics?\(ids)&major=52", "/compare/cost?\(ids)&income=25000", "/compare/outcomes?\(ids)",
                       "/compare/history?\(ids)&metric=applicants"] {
            let r = await get(target)
            #expect(r.status == 200, "\(target)")
            #expect(r.headers["Cache-Control"] == PublicCacheMiddleware.defaultCacheControl, "\(target)")
            let body = try json(r)
            #expect(body["kind"] as? String == "screen", "\(target)")
            #expect((body["ignored"] as? [Any])?.isEmpty == true, "\(target)")
        }
    }

    @Test func aTopicWithOneCollegeAnswersTheOverviewAndAnUnknownTopicIs404() async throws {
        let one = try json(await get("/compare/cost?ids=222178,222178"))
        #expect(one["url"] as? String == "/compare?ids=222178")
        #expect((one["ignored"] as? [[String: Any]])?.first?["reason"] as? String == "repeated")
        for target in ["/compare/nothing?ids=222178,138558", "/compare/overview?ids=222178,138558"] {
            let r = await get(target)
            #expect(r.status == 404, "\(target)")
            #expect(envelope(r.body)?.error.code == "not_found", "\(target)")
        }
    }

    @Test func badValuesAreListedNotRefused() async throws {
        let r = await get("/compare/cost?ids=222178,138558,x,1,2,3&income=lots")
        #expect(r.status == 200)
        let reasons = (try json(r)["ignored"] as? [[String: Any]])?.compactMap { $0["reason"] as? String }
        #expect(reasons == ["unknown-value", "unknown-value", "unknown-value", "unknown-value", "not-a-number"])
    }
}
