import Foundation
import Synchronization

/// TEST DOUBLE plumbing: a TCP listener on 127.0.0.1 (an ephemeral port) that hands each accepted connection to
/// `serve` on its own thread and closes it afterwards. The local HTTP and SMTP fakes stand on it, so tests of the
/// outbound client never reach the internet.
final class LocalTCPListener: Sendable {
    let port: Int
    private let socket: Int32
    private let serve: @Sendable (LocalConnection) -> Void

    init(_ serve: @escaping @Sendable (LocalConnection) -> Void) throws {
        self.serve = serve
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
        guard bound == 0, listen(fd, 16) == 0 else { throw TestSetupError(description: "local listener: cannot listen") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        socket = fd
        let listener = self
        Thread.detachNewThread { listener.acceptLoop() }
    }

    /// Stops listening; connections being served finish.
    func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    private func acceptLoop() {
        while true {
            let client = accept(socket, nil, nil)
            guard client >= 0 else { return }
            let serve = serve
            Thread.detachNewThread {
                defer { close(client) }
                serve(LocalConnection(fd: client))
            }
        }
    }
}

/// One accepted connection: buffered reads, whole writes.
final class LocalConnection: @unchecked Sendable {
    private let fd: Int32
    /// Bytes read and not yet taken.
    private(set) var pending: [UInt8] = []

    init(fd: Int32) { self.fd = fd }

    /// Reads more bytes into ``pending``; false when the peer closed.
    func fill() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = Foundation.read(fd, &buffer, buffer.count)
        guard n > 0 else { return false }
        pending += buffer[0..<n]
        return true
    }

    /// Takes the first `count` pending bytes.
    func take(_ count: Int) -> [UInt8] {
        let taken = Array(pending.prefix(count))
        pending.removeFirst(min(count, pending.count))
        return taken
    }

    /// Reads until `needle` arrives and returns everything up to and including it; nil when the peer closed first.
    func read(through needle: [UInt8]) -> [UInt8]? {
        while true {
            if let end = Self.find(needle, in: pending) { return take(end) }
            guard fill() else { return nil }
        }
    }

    /// One CRLF-terminated line without its CRLF.
    func line() -> String? {
        read(through: [13, 10]).map { String(decoding: $0.dropLast(2), as: UTF8.self) }
    }

    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                // MSG_NOSIGNAL: a peer that already left (a client past its time limit) must not raise SIGPIPE in the test process.
                let n = send(fd, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                if n <= 0 { return }
                sent += n
            }
        }
    }

    func write(_ text: String) { write(Array(text.utf8)) }

    /// The index just after the first occurrence of `needle`.
    static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for i in 0...(bytes.count - needle.count) where Array(bytes[i..<i + needle.count]) == needle { return i + needle.count }
        return nil
    }
}

/// What a fake server records, appended from its connection threads and read by the test.
final class RecordedList<Element: Sendable>: Sendable {
    private let items = Mutex<[Element]>([])

    func append(_ item: Element) { items.withLock { $0.append(item) } }

    var all: [Element] { items.withLock { $0 } }
}
