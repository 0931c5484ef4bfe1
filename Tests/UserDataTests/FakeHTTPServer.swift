import Core
import Foundation

/// TEST DOUBLE: a local HTTP/1.1 server on a ``LocalTCPListener`` standing in for the outside services the
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
        /// Further header lines ("Cache-Control", "max-age=600").
        var headers: [(String, String)] = []

        static func json(_ text: String, status: Int = 200) -> Reply { Reply(status: status, body: Array(text.utf8)) }
    }

    var port: Int { listener.port }
    private let listener: LocalTCPListener
    private let received: RecordedList<Received>

    init(_ respond: @escaping @Sendable (Received) -> Reply) throws {
        let received = RecordedList<Received>()
        self.received = received
        listener = try LocalTCPListener { connection in
            guard let request = Self.request(on: connection) else { return }
            received.append(request)
            let reply = respond(request)
            if reply.delay > 0 { Thread.sleep(forTimeInterval: reply.delay) }
            let extra = reply.headers.map { "\($0.0): \($0.1)\r\n" }.joined()
            connection.write("HTTP/1.1 \(reply.status) X\r\nContent-Type: \(reply.contentType)\r\n" + extra
                + "Content-Length: \(reply.body.count)\r\nConnection: close\r\n\r\n")
            connection.write(reply.body)
        }
    }

    /// The base URL of a path on this server.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    var requests: [Received] { received.all }

    /// Stops listening; connections being answered finish.
    func stop() { listener.stop() }

    /// The request on `connection`: head, then a body of its Content-Length.
    private static func request(on connection: LocalConnection) -> Received? {
        guard let head = connection.read(through: [13, 10, 13, 10]) else { return nil }
        let lines = String(decoding: head.dropLast(4), as: UTF8.self).split(separator: "\r\n").map(String.init)
        let start = lines.first?.split(separator: " ").map(String.init) ?? []
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = headers["content-length"].flatMap { Int($0) } ?? 0
        while connection.pending.count < length { guard connection.fill() else { return nil } }
        return Received(method: start.first ?? "", target: start.count > 1 ? start[1] : "", headers: headers,
                        body: connection.take(length))
    }
}
