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

    var description: String {
        "SMTP \(stage.rawValue): " + (code.map { "\($0) " } ?? "") + text
    }
}
