import Core
import Domain
import Foundation
import QuadAPIModels
import Server
import Testing

/// The profile routes through the router (no sockets), on the bundled sample.
struct ProfileRoutesTests {
    static let snapshot: DatasetSnapshot = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        do {
            return try DatasetLoader().load(from: root.appendingPathComponent("data/sample"),
                                            loadedAt: Date(timeIntervalSince1970: 0))
        } catch {
            fatalError("the bundled sample does not load: \(error)")
        }
    }()

    static let responder: Responder = {
        let store = DatasetStore(snapshot: snapshot)
        var router = Router()
        do {
            try PublicRoutes(store: store, build: BuildInfo(version: "test", commit: nil, api: "v1")).register(on: &router)
        } catch {
            fatalError("public routes: \(error)")
        }
        ProfileRoutes(store: store).register(on: &router)
        return router.build()
    }()

    private func get(_ target: String) async -> Response {
        await Self.responder.respond(to: Request(method: .get, target: "/api/app/v1" + target))
    }

    private func json(_ r: Response) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(r.body)) as? [String: Any])
    }

    @Test func screensAnswer200() async throws {
        for target in ["/schools/222178", "/schools/222178/admissions", "/schools/222178/students",
                       "/schools/222178/changes", "/schools/100654/history", "/schools/100654/history?group=aid"] {
            let r = await get(target)
            #expect(r.status == 200, "\(target)")
            #expect(try json(r)["kind"] as? String == "screen", "\(target)")
        }
    }

    @Test func unknownCollegesAndTopicsAreNotFoundEnvelopes() async throws {
        for target in ["/schools/999999", "/schools/abc", "/schools/999999/admissions", "/schools/222178/foo",
                       "/schools/222178/history", "/schools/index/admissions", "/schools/999999/history",
                       "/schools/999999/changes"] {
            let r = await get(target)
            #expect(r.status == 404, "\(target)")
            #expect(envelope(r.body)?.error.code == "not_found", "\(target)")
        }
    }

    /// `/schools/index` is the offline index, not a college called "index".
    @Test func theSchoolIndexIsNotShadowed() async throws {
        let r = await get("/schools/index")
        #expect(r.status == 200)
        let body = try json(r)
        #expect((body["schools"] as? [Any])?.count == 300)
        #expect(body["kind"] == nil)
    }

    @Test func scoreCheckerParametersAreStrict() async throws {
        let cases: [(String, String)] = [
            ("sat=abc", "sat"), ("sat=399", "sat"), ("sat=1601", "sat"), ("sat=1200.5", "sat"), ("sat=", "sat"),
            ("sat=1200&sat=1300", "sat"), ("act=0", "act"), ("act=37", "act"), ("act=twenty", "act"),
        ]
        for (query, field) in cases {
            let r = await get("/schools/222178/admissions?\(query)")
            #expect(r.status == 400, "\(query)")
            let error = envelope(r.body)?.error
            #expect(error?.code == "bad_request", "\(query)")
            #expect(error?.detail == .object(["field": .string(field)]), "\(query)")
        }
        let ok = await get("/schools/222178/admissions?sat=1200&act=36")
        #expect(ok.status == 200)
        let text = String(decoding: ok.body, as: UTF8.self)
        #expect(text.contains("Your score is inside the middle 50%, typical for admitted students."))
        #expect(text.contains("Your score is above the 75th percentile, stronger than most admitted students."))
    }

    @Test func historyListsWhatItIgnored() async throws {
        let r = await get("/schools/100654/history?group=nope&range=all&dollars=sideways&median=off&rate=in")
        #expect(r.status == 200)
        let body = try json(r)
        let ignored = try #require(body["ignored"] as? [[String: Any]])
        #expect(ignored.map { $0["param"] as? String } == ["group", "dollars"])
        #expect(ignored.map { $0["value"] as? String } == ["nope", "sideways"])
        #expect(body["url"] as? String == "/schools/100654/history?range=all&median=off&rate=in")
        let clean = try json(await get("/schools/100654/history"))
        #expect((clean["ignored"] as? [Any])?.isEmpty == true)
    }

    @Test func profileResponsesArePubliclyCacheable() async {
        let r = await get("/schools/222178")
        #expect(r.headers["Cache-Control"]?.hasPrefix("public") == true)
        #expect(r.headers["ETag"] != nil)
    }
}
