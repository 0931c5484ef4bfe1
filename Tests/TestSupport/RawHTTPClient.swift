public import Foundation
import Glibc

/// A response read off the wire.
public struct RawResponse: Sendable {
    public var status: Int
    public var headers: [(String, String)]
    public var body: [UInt8]

    public init(status: Int, headers: [(String, String)], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    public func headerCount(_ name: String) -> Int {
        headers.filter { $0.0.lowercased() == name.lowercased() }.count
    }

    public var text: String { String(decoding: body, as: UTF8.self) }
}

public struct RawClientError: Error, CustomStringConvertible {
    public let description: String
}

/// A blocking HTTP/1.1 client over a POSIX socket: exact bytes out, a small parser in. Use it inside ``blocking``.
public final class RawConnection {
    public let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; throws on ECONNREFUSED and other failures.
    public init(port: Int, timeoutSeconds: Int = 10) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw RawClientError(description: "socket failed") }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if result != 0 {
            let code = errno
            // deinit closes the descriptor (it runs for a class whose initializer throws after initializing it).
            throw RawClientError(description: "connect failed: errno \(code)")
        }
    }

    deinit { if fd >= 0 { Glibc.close(fd) } }

    public func send(_ text: String) throws { try send(Array(text.utf8)) }

    public func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { throw RawClientError(description: "send failed: errno \(errno)") }
            offset += written
        }
    }

    /// Half-closes the connection: the server sees the end of the request stream.
    public func finishSending() {
        _ = shutdown(fd, Int32(SHUT_WR))
    }

    /// Reads more bytes into the buffer; false at end of stream or on error.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }

    /// Whether the peer has closed the connection (read returns end of stream or a reset) with nothing else sent.
    public func isClosedByPeer() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1024)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count == 0 { return true }
        if count < 0 { return errno == ECONNRESET }
        return false
    }

    /// Everything until the peer closes.
    public func readToEnd() -> [UInt8] {
        while fill() {}
        defer { buffer = [] }
        return buffer
    }

    private func line() throws -> String {
        while true {
            if let index = buffer.firstIndex(of: 0x0A) {
                var bytes = Array(buffer[..<index])
                buffer.removeFirst(index + 1)
                if bytes.last == 0x0D { bytes.removeLast() }
                return String(decoding: bytes, as: UTF8.self)
            }
            guard fill() else { throw RawClientError(description: "connection closed while reading a line") }
        }
    }

    private func bytes(_ count: Int) throws -> [UInt8] {
        while buffer.count < count {
            guard fill() else { throw RawClientError(description: "connection closed while reading \(count) bytes") }
        }
        let out = Array(buffer[..<count])
        buffer.removeFirst(count)
        return out
    }

    /// Reads one response. `head` (the request was HEAD) means no body whatever the headers say.
    public func readResponse(head: Bool = false) throws -> RawResponse {
        let statusLine = try line()
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else {
            throw RawClientError(description: "bad status line: \(statusLine)")
        }
        var headers: [(String, String)] = []
        while true {
            let text = try line()
            if text.isEmpty { break }
            guard let colon = text.firstIndex(of: ":") else { continue }
            headers.append((String(text[..<colon]), text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        var response = RawResponse(status: status, headers: headers, body: [])
        if head || status == 304 || status == 204 || (100..<200).contains(status) { return response }
        if let length = response.header("Content-Length").flatMap({ Int($0) }) {
            response.body = try bytes(length)
        } else if response.header("Transfer-Encoding")?.lowercased() == "chunked" {
            while true {
                let sizeLine = try line()
                guard let size = Int(sizeLine.split(separator: ";")[0], radix: 16) else {
                    throw RawClientError(description: "bad chunk size \(sizeLine)")
                }
                if size == 0 {
                    while try !line().isEmpty {}
                    break
                }
                response.body += try bytes(size)
                _ = try line()
            }
        } else {
            response.body = readToEnd()
        }
        return response
    }

    /// Sends a request and reads its response.
    public func request(_ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = [],
                 close: Bool = false) throws -> RawResponse {
        var text = "\(method) \(target) HTTP/1.1\r\nHost: localhost\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if !body.isEmpty { text += "Content-Length: \(body.count)\r\n" }
        if close { text += "Connection: close\r\n" }
        text += "\r\n"
        try send(Array(text.utf8) + body)
        return try readResponse(head: method == "HEAD")
    }
}

/// Runs blocking socket work on its own thread, off Swift's small cooperative pool (the server's tasks need it).
public func blocking<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            do { continuation.resume(returning: try work()) } catch { continuation.resume(throwing: error) }
        }
        thread.start()
    }
}

/// One request on a fresh connection.
public func fetch(_ port: Int, _ method: String = "GET", _ target: String, headers: [(String, String)] = [],
           body: [UInt8] = []) async throws -> RawResponse {
    try await blocking {
        let connection = try RawConnection(port: port)
        return try connection.request(method, target, headers: headers, body: body, close: true)
    }
}
