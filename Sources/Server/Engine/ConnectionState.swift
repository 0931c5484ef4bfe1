/// What the server tracks for one TCP connection, from libmicrohttpd's "started" notification to its "closed" one
/// (kept in the connection's `socket_context`, retained for that span).
///
/// It owns the connection's current ``RequestState``, so a request libmicrohttpd gives up on without calling the
/// completion callback (it closes some connections straight after an internal error) still ends, and leaves the
/// in-flight count, when the connection closes. Only the connection's libmicrohttpd thread touches it.
final class ConnectionState {
    /// The peer's address as text (nil when libmicrohttpd does not know it).
    let peer: String?
    /// The key this connection counts under in the per-address connection limit, or nil when it is not counted (a
    /// trusted proxy, or no limit).
    let limitKey: String?
    /// The request between its request line and its end.
    var current: RequestState?

    init(peer: String?, limitKey: String?) {
        self.peer = peer
        self.limitKey = limitKey
    }
}
