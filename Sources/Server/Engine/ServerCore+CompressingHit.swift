import Core
internal import CMicroHTTPD

extension ServerCore {
    /// A hit for a gzip client while its entry has no gzip yet (right after an identity miss, before the background
    /// compressor adds it): like a gzip miss, the body is compressed on this request at the fast level
    /// (``GzipMiddleware/fastLevel``), in a task off libmicrohttpd's thread, and answered gzip; the result is kept
    /// for the next gzip hits unless the compressor's level-9 body got there first.
    func answerCompressing(_ connection: OpaquePointer, state: RequestState, hit: ResponseCache.Hit,
                           pending: ResponseCache.Pending, cache: ResponseCache, publish: String) -> MHD_Result {
        let handoff = Handoff(connection: ConnectionHandle(pointer: connection),
                              errorShape: ErrorShape(target: state.target, version: header(connection, ErrorShape.versionHeader)))
        guard register(handoff) else {   // shutting down: the identity answer at once
            state.phase = .answered
            return MHD_queue_response(connection, 200, hit.variant.response.pointer(in: lanes))
        }
        let logged = configuration.logCacheHits && logger.enabled(.info)
        let requestID = logged ? RequestID.accept(header(connection, "X-Request-Id")) : ""
        let (target, start, method) = (state.target, state.start, state.method)
        state.handoff = handoff
        state.phase = .waiting
        MHD_suspend_connection(connection)
        Task {
            let answer = compressed(pending, hit: hit, cache: cache, publish: publish, target: target)
            metrics.recordCacheHit(route: hit.entry.route, status: 200, duration: start.duration(to: .now))
            if logged {
                AccessLog.write(logger, method: method, path: hit.entry.path, route: hit.entry.route, status: 200,
                                bytes: answer.bodyBytes, since: start, requestID: requestID, cache: "hit")
            }
            finish(handoff, with: Handoff.Outcome(status: 200, response: answer.response))
        }
        return .YES
    }

    /// The gzip answer of `pending`, added to `hit`'s entry; the identity one when gzip does not make it smaller (the
    /// entry then drops its pending body).
    private func compressed(_ pending: ResponseCache.Pending, hit: ResponseCache.Hit, cache: ResponseCache,
                            publish: String, target: String) -> ResponseCache.Variant {
        var headers = pending.headers
        headers.set("Content-Encoding", "gzip")
        guard let body = Gzip.compress(pending.body, level: GzipMiddleware.fastLevel), body.count < pending.body.count,
              let response = MHDResponseBuilder.keep(headers: headers, body: body, omitting: ["x-request-id"], lanes: lanes.count)
        else {
            cache.settle(hit.entry, publishID: publish, target: target)
            return hit.variant
        }
        let variant = ResponseCache.Variant(response: response, bodyBytes: body.count)
        cache.add(variant, coding: .gzip, to: hit.entry, publishID: publish, target: target, keepingKept: true)
        updateCacheGauges()
        return variant
    }
}
