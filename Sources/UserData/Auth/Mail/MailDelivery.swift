public import Domain
import Foundation
import QuadAPIModels

/// Delivers queued mail (`auth.mail_outbox` rows whose `send_after` has come and that were not sent yet).
///
/// Both mailers send the same RFC 5322 text (``EMLMessage``: CRLF line endings, UTF-8 body):
/// - `files` writes each message as an `.eml` file under ``AuthConfiguration/mailDirectory``.
/// - `smtp` hands it to the server of `auth.smtpURL` (``SMTPMailer``: plain SMTP, AUTH PLAIN to loopback hosts only;
///   no TLS yet, so no `smtps://` and no STARTTLS), envelope sender the address in `auth.mailFrom`.
///
/// A sent row gets `sent_at`. A temporary failure (4xx reply, network error, time-out) keeps the row queued with
/// `last_error`, one more `attempts` and `send_after` pushed back 2^attempts minutes (at most an hour); when the failure
/// is not about one message (connecting, greeting, EHLO, AUTH, MAIL FROM) the rest of the batch waits for the next run.
/// A permanent refusal (5xx to RCPT TO or DATA) records `last_error` starting `permanent failure:` and sets
/// `send_after` to `infinity`, so the row is never tried again. The Jobs module can call ``deliverPending(limit:)``
/// on a schedule; the auth service also calls it right after committing mail when the mailer is `files`.
/// Settings are checked when this value is made (``AuthConfiguration/validateMail()``): with bad settings the
/// problem is logged, and ``deliverPending(limit:)`` throws the ``MailConfigurationError`` without touching a row.
public struct MailDelivery: Sendable {
    private enum Transport: Sendable {
        case files(URL)
        case smtp(SMTPMailer)
        case refused(MailConfigurationError)
    }

    private let pool: PostgresPool
    private let configuration: AuthConfiguration
    private let logger: Logger
    private let transport: Transport

    public init(pool: PostgresPool, configuration: AuthConfiguration, logger: Logger) {
        self.pool = pool
        self.configuration = configuration
        self.logger = logger
        switch configuration.mailer {
        case "files":
            transport = .files(URL(fileURLWithPath: configuration.mailDirectory, isDirectory: true))
        case "smtp":
            do {
                transport = .smtp(try SMTPMailer(url: configuration.smtpURL, mailFrom: configuration.mailFrom))
            } catch let error as MailConfigurationError {
                transport = .refused(error)
            } catch {
                transport = .refused(MailConfigurationError(key: "auth.smtpURL", reason: String(describing: error)))
            }
        default:
            transport = .refused(MailConfigurationError(
                key: "auth.mailer", reason: "unknown mailer \"\(configuration.mailer)\" (use files or smtp)"))
        }
        if case let .refused(error) = transport {
            logger.error("mail cannot be delivered: \(error.description)")
        }
    }

    /// Sends up to `limit` pending messages and returns how many were sent. Rows are claimed with
    /// `FOR UPDATE SKIP LOCKED`, so several workers never send one message twice.
    @discardableResult
    public func deliverPending(limit: Int = 100) async throws -> Int {
        if case let .refused(error) = transport { throw error }
        let database = AuthDatabase(pool: pool)
        return try await database.transaction { transaction in
            let rows = try await transaction.query("""
                select id, recipient, subject, body_text, headers, kind,
                  to_char(created_at at time zone 'UTC', 'YYYYMMDD"T"HH24MISS') as stamp
                from auth.mail_outbox where sent_at is null and send_after <= now()
                order by id limit \(limit) for update skip locked
                """)
            var sent: [Int] = []
            var retry: [(Int, String)] = []
            var refused: [(Int, String)] = []
            for row in rows {
                let id = try row.decode(Int.self, column: "id")
                do {
                    let recipient = try row.decode(String.self, column: "recipient")
                    let message = EMLMessage(from: configuration.mailFrom, to: recipient,
                                             subject: try row.decode(String.self, column: "subject"),
                                             body: try row.decode(String.self, column: "body_text"),
                                             headers: try row.decode(json: [String: String].self, column: "headers"),
                                             messageID: "\(id).\(SecureRandom.token(byteCount: 9))@quad.local", date: Date())
                    try await deliver(message, id: id, kind: try row.decode(String.self, column: "kind"),
                                      stamp: try row.decode(String.self, column: "stamp"))
                    sent.append(id)
                } catch let error as SMTPError where error.isPermanent {
                    refused.append((id, "permanent failure: \(error)"))
                } catch let error as SMTPError where error.affectsEveryMessage {
                    retry.append((id, String(describing: error)))
                    break
                } catch {
                    retry.append((id, String(describing: error)))
                }
            }
            var statements: [PostgresQuery] = []
            if !sent.isEmpty {
                statements.append("""
                    update auth.mail_outbox set sent_at = now(), attempts = attempts + 1, last_error = null
                    where id = any(\(sent.map(String.init))::bigint[])
                    """)
            }
            for (id, message) in retry {
                statements.append("""
                    update auth.mail_outbox set attempts = attempts + 1, last_error = \(message),
                      send_after = now() + make_interval(mins => least(60, power(2, attempts)::int))
                    where id = \(id)
                    """)
                logger.warning("mail not delivered; will retry", ["id": .number(Double(id)), "error": .string(message)])
            }
            for (id, message) in refused {
                statements.append("""
                    update auth.mail_outbox set attempts = attempts + 1, last_error = \(message), send_after = 'infinity'
                    where id = \(id)
                    """)
                logger.error("mail refused; not retried", ["id": .number(Double(id)), "error": .string(message)])
            }
            if !statements.isEmpty { _ = try await transaction.pipeline(statements) }
            return sent.count
        }
    }

    private func deliver(_ message: EMLMessage, id: Int, kind: String, stamp: String) async throws {
        switch transport {
        case let .files(directory):
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let name = "\(stamp)-\(String(format: "%08d", id))-\(kind).eml"
            try Data(message.rendered.utf8).write(to: directory.appendingPathComponent(name), options: .atomic)
        case let .smtp(mailer):
            try await mailer.send(message.rendered, to: message.to)
        case let .refused(error):
            throw error
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
