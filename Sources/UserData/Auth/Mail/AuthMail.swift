/// The e-mails the auth service sends, as text: subject and body for each kind, with the link (which verifies the
/// token and redirects) and the six-digit code the person can type instead.
struct AuthMail: Sendable {
    /// `auth.mail_outbox.kind` and the one-time token type.
    enum Kind: String, Sendable {
        case confirmation, magiclink, recovery, emailChange = "email_change", invite

        /// The `type` of the verify link.
        var verifyType: String {
            switch self {
            case .confirmation: "signup"
            case .magiclink: "magiclink"
            case .recovery: "recovery"
            case .emailChange: "email_change"
            case .invite: "invite"
            }
        }
    }

    var kind: Kind
    var subject: String
    var body: String

    /// The message for `kind`, with `link` and `code`; `siteName` names the service.
    static func make(_ kind: Kind, link: String, code: String, siteName: String, lifetimeMinutes: Int) -> AuthMail {
        let (subject, intro, action): (String, String, String) = switch kind {
        case .confirmation:
            ("Confirm your \(siteName) account", "Thanks for signing up for \(siteName).", "Confirm your e-mail address")
        case .magiclink:
            ("Your \(siteName) sign-in link", "Here is the sign-in link you asked for.", "Sign in")
        case .recovery:
            ("Reset your \(siteName) password", "Someone (hopefully you) asked to reset the password of this account.",
             "Choose a new password")
        case .emailChange:
            ("Confirm your new e-mail address for \(siteName)", "You asked to use this address for your \(siteName) account.",
             "Confirm the new address")
        case .invite:
            ("You're invited to \(siteName)", "You have been invited to create an account on \(siteName).", "Accept the invitation")
        }
        let body = """
            \(intro)

            \(action): \(link)

            Or enter this code in the app: \(code)

            The link and the code work once, for \(lifetimeMinutes) minutes. If you did not ask for this e-mail, you can ignore it.
            """
        return AuthMail(kind: kind, subject: subject, body: body)
    }
}
