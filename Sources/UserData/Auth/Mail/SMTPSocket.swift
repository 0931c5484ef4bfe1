import Foundation

/// A blocking TCP connection for the SMTP client: connect with a time limit, then reads and writes that give up after
/// `SO_RCVTIMEO` / `SO_SNDTIMEO`. Used only on the mailer's own dispatch queue, never on the cooperative pool. The
/// descriptor never leaves this type.
final class SMTPSocket {
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private var bufferStart = 0
    /// The local address as an RFC 5321 address literal (`[127.0.0.1]`, `[IPv6:::1]`), for EHLO.
    private(set) var localAddressLiteral = "[127.0.0.1]"

    /// Connects to `host`:`port` (each resolved address in turn) or throws an ``SMTPError`` at stage `connect`.
    init(host: String, port: Int, connectTimeout: Duration, ioTimeout: Duration) throws {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw SMTPError(stage: .connect, text: "cannot resolve \(host): \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(list) }
        var lastError = "no address"
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let info = candidate {
            candidate = info.pointee.ai_next
            let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
            guard fd >= 0 else { lastError = Self.errnoText(); continue }
            if let problem = Self.connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen, timeout: connectTimeout) {
                lastError = problem
                close(fd)
                continue
            }
            descriptor = fd
            Self.setTimeout(fd, SO_RCVTIMEO, ioTimeout)
            Self.setTimeout(fd, SO_SNDTIMEO, ioTimeout)
            localAddressLiteral = Self.localLiteral(fd) ?? localAddressLiteral
            return
        }
        throw SMTPError(stage: .connect, text: "cannot connect to \(host):\(port): \(lastError)")
    }

    deinit { close(descriptor) }

    /// Writes every byte or throws (`stage` names the conversation step for the error).
    func write(_ bytes: [UInt8], stage: SMTPError.Stage) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { raw in
                send(descriptor, raw.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            }
            if sent < 0 {
                if errno == EINTR { continue }
                let reason = errno == EAGAIN || errno == EWOULDBLOCK ? "timed out" : Self.errnoText()
                throw SMTPError(stage: stage, text: "write failed: \(reason)")
            }
            offset += sent
        }
    }

    /// One line without its CRLF (or bare LF); refuses lines over `limit` bytes.
    func readLine(stage: SMTPError.Stage, limit: Int = 4096) throws -> String {
        while true {
            if let newline = buffer[bufferStart...].firstIndex(of: 0x0A) {
                var end = newline
                if end > bufferStart, buffer[end - 1] == 0x0D { end -= 1 }
                let line = String(decoding: buffer[bufferStart..<end], as: UTF8.self)
                bufferStart = newline + 1
                if bufferStart == buffer.count { buffer.removeAll(keepingCapacity: true); bufferStart = 0 }
                return line
            }
            guard buffer.count - bufferStart <= limit else {
                throw SMTPError(stage: stage, text: "reply line longer than \(limit) bytes")
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = errno == EAGAIN || errno == EWOULDBLOCK ? "timed out waiting for the server" : Self.errnoText()
                throw SMTPError(stage: stage, text: "read failed: \(reason)")
            }
            if count == 0 { throw SMTPError(stage: stage, text: "the server closed the connection") }
            buffer += chunk[0..<count]
        }
    }

    // MARK: POSIX details

    private static func errnoText() -> String { String(cString: strerror(errno)) }

    /// Non-blocking connect, `poll` for at most `timeout`, then back to blocking. Nil on success, else the reason.
    private static func connect(_ fd: Int32, _ address: UnsafeMutablePointer<sockaddr>?, _ length: socklen_t,
                                timeout: Duration) -> String? {
        let flags = fcntl(fd, F_GETFL, 0)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(fd, F_SETFL, flags) }
        if Glibc.connect(fd, address, length) == 0 { return nil }
        guard errno == EINPROGRESS else { return errnoText() }
        var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        let milliseconds = Int32(clamping: timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        var ready: Int32
        repeat { ready = poll(&entry, 1, milliseconds) } while ready < 0 && errno == EINTR
        if ready == 0 { return "timed out after \(timeout)" }
        if ready < 0 { return errnoText() }
        var problem: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_ERROR, &problem, &size) == 0 else { return errnoText() }
        return problem == 0 ? nil : String(cString: strerror(problem))
    }

    private static func setTimeout(_ fd: Int32, _ option: Int32, _ timeout: Duration) {
        var value = timeval(tv_sec: Int(timeout.components.seconds),
                            tv_usec: Int(timeout.components.attoseconds / 1_000_000_000_000))
        _ = setsockopt(fd, SOL_SOCKET, option, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    private static func localLiteral(_ fd: Int32) -> String? {
        var storage = sockaddr_storage()
        var size = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let got = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &size) }
        }
        guard got == 0 else { return nil }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { address in
                    var raw = address.pointee.sin_addr
                    guard inet_ntop(AF_INET, &raw, &text, socklen_t(text.count)) != nil else { return nil }
                    return "[" + text.withUnsafeBufferPointer { String(cString: $0.baseAddress!) } + "]"
                }
            }
        case AF_INET6:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { address in
                    var raw = address.pointee.sin6_addr
                    guard inet_ntop(AF_INET6, &raw, &text, socklen_t(text.count)) != nil else { return nil }
                    return "[IPv6:" + text.withUnsafeBufferPointer { String(cString: $0.baseAddress!) } + "]"
                }
            }
        default:
            return nil
        }
    }
}
