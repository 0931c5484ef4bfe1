import Domain
import Foundation
import QuadAPIModels
@testable import Server
import TestSupport
import Testing

/// Answers that stop holding at a set time (`Response.freshUntil`): the response cache drops them then.
struct DatedAnswerCacheTests {
    private func entry(expires: Date?) throws -> ResponseCache.Entry {
        let ok = try #require(MHDResponseBuilder.make(headers: ["Content-Type": "text/plain"], body: [1, 2, 3]))
        let notModified = try #require(MHDResponseBuilder.make(headers: ["ETag": "\"t\""], body: []))
        return ResponseCache.Entry(ok: ok, notModified: notModified, etag: "\"t\"", route: "/r", path: "/p", bodyBytes: 3,
                                   cost: 100, expires: expires)
    }

    @Test func anExpiredEntryIsDroppedOnLookup() throws {
        let cache = ResponseCache(maxBytes: 10_000)
        let key = ResponseCache.Key(target: "/data", gzip: false)
        cache.insert(publishID: "p", key: key, entry: try entry(expires: Date().addingTimeInterval(3600)))
        #expect(cache.lookup(publishID: "p", key: key) != nil)
        cache.insert(publishID: "p", key: key, entry: try entry(expires: Date().addingTimeInterval(-1)))
        #expect(cache.lookup(publishID: "p", key: key) == nil)
        #expect(cache.usage.entries == 0)
        #expect(cache.usage.bytes == 0)
        cache.insert(publishID: "p", key: key, entry: try entry(expires: nil))
        #expect(cache.lookup(publishID: "p", key: key) != nil)
    }

    @Test func thePolicyLosesItsRelativeLifetimes() {
        #expect(PublicCacheMiddleware.withoutAges("public, s-maxage=86400, stale-while-revalidate=3600") == "public")
        #expect(PublicCacheMiddleware.withoutAges("public, max-age=60, immutable") == "public, immutable")
        #expect(PublicCacheMiddleware.withoutAges("s-maxage=5") == "public")
    }

    @Test func httpDates() {
        #expect(HTTPDate.string(Date(timeIntervalSince1970: 784_111_777)) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.string(Date(timeIntervalSince1970: 0)) == "Thu, 01 Jan 1970 00:00:00 GMT")
        #expect(HTTPDate.string(Date(timeIntervalSince1970: 1_791_331_200)) == "Wed, 07 Oct 2026 00:00:00 GMT")
    }
}

extension LiveServerTests {
    /// Over a socket: a dated answer is served from the cache while it holds, and built again once it has lapsed.
    @Test func aDatedAnswerIsRebuiltAfterItLapses() async throws {
        let calls = Counter()
        let lapse = Box(Date().addingTimeInterval(3600))
        var router = Router()
        router.get("/dated", options: .cacheable) { _, _ in
            calls.increment()
            var response = try Response.json(["n": calls.count])
            response.freshUntil = lapse.get
            return response
        }
        try await withLiveServer(router) { server in
            let first = try await fetch(server.port, "GET", "/dated")
            #expect(first.header("Cache-Control") == "public")
            #expect(first.header("Expires") != nil)
            _ = try await fetch(server.port, "GET", "/dated")
            #expect(calls.count == 1, "answered from the cache while it holds")
            // The next answer is built to lapse at once; the one after it is built again.
            lapse.set(Date().addingTimeInterval(-1))
            server.purgeCache()
            _ = try await fetch(server.port, "GET", "/dated")
            _ = try await fetch(server.port, "GET", "/dated")
            #expect(calls.count == 3)
        }
    }
}
