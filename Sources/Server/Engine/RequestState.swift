import Synchronization

/// What the server tracks for one request between libmicrohttpd's callbacks.
///
/// Created when the request line arrives (URI log callback), kept alive by libmicrohttpd's per-request pointer
/// (`Unmanaged` retain), released in the completion callback. Only the connection's libmicrohttpd thread touches
/// it; the one thing a Swift task shares with that thread is the ``Handoff``.
final class RequestState {
    enum Phase {
        /// Request line and headers seen, access handler not yet called.
        case fresh
        /// Headers handled; body (if any) arriving.
        case receiving
        /// Suspended while the router runs in a task.
        case waiting
        /// A response is queued.
        case answered
    }

    /// The request target as received (`/path?query`).
    let target: String
    /// The request arrived after shutdown began; it is answered 503.
    let refused: Bool
    /// When the request line arrived.
    let start: ContinuousClock.Instant
    var phase = Phase.fresh
    var method = HTTPMethod.get
    /// The body limit for this request's route.
    var bodyLimit = 0
    var body: [UInt8] = []
    /// The body went past the limit; the rest is read and dropped.
    var overLimit = false
    /// Bytes dropped after the body went past the limit.
    var discarded = 0
    var handoff: Handoff?

    init(target: String, refused: Bool) {
        self.target = target
        self.refused = refused
        start = .now
    }
}

/// Carries the finished response from the router's task back to libmicrohttpd's thread.
///
/// Exactly one party completes it (the task, or shutdown answering 503 for it); whoever does also resumes the
/// connection.
final class Handoff: Sendable {
    /// The status and prebuilt response to queue; a nil response closes the connection.
    struct Outcome: Sendable {
        let status: Int
        let response: MHDResponse?
    }

    private enum Slot {
        case pending
        case ready(Outcome)
        case taken
    }

    let connection: ConnectionHandle
    private let slot = Mutex(Slot.pending)

    init(connection: ConnectionHandle) {
        self.connection = connection
    }

    /// Stores `outcome` if nothing was stored yet; true when this call did it (and so must resume the connection).
    func complete(_ outcome: Outcome) -> Bool {
        slot.withLock { slot in
            guard case .pending = slot else { return false }
            slot = .ready(outcome)
            return true
        }
    }

    /// The stored outcome, once.
    func take() -> Outcome? {
        slot.withLock { slot in
            guard case let .ready(outcome) = slot else { return nil }
            slot = .taken
            return outcome
        }
    }
}
