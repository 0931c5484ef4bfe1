import Foundation

/// A refused mail setting, naming the configuration key at fault (`auth.mailer`, `auth.smtpURL`, `auth.mailFrom`).
public struct MailConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The configuration key, e.g. `auth.smtpURL`.
    public var key: String
    /// What is wrong, in one sentence.
    public var reason: String

    public var description: String { "\(key): \(reason)" }
}

/// Where the `smtp` mailer connects, from `auth.smtpURL`, `auth.smtpTLS`, `auth.smtpCAFile` and
/// `auth.smtpTimeoutSeconds`:
/// - `smtps://[user:password@]host[:port]` (or `submissions://`): TLS from the first byte, port 465 by default;
/// - `smtp://[user:password@]host[:port]`: port 25 by default, upgraded with STARTTLS, which is required (a server
///   that does not offer it is refused) unless `auth.smtpTLS` is `none`; then the conversation stays plain, and
///   credentials are accepted only for a loopback host (`localhost`, `127.x.x.x`, `::1`), a relay on this machine.
/// Certificates are verified against the system's authorities, or those of `auth.smtpCAFile`.
struct SMTPSettings: Sendable, Equatable {
    var host: String
    var port: Int
    var username: String?
    var password: String?
    /// TLS from the first byte (smtps).
    var implicitTLS: Bool
    /// STARTTLS is required (smtp:// only).
    var requireTLS: Bool
    var caFile: String?
    /// Limit on one conversation (connecting gets a third of it, at most 10 s). Default: 30 s.
    var timeout: Duration

    static let urlKey = "auth.smtpURL"

    /// Parses and checks the settings; throws a ``MailConfigurationError`` naming the key at fault.
    init(url: String, tls: String = "required", caFile: String = "", timeout: Duration = .seconds(30)) throws {
        func refuse(_ reason: String) -> MailConfigurationError { MailConfigurationError(key: Self.urlKey, reason: reason) }
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw refuse("is empty; auth.mailer smtp needs smtp://host:port or smtps://host:port") }
        guard let parts = URLComponents(string: trimmed), let scheme = parts.scheme?.lowercased() else {
            throw refuse("\"\(trimmed)\" is not a URL (expected smtp:// or smtps://[user:password@]host[:port])")
        }
        switch scheme {
        case "smtp": implicitTLS = false
        case "smtps", "submissions": implicitTLS = true
        default: throw refuse("unsupported scheme \"\(scheme)\" (expected smtp:// or smtps://)")
        }
        switch tls {
        case "required": requireTLS = !implicitTLS
        case "none":
            guard !implicitTLS else {
                throw MailConfigurationError(key: "auth.smtpTLS", reason: "none cannot be used with \(scheme):// (TLS from the start)")
            }
            requireTLS = false
        default: throw MailConfigurationError(key: "auth.smtpTLS", reason: "\"\(tls)\" is not required or none")
        }
        var host = parts.percentEncodedHost ?? ""
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty else { throw refuse("has no host") }
        guard parts.path.isEmpty || parts.path == "/", parts.query == nil, parts.fragment == nil else {
            throw refuse("must be \(scheme)://[user:password@]host[:port] with no path, query or fragment")
        }
        port = parts.port ?? (implicitTLS ? 465 : 25)
        guard (1...65535).contains(port) else { throw refuse("port \(port) is outside 1–65535") }
        self.host = host
        self.caFile = caFile.isEmpty ? nil : caFile
        self.timeout = timeout
        if parts.percentEncodedUser != nil || parts.percentEncodedPassword != nil {
            guard let user = parts.user, !user.isEmpty, let password = parts.password, !password.isEmpty else {
                throw refuse("credentials need both a user and a password (\(scheme)://user:password@host:port)")
            }
            guard implicitTLS || requireTLS || Self.isLoopback(host) else {
                throw refuse("refusing to send a password over plain SMTP to \(host): with auth.smtpTLS none, AUTH is "
                             + "allowed only to a loopback host (localhost, 127.0.0.1, ::1)")
            }
            username = user
            self.password = password
        }
    }

    /// The URL libcurl connects to (no credentials in it).
    var curlURL: String {
        let name = host.contains(":") ? "[\(host)]" : host
        return "\(implicitTLS ? "smtps" : "smtp")://\(name):\(port)"
    }

    /// Whether `host` names this machine: `localhost`, an IPv4 address in 127.0.0.0/8, or `::1`. Names are not
    /// resolved (only `localhost` is trusted by name).
    static func isLoopback(_ host: String) -> Bool {
        let lowered = host.lowercased()
        if lowered == "localhost" || lowered.hasSuffix(".localhost") { return true }
        var v4 = in_addr()
        if inet_pton(AF_INET, lowered, &v4) == 1 {
            return UInt32(bigEndian: v4.s_addr) >> 24 == 127
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, lowered, &v6) == 1 {
            var loopback = in6addr_loopback
            return memcmp(&v6, &loopback, MemoryLayout<in6_addr>.size) == 0
        }
        return false
    }
}

extension AuthConfiguration {
    /// The SMTP settings of `auth.smtp*`.
    func smtpSettings() throws -> SMTPSettings {
        try SMTPSettings(url: smtpURL, tls: smtpTLS, caFile: smtpCAFile, timeout: smtpTimeout)
    }

    /// Checks the mail settings at start-up: `auth.mailer` is `files`, `smtp` or `none`; with `smtp`, the SMTP
    /// settings parse (see ``SMTPSettings``) and `auth.mailFrom` holds an address. Throws a
    /// ``MailConfigurationError`` naming the key.
    public func validateMail() throws {
        switch mailer {
        case "files", "none": return
        case "smtp":
            _ = try smtpSettings()
            _ = try SMTPEnvelope.address(in: mailFrom, key: "auth.mailFrom")
        default:
            throw MailConfigurationError(key: "auth.mailer", reason: "unknown mailer \"\(mailer)\" (use files, smtp or none)")
        }
    }
}
