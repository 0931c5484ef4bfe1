import Core
import Domain
import Glibc
import QuadAPIModels
internal import CMicroHTTPD

/// Requests libmicrohttpd 0.9.75 refuses itself but answers wrongly; the server answers them on the socket instead
/// (its envelope, `Connection: close`, the stream ended), and libmicrohttpd's own reply goes nowhere.
///
/// 1. A query hidden behind a NUL byte in the target: the server cuts the query off in the URI log callback
///    (`quad_mhd_end_query`), but past a NUL libmicrohttpd still splits it into its connection memory, and enough
///    pairs fill the memory. libmicrohttpd then queues its error reply yet carries on reading headers into a freed
///    buffer, so the reply is never sent and the connection sits until its idle timeout. The unescape callback runs
///    right after that split: a response already queued there means exactly this, and the server answers 414.
/// 2. A refusal found while libmicrohttpd reads the framing headers (a first `Content-Length` that is not a number,
///    or too large, a cookie header too large for the memory): libmicrohttpd queues its reply, then overwrites its
///    own state and builds the reply's head a second time, so the client gets two header blocks. No callback runs
///    in between, but libmicrohttpd logs the refusal first ("Error processing request (HTTP response code is N …"),
///    on the connection's thread. The unescape callback notes, per thread, the connection whose request line it
///    just read (``RequestLineSlot``); when that log line comes for a connection that has its whole head read,
///    nothing queued and no answer from the server yet, it is that connection, and the server answers N.
///    Otherwise (the head came in pieces while the thread served others) libmicrohttpd's reply stands.
extension ServerCore {
    /// Called once the request line is parsed (from the unescape callback).
    func requestLineParsed(_ connection: OpaquePointer) {
        guard quad_mhd_queued_status(connection) != 0 else {
            RequestLineSlot.set(connection)
            return
        }
        rescue(connection, status: 414, message: "The request URL is more than this server can read.")
    }

    /// The connection's head reached the server (access handler) or it closed: it is no longer the thread's.
    func requestLineDone(_ connection: OpaquePointer) {
        RequestLineSlot.clear(connection)
    }

    /// A libmicrohttpd log line: when it announces an error reply for the connection this thread just read a request
    /// line for, with its head fully read, answer it here.
    func libraryLogged(_ text: String) {
        let prefix = "Error processing request (HTTP response code is "
        guard text.hasPrefix(prefix), let connection = RequestLineSlot.current else { return }
        let digits = text.dropFirst(prefix.count).prefix { $0.isNumber }
        guard let status = Int(digits), (400..<500).contains(status),
              quad_mhd_request_header_size(connection) > 0, quad_mhd_queued_status(connection) == 0 else { return }
        let message = switch status {
        case 413: "The request body is larger than this server accepts."
        case 431: "The request headers are larger than this server can read."
        default: "Content-Length must be a number of bytes."
        }
        rescue(connection, status: status, message: message)
    }

    /// Answers the open request of `connection` on its socket and ends the stream; libmicrohttpd closes the
    /// connection within a second.
    private func rescue(_ connection: OpaquePointer, status: Int, message: String) {
        RequestLineSlot.clear(connection)
        guard let state = currentRequest(connection), state.phase == .fresh else { return }
        state.phase = .answered
        let id = RequestID.generate()
        let code = switch status {
        case 413: "payload_too_large"
        case 414: "uri_too_long"
        case 431: "headers_too_large"
        default: "bad_request"
        }
        let error = APIError(status: status, code: code, message: message)
        let shape = ErrorShape(target: state.target, version: header(connection, ErrorShape.versionHeader))
        var response = ErrorEnvelopeMiddleware.answer(error, shape: shape)
        response.headers.set("X-Request-Id", id)
        response.headers.set("Connection", "close")
        let fd = quad_mhd_connection_fd(connection)
        if fd >= 0 {
            let bytes = Self.wire(status: status, response: response)
            _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            _ = shutdown(fd, Int32(SHUT_WR))
        }
        quad_mhd_set_timeout(connection, 1)
        let path = Request(method: .get, target: state.target).path
        metrics.recordRequest(route: RequestContext.unmatchedRoute, status: status, duration: state.start.duration(to: .now))
        AccessLog.write(logger.with(["request_id": .string(id)]), method: state.method, path: path,
                        route: RequestContext.unmatchedRoute, status: status, bytes: response.body.count,
                        since: state.start, requestID: id, cache: "bypass")
    }

    /// A response as bytes on the wire (status line, headers, `Content-Length`, body).
    static func wire(status: Int, response: Response) -> [UInt8] {
        let reason = [400: "Bad Request", 413: "Content Too Large", 414: "URI Too Long",
                      431: "Request Header Fields Too Large"][status] ?? "Error"
        var head = "HTTP/1.1 \(status) \(reason)\r\n"
        for field in response.headers { head += "\(field.name): \(field.value)\r\n" }
        head += "Content-Length: \(response.body.count)\r\n\r\n"
        return Array(head.utf8) + response.body
    }
}

/// The connection whose request line this thread read last, until its head reaches the server or it closes (a
/// pthread key: each libmicrohttpd worker thread has its own).
enum RequestLineSlot {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    static var current: OpaquePointer? {
        pthread_getspecific(key).map { OpaquePointer($0) }
    }

    static func set(_ connection: OpaquePointer) {
        pthread_setspecific(key, UnsafeRawPointer(connection))
    }

    static func clear(_ connection: OpaquePointer) {
        if current == connection { pthread_setspecific(key, nil) }
    }
}
