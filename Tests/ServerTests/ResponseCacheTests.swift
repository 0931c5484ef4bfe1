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
        cache.insert(publishID: "old", key: key("/b"), entry: try entry(cost: 100))
        _ = cache.lookup(publishID: "newer", key: key("/x"))
        cache.insert(publishID: "newer", key: key("/c"), entry: try entry(cost: 100))
        #expect(cache.lookup(publishID: "newer", key: key("/b")) == nil)
        #expect(cache.lookup(publishID: "newer", key: key("/c")) != nil)
    }

    /// A request that began before a swap finishes after it: its answer (under the old id) must not push the new
    /// generation out of the cache.
    @Test func anAnswerKeptUnderAnOlderPublishIsIgnored() throws {
        let cache = ResponseCache(maxBytes: 10_000)
        _ = cache.lookup(publishID: "new", key: key("/a"))
        cache.insert(publishID: "new", key: key("/a"), entry: try entry(cost: 100, route: "new"))
        cache.insert(publishID: "old", key: key("/b"), entry: try entry(cost: 100, route: "old"))
        #expect(cache.lookup(publishID: "new", key: key("/a"))?.route == "new")
        #expect(cache.usage.entries == 1)
    }

    @Test func stagedAnswersAreUnseenUntilTheirPublishArrivesThenReplaceTheOldOnesAtOnce() throws {
        let cache = ResponseCache(maxBytes: 10_000)
        _ = cache.lookup(publishID: "old", key: key("/a"))
        cache.insert(publishID: "old", key: key("/a"), entry: try entry(cost: 100, route: "old a"))
        cache.stage(publishID: "new", key: key("/a"), entry: try entry(cost: 100, route: "new a"))
        cache.stage(publishID: "new", key: key("/b"), entry: try entry(cost: 200, route: "new b"))
        #expect(cache.stagedUsage?.publishID == "new" && cache.stagedUsage?.entries == 2)
        // Before the swap the old generation answers, and the staged one counts for nothing.
        #expect(cache.lookup(publishID: "old", key: key("/a"))?.route == "old a")
        #expect(cache.lookup(publishID: "old", key: key("/b")) == nil)
        #expect(cache.usage.entries == 1 && cache.usage.bytes == 100)
        // The first request under the new id is a hit, and the old generation is gone.
        #expect(cache.lookup(publishID: "new", key: key("/a"))?.route == "new a")
        #expect(cache.lookup(publishID: "new", key: key("/b"))?.route == "new b")
        #expect(cache.usage.entries == 2 && cache.usage.bytes == 300)
        #expect(cache.stagedUsage == nil)
    }

    @Test func stagingForAnotherPublishStartsOverAndAPurgeDropsTheStagedToo() throws {
        let cache = ResponseCache(maxBytes: 10_000)
        _ = cache.lookup(publishID: "old", key: key("/a"))
        cache.stage(publishID: "one", key: key("/a"), entry: try entry(cost: 100))
        cache.stage(publishID: "two", key: key("/b"), entry: try entry(cost: 100))
        #expect(cache.stagedUsage?.publishID == "two" && cache.stagedUsage?.entries == 1)
        // Staging the publish already current is pointless: nothing is kept.
        cache.stage(publishID: "old", key: key("/c"), entry: try entry(cost: 100))
        #expect(cache.stagedUsage?.publishID == "two")
        cache.purge()
        #expect(cache.stagedUsage == nil)
        #expect(cache.lookup(publishID: "two", key: key("/b")) == nil)
        // A swap to a publish nothing was staged for starts empty.
        cache.stage(publishID: "three", key: key("/a"), entry: try entry(cost: 100))
        #expect(cache.lookup(publishID: "four", key: key("/a")) == nil)
        #expect(cache.usage.entries == 0 && cache.stagedUsage == nil)
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
