import Dispatch
import Synchronization

/// Compresses cached answers off the request path: a miss answers at once (identity, or gzip at the fast level the
/// middleware uses), and this adds the small codings to the cache entry when they are ready — gzip at level 9 and
/// brotli at quality 11 — one answer at a time on a background queue.
///
/// Bounded: at most ``maxPending`` answers wait; past that a new one is skipped (its entry keeps what it has, and the
/// next miss of it after eviction tries again).
final class CacheCompressor: Sendable {
    /// zlib level of the cached gzip body. 9.
    static let gzipLevel: Int32 = 9
    /// Brotli quality of the cached br body. 11 (the smallest; phones ask for br).
    static let brotliQuality: Int32 = 11
    /// Answers waiting at most. 64.
    let maxPending: Int
    /// Copies each kept response has (the server's worker threads, ``WorkerLanes``).
    let lanes: Int

    private let queue = DispatchQueue(label: "quad.cache-compressor", qos: .utility)
    private let pending = Atomic<Int>(0)

    init(lanes: Int, maxPending: Int = 64) {
        self.lanes = lanes
        self.maxPending = maxPending
    }

    /// Queues gzip and br bodies of `body` (the identity bytes) with `headers` (the identity answer's headers), added
    /// to `entry` in `cache` under `publishID` and `target` when ready (the gzip one replaces a faster-made one).
    func compress(_ body: [UInt8], headers: HTTPHeaders, entry: ResponseCache.Entry, cache: ResponseCache,
                  publishID: String, target: String, done: (@Sendable () -> Void)? = nil) {
        guard pending.add(1, ordering: .relaxed).newValue <= maxPending else {
            pending.subtract(1, ordering: .relaxed)
            return
        }
        queue.async { [self] in
            defer {
                pending.subtract(1, ordering: .relaxed)
                done?()
            }
            for coding in [ContentCoding.gzip, .br] {   // gzip first: it is quick, and most clients take it
                let compressed = coding == .br ? Brotli.compress(body, quality: Self.brotliQuality)
                    : Gzip.compress(body, level: Self.gzipLevel)
                guard let compressed, compressed.count < body.count, let value = coding.headerValue else { continue }
                var coded = headers
                coded.set("Content-Encoding", value)
                guard let response = MHDResponseBuilder.keep(headers: coded, body: compressed, omitting: ["x-request-id"], lanes: lanes) else { continue }
                cache.add(ResponseCache.Variant(response: response, bodyBytes: compressed.count), coding: coding, to: entry,
                          publishID: publishID, target: target)
            }
        }
    }
}
