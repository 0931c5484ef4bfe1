import Foundation

/// One RFC 5322 message with a plain-text UTF-8 body.
struct EMLMessage: Sendable {
    var from: String
    var to: String
    var subject: String
    var body: String
    var headers: [String: String]
    var messageID: String
    var date: Date

    /// The message text with CRLF line endings.
    var rendered: String {
        var lines = [
            "From: \(Self.clean(from))",
            "To: \(Self.clean(to))",
            "Subject: \(Self.encodeIfNeeded(Self.clean(subject)))",
            "Date: \(Self.rfc5322Date(date))",
            "Message-ID: <\(messageID)>",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=utf-8",
            "Content-Transfer-Encoding: 8bit",
        ]
        for name in headers.keys.sorted() where !name.isEmpty && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) {
            lines.append("\(name): \(Self.clean(headers[name]!))")
        }
        let text = body.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: "\r\n")
        return lines.joined(separator: "\r\n") + "\r\n\r\n" + text + "\r\n"
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
