import Foundation

/// Sends messages over SMTP with libcurl (see ``SMTPSettings``): one connection per message, STARTTLS or TLS from the
/// start as configured, AUTH when the URL has credentials, and the configured time-outs. libcurl dot-stuffs the
/// DATA; the message comes with CRLF line endings (``MailMessage/rendered``).
struct SMTPMailer: Sendable {
    let settings: SMTPSettings
    /// The envelope sender (`MAIL FROM`), the bare address of `auth.mailFrom`.
    let sender: String

    /// Parses the settings and `mailFrom`; throws a ``MailConfigurationError`` naming the key at fault.
    init(settings: SMTPSettings, mailFrom: String) throws {
        self.settings = settings
        sender = try SMTPEnvelope.address(in: mailFrom, key: "auth.mailFrom")
    }

    /// Sends `message` (RFC 5322 text) to `recipient`, or throws an ``SMTPError``.
    func send(_ message: String, to recipient: String) async throws {
        let address: String
        do { address = try SMTPEnvelope.address(in: recipient, key: "recipient") } catch {
            throw SMTPError(stage: .recipient, text: "unusable recipient \"\(recipient)\"", refusedLocally: true)
        }
        var transfer = CurlTransfer(url: settings.curlURL, protocols: "smtp,smtps")
        transfer.requireTLS = settings.implicitTLS ? nil : settings.requireTLS
        transfer.caFile = settings.caFile
        transfer.username = settings.username
        transfer.password = settings.password
        transfer.mailFrom = sender
        transfer.mailRecipients = [address]
        transfer.body = Data(message.utf8)
        transfer.upload = true
        transfer.connectTimeout = min(.seconds(10), settings.timeout / 3)
        transfer.timeout = settings.timeout
        do {
            _ = try await transfer.perform()
        } catch let failure as HTTPClientError {
            throw SMTPError(failure)
        }
    }
}
