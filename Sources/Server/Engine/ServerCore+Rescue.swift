import Domain
import Glibc
import QuadAPIModels
internal import CMicroHTTPD

/// Requests libmicrohttpd gives up on while it reads the request line.
///
/// libmicrohttpd 0.9.75 splits a query into its connection memory right after the URI log callback. The server cuts
/// the query off first (`quad_mhd_end_query`), but a query hidden behind a NUL byte in the target still gets split,
/// and enough pairs fill the memory: libmicrohttpd then queues its own error reply, yet carries on reading headers
/// into a freed buffer, so the reply is never sent and the connection sits until its idle timeout. The unescape
/// callback runs right after that split, so a response already queued there means exactly this: the server writes
/// its own 414 on the socket, ends the stream, and gives the connection one second before libmicrohttpd closes it.
extension ServerCore {
    /// Called once the request line is parsed (from the unescape callback).
    func requestLineParsed(_ connection: OpaquePointer) {
        guard quad_mhd_queued_status(connection) != 0, let state = currentRequest(connection), state.phase == .fresh else {
            return
        }
        state.phase = .answered
        let id = RequestID.generate()
        let error = APIError(status: 414, code: "uri_too_long", message: "The request URL is more than this server can read.")
        var response = ErrorEnvelopeMiddleware.answer(error, shape: ErrorShape(target: state.target, version: nil))
        response.headers.set("X-Request-Id", id)
        response.headers.set("Connection", "close")
        let fd = quad_mhd_connection_fd(connection)
        if fd >= 0 {
            let bytes = Self.wire(status: 414, reason: "URI Too Long", response: response)
            _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            _ = shutdown(fd, Int32(SHUT_WR))
        }
        quad_mhd_set_timeout(connection, 1)
        metrics.recordRequest(route: RequestContext.unmatchedRoute, status: 414, duration: state.start.duration(to: .now))
        AccessLog.write(logger.with(["request_id": .string(id)]), method: state.method,
                        path: Request(method: state.method, target: state.target).path, route: RequestContext.unmatchedRoute,
                        status: 414, bytes: response.body.count, since: state.start, requestID: id, cache: "bypass")
    }

    /// A response as bytes on the wire (status line, headers, `Content-Length`, body).
    static func wire(status: Int, reason: String, response: Response) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(reason)\r\n"
        for field in response.headers { head += "\(field.name): \(field.value)\r\n" }
        head += "Content-Length: \(response.body.count)\r\n\r\n"
        return Array(head.utf8) + response.body
    }
}
