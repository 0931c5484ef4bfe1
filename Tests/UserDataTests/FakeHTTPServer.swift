import Foundation
import Synchronization

/// TEST DOUBLE: a local HTTP/1.1 server on 127.0.0.1 (an ephemeral port) standing in for the outside services the
/// home address uses (the Census geocoder, the suggestion service), so tests never reach the internet. Each
/// connection gets one request and one answer from `respond`, then is closed. Requests are recorded.
final class FakeHTTPServer: Sendable {
    struct Received: Sendable {
        var method: String
        var target: String
        var headers: [String: String]
        var body: [UInt8]

        /// The decoded query item `name` of the target.
        func query(_ name: String) -> String? {
            URLComponents(string: "http://x" + target)?.queryItems?.first { $0.name == name }?.value
        }
    }

    struct Reply: Sendable {
        var status = 200
        var contentType = "application/json"
        var body: [UInt8] = []
        /// Seconds to wait before answering (a slow service).
        var delay: Double = 0

        static func json(_ text: String, status: Int = 200) -> Reply { Reply(status: status, body: Array(text.utf8)) }
    }

    let port: Int
    private let socket: Int32
    private let received = Mutex<[Received]>([])
    private let respond: @Sendable (Received) -> Reply

    init(_ respond: @escaping @Sendable (Received) -> Reply) throws {
        self.respond = respond
        let fd = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else { throw TestSetupError(description: "fake HTTP server: cannot listen") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        socket = fd
        let server = self
        Thread.detachNewThread { server.acceptLoop() }
    }

    /// The base URL of a path on this server.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    var requests: [Received] { received.withLock { $0 } }

    /// Stops listening; connections being answered finish.
    func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    private func acceptLoop() {
        while true {
            let client = accept(socket, nil, nil)
            guard client >= 0 else { return }
            let server = self
            Thread.detachNewThread { server.serve(client) }
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var headerEnd: Int?
        var bodyLength = 0
        while true {
            if let end = headerEnd, bytes.count >= end + bodyLength { break }
            let n = read(client, &buffer, buffer.count)
            guard n > 0 else { return }
            bytes += buffer[0..<n]
            if headerEnd == nil, let range = Self.find([13, 10, 13, 10], in: bytes) {
                headerEnd = range
                let head = String(decoding: bytes[0..<range], as: UTF8.self)
                for line in head.split(separator: "\r\n") where line.lowercased().hasPrefix("content-length:") {
                    bodyLength = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? 0
                }
            }
        }
        let end = headerEnd!
        let lines = String(decoding: bytes[0..<end], as: UTF8.self).split(separator: "\r\n").map(String.init)
        let start = lines.first?.split(separator: " ").map(String.init) ?? []
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let request = Received(method: start.first ?? "", target: start.count > 1 ? start[1] : "", headers: headers,
                               body: Array(bytes[end..<min(bytes.count, end + bodyLength)]))
        received.withLock { $0.append(request) }
        let reply = respond(request)
        if reply.delay > 0 { Thread.sleep(forTimeInterval: reply.delay) }
        let head = "HTTP/1.1 \(reply.status) X\r\nContent-Type: \(reply.contentType)\r\nContent-Length: \(reply.body.count)\r\n"
            + "Connection: close\r\n\r\n"
        let out = Array(head.utf8) + reply.body
        out.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let n = write(client, raw.baseAddress! + sent, raw.count - sent)
                if n <= 0 { return }
                sent += n
            }
        }
    }

    /// The index just after the first occurrence of `needle`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for i in 0...(bytes.count - needle.count) where Array(bytes[i..<i + needle.count]) == needle { return i + needle.count }
        return nil
    }
}
