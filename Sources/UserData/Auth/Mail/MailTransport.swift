public import Foundation

/// Where mail goes (`auth.mailer`): `.eml` files in a directory (development), an SMTP server through libcurl, or
/// nowhere (`none`: mail is not configured). Auth mail (``MailDelivery``) and the update digests share it.
public struct MailTransport: Sendable {
    private enum Kind: Sendable {
        case files(URL)
        case smtp(SMTPMailer)
        case none
    }

    private let kind: Kind

    /// The transport of `configuration`; throws a ``MailConfigurationError`` naming the key at fault.
    public init(configuration: AuthConfiguration) throws {
        switch configuration.mailer {
        case "files": kind = .files(URL(fileURLWithPath: configuration.mailDirectory, isDirectory: true))
        case "smtp": kind = .smtp(try SMTPMailer(settings: try configuration.smtpSettings(), mailFrom: configuration.mailFrom))
        case "none": kind = .none
        default:
            throw MailConfigurationError(key: "auth.mailer",
                                         reason: "unknown mailer \"\(configuration.mailer)\" (use files, smtp or none)")
        }
    }

    /// False for `none`: nothing can be sent.
    public var isConfigured: Bool {
        if case .none = kind { return false }
        return true
    }

    /// A failed send.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// Sending this message again cannot help (its recipient or content was refused).
        public var permanent: Bool
        public var description: String
    }

    /// Sends `message`; `fileName` names the `.eml` file of the `files` transport. Throws a ``Failure``.
    public func send(_ message: MailMessage, fileName: String) async throws {
        switch kind {
        case let .files(directory):
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(message.rendered.utf8).write(to: directory.appendingPathComponent(fileName), options: .atomic)
            } catch {
                throw Failure(permanent: false, description: "cannot write \(fileName): \(error.localizedDescription)")
            }
        case let .smtp(mailer):
            do {
                try await mailer.send(message.rendered, to: message.to)
            } catch let error as SMTPError {
                throw Failure(permanent: error.isPermanent, description: error.description)
            }
        case .none:
            throw Failure(permanent: false, description: "mail is not configured (auth.mailer none)")
        }
    }
}
