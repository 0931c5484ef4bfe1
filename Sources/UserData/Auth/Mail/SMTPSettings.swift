import Foundation

/// A refused mail setting, naming the configuration key at fault (`auth.mailer`, `auth.smtpURL`, `auth.mailFrom`).
public struct MailConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The configuration key, e.g. `auth.smtpURL`.
    public var key: String
    /// What is wrong, in one sentence.
    public var reason: String

    public var description: String { "\(key): \(reason)" }
}

/// Where the `smtp` mailer connects, parsed from `auth.smtpURL`: `smtp://[user:password@]host[:port]`.
///
/// Only plain SMTP over TCP: there is no TLS in this build, so `smtps://` and STARTTLS are refused, and credentials
/// (sent with AUTH PLAIN) are accepted only when the host is a loopback address (`localhost`, `127.x.x.x`, `::1`),
/// i.e. a relay on the same machine. The port defaults to 25.
struct SMTPSettings: Sendable, Equatable {
    var host: String
    var port: Int
    var username: String?
    var password: String?
    /// Limit on connecting. Default: 10 s.
    var connectTimeout: Duration = .seconds(10)
    /// Limit on each read or write once connected. Default: 30 s.
    var ioTimeout: Duration = .seconds(30)

    static let urlKey = "auth.smtpURL"

    init(host: String, port: Int, username: String? = nil, password: String? = nil) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
    }

    /// Parses and checks `url`; throws a ``MailConfigurationError`` naming `auth.smtpURL`.
    init(url: String) throws {
        func refuse(_ reason: String) -> MailConfigurationError { MailConfigurationError(key: Self.urlKey, reason: reason) }
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw refuse("is empty; auth.mailer smtp needs smtp://host:port") }
        guard let parts = URLComponents(string: trimmed), let scheme = parts.scheme?.lowercased() else {
            throw refuse("\"\(trimmed)\" is not a URL (expected smtp://[user:password@]host[:port])")
        }
        switch scheme {
        case "smtp": break
        case "smtps", "submissions":
            throw refuse("\(scheme):// needs TLS, which this build does not support yet (neither is STARTTLS); use smtp:// to a relay on this host")
        default:
            throw refuse("unsupported scheme \"\(scheme)\" (expected smtp://)")
        }
        var host = parts.percentEncodedHost ?? ""
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty else { throw refuse("has no host") }
        guard parts.path.isEmpty || parts.path == "/", parts.query == nil, parts.fragment == nil else {
            throw refuse("must be smtp://[user:password@]host[:port] with no path, query or fragment")
        }
        let port = parts.port ?? 25
        guard (1...65535).contains(port) else { throw refuse("port \(port) is outside 1–65535") }
        self.init(host: host, port: port)
        if parts.percentEncodedUser != nil || parts.percentEncodedPassword != nil {
            guard let user = parts.user, !user.isEmpty, let password = parts.password, !password.isEmpty else {
                throw refuse("credentials need both a user and a password (smtp://user:password@host:port)")
            }
            guard Self.isLoopback(host) else {
                throw refuse("refusing to send a password over plain SMTP to \(host): without TLS, AUTH is allowed only to a loopback host (localhost, 127.0.0.1, ::1)")
            }
            username = user
            self.password = password
        }
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
    /// Checks the mail settings at start-up: `auth.mailer` is `files` or `smtp`; with `smtp`, `auth.smtpURL` parses
    /// (see ``SMTPSettings``) and `auth.mailFrom` holds an address. Throws a ``MailConfigurationError`` naming the key.
    public func validateMail() throws {
        switch mailer {
        case "files": return
        case "smtp":
            _ = try SMTPSettings(url: smtpURL)
            _ = try SMTPEnvelope.address(in: mailFrom, key: "auth.mailFrom")
        default:
            throw MailConfigurationError(key: "auth.mailer", reason: "unknown mailer \"\(mailer)\" (use files or smtp)")
        }
    }
}
