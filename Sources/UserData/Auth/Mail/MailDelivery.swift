public import Domain
import Foundation
import QuadAPIModels

/// Delivers queued mail (`auth.mail_outbox` rows whose `send_after` has come and that were not sent yet).
///
/// The `files` mailer writes each message as an RFC 5322 `.eml` file (CRLF line endings, UTF-8 text) under
/// ``AuthConfiguration/mailDirectory`` and marks the row sent. The `smtp` mailer is not built yet: rows are left
/// unsent with `last_error` saying so and a later `send_after`. The Jobs module can call ``deliverPending(limit:)``
/// on a schedule; the auth service also calls it right after committing mail when the mailer is `files`.
public struct MailDelivery: Sendable {
    public enum Failure: Error, Sendable, CustomStringConvertible {
        case smtpNotConfigured
        case unknownMailer(String)

        public var description: String {
            switch self {
            case .smtpNotConfigured: "SMTP delivery is not available in this build; use auth.mailer = files"
            case let .unknownMailer(name): "unknown auth.mailer \"\(name)\" (use files or smtp)"
            }
        }
    }

    private let pool: PostgresPool
    private let configuration: AuthConfiguration
    private let logger: Logger

    public init(pool: PostgresPool, configuration: AuthConfiguration, logger: Logger) {
        self.pool = pool
        self.configuration = configuration
        self.logger = logger
    }

    /// Sends up to `limit` pending messages and returns how many were sent. Rows are claimed with
    /// `FOR UPDATE SKIP LOCKED`, so several workers never send one message twice.
    @discardableResult
    public func deliverPending(limit: Int = 100) async throws -> Int {
        let database = AuthDatabase(pool: pool)
        return try await database.transaction { transaction in
            let rows = try await transaction.query("""
                select id, recipient, subject, body_text, headers, kind,
                  to_char(created_at at time zone 'UTC', 'YYYYMMDD"T"HH24MISS') as stamp
                from auth.mail_outbox where sent_at is null and send_after <= now()
                order by id limit \(limit) for update skip locked
                """)
            var sent: [Int] = []
            var failed: [(Int, String)] = []
            for row in rows {
                let id = try row.decode(Int.self, column: "id")
                do {
                    try deliver(id: id, recipient: try row.decode(String.self, column: "recipient"),
                                subject: try row.decode(String.self, column: "subject"),
                                body: try row.decode(String.self, column: "body_text"),
                                headers: try row.decode(json: [String: String].self, column: "headers"),
                                kind: try row.decode(String.self, column: "kind"),
                                stamp: try row.decode(String.self, column: "stamp"))
                    sent.append(id)
                } catch {
                    failed.append((id, String(describing: error)))
                }
            }
            var statements: [PostgresQuery] = []
            if !sent.isEmpty {
                statements.append("""
                    update auth.mail_outbox set sent_at = now(), attempts = attempts + 1, last_error = null
                    where id = any(\(sent.map(String.init))::bigint[])
                    """)
            }
            for (id, message) in failed {
                statements.append("""
                    update auth.mail_outbox set attempts = attempts + 1, last_error = \(message),
                      send_after = now() + make_interval(mins => least(60, power(2, attempts)::int))
                    where id = \(id)
                    """)
                logger.warning("mail not delivered", ["id": .number(Double(id)), "error": .string(message)])
            }
            if !statements.isEmpty { _ = try await transaction.pipeline(statements) }
            return sent.count
        }
    }

    private func deliver(id: Int, recipient: String, subject: String, body: String, headers: [String: String], kind: String,
                         stamp: String) throws {
        switch configuration.mailer {
        case "files":
            let directory = URL(fileURLWithPath: configuration.mailDirectory, isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let message = EMLMessage(from: configuration.mailFrom, to: recipient, subject: subject, body: body,
                                     headers: headers, messageID: "\(id).\(SecureRandom.token(byteCount: 9))@quad.local",
                                     date: Date())
            let name = "\(stamp)-\(String(format: "%08d", id))-\(kind).eml"
            try Data(message.rendered.utf8).write(to: directory.appendingPathComponent(name), options: .atomic)
        case "smtp":
            throw Failure.smtpNotConfigured
        default:
            throw Failure.unknownMailer(configuration.mailer)
        }
    }
}

/// One RFC 5322 message with a plain-text UTF-8 body.
struct EMLMessage: Sendable {
    var from: String
    var to: String
    var subject: String
    var body: String
    var headers: [String: String]
    var messageID: String
    var date: Date

    /// The message text with CRLF line endings.
    var rendered: String {
        var lines = [
            "From: \(Self.clean(from))",
            "To: \(Self.clean(to))",
            "Subject: \(Self.encodeIfNeeded(Self.clean(subject)))",
            "Date: \(Self.rfc5322Date(date))",
            "Message-ID: <\(messageID)>",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=utf-8",
            "Content-Transfer-Encoding: 8bit",
        ]
        for name in headers.keys.sorted() where !name.isEmpty && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) {
            lines.append("\(name): \(Self.clean(headers[name]!))")
        }
        let text = body.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: "\r\n")
        return lines.joined(separator: "\r\n") + "\r\n\r\n" + text + "\r\n"
    }

    /// A header value without line breaks (no header injection).
    static func clean(_ value: String) -> String {
        value.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
    }

    /// RFC 2047 encoded-word for non-ASCII header text.
    static func encodeIfNeeded(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 >= 0x80 }) else { return value }
        return "=?utf-8?B?" + Data(value.utf8).base64EncodedString() + "?="
    }

    static func rfc5322Date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss '+0000'"
        return formatter.string(from: date)
    }
}
