import Core
public import Domain
public import Foundation
import QuadAPIModels

/// Delivers one queued message (an `auth.mail_outbox` row) and records the result on the row. The job runtime calls
/// it (the `mail.deliver` job of `Sources/Jobs/Mail`, one per row, enqueued by the row's insert trigger); nothing
/// here holds a transaction or a pooled connection while talking to the mail server.
///
/// The message goes through the ``MailTransport`` of `auth.mailer` (the same RFC 5322 text either way,
/// ``MailMessage``): `files` writes an `.eml` file under ``AuthConfiguration/mailDirectory``; `smtp` hands it to the
/// server of `auth.smtpURL` through libcurl (STARTTLS required by default, or `smtps://`; AUTH with the URL's
/// credentials; time-outs), envelope sender the address in `auth.mailFrom`.
///
/// A sent row gets `sent_at`. A temporary failure (4xx reply, network error, time-out) records `last_error`, one more
/// `attempts` and `send_after` = the caller's retry time (the job's backoff), and throws a ``Failure`` that is not
/// permanent. A permanent refusal (5xx to RCPT TO or DATA, an unusable address) records `last_error` starting
/// `permanent failure:` and `send_after = infinity`, and throws a permanent ``Failure``. With bad settings
/// (``AuthConfiguration/validateMail()``) the problem is logged when this value is made, and ``deliver(outboxID:retryAt:)``
/// throws the ``MailConfigurationError`` without touching the row.
public struct MailDelivery: Sendable {
    /// What happened to a row that was not an error.
    public enum Outcome: Sendable, Equatable {
        /// Sent now.
        case sent
        /// Nothing to do: sent before, given up before, or the row is gone.
        case nothingToSend
    }

    /// A failed attempt, already recorded on the row.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// Trying again cannot help (the row is given up).
        public var permanent: Bool
        public var description: String
    }

    private let pool: PostgresPool
    private let configuration: AuthConfiguration
    private let transport: Result<MailTransport, MailConfigurationError>

    public init(pool: PostgresPool, configuration: AuthConfiguration, logger: Logger) {
        self.pool = pool
        self.configuration = configuration
        do {
            let made = try MailTransport(configuration: configuration)
            transport = made.isConfigured ? .success(made)
                : .failure(MailConfigurationError(key: "auth.mailer", reason: "none: mail is not configured"))
        } catch let error as MailConfigurationError {
            transport = .failure(error)
        } catch {
            transport = .failure(MailConfigurationError(key: "auth.mailer", reason: String(describing: error)))
        }
        if case let .failure(error) = transport {
            logger.error("mail cannot be delivered: \(error.description)")
        }
    }

    /// Delivers row `id`: reads it (a statement of its own, committed at once), sends it outside any transaction,
    /// then records the result. `retryAt` is when the row is tried again if this attempt fails for now; nil means
    /// this was the last attempt, and a temporary failure then gives the row up too (`send_after = infinity`).
    public func deliver(outboxID id: Int64, retryAt: Date?) async throws -> Outcome {
        let transport = try transport.get()
        let rows = try await pool.withConnection { connection in
            try await connection.query("""
                select id, recipient, subject, body_text, body_html, headers, kind, sent_at is not null as sent,
                  send_after = 'infinity' as given_up,
                  to_char(created_at at time zone 'UTC', 'YYYYMMDD"T"HH24MISS') as stamp
                from auth.mail_outbox where id = \(id)
                """)
        }
        guard let row = rows.first, try !row.decode(Bool.self, column: "sent"), try !row.decode(Bool.self, column: "given_up")
        else { return .nothingToSend }
        do {
            let recipient = try row.decode(String.self, column: "recipient")
            let message = MailMessage(from: configuration.mailFrom, to: recipient,
                                      subject: try row.decode(String.self, column: "subject"),
                                      text: try row.decode(String.self, column: "body_text"),
                                      html: try row.decode(String?.self, column: "body_html"),
                                      headers: try row.decode(json: [String: String].self, column: "headers"),
                                      messageID: "\(id).\(SecureRandom.token(byteCount: 9))@quad.local", date: Date())
            let name = "\(try row.decode(String.self, column: "stamp"))-\(String(format: "%08d", Int(id)))-"
                + "\(try row.decode(String.self, column: "kind")).eml"
            try await transport.send(message, fileName: name)
        } catch let error as MailTransport.Failure where error.permanent {
            let text = "permanent failure: \(error)"
            try await record(id, """
                update auth.mail_outbox set attempts = attempts + 1, last_error = \(text), send_after = 'infinity'
                where id = \(id)
                """)
            throw Failure(permanent: true, description: text)
        } catch {
            let text = String(describing: error)
            try await record(id, """
                update auth.mail_outbox set attempts = attempts + 1, last_error = \(text),
                  send_after = coalesce(\(retryAt), 'infinity')
                where id = \(id)
                """)
            throw Failure(permanent: false, description: text)
        }
        try await record(id, "update auth.mail_outbox set sent_at = now(), attempts = attempts + 1, last_error = null where id = \(id)")
        return .sent
    }

    private func record(_ id: Int64, _ statement: PostgresQuery) async throws {
        _ = try await pool.withConnection { try await $0.query(statement) }
    }
}
