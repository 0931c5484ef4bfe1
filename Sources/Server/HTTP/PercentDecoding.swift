/// Percent-decoding as the WHATWG URL standard does it: `%XX` with two hex digits becomes that byte, any other
/// `%` stays literal, and the bytes are read as UTF-8 with invalid sequences replaced by U+FFFD.
enum PercentDecoding {
    /// Decodes a path segment (a `+` stays a `+`).
    static func decodePath<S: StringProtocol>(_ text: S) -> String {
        decode(text, plusIsSpace: false)
    }

    /// Decodes a form-urlencoded name or value (a `+` is a space).
    static func decodeForm<S: StringProtocol>(_ text: S) -> String {
        decode(text, plusIsSpace: true)
    }

    private static func decode<S: StringProtocol>(_ text: S, plusIsSpace: Bool) -> String {
        let utf8 = text.utf8
        let needsWork = utf8.contains { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }
        if !needsWork { return String(text) }
        let input = Array(utf8)
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "%"), index + 2 < input.count,
               let high = hexValue(input[index + 1]), let low = hexValue(input[index + 2]) {
                output.append(high << 4 | low)
                index += 3
            } else if plusIsSpace && byte == UInt8(ascii: "+") {
                output.append(UInt8(ascii: " "))
                index += 1
            } else {
                output.append(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
