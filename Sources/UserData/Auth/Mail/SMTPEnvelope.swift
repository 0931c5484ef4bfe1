import Foundation

/// The SMTP framing of one message: the envelope addresses and the DATA payload.
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

    /// The DATA payload for `message`: every line ending made CRLF (lone CR and lone LF included), a `.` added in
    /// front of each line that starts with one (RFC 5321 §4.5.2), and the closing `CRLF . CRLF`.
    static func dataPayload(_ message: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(message.utf8.count + 64)
        var atLineStart = true
        var previousCR = false
        for byte in message.utf8 {
            switch byte {
            case 0x0D:
                out += [0x0D, 0x0A]
                atLineStart = true
                previousCR = true
                continue
            case 0x0A:
                if !previousCR { out += [0x0D, 0x0A] }
                atLineStart = true
            default:
                if atLineStart, byte == 0x2E { out.append(0x2E) }
                out.append(byte)
                atLineStart = false
            }
            previousCR = false
        }
        if !atLineStart { out += [0x0D, 0x0A] }
        out += [0x2E, 0x0D, 0x0A]
        return out
    }
}
