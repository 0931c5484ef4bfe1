import Domain
import QuadAPIModels

extension ServerCore {
    /// The prebuilt 200 and 304 responses the cache keeps for `response`; nil without an ETag.
    static func cacheEntry(_ response: Response, target: String, path: String, route: String) -> ResponseCache.Entry? {
        var validators = HTTPHeaders()
        for name in ["ETag", "Cache-Control", "Expires", "X-Dataset-Publish", "Vary"] {
            if let value = response.headers[name] { validators.add(name, value) }
        }
        guard let etag = response.headers["ETag"],
              let ok = MHDResponseBuilder.make(headers: response.headers, body: response.body, omitting: ["x-request-id"]),
              let notModified = MHDResponseBuilder.make(headers: validators, body: [])
        else { return nil }
        let headerBytes = response.headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
        return ResponseCache.Entry(ok: ok, notModified: notModified, etag: etag, route: route, path: path,
                                   bodyBytes: response.body.count,
                                   cost: response.body.count + 2 * headerBytes + target.utf8.count + 512,
                                   expires: response.freshUntil)
    }

    /// Renders each of `targets` (GET, with and without gzip) through the router under `publishID` and stages the
    /// cacheable answers for that publish (``ResponseCache/stage(publishID:key:entry:)``). The caller makes the
    /// handlers see the new snapshot (``Domain/DatasetStore/pinning(_:operation:)``). Returns how many answers were
    /// staged; 0 without a cache.
    func warm(_ targets: [String], publishID: String) async -> Int {
        guard let cache else { return 0 }
        var staged = 0
        for target in targets {
            for gzip in [false, true] {
                var headers = HTTPHeaders()
                headers.add("X-Request-Id", "warm-\(publishID.prefix(12))")
                if gzip { headers.add("Accept-Encoding", "gzip") }
                let request = Request(method: .get, target: target, headers: headers)
                let resolution = responder.resolve(method: request.method, segments: request.pathSegments)
                let response = await responder.run(resolution, request: request, logger: logger, publishID: publishID,
                                                   startTime: .now)
                guard response.status == 200, response.isPubliclyCacheable,
                      let entry = Self.cacheEntry(response, target: target, path: request.path, route: resolution.template)
                else { continue }
                cache.stage(publishID: publishID, key: ResponseCache.Key(target: target, gzip: gzip), entry: entry)
                staged += 1
            }
        }
        return staged
    }
}
