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
        try insert(cache, "/b", cost: 100, publish: "new")
        try insert(cache, "/c", cost: 100, publish: "newer")
        #expect(find(cache, "/b", publish: "newer") == nil)
        #expect(find(cache, "/c", publish: "newer") != nil)
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
}
