import Core
import Domain
import QuadAPIModels
import Synchronization
import Glibc
internal import CMicroHTTPD

/// The part of ``HTTPServer`` libmicrohttpd's callbacks reach (through their closure pointer): answers requests,
/// tracks requests in flight, suspended connections and open connections.
final class ServerCore: Sendable {
    let responder: Responder
    let configuration: HTTPServerConfiguration
    let cache: ResponseCache?
    /// Adds gzip (level 9) and br bodies to cached answers off the request path.
    let compressor: CacheCompressor
    /// Numbers the worker threads, each queueing its own copy of a cached response.
    let lanes: WorkerLanes
    let metrics: Metrics
    let logger: Logger
    let publishID: @Sendable () -> String?

    /// Requests between their request line and their completion.
    let inFlight = Atomic<Int>(0)
    /// Connections accepted and not yet closed.
    let openConnections = Atomic<Int>(0)
    /// Shutdown has begun: new requests are answered 503.
    let draining = Atomic<Bool>(false)
    /// Notified while draining when the requests in flight or the suspended connections drop to zero.
    let drained = DrainSignal()

    struct Suspensions {
        var handoffs: [ObjectIdentifier: Handoff] = [:]
        var closed = false
    }

    let suspensions = Mutex(Suspensions())
    /// Open connections per client address, for the per-address limit (trusted proxies are not counted).
    let perAddress = Mutex<[String: Int]>([:])

    /// Most bytes read and dropped after a body passes its limit before the connection is cut.
    private static let discardAllowance = 4 << 20

    init(responder: Responder, configuration: HTTPServerConfiguration, metrics: Metrics, logger: Logger,
         publishID: @escaping @Sendable () -> String?) {
        self.responder = responder
        self.configuration = configuration
        cache = configuration.cacheMaxBytes > 0 ? ResponseCache(maxBytes: configuration.cacheMaxBytes) : nil
        lanes = WorkerLanes(count: configuration.threads)
        compressor = CacheCompressor(lanes: lanes.count)
        self.metrics = metrics
        self.logger = logger
        self.publishID = publishID
    }

    // MARK: Access handler

    /// libmicrohttpd's access handler: called once for the headers, once per body piece, once when the request is
    /// complete, and once more after a resume.
    func access(_ connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?,
                version: UnsafePointer<CChar>?, uploadData: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>,
                slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> MHD_Result {
        let state: RequestState
        if let pointer = slot.pointee {
            state = Unmanaged<RequestState>.fromOpaque(pointer).takeUnretainedValue()
        } else {
            // The URI log callback always runs first; this only guards against a libmicrohttpd that skips it.
            let pointer = beginRequest(connection, target: url)
            slot.pointee = pointer
            state = Unmanaged<RequestState>.fromOpaque(pointer).takeUnretainedValue()
        }
        switch state.phase {
        case .fresh:
            return headersArrived(connection, state: state, method: method, version: version)
        case .receiving:
            if uploadSize.pointee > 0 { return bodyArrived(state, data: uploadData, size: uploadSize) }
            return requestComplete(connection, state: state)
        case .waiting:
            guard let outcome = state.handoff?.take() else { return .YES }
            state.phase = .answered
            state.handoff = nil
            guard let response = outcome.response else { return .NO }
            return MHD_queue_response(connection, UInt32(outcome.status), response.pointer(in: lanes))
        case .answered:
            return .YES
        }
    }

    /// First call: note the method, check the request head (``RequestHead``) and the announced body size. No response
    /// is queued here unless the request is refused, because libmicrohttpd then closes keep-alive connections.
    private func headersArrived(_ connection: OpaquePointer, state: RequestState, method: UnsafePointer<CChar>?,
                                version: UnsafePointer<CChar>?) -> MHD_Result {
        requestLineDone(connection)
        state.method = HTTPMethod(rawValue: method.map { String(cString: $0) } ?? "GET")
        state.phase = .receiving
        state.bodyLimit = configuration.maxBodySize
        // libmicrohttpd ends the target's C string at the first NUL; the version then starts further on.
        let hasNUL = state.versionAddress != 0 && version.map { UInt(bitPattern: $0) } != state.versionAddress
        if let refusal = RequestHead.refusal(version: version.map { String(cString: $0) } ?? "", target: state.target,
                                             targetHasNUL: hasNUL, fields: headFields(connection),
                                             limits: configuration.headLimits) {
            return answerNow(connection, state: state, error: refusal, closing: true)
        }
        let length = header(connection, "Content-Length").flatMap { Int($0.trimmingSpaces()) }
        let hasBody = (length ?? 0) > 0 || header(connection, "Transfer-Encoding") != nil
        guard hasBody else { return .YES }
        let probe = Request(method: state.method, target: state.target)
        state.bodyLimit = responder.options(method: probe.method, segments: probe.pathSegments).maxBodySize ?? configuration.maxBodySize
        if let length, length > state.bodyLimit {
            return answerNow(connection, state: state, error: .payloadTooLarge(limit: state.bodyLimit), closing: true)
        }
        if let length { state.body.reserveCapacity(length) }
        return .YES
    }

    /// A body piece: kept while under the limit, dropped after.
    private func bodyArrived(_ state: RequestState, data: UnsafePointer<CChar>?, size: UnsafeMutablePointer<Int>) -> MHD_Result {
        let count = size.pointee
        size.pointee = 0
        if state.overLimit {
            state.discarded += count
            return state.discarded > state.bodyLimit + ServerCore.discardAllowance ? .NO : .YES
        }
        if state.body.count + count > state.bodyLimit {
            state.overLimit = true
            state.discarded = state.body.count + count
            state.body = []
            return .YES
        }
        if let data {
            data.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
                state.body.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
            }
        }
        return .YES
    }

    /// The whole request is in: answer from the cache, answer an error at once, or suspend and run the router.
    private func requestComplete(_ connection: OpaquePointer, state: RequestState) -> MHD_Result {
        if state.refused {
            return answerNow(connection, state: state, error: .unavailable("The server is restarting. Try again in a moment.",
                                                                           retryAfter: 1), closing: true)
        }
        if state.overLimit {
            return answerNow(connection, state: state, error: .payloadTooLarge(limit: state.bodyLimit), closing: true)
        }
        let publish = publishID()
        // A request with a bearer token may get a personalised answer, so it never reads the shared cache.
        if state.method == .get || state.method == .head, let publish, let cache, header(connection, "Authorization") == nil,
           let answered = answerFromCache(connection, state: state, cache: cache, publish: publish) {
            return answered
        }
        return dispatch(connection, state: state, publish: publish)
    }

    /// The fast path: a kept answer queued right here, on libmicrohttpd's thread, in the coding the client prefers.
    private func answerFromCache(_ connection: OpaquePointer, state: RequestState, cache: ResponseCache,
                                 publish: String) -> MHD_Result? {
        let accept = MHD_lookup_connection_value(connection, .HEADER_KIND, "Accept-Encoding").map { header in
            AcceptEncoding(bytes: UnsafeBufferPointer(start: UnsafeRawPointer(header).assumingMemoryBound(to: UInt8.self),
                                                      count: strlen(header)))
        } ?? AcceptEncoding(nil)
        guard let hit = cache.lookup(publishID: publish, target: state.target, accept: accept) else { return nil }
        let notModified = header(connection, "If-None-Match").map { EntityTag.noneMatchHits($0, tag: hit.entry.etag) } ?? false
        if !notModified, let pending = hit.pending {
            return answerCompressing(connection, state: state, hit: hit, pending: pending, cache: cache, publish: publish)
        }
        let status = notModified ? 304 : 200
        state.phase = .answered
        // A body sent from its file goes after the head in a second call; corked, the head leaves in the body's first
        // segment instead of a segment of its own (nginx's tcp_nopush). Uncorked when the request ends.
        if !notModified, hit.variant.response.files > 0 {
            let fd = quad_mhd_connection_fd(connection)
            if fd >= 0, quad_set_cork(fd, 1) == 0 { state.corked = fd }
        }
        let queued = MHD_queue_response(connection, UInt32(status), (notModified ? hit.entry.notModified : hit.variant.response).pointer(in: lanes))
        metrics.recordCacheHit(route: hit.entry.route, status: status, duration: state.start.duration(to: .now))
        if configuration.logCacheHits && logger.enabled(.info) {
            let id = RequestID.accept(header(connection, "X-Request-Id"))
            AccessLog.write(logger, method: state.method, path: hit.entry.path, route: hit.entry.route, status: status,
                            bytes: notModified ? 0 : hit.variant.bodyBytes, since: state.start, requestID: id, cache: "hit")
        }
        return queued
    }

    /// The slow path: suspend the connection and run the router in a task.
    private func dispatch(_ connection: OpaquePointer, state: RequestState, publish: String?) -> MHD_Result {
        let headers = requestHeaders(connection)
        let handoff = Handoff(connection: ConnectionHandle(pointer: connection),
                              errorShape: ErrorShape(target: state.target, version: headers[ErrorShape.versionHeader]))
        guard register(handoff) else {
            return answerNow(connection, state: state, error: .unavailable("The server is restarting. Try again in a moment.",
                                                                           retryAfter: 1), closing: true)
        }
        let request = Request(method: state.method, target: state.target, headers: headers, body: state.body,
                              remoteAddress: clientAddress(connection, headers: headers))
        state.body = []
        state.handoff = handoff
        state.phase = .waiting
        MHD_suspend_connection(connection)
        let target = state.target
        let start = state.start
        Task {
            await self.run(request, target: target, start: start, publish: publish, handoff: handoff)
        }
        return .YES
    }

    /// Runs the router for a suspended connection, keeps a cacheable answer, then hands the response back.
    private func run(_ request: Request, target: String, start: ContinuousClock.Instant, publish: String?,
                     handoff: Handoff) async {
        let resolution = responder.resolve(method: request.method, segments: request.pathSegments)
        let response = await responder.run(resolution, request: request, logger: logger, publishID: publish, startTime: start)
        let isRead = request.method == .get || request.method == .head
        if isRead, response.status == 200, response.isPubliclyCacheable, let publish, let cache {
            keep(response, in: cache, publish: publish, target: target, path: request.path, route: resolution.template)
        }
        if isRead && resolution.options.cacheable { metrics.recordCacheMiss() }
        let built = MHDResponseBuilder.make(headers: response.headers, body: response.body)
        metrics.recordRequest(route: resolution.template, status: built == nil ? 500 : response.status,
                              duration: start.duration(to: .now))
        finish(handoff, with: Handoff.Outcome(status: response.status, response: built))
    }

    /// Publishes the response cache's size as gauges.
    func updateCacheGauges() {
        guard let usage = cache?.usage else { return }
        metrics.setGauge("quad_http_cache_bytes", Double(usage.bytes), help: "Bytes kept in the response cache.")
        metrics.setGauge("quad_http_cache_entries", Double(usage.entries), help: "Answers kept in the response cache.")
    }

    /// Completes `handoff` and resumes its connection, unless shutdown already answered it.
    func finish(_ handoff: Handoff, with outcome: Handoff.Outcome) {
        guard handoff.complete(outcome) else { return }
        MHD_resume_connection(handoff.connection.pointer)
        unregister(handoff)
    }

    /// An answer built and queued synchronously (400, 413, 414, 431, 503), logged and counted like any other.
    private func answerNow(_ connection: OpaquePointer, state: RequestState, error: APIError, closing: Bool) -> MHD_Result {
        state.phase = .answered
        let shape = ErrorShape(target: state.target, version: header(connection, ErrorShape.versionHeader))
        var response = ErrorEnvelopeMiddleware.answer(error, shape: shape)
        let id = RequestID.accept(header(connection, "X-Request-Id"))
        response.headers.set("X-Request-Id", id)
        if closing { response.headers.set("Connection", "close") }
        let probe = Request(method: state.method, target: state.target)
        let route = responder.resolve(method: probe.method, segments: probe.pathSegments).template
        metrics.recordRequest(route: route, status: response.status, duration: state.start.duration(to: .now))
        AccessLog.write(logger, method: state.method, path: probe.path, route: route,
                        status: response.status, bytes: response.body.count, since: state.start, requestID: id, cache: "bypass")
        guard let built = MHDResponseBuilder.make(headers: response.headers, body: response.body) else { return .NO }
        return MHD_queue_response(connection, UInt32(response.status), built.pointer)
    }
}
