import Synchronization

/// What the server tracks for one request between libmicrohttpd's callbacks.
///
/// Created when the request line arrives (URI log callback) and owned by its connection's ``ConnectionState``;
/// libmicrohttpd's per-request pointer refers to it unretained. It ends (and leaves the in-flight count) in the
/// completion callback, or when its connection starts another request or closes, for the paths on which
/// libmicrohttpd never calls the completion callback. Only the connection's libmicrohttpd thread touches it; the
/// one thing a Swift task shares with that thread is the ``Handoff``.
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

    /// The request target (`/path?query`; an absolute-form target is reduced to this origin form).
    let target: String
    /// Where the HTTP version must start in libmicrohttpd's buffer if the target held no NUL byte: one past the
    /// NUL that ends the target's C string (compared with the version pointer of the access handler).
    let versionAddress: UInt
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
    /// Whether the request left the in-flight count already.
    private(set) var ended = false
    /// libmicrohttpd's per-request pointer holds a retain (only when no connection state owns the request).
    var retainedByPointer = false
    /// The connection's socket, corked for this answer (``ServerCore/endRequest(_:_:)`` uncorks it); -1 when not.
    var corked: Int32 = -1

    init(target: String, versionAddress: UInt, refused: Bool) {
        self.target = target
        self.versionAddress = versionAddress
        self.refused = refused
        start = .now
    }

    /// Marks the request ended; true the first time only (so it leaves the in-flight count once).
    func end() -> Bool {
        if ended { return false }
        ended = true
        return true
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
    /// How an error answer for this request is shaped (shutdown answers waiting requests with 503).
    let errorShape: ErrorShape
    private let slot = Mutex(Slot.pending)

    init(connection: ConnectionHandle, errorShape: ErrorShape) {
        self.connection = connection
        self.errorShape = errorShape
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
