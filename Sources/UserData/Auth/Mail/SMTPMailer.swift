import Dispatch
import Foundation

/// Sends messages over SMTP (see ``SMTPSettings``). Each message gets its own connection; the blocking socket work
/// runs on this mailer's serial dispatch queue (a thread of libdispatch's overcommitting pool, like the Postgres
/// connections' executors), so the cooperative pool never blocks on the network.
struct SMTPMailer: Sendable {
    let settings: SMTPSettings
    /// The envelope sender (`MAIL FROM`), the bare address of `auth.mailFrom`.
    let sender: String
    private let queue: DispatchQueue

    /// Parses `url` and `mailFrom`; throws a ``MailConfigurationError`` naming the key at fault.
    init(url: String, mailFrom: String) throws {
        settings = try SMTPSettings(url: url)
        sender = try SMTPEnvelope.address(in: mailFrom, key: "auth.mailFrom")
        queue = DispatchQueue(label: "quad.smtp")
    }

    init(settings: SMTPSettings, sender: String) {
        self.settings = settings
        self.sender = sender
        queue = DispatchQueue(label: "quad.smtp")
    }

    /// Sends `message` (RFC 5322 text) to `recipient`, or throws an ``SMTPError``.
    func send(_ message: String, to recipient: String) async throws {
        let address: String
        do { address = try SMTPEnvelope.address(in: recipient, key: "recipient") } catch {
            throw SMTPError(stage: .recipient, text: "unusable recipient \"\(recipient)\"", refusedLocally: true)
        }
        let payload = SMTPEnvelope.dataPayload(message)
        let settings = settings, sender = sender
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            queue.async {
                continuation.resume(with: Result { try SMTPConversation.send(payload, from: sender, to: address, settings: settings) })
            }
        }
    }
}
