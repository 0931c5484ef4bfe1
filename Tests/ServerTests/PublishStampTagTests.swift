import Foundation
import QuadAPIModels
import Server
import TestSupport
import Testing

/// ETags of documents stamped with their publish id (``QuadAPIModels/PublishStamped``): equal content under another
/// publish keeps its tag (a weak one, since the bytes differ in the stamp), changed content gets a new one, and a
/// body whose publish id is content (`/meta`) keeps a strong tag of every byte.
struct PublishStampTagTests {
    /// `/doc` answers a screen built from the request's publish, with `text` as its one block; `/about` answers an
    /// unstamped object that carries the publish id (as `/meta` does).
    private func router(text: String) -> Router {
        var router = Router()
        router.get("/doc", options: .cacheable) { _, context in
            try Response.json(Screen(title: "T", url: "/t", blocks: [.text(TextBlock(markdown: text))], sources: [],
                                     publish: context.publishID ?? ""))
        }
        router.get("/about", options: .cacheable) { _, context in try Response.json(["publish": context.publishID ?? ""]) }
        // A stamped document whose publish member comes first (the school index, Explore).
        router.get("/index", options: .cacheable) { _, context in
            try Response.json(SchoolIndexResponse(publish: context.publishID ?? "", schools: []))
        }
        return router
    }

    private func get(_ router: Router, _ target: String, publish: String, ifNoneMatch: String? = nil) async -> Response {
        await router.build().respond(to: Request(method: .get, target: target,
                                                 headers: ifNoneMatch.map { ["If-None-Match": $0] } ?? [:]),
                                     publishID: publish)
    }

    /// The weak tag worked out by hand: SHA-256 of the document encoded with an empty publish id, first 16 bytes.
    private func expectedTag(text: String) throws -> String {
        let blank = try WireEncoder().encode(Screen(title: "T", url: "/t", blocks: [.text(TextBlock(markdown: text))],
                                                    sources: [], publish: ""))
        return "W/\"" + SHA256ContentHasher().hexDigest(of: Data(blank)).prefix(32) + "\""
    }

    @Test func equalContentKeepsItsTagAcrossPublishes() async throws {
        let one = await get(router(text: "same"), "/doc", publish: "publish-1")
        let two = await get(router(text: "same"), "/doc", publish: "publish-2")
        #expect(one.body != two.body, "each body names its own publish")
        #expect(String(decoding: two.body, as: UTF8.self).hasSuffix(#""publish":"publish-2"}"#))
        #expect(one.headers["ETag"] == two.headers["ETag"])
        #expect(two.headers["ETag"] == (try expectedTag(text: "same")))
        #expect(two.headers["X-Dataset-Publish"] == "publish-2")
    }

    /// The stamp is found wherever the document writes it: last (a screen) or first (the school index).
    @Test func aStampWrittenFirstIsLeftOutToo() async throws {
        let one = await get(router(text: ""), "/index", publish: "publish-1")
        let two = await get(router(text: ""), "/index", publish: "publish-2")
        #expect(String(decoding: two.body, as: UTF8.self).hasPrefix(#"{"publish":"publish-2","#))
        let blank = try WireEncoder().encode(SchoolIndexResponse(publish: "", schools: []))
        #expect(one.headers["ETag"] == two.headers["ETag"])
        #expect(two.headers["ETag"] == "W/\"" + SHA256ContentHasher().hexDigest(of: Data(blank)).prefix(32) + "\"")
    }

    @Test func changedContentGetsANewTag() async throws {
        let one = await get(router(text: "before"), "/doc", publish: "publish-1")
        let two = await get(router(text: "after"), "/doc", publish: "publish-2")
        #expect(one.headers["ETag"] != two.headers["ETag"])
        #expect(two.headers["ETag"] == (try expectedTag(text: "after")))
    }

    @Test func theOldTagAnswers304AfterAPublishThatDidNotChangeTheDocument() async throws {
        let held = try #require(await get(router(text: "same"), "/doc", publish: "publish-1").headers["ETag"])
        let again = await get(router(text: "same"), "/doc", publish: "publish-2", ifNoneMatch: held)
        #expect(again.status == 304 && again.body.isEmpty)
        #expect(again.headers["X-Dataset-Publish"] == "publish-2")
        #expect(again.headers["ETag"] == held)
        let changed = await get(router(text: "after"), "/doc", publish: "publish-2", ifNoneMatch: held)
        #expect(changed.status == 200)
    }

    @Test func aBodyWhosePublishIsContentKeepsAStrongTagOfEveryByte() async throws {
        let one = await get(router(text: ""), "/about", publish: "publish-1")
        let two = await get(router(text: ""), "/about", publish: "publish-2")
        let tag = try #require(two.headers["ETag"])
        #expect(one.headers["ETag"] != tag)
        #expect(tag == "\"" + SHA256ContentHasher().hexDigest(of: Data(#"{"publish":"publish-2"}"#.utf8)).prefix(32) + "\"")
        let stale = await get(router(text: ""), "/about", publish: "publish-2", ifNoneMatch: one.headers["ETag"])
        #expect(stale.status == 200)
    }
}
