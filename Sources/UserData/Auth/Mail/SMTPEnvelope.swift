import Foundation

/// The SMTP envelope of one message: its addresses.
enum SMTPEnvelope {
    /// The bare address in a mailbox such as `Quad <no-reply@example.com>` or `ada@example.com`, for `MAIL FROM` /
    /// `RCPT TO`. Refuses text that could break out of the command (CR, LF, `<`, `>`, spaces) or lacks an `@`,
    /// and any mailbox holding a control character.
    static func address(in mailbox: String, key: String) throws -> String {
        guard !mailbox.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) else {
            throw MailConfigurationError(key: key, reason: "holds a control character (line break or similar)")
        }
        var address = Substring(mailbox.trimmingCharacters(in: .whitespaces))
        if let open = address.lastIndex(of: "<"), address.hasSuffix(">") {
            address = address[address.index(after: open)..<address.index(before: address.endIndex)]
        }
        guard let at = address.lastIndex(of: "@"), at > address.startIndex, address.index(after: at) < address.endIndex,
              address.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7f && $0 != "<" && $0 != ">" })
        else {
            throw MailConfigurationError(key: key, reason: "\"\(mailbox)\" holds no usable e-mail address")
        }
        return String(address)
    }
}
