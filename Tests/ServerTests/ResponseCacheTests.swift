@testable import Server
import Testing

/// The response cache's bookkeeping, without sockets.
struct ResponseCacheTests {
    private func entry(cost: Int, route: String = "/r") throws -> ResponseCache.Entry {
        let ok = try #require(MHDResponseBuilder.make(headers: ["Content-Type": "text/plain"], body: [1, 2, 3]))
        let notModified = try #require(MHDResponseBuilder.make(headers: ["ETag": "\"t\""], body: []))
        return ResponseCache.Entry(ok: ok, notModified: notModified, etag: "\"t\"", route: route, path: "/p", bodyBytes: 3,
                                   cost: cost)
    }

    private func key(_ target: String, gzip: Bool = false) -> ResponseCache.Key {
        ResponseCache.Key(target: target, gzip: gzip)
    }

    @Test func keysSeparateTargetAndEncoding() throws {
        let cache = ResponseCache(maxBytes: 10_000)
        cache.insert(publishID: "p", key: key("/a?x=1"), entry: try entry(cost: 100, route: "plain"))
        cache.insert(publishID: "p", key: key("/a?x=1", gzip: true), entry: try entry(cost: 100, route: "zipped"))
        #expect(cache.lookup(publishID: "p", key: key("/a?x=1"))?.route == "plain")
        #expect(cache.lookup(publishID: "p", key: key("/a?x=1", gzip: true))?.route == "zipped")
        #expect(cache.lookup(publishID: "p", key: key("/a?x=2")) == nil)
        #expect(cache.usage.entries == 2)
        #expect(cache.usage.bytes == 200)
    }

    @Test func leastRecentlyUsedIsEvictedFirst() throws {
        // Budget 1000: entries of 240 each; the fifth pushes the total to 1200, over budget, and eviction goes down
        // to 900 (90 %), so two entries leave: the least recently used ones.
        let cache = ResponseCache(maxBytes: 1000)
        for name in ["a", "b", "c", "d"] { cache.insert(publishID: "p", key: key(name), entry: try entry(cost: 240)) }
        _ = cache.lookup(publishID: "p", key: key("a"))  // "a" is now the most recently used
        cache.insert(publishID: "p", key: key("e"), entry: try entry(cost: 240))
        #expect(cache.lookup(publishID: "p", key: key("b")) == nil)
        #expect(cache.lookup(publishID: "p", key: key("c")) == nil)
        #expect(cache.lookup(publishID: "p", key: key("a")) != nil)
        #expect(cache.lookup(publishID: "p", key: key("d")) != nil)
        #expect(cache.lookup(publishID: "p", key: key("e")) != nil)
        #expect(cache.usage.bytes == 720)
    }

    @Test func anotherPublishIDDropsEverything() throws {
        let cache = ResponseCache(maxBytes: 10_000)
        cache.insert(publishID: "old", key: key("/a"), entry: try entry(cost: 100))
        #expect(cache.lookup(publishID: "new", key: key("/a")) == nil)
        #expect(cache.usage.entries == 0)
        #expect(cache.usage.bytes == 0)
        // And the old id does not bring the entry back.
        #expect(cache.lookup(publishID: "old", key: key("/a")) == nil)
        cache.insert(publishID: "new", key: key("/b"), entry: try entry(cost: 100))
        cache.insert(publishID: "newer", key: key("/c"), entry: try entry(cost: 100))
        #expect(cache.lookup(publishID: "newer", key: key("/b")) == nil)
        #expect(cache.lookup(publishID: "newer", key: key("/c")) != nil)
    }

    @Test func oversizedEntriesAndClosedCacheKeepNothing() throws {
        let cache = ResponseCache(maxBytes: 1000)
        cache.insert(publishID: "p", key: key("/big"), entry: try entry(cost: 251))
        #expect(cache.lookup(publishID: "p", key: key("/big")) == nil)
        cache.insert(publishID: "p", key: key("/ok"), entry: try entry(cost: 250))
        #expect(cache.lookup(publishID: "p", key: key("/ok")) != nil)
        cache.close()
        #expect(cache.usage.entries == 0)
        cache.insert(publishID: "p", key: key("/late"), entry: try entry(cost: 10))
        #expect(cache.lookup(publishID: "p", key: key("/late")) == nil)
    }

    @Test func replacingAnEntryKeepsTheByteCountRight() throws {
        let cache = ResponseCache(maxBytes: 10_000)
        cache.insert(publishID: "p", key: key("/a"), entry: try entry(cost: 100))
        cache.insert(publishID: "p", key: key("/a"), entry: try entry(cost: 300))
        #expect(cache.usage.entries == 1)
        #expect(cache.usage.bytes == 300)
        cache.purge()
        #expect(cache.usage.bytes == 0)
    }
}
