import Core
/// Why an SMTP conversation failed: the step, and the server's reply code when it gave one.
struct SMTPError: Error, Sendable, CustomStringConvertible {
    /// The step of the conversation that failed.
    enum Stage: String, Sendable {
        case connect, greeting, hello, auth, sender, recipient, data, message
    }

    var stage: Stage
    /// The reply code (nil for network and protocol failures).
    var code: Int?
    var text: String
    /// Refused here before any connection (an unusable recipient address): as final as a 5xx.
    var refusedLocally: Bool

    init(stage: Stage, code: Int? = nil, text: String, refusedLocally: Bool = false) {
        self.stage = stage
        self.code = code
        self.text = text
        self.refusedLocally = refusedLocally
    }

    /// A 5xx refusal of this message (its recipient or its content), or a recipient refused locally: sending it
    /// again will not help.
    var isPermanent: Bool {
        if refusedLocally { return true }
        guard let code, code >= 500 else { return false }
        return [.recipient, .data, .message].contains(stage)
    }

    /// A failure before any message-specific step (connecting, greeting, EHLO, AUTH, MAIL FROM): every other message
    /// would meet it too, so the batch stops. Always retried later, even for 5xx (a configuration problem).
    var affectsEveryMessage: Bool {
        [.connect, .greeting, .hello, .auth, .sender].contains(stage)
    }

    /// The error of a failed libcurl submission: the step from libcurl's message (`MAIL failed: 550`,
    /// `RCPT failed: 451`, …) or code, and the server's last reply code.
    init(_ failure: HTTPClientError) {
        let text = failure.message
        let lowered = text.lowercased()
        let code = failure.status > 0 ? failure.status : nil
        let stage: Stage
        switch failure.code {
        case 6, 7, 28 where code == nil, 35, 58, 59, 60, 77, 83, 90, 91: stage = .connect
        case 64: stage = .hello
        case 67: stage = .auth
        default:
            if lowered.contains("rcpt") { stage = .recipient }
            else if lowered.contains("mail failed") || lowered.contains("mail from") { stage = .sender }
            else if lowered.contains("ehlo") || lowered.contains("helo") { stage = .hello }
            else if lowered.contains("auth") || lowered.contains("login") { stage = .auth }
            else if code == nil { stage = .connect }
            else { stage = .message }
        }
        self.init(stage: stage, code: code, text: "\(text) (curl \(failure.code))")
    }

    var description: String {
        "SMTP \(stage.rawValue): " + (code.map { "\($0) " } ?? "") + text
    }
}
