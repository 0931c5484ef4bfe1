import Core
public import Foundation

/// One RFC 5322 message: a plain-text UTF-8 body and, optionally, an HTML alternative (`multipart/alternative`).
public struct MailMessage: Sendable, Equatable {
    public var from: String
    public var to: String
    public var subject: String
    public var text: String
    /// The HTML alternative; nil sends the text alone.
    public var html: String?
    /// Extra headers (`List-Unsubscribe`); names must be letters, digits and `-`.
    public var headers: [String: String]
    /// The Message-ID without angle brackets.
    public var messageID: String
    public var date: Date

    public init(from: String, to: String, subject: String, text: String, html: String? = nil,
                headers: [String: String] = [:], messageID: String, date: Date) {
        self.from = from
        self.to = to
        self.subject = subject
        self.text = text
        self.html = html
        self.headers = headers
        self.messageID = messageID
        self.date = date
    }

    /// The message text with CRLF line endings. The text part is 8-bit UTF-8; the HTML part is base64.
    public var rendered: String {
        var lines = [
            "From: \(Self.clean(from))",
            "To: \(Self.clean(to))",
            "Subject: \(Self.encodeIfNeeded(Self.clean(subject)))",
            "Date: \(Self.rfc5322Date(date))",
            "Message-ID: <\(messageID)>",
            "MIME-Version: 1.0",
        ]
        for name in headers.keys.sorted() where !name.isEmpty && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) {
            lines.append("\(name): \(Self.clean(headers[name]!))")
        }
        let textPart = ["Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit", "", Self.crlf(text)]
        guard let html else {
            return (lines + textPart).joined(separator: "\r\n") + "\r\n"
        }
        let boundary = "quad-\(messageID.utf8.reduce(UInt64(1469598103934665603)) { ($0 ^ UInt64($1)) &* 1099511628211 })"
        let encoded = Data(html.utf8).base64EncodedString(options: [.lineLength76Characters, .endLineWithCarriageReturn,
                                                                   .endLineWithLineFeed])
        lines.append("Content-Type: multipart/alternative; boundary=\"\(boundary)\"")
        lines += ["", "--\(boundary)"] + textPart
        lines += ["--\(boundary)", "Content-Type: text/html; charset=utf-8", "Content-Transfer-Encoding: base64", "", encoded,
                  "--\(boundary)--"]
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// Every line ending (CRLF, lone CR, lone LF) as CRLF.
    static func crlf(_ body: String) -> String {
        body.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    }

    /// A header value without line breaks (no header injection).
    static func clean(_ value: String) -> String {
        value.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
    }

    /// RFC 2047 encoded-word for non-ASCII header text.
    static func encodeIfNeeded(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 >= 0x80 }) else { return value }
        return "=?utf-8?B?" + Data(value.utf8).base64EncodedString() + "?="
    }

    static func rfc5322Date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss '+0000'"
        return formatter.string(from: date)
    }
}
