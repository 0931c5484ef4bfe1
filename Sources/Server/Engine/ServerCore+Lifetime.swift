import Core
import Domain
import Glibc
import QuadAPIModels
import Synchronization
internal import CMicroHTTPD

/// Connections and requests from start to end, suspended connections, and reading what libmicrohttpd parsed.
extension ServerCore {
    // MARK: Connections

    /// Accept policy: not shutting down, under the connection limit, and under the per-address limit unless the peer
    /// is a trusted proxy. (Counts are taken when connections start, so two threads accepting at the same instant
    /// may pass one over a limit.)
    func admitConnection(_ address: UnsafePointer<sockaddr>?) -> Bool {
        guard !draining.load(ordering: .relaxed),
              openConnections.load(ordering: .relaxed) < configuration.connectionLimit else { return false }
        guard let key = address.flatMap(limitKey(forPeerAddress:)) else { return true }
        return perAddress.withLock { ($0[key] ?? 0) < configuration.perIPConnectionLimit }
    }

    /// A connection started: its state goes into libmicrohttpd's `socket_context`.
    func connectionOpened(_ connection: OpaquePointer, socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        openConnections.add(1, ordering: .relaxed)
        let address = quad_mhd_client_address(connection)
        let key = address.flatMap(limitKey(forPeerAddress:))
        if let key { perAddress.withLock { $0[key, default: 0] += 1 } }
        let state = ConnectionState(peer: address.flatMap(ListenSocket.describe), limitKey: key)
        socketContext.pointee = Unmanaged.passRetained(state).toOpaque()
    }

    /// A connection closed: a request still open on it ends now, and it leaves the counts.
    func connectionClosed(_ connection: OpaquePointer?, socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        openConnections.subtract(1, ordering: .relaxed)
        if let connection { requestLineDone(connection) }
        guard let pointer = socketContext.pointee else { return }
        socketContext.pointee = nil
        let state = Unmanaged<ConnectionState>.fromOpaque(pointer).takeRetainedValue()
        if let current = state.current { end(current) }
        state.current = nil
        if let key = state.limitKey {
            perAddress.withLock { counts in
                let left = (counts[key] ?? 1) - 1
                counts[key] = left > 0 ? left : nil
            }
        }
    }

    /// The per-address key of a peer, or nil when the limit is off or the peer is a trusted proxy.
    private func limitKey(forPeerAddress address: UnsafePointer<sockaddr>) -> String? {
        guard configuration.perIPConnectionLimit > 0, let text = ListenSocket.describe(address),
              !configuration.clientAddress.isTrusted(text) else { return nil }
        return text
    }

    private func connectionState(_ connection: OpaquePointer) -> ConnectionState? {
        quad_mhd_socket_context(connection).map { Unmanaged<ConnectionState>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The request now open on `connection`, if any.
    func currentRequest(_ connection: OpaquePointer) -> RequestState? {
        connectionState(connection)?.current
    }

    // MARK: Requests

    /// A new request on `connection`: its state (owned by the connection, handed to libmicrohttpd unretained), in the
    /// in-flight count until it ends.
    ///
    /// From the URI log callback (`fromLog`), `rawTarget` is the target in libmicrohttpd's buffer: it is copied, its
    /// query is cut off in place so libmicrohttpd never parses it (see `quad_mhd_end_query`), and the address one
    /// past its NUL is noted for the NUL check.
    func beginRequest(_ connection: OpaquePointer, target rawTarget: UnsafePointer<CChar>?, fromLog: Bool = false)
        -> UnsafeMutableRawPointer {
        var target = "/"
        var versionAddress: UInt = 0
        if let rawTarget {
            target = String(cString: rawTarget)
            if fromLog {
                versionAddress = UInt(bitPattern: rawTarget) + UInt(strlen(rawTarget)) + 1
                quad_mhd_end_query(rawTarget)
            }
        }
        let state = RequestState(target: RequestHead.originForm(target), versionAddress: versionAddress,
                                 refused: draining.load(ordering: .relaxed))
        inFlight.add(1, ordering: .relaxed)
        guard let owner = connectionState(connection) else {
            // No connection state (libmicrohttpd always notifies first): libmicrohttpd's pointer keeps it alive.
            state.retainedByPointer = true
            return Unmanaged.passRetained(state).toOpaque()
        }
        // A request libmicrohttpd dropped without completing it ends when the next one starts.
        if let previous = owner.current { end(previous) }
        owner.current = state
        return Unmanaged.passUnretained(state).toOpaque()
    }

    /// The completion callback: the request ends and its connection lets go of it.
    func endRequest(_ connection: OpaquePointer?, _ pointer: UnsafeMutableRawPointer) {
        let unmanaged = Unmanaged<RequestState>.fromOpaque(pointer)
        let state = unmanaged.takeUnretainedValue()
        if state.corked >= 0 {
            _ = quad_set_cork(state.corked, 0)
            state.corked = -1
        }
        end(state)
        if let connection, let owner = connectionState(connection), owner.current === state {
            owner.current = nil
        }
        if state.retainedByPointer { unmanaged.release() }
    }

    /// Takes `state` out of the in-flight count, once.
    private func end(_ state: RequestState) {
        guard state.end() else { return }
        if inFlight.subtract(1, ordering: .relaxed).newValue == 0, draining.load(ordering: .relaxed) { drained.notify() }
    }

    // MARK: Suspended connections

    func register(_ handoff: Handoff) -> Bool {
        suspensions.withLock { state in
            guard !state.closed else { return false }
            state.handoffs[ObjectIdentifier(handoff)] = handoff
            return true
        }
    }

    func unregister(_ handoff: Handoff) {
        let lastAfterClose = suspensions.withLock { state in
            state.handoffs.removeValue(forKey: ObjectIdentifier(handoff))
            return state.closed && state.handoffs.isEmpty
        }
        if lastAfterClose { drained.notify() }
    }

    /// Suspended connections not yet resumed.
    var suspendedCount: Int { suspensions.withLock { $0.handoffs.count } }

    /// Refuses further suspensions and answers every still-suspended request with 503, resuming it.
    /// Returns how many were answered here.
    func answerSuspendedForShutdown() -> Int {
        let pending = suspensions.withLock { state in
            state.closed = true
            return Array(state.handoffs.values)
        }
        var answered = 0
        for handoff in pending {
            var response = ErrorEnvelopeMiddleware.answer(
                .unavailable("The server is restarting. Try again in a moment.", retryAfter: 1), shape: handoff.errorShape)
            response.headers.set("Connection", "close")
            let built = MHDResponseBuilder.make(headers: response.headers, body: response.body)
            if handoff.complete(Handoff.Outcome(status: 503, response: built)) {
                MHD_resume_connection(handoff.connection.pointer)
                unregister(handoff)
                answered += 1
            }
        }
        return answered
    }

    // MARK: Reading the connection

    func header(_ connection: OpaquePointer, _ name: String) -> String? {
        MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
    }

    func requestHeaders(_ connection: OpaquePointer) -> HTTPHeaders {
        var headers = HTTPHeaders()
        withUnsafeMutablePointer(to: &headers) { pointer in
            _ = MHD_get_connection_values(connection, .HEADER_KIND, { context, _, key, value in
                guard let context, let key else { return .YES }
                context.assumingMemoryBound(to: HTTPHeaders.self).pointee.add(String(cString: key),
                                                                              value.map { String(cString: $0) } ?? "")
                return .YES
            }, pointer)
        }
        return headers
    }

    /// What the request-head checks need of the header fields, read without building every field as a string.
    func headFields(_ connection: OpaquePointer) -> RequestHead.Fields {
        var fields = RequestHead.Fields()
        withUnsafeMutablePointer(to: &fields) { pointer in
            _ = MHD_get_connection_values(connection, .HEADER_KIND, { context, _, key, value in
                guard let context, let key else { return .YES }
                let fields = context.assumingMemoryBound(to: RequestHead.Fields.self)
                let valueBytes = value.map { strlen($0) } ?? 0
                fields.pointee.count += 1
                fields.pointee.bytes += strlen(key) + valueBytes + 4
                if strcasecmp(key, "Host") == 0 { fields.pointee.hosts += 1 }
                if strcasecmp(key, "Content-Length") == 0 { fields.pointee.lengths.append(value.map { String(cString: $0) } ?? "") }
                if strcasecmp(key, "Transfer-Encoding") == 0 {
                    fields.pointee.encodings.append(value.map { String(cString: $0) } ?? "")
                }
                return .YES
            }, pointer)
        }
        return fields
    }

    /// The client's address: the peer, or behind a trusted proxy the address it forwarded (``ClientAddressResolver``).
    func clientAddress(_ connection: OpaquePointer, headers: HTTPHeaders) -> String? {
        let peer = connectionState(connection)?.peer ?? quad_mhd_client_address(connection).flatMap(ListenSocket.describe)
        return configuration.clientAddress.resolve(peer: peer, headers: headers)
    }
}
