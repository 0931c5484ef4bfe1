import Core
import Foundation

/// Public caching for routes marked ``RouteOptions/cacheable``.
///
/// A 200 answer to GET or HEAD gets `Cache-Control` (``cacheControl``; for an answer with a ``Response/freshUntil``
/// the policy without relative lifetimes and an `Expires` at that moment), an `ETag` (hash of the uncompressed body;
/// for a document stamped with its publish id, a weak tag of the body without that id, so it holds across publishes
/// that did not change the document: ``EntityTag/make(for:leavingOut:)``),
/// and `X-Dataset-Publish` with the request's publish id; it is marked for the server's response cache. A matching
/// `If-None-Match` turns it into a 304 with the same headers and no body. An answer its handler made private (a
/// personalised one) is left as it is. Answers of other routes get `Cache-Control: no-store` unless the handler
/// set one.
public struct PublicCacheMiddleware: Middleware {
    /// The `Cache-Control` of cacheable answers. Default: `public, s-maxage=86400, stale-while-revalidate=3600`.
    public var cacheControl: String

    /// The default `Cache-Control` of cacheable answers.
    public static let defaultCacheControl = "public, s-maxage=86400, stale-while-revalidate=3600"

    public init(cacheControl: String = PublicCacheMiddleware.defaultCacheControl) {
        self.cacheControl = cacheControl
    }

    public func handle(_ request: Request, context: RequestContext, next: Next) async throws -> Response {
        var response = try await next(request, context)
        guard context.options.cacheable, request.method == .get || request.method == .head else {
            if !response.headers.contains("Cache-Control") { response.headers.set("Cache-Control", "no-store") }
            return response
        }
        // A personalised answer (the handler marked it private) is the person's own.
        guard response.status == 200, response.headers["Cache-Control"]?.hasPrefix("private") != true else {
            return response
        }
        let tag = EntityTag.make(for: response.body, leavingOut: response.publishStamp)
        if let until = response.freshUntil {
            // An answer that stops holding at a set time: an absolute expiry, so the copy kept in the server's
            // response cache still tells the truth when it is served hours later.
            response.headers.set("Cache-Control", Self.withoutAges(cacheControl))
            response.headers.set("Expires", HTTPDate.string(until))
        } else {
            response.headers.set("Cache-Control", cacheControl)
        }
        response.headers.set("ETag", tag)
        if let publish = context.publishID { response.headers.set("X-Dataset-Publish", publish) }
        if let condition = request.headers["If-None-Match"], EntityTag.noneMatchHits(condition, tag: tag) {
            var notModified = Response(status: 304)
            for name in ["Cache-Control", "Expires", "ETag", "X-Dataset-Publish"] {
                if let value = response.headers[name] { notModified.headers.set(name, value) }
            }
            return notModified
        }
        response.isPubliclyCacheable = true
        return response
    }

    /// `policy` without its relative lifetimes (`max-age`, `s-maxage`, `stale-while-revalidate`), so `Expires`
    /// decides how long shared caches keep the answer.
    static func withoutAges(_ policy: String) -> String {
        let kept = policy.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { part in
            !["max-age", "s-maxage", "stale-while-revalidate"].contains { part.hasPrefix($0) }
        }
        return kept.isEmpty ? "public" : kept.joined(separator: ", ")
    }
}
