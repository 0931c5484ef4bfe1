import Core
import Domain
import QuadAPIModels

extension ServerCore {
    /// Keeps a cacheable answer in every coding it has now (identity, and gzip when the middleware compressed it) —
    /// in the current generation, or with `staging` in the one of `publish` about to be swapped in — and asks the
    /// background compressor for the small codings. A compressible answer kept without gzip also keeps its identity
    /// body until the compressor is done, for gzip hits before then (``answerCompressing(_:state:hit:pending:cache:publish:)``).
    /// Returns whether it was kept.
    @discardableResult
    func keep(_ response: Response, in cache: ResponseCache, publish: String, target: String, path: String,
              route: String, staging: Bool = false) -> Bool {
        var validators = HTTPHeaders()
        for name in ["ETag", "Cache-Control", "Expires", "X-Dataset-Publish", "Vary"] {
            if let value = response.headers[name] { validators.add(name, value) }
        }
        var identityHeaders = response.headers
        let identityBody = response.identityBody ?? response.body
        if response.identityBody != nil { identityHeaders.remove("Content-Encoding") }
        guard let etag = response.headers["ETag"],
              let identity = MHDResponseBuilder.keep(headers: identityHeaders, body: identityBody, omitting: ["x-request-id"], lanes: lanes.count),
              let notModified = MHDResponseBuilder.keep(headers: validators, body: [], lanes: lanes.count)
        else { return false }
        var variants = [ContentCoding.identity: ResponseCache.Variant(response: identity, bodyBytes: identityBody.count)]
        if response.identityBody != nil,
           let gzip = MHDResponseBuilder.keep(headers: response.headers, body: response.body, omitting: ["x-request-id"], lanes: lanes.count) {
            variants[.gzip] = ResponseCache.Variant(response: gzip, bodyBytes: response.body.count)
        }
        let headerBytes = response.headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
        let entry = ResponseCache.Entry(notModified: notModified, etag: etag, route: route, path: path,
                                        overhead: 4 * headerBytes + target.utf8.count + 512, expires: response.freshUntil)
        let compressible = identityBody.count >= Self.compressFrom
            && GzipMiddleware.isCompressible(response.headers["Content-Type"])
        let pending = compressible ? ResponseCache.Pending(body: identityBody, headers: identityHeaders) : nil
        let kept = staging ? cache.stage(publishID: publish, target: target, entry: entry, variants: variants)
            : cache.insert(publishID: publish, target: target, entry: entry, variants: variants, pending: pending)
        guard kept else { return false }
        updateCacheGauges()
        if compressible {
            compressor.compress(identityBody, headers: identityHeaders, entry: entry, cache: cache, publishID: publish,
                                target: target) { [weak self] in
                cache.settle(entry, publishID: publish, target: target)
                self?.updateCacheGauges()
            }
        }
        return true
    }

    /// Smaller cached bodies are kept as they are. 1024 bytes (as ``GzipMiddleware``).
    static let compressFrom = 1024

    /// Renders each of `targets` (GET, taking gzip, so the answer comes in identity and gzip) through the router under
    /// `publishID` and stages the cacheable answers for that publish the way a miss keeps them
    /// (``keep(_:in:publish:target:path:route:staging:)``; the background compressor adds br). The targets render
    /// side by side, at most `parallelism` at a time. The caller makes the handlers see the new snapshot
    /// (``Domain/DatasetStore/pinning(_:operation:)``). Returns each target's outcome in `targets`' order; none are
    /// staged without a cache.
    func warm(_ targets: [String], publishID: String, parallelism: Int) async -> [WarmedTarget] {
        guard let cache else { return targets.map { WarmedTarget(target: $0, milliseconds: 0, staged: false) } }
        var results = [WarmedTarget?](repeating: nil, count: targets.count)
        await withTaskGroup(of: (Int, WarmedTarget).self) { group in
            for (index, target) in targets.enumerated() {
                if index >= max(1, parallelism), case let (done, result)? = await group.next() { results[done] = result }
                group.addTask { (index, await self.warm(target, publishID: publishID, cache: cache)) }
            }
            for await (done, result) in group { results[done] = result }
        }
        return results.compactMap { $0 }
    }

    private func warm(_ target: String, publishID: String, cache: ResponseCache) async -> WarmedTarget {
        let clock = ContinuousClock()
        let started = clock.now
        var headers = HTTPHeaders()
        headers.add("X-Request-Id", "warm-\(publishID.prefix(12))")
        headers.add("Accept-Encoding", "gzip")
        let request = Request(method: .get, target: target, headers: headers)
        let resolution = responder.resolve(method: request.method, segments: request.pathSegments)
        let response = await responder.run(resolution, request: request, logger: logger, publishID: publishID,
                                           startTime: started)
        let staged = response.status == 200 && response.isPubliclyCacheable
            && keep(response, in: cache, publish: publishID, target: target, path: request.path,
                    route: resolution.template, staging: true)
        return WarmedTarget(target: target, milliseconds: Int(started.duration(to: clock.now).milliseconds), staged: staged)
    }
}

/// What warming one request target before a swap did: how long rendering and keeping it took, and whether its
/// answer was staged (a 200 of a cacheable route that fit the cache).
public struct WarmedTarget: Sendable, Equatable {
    public let target: String
    public let milliseconds: Int
    public let staged: Bool
}
