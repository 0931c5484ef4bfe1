/// Settings of the auth service under /auth/v1 and of bearer verification (Main maps `auth.*` onto this).
public struct AuthConfiguration: Sendable, Equatable {
    /// HS256 secret for access tokens (at least 32 bytes when set by hand). Empty: the service makes a random one
    /// when it starts (tokens then die with the process).
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
    /// `files`, `smtp` or `none` (mail not configured).
    public var mailer: String
    /// Directory of `.eml` files for the `files` mailer.
    public var mailDirectory: String
    /// SMTP URL for the `smtp` mailer: `smtp://[user:password@]host[:port]` (STARTTLS) or `smtps://…`. Checked by
    /// ``validateMail()``.
    public var smtpURL: String
    /// `required` (STARTTLS on smtp://) or `none` (plain SMTP to a loopback relay). Default: `required`.
    public var smtpTLS: String
    /// PEM file of trusted certificate authorities for SMTP TLS; empty: the system's. Default: empty.
    public var smtpCAFile: String
    /// Limit on one SMTP conversation. Default: 30 s.
    public var smtpTimeout: Duration
    /// Sender of auth e-mails.
    public var mailFrom: String
    /// How long bearer verification trusts a "session is live" answer before asking the sessions table again, so a
    /// sign-out on another node takes effect within this time. Default: 5 s.
    public var sessionCacheTTL: Duration
    /// Lifetime of e-mailed links and codes (confirmation, magic link, recovery, e-mail change). Default: 3600 s.
    public var emailTokenLifetime: Duration
    /// Shortest time between two e-mails of the same kind to one address; sooner answers 429
    /// `over_email_send_rate_limit`. Default: 60 s.
    public var emailMinimumInterval: Duration
    /// A password change needs a sign-in at most this old (else `reauthentication_needed`); nil: never asked.
    /// Default: 24 hours.
    public var passwordChangeSignInWindow: Duration?
    /// The site's name in the under-13 refusal sentence. Default: `Quad`.
    public var siteName: String
    /// Audiences (bundle id, services id) a Sign in with Apple token must name; empty: Apple is off. Default: none.
    public var appleClientIds: [String]
    /// Where Apple's signing keys are read (``AppleKeySource``): an https URL, or a `file://` URL or path for
    /// development; empty: Apple is off. Default: Apple's, `https://appleid.apple.com/auth/keys`.
    public var appleJWKSURL: String

    public init(jwtSecret: String, accessTokenLifetime: Duration = .seconds(3600), refreshReuseWindow: Duration = .seconds(10),
                siteURL: String = "http://localhost:8080", redirectAllowList: [String] = ["http://localhost:*/**", "quad://**"],
                autoconfirm: Bool = true, scryptN: Int = 32768, mailer: String = "files", mailDirectory: String = ".local/mail",
                smtpURL: String = "", mailFrom: String = "Quad <no-reply@localhost>", smtpTLS: String = "required",
                smtpCAFile: String = "", smtpTimeout: Duration = .seconds(30), sessionCacheTTL: Duration = .seconds(5),
                emailTokenLifetime: Duration = .seconds(3600), emailMinimumInterval: Duration = .seconds(60),
                passwordChangeSignInWindow: Duration? = .seconds(24 * 3600), siteName: String = "Quad",
                appleClientIds: [String] = [], appleJWKSURL: String = AppleKeySource.appleURL) {
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
        self.smtpTLS = smtpTLS
        self.smtpCAFile = smtpCAFile
        self.smtpTimeout = smtpTimeout
        self.mailFrom = mailFrom
        self.sessionCacheTTL = sessionCacheTTL
        self.emailTokenLifetime = emailTokenLifetime
        self.emailMinimumInterval = emailMinimumInterval
        self.passwordChangeSignInWindow = passwordChangeSignInWindow
        self.siteName = siteName
        self.appleClientIds = appleClientIds
        self.appleJWKSURL = appleJWKSURL
    }

    /// Whether `grant_type=id_token` with provider `apple` is on: client ids and a JWKS are configured.
    public var appleEnabled: Bool { !appleClientIds.isEmpty && !appleJWKSURL.isEmpty }

    /// The `iss` claim of access tokens: the auth service's own base URL.
    public var issuer: String {
        (siteURL.hasSuffix("/") ? String(siteURL.dropLast()) : siteURL) + "/auth/v1"
    }
}
