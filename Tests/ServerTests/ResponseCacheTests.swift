@testable import Server
import Testing

/// The response cache's bookkeeping, without sockets.
struct ResponseCacheTests {
    /// An entry whose identity body is 3 bytes and whose whole cost is `cost`.
    private func entry(cost: Int, route: String = "/r") throws -> (ResponseCache.Entry, [ContentCoding: ResponseCache.Variant]) {
        let ok = try #require(MHDResponseBuilder.make(headers: ["Content-Type": "text/plain"], body: [1, 2, 3]))
        let notModified = try #require(MHDResponseBuilder.make(headers: ["ETag": "\"t\""], body: []))
        return (ResponseCache.Entry(notModified: notModified, etag: "\"t\"", route: route, path: "/p", overhead: cost - 3),
                [.identity: ResponseCache.Variant(response: ok, bodyBytes: 3)])
    }

    private func variant(bytes: Int) throws -> ResponseCache.Variant {
        ResponseCache.Variant(response: try #require(MHDResponseBuilder.make(headers: [:], body: [9])), bodyBytes: bytes)
    }

    @discardableResult
    private func insert(_ cache: ResponseCache, _ target: String, cost: Int, route: String = "/r", publish: String = "p") throws
        -> ResponseCache.Entry {
        let (entry, variants) = try entry(cost: cost, route: route)
        cache.insert(publishID: publish, target: target, entry: entry, variants: variants)
        return entry
    }

    @discardableResult
    private func stage(_ cache: ResponseCache, _ target: String, cost: Int, route: String = "/r", publish: String) throws
        -> ResponseCache.Entry {
        let (entry, variants) = try entry(cost: cost, route: route)
        cache.stage(publishID: publish, target: target, entry: entry, variants: variants)
        return entry
    }

    private func find(_ cache: ResponseCache, _ target: String, publish: String = "p", accept: String? = nil) -> ResponseCache.Hit? {
        cache.lookup(publishID: publish, target: target, accept: AcceptEncoding(accept))
    }

    @Test func keysAreTheTargetAsReceived() throws {
        let cache = ResponseCache(maxBytes: 10_000)
        try insert(cache, "/a?x=1", cost: 100, route: "one")
        try insert(cache, "/a?x=2", cost: 100, route: "two")
        #expect(find(cache, "/a?x=1")?.entry.route == "one")
        #expect(find(cache, "/a?x=2", accept: "gzip")?.entry.route == "two")
        #expect(find(cache, "/a?x=3") == nil)
        #expect(cache.usage.entries == 2)
        #expect(cache.usage.bytes == 200)
    }

    @Test func theClientsPreferredCodingAmongThoseKept() throws {
        let cache = ResponseCache(maxBytes: 10_000)
        let entry = try insert(cache, "/a", cost: 100)
        #expect(find(cache, "/a", accept: "br, gzip")?.coding == .identity, "nothing compressed yet")
        cache.add(try variant(bytes: 40), coding: .gzip, to: entry, publishID: "p", target: "/a")
        #expect(find(cache, "/a", accept: "br, gzip")?.coding == .gzip)
        #expect(cache.usage.bytes == 140)
        cache.add(try variant(bytes: 30), coding: .br, to: entry, publishID: "p", target: "/a")
        #expect(cache.usage.bytes == 170)
        #expect(find(cache, "/a", accept: "br, gzip, deflate")?.coding == .br)
        #expect(find(cache, "/a", accept: "br;q=0.5, gzip")?.coding == .gzip)
        #expect(find(cache, "/a", accept: "gzip")?.coding == .gzip)
        #expect(find(cache, "/a", accept: nil)?.coding == .identity)
        #expect(find(cache, "/a", accept: "br;q=0, gzip;q=0")?.coding == .identity)
        #expect(find(cache, "/a", accept: "br")?.variant.bodyBytes == 30)
        // A coding replaced by a smaller one keeps the count right.
        cache.add(try variant(bytes: 35), coding: .gzip, to: entry, publishID: "p", target: "/a")
        #expect(cache.usage.bytes == 165)
    }

    @Test func aCodingForAnEntryNoLongerKeptIsIgnored() throws {
        let cache = ResponseCache(maxBytes: 10_000)
        let old = try insert(cache, "/a", cost: 100)
        try insert(cache, "/a", cost: 100)
        cache.add(try variant(bytes: 40), coding: .br, to: old, publishID: "p", target: "/a")
        #expect(find(cache, "/a", accept: "br")?.coding == .identity)
        #expect(cache.usage.bytes == 100)
        cache.add(try variant(bytes: 40), coding: .br, to: old, publishID: "other", target: "/a")
        #expect(cache.usage.bytes == 100)
    }

    @Test func leastRecentlyUsedIsEvictedFirst() throws {
        // Budget 1000: entries of 240 each; the fifth pushes the total to 1200, over budget, and eviction goes down
        // to 900 (90 %), so two entries leave: the least recently used ones.
        let cache = ResponseCache(maxBytes: 1000)
        for name in ["a", "b", "c", "d"] { try insert(cache, name, cost: 240) }
        _ = find(cache, "a")  // "a" is now the most recently used
        try insert(cache, "e", cost: 240)
        #expect(find(cache, "b") == nil)
        #expect(find(cache, "c") == nil)
        #expect(find(cache, "a") != nil)
        #expect(find(cache, "d") != nil)
        #expect(find(cache, "e") != nil)
        #expect(cache.usage.bytes == 720)
    }

    @Test func anotherPublishIDDropsEverything() throws {
        let cache = ResponseCache(maxBytes: 10_000)
        try insert(cache, "/a", cost: 100, publish: "old")
        #expect(find(cache, "/a", publish: "new") == nil)
        #expect(cache.usage.entries == 0)
        #expect(cache.usage.bytes == 0)
        // And the old id does not bring the entry back.
        #expect(find(cache, "/a", publish: "old") == nil)
        try insert(cache, "/b", cost: 100, publish: "old")
        _ = find(cache, "/x", publish: "newer")
        try insert(cache, "/c", cost: 100, publish: "newer")
        #expect(find(cache, "/b", publish: "newer") == nil)
        #expect(find(cache, "/c", publish: "newer") != nil)
    }

    /// A request that began before a swap finishes after it: its answer (under the old id) must not push the new
    /// generation out of the cache.
    @Test func anAnswerKeptUnderAnOlderPublishIsIgnored() throws {
        let cache = ResponseCache(maxBytes: 10_000)
        _ = find(cache, "/a", publish: "new")
        try insert(cache, "/a", cost: 100, route: "new", publish: "new")
        try insert(cache, "/b", cost: 100, route: "old", publish: "old")
        #expect(find(cache, "/a", publish: "new")?.entry.route == "new")
        #expect(cache.usage.entries == 1)
    }

    @Test func stagedAnswersAreUnseenUntilTheirPublishArrivesThenReplaceTheOldOnesAtOnce() throws {
        let cache = ResponseCache(maxBytes: 10_000)
        _ = find(cache, "/a", publish: "old")
        try insert(cache, "/a", cost: 100, route: "old a", publish: "old")
        try stage(cache, "/a", cost: 100, route: "new a", publish: "new")
        try stage(cache, "/b", cost: 200, route: "new b", publish: "new")
        #expect(cache.stagedUsage?.publishID == "new" && cache.stagedUsage?.entries == 2)
        // Before the swap the old generation answers, and the staged one counts for nothing.
        #expect(find(cache, "/a", publish: "old")?.entry.route == "old a")
        #expect(find(cache, "/b", publish: "old") == nil)
        #expect(cache.usage.entries == 1 && cache.usage.bytes == 100)
        // The first request under the new id is a hit, and the old generation is gone.
        #expect(find(cache, "/a", publish: "new")?.entry.route == "new a")
        #expect(find(cache, "/b", publish: "new")?.entry.route == "new b")
        #expect(cache.usage.entries == 2 && cache.usage.bytes == 300)
        #expect(cache.stagedUsage == nil)
    }

    /// The background compressor finishes for a staged answer: the coding goes to that staged entry (and counts for
    /// the staged generation, not the current one), travels with it through the swap, and is ignored once the staged
    /// answer was replaced.
    @Test func aStagedAnswerTakesItsCodingsAndKeepsThemThroughTheSwap() throws {
        let cache = ResponseCache(maxBytes: 10_000)
        _ = find(cache, "/a", publish: "old")
        try insert(cache, "/a", cost: 100, route: "old a", publish: "old")
        let staged = try stage(cache, "/a", cost: 100, route: "new a", publish: "new")
        cache.add(try variant(bytes: 30), coding: .br, to: staged, publishID: "new", target: "/a")
        #expect(find(cache, "/a", publish: "old", accept: "br")?.coding == .identity, "the current entry is untouched")
        #expect(cache.usage.bytes == 100)
        let replaced = try stage(cache, "/b", cost: 100, publish: "new")
        try stage(cache, "/b", cost: 100, publish: "new")
        cache.add(try variant(bytes: 30), coding: .br, to: replaced, publishID: "new", target: "/b")
        let hit = find(cache, "/a", publish: "new", accept: "br, gzip")
        #expect(hit?.entry.route == "new a" && hit?.coding == .br && hit?.variant.bodyBytes == 30)
        #expect(find(cache, "/b", publish: "new", accept: "br")?.coding == .identity)
        #expect(cache.usage.entries == 2 && cache.usage.bytes == 230)
    }

    @Test func stagingForAnotherPublishStartsOverAndAPurgeDropsTheStagedToo() throws {
        let cache = ResponseCache(maxBytes: 10_000)
        _ = find(cache, "/a", publish: "old")
        try stage(cache, "/a", cost: 100, publish: "one")
        try stage(cache, "/b", cost: 100, publish: "two")
        #expect(cache.stagedUsage?.publishID == "two" && cache.stagedUsage?.entries == 1)
        // Staging the publish already current is pointless: nothing is kept.
        try stage(cache, "/c", cost: 100, publish: "old")
        #expect(cache.stagedUsage?.publishID == "two")
        cache.purge()
        #expect(cache.stagedUsage == nil)
        #expect(find(cache, "/b", publish: "two") == nil)
        // A swap to a publish nothing was staged for starts empty.
        try stage(cache, "/a", cost: 100, publish: "three")
        #expect(find(cache, "/a", publish: "four") == nil)
        #expect(cache.usage.entries == 0 && cache.stagedUsage == nil)
        // Closing drops the staged generation and refuses new staged answers.
        try stage(cache, "/a", cost: 100, publish: "five")
        cache.close()
        #expect(cache.stagedUsage == nil)
        try stage(cache, "/a", cost: 100, publish: "five")
        #expect(cache.stagedUsage == nil)
    }

    @Test func oversizedEntriesAndClosedCacheKeepNothing() throws {
        let cache = ResponseCache(maxBytes: 1000)
        try insert(cache, "/big", cost: 251)
        #expect(find(cache, "/big") == nil)
        try insert(cache, "/ok", cost: 250)
        #expect(find(cache, "/ok") != nil)
        cache.close()
        #expect(cache.usage.entries == 0)
        try insert(cache, "/late", cost: 10)
        #expect(find(cache, "/late") == nil)
    }

    @Test func replacingAnEntryKeepsTheByteCountRight() throws {
        let cache = ResponseCache(maxBytes: 10_000)
        try insert(cache, "/a", cost: 100)
        try insert(cache, "/a", cost: 300)
        #expect(cache.usage.entries == 1)
        #expect(cache.usage.bytes == 300)
        cache.purge()
        #expect(cache.usage.bytes == 0)
    }

    /// An entry kept without gzip offers its identity body to gzip clients until its gzip coding arrives (the
    /// compressor's, or one made on a request), and counts those bytes while it keeps them.
    @Test func aPendingBodyServesGzipClientsUntilGzipIsKept() throws {
        let cache = ResponseCache(maxBytes: 10_000)
        let (entry, variants) = try entry(cost: 100)
        let pending = ResponseCache.Pending(body: Array(repeating: 7, count: 500), headers: ["Content-Type": "application/json"])
        cache.insert(publishID: "p", target: "/a", entry: entry, variants: variants, pending: pending)
        #expect(cache.usage.bytes == 600)
        #expect(find(cache, "/a", accept: "gzip")?.pending?.body.count == 500)
        #expect(find(cache, "/a", accept: "br, gzip, deflate")?.pending != nil)
        // Clients that do not take gzip get the identity answer and nothing to compress.
        #expect(find(cache, "/a", accept: nil)?.pending == nil)
        #expect(find(cache, "/a", accept: "gzip;q=0")?.pending == nil)
        // A br-only client: br is not made on the request path.
        #expect(find(cache, "/a", accept: "br")?.pending == nil)
        // Brotli first (it prefers br and has it now): no pending for it; a gzip-only client still gets it.
        cache.add(try variant(bytes: 30), coding: .br, to: entry, publishID: "p", target: "/a")
        #expect(find(cache, "/a", accept: "br, gzip")?.coding == .br)
        #expect(find(cache, "/a", accept: "br, gzip")?.pending == nil)
        #expect(find(cache, "/a", accept: "gzip")?.pending != nil)
        #expect(cache.usage.bytes == 630)
        // A request's gzip ends the pending body; with keepingKept a later fast one does not replace a kept one.
        cache.add(try variant(bytes: 60), coding: .gzip, to: entry, publishID: "p", target: "/a")
        #expect(cache.usage.bytes == 190)
        #expect(find(cache, "/a", accept: "gzip")?.coding == .gzip)
        #expect(find(cache, "/a", accept: "gzip")?.pending == nil)
        cache.add(try variant(bytes: 80), coding: .gzip, to: entry, publishID: "p", target: "/a", keepingKept: true)
        #expect(find(cache, "/a", accept: "gzip")?.variant.bodyBytes == 60)
        #expect(cache.usage.bytes == 190)
    }

    @Test func settlingDropsThePendingBodyOfThatEntryOnly() throws {
        let cache = ResponseCache(maxBytes: 10_000)
        let pending = ResponseCache.Pending(body: Array(repeating: 7, count: 500), headers: [:])
        let (old, oldVariants) = try entry(cost: 100)
        cache.insert(publishID: "p", target: "/a", entry: old, variants: oldVariants, pending: pending)
        let (current, variants) = try entry(cost: 100)
        cache.insert(publishID: "p", target: "/a", entry: current, variants: variants, pending: pending)
        #expect(cache.usage.bytes == 600)
        cache.settle(old, publishID: "p", target: "/a")
        #expect(find(cache, "/a", accept: "gzip")?.pending != nil, "the replaced entry's compressor is not this one's")
        cache.settle(current, publishID: "p", target: "/a")
        #expect(find(cache, "/a", accept: "gzip")?.pending == nil)
        #expect(find(cache, "/a", accept: "gzip")?.coding == .identity)
        #expect(cache.usage.bytes == 100)
        // An entry kept with gzip, or one the pending body would push past a quarter of the budget, keeps none.
        let (zipped, zippedVariants) = try entry(cost: 100)
        var withGzip = zippedVariants
        withGzip[.gzip] = try variant(bytes: 40)
        cache.insert(publishID: "p", target: "/b", entry: zipped, variants: withGzip, pending: pending)
        #expect(find(cache, "/b", accept: "identity")?.pending == nil && cache.usage.bytes == 240)
        let (large, largeVariants) = try entry(cost: 2_400)
        cache.insert(publishID: "p", target: "/c", entry: large, variants: largeVariants, pending: pending)
        #expect(find(cache, "/c", accept: "gzip")?.pending == nil)
        #expect(find(cache, "/c", accept: "gzip") != nil)
    }
}
