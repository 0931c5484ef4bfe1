/// Settings of the auth service under /auth/v1 and of bearer verification (Main maps `auth.*` onto this).
public struct AuthConfiguration: Sendable, Equatable {
    /// HS256 secret for access tokens (at least 32 bytes when set by hand).
    public var jwtSecret: String
    /// Access-token lifetime. Default: 3600 s.
    public var accessTokenLifetime: Duration
    /// Window in which a rotated refresh token may be presented again before reuse revokes the session. Default: 10 s.
    public var refreshReuseWindow: Duration
    /// Public URL of the site, for e-mail links.
    public var siteURL: String
    /// Redirect URL patterns allowed after e-mail links (`*` within a segment, `**` across segments).
    public var redirectAllowList: [String]
    /// Sign-ups confirmed at once (GoTrue's autoconfirm).
    public var autoconfirm: Bool
    /// scrypt cost N for password hashes.
    public var scryptN: Int
    /// `files` or `smtp`.
    public var mailer: String
    /// Directory of `.eml` files for the `files` mailer.
    public var mailDirectory: String
    /// SMTP URL for the `smtp` mailer.
    public var smtpURL: String
    /// Sender of auth e-mails.
    public var mailFrom: String

    public init(jwtSecret: String, accessTokenLifetime: Duration = .seconds(3600), refreshReuseWindow: Duration = .seconds(10),
                siteURL: String = "http://localhost:8080", redirectAllowList: [String] = ["http://localhost:*/**", "quad://**"],
                autoconfirm: Bool = true, scryptN: Int = 32768, mailer: String = "files", mailDirectory: String = ".local/mail",
                smtpURL: String = "", mailFrom: String = "Quad <no-reply@localhost>") {
        self.jwtSecret = jwtSecret
        self.accessTokenLifetime = accessTokenLifetime
        self.refreshReuseWindow = refreshReuseWindow
        self.siteURL = siteURL
        self.redirectAllowList = redirectAllowList
        self.autoconfirm = autoconfirm
        self.scryptN = scryptN
        self.mailer = mailer
        self.mailDirectory = mailDirectory
        self.smtpURL = smtpURL
        self.mailFrom = mailFrom
    }
}
