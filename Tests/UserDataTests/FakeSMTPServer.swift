import Foundation

/// TEST DOUBLE: a local SMTP server on a ``LocalTCPListener`` (plain text, no TLS) that accepts EHLO, AUTH PLAIN
/// (advertised only when `credentials` are given), MAIL, RCPT, DATA and QUIT, refuses the recipients in `refuse`
/// with 550, and records every message it accepts.
final class FakeSMTPServer: Sendable {
    struct Message: Sendable {
        var from: String
        var recipients: [String]
        /// DATA as received, without the final "." line (dot-stuffing left in).
        var data: String
        /// The user name of AUTH PLAIN, nil without AUTH.
        var user: String?
    }

    private let listener: LocalTCPListener
    private let received: RecordedList<Message>

    init(credentials: (user: String, password: String)? = nil, refuse: Set<String> = []) throws {
        let received = RecordedList<Message>()
        self.received = received
        let user = credentials?.user, password = credentials?.password
        listener = try LocalTCPListener { connection in
            Self.session(on: connection, user: user, password: password, refuse: refuse) { message in
                received.append(message)
            }
        }
    }

    /// `smtp://127.0.0.1:port`.
    var url: String { "smtp://127.0.0.1:\(listener.port)" }

    var messages: [Message] { received.all }

    func stop() { listener.stop() }

    private static func session(on connection: LocalConnection, user: String?, password: String?, refuse: Set<String>,
                                record: (Message) -> Void) {
        connection.write("220 fake ESMTP\r\n")
        var from = "", recipients: [String] = [], signedIn: String?
        while let line = connection.line() {
            let upper = line.uppercased()
            func address() -> String {
                guard let open = line.firstIndex(of: "<"), let close = line.lastIndex(of: ">") else { return "" }
                return String(line[line.index(after: open)..<close])
            }
            if upper.hasPrefix("EHLO") || upper.hasPrefix("HELO") {
                connection.write(user == nil ? "250 fake\r\n" : "250-fake\r\n250 AUTH PLAIN\r\n")
            } else if upper.hasPrefix("AUTH PLAIN") {
                var encoded = line.split(separator: " ").dropFirst(2).first.map(String.init)
                if encoded == nil {
                    connection.write("334 \r\n")
                    encoded = connection.line()
                }
                let parts = Data(base64Encoded: encoded ?? "").map { String(decoding: $0, as: UTF8.self) }?
                    .split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init) ?? []
                if parts.count == 3, parts[1] == user, parts[2] == password {
                    signedIn = parts[1]
                    connection.write("235 ok\r\n")
                } else {
                    connection.write("535 bad credentials\r\n")
                }
            } else if upper.hasPrefix("MAIL FROM:") {
                from = address()
                recipients = []
                connection.write("250 ok\r\n")
            } else if upper.hasPrefix("RCPT TO:") {
                let to = address()
                if refuse.contains(to) {
                    connection.write("550 no such user\r\n")
                } else {
                    recipients.append(to)
                    connection.write("250 ok\r\n")
                }
            } else if upper == "DATA" {
                connection.write("354 go ahead\r\n")
                guard let body = connection.read(through: Array("\r\n.\r\n".utf8)) else { return }
                record(Message(from: from, recipients: recipients,
                               data: String(decoding: body.dropLast(3), as: UTF8.self), user: signedIn))
                connection.write("250 queued\r\n")
            } else if upper == "QUIT" {
                connection.write("221 bye\r\n")
                return
            } else if upper == "RSET" || upper == "NOOP" {
                connection.write("250 ok\r\n")
            } else {
                connection.write("502 not implemented\r\n")
            }
        }
    }
}
