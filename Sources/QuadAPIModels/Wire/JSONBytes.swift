/// JSON text appended straight to a byte buffer: strings escaped per RFC 8259, numbers printed the way Foundation's
/// `JSONEncoder` prints them (so both encoders give the same bytes for the same values).
///
/// Used by ``WireEncoder`` and by the log lines, which must not go through a dictionary and `JSONEncoder`.
///
/// ```swift
/// var out: [UInt8] = []
/// JSONBytes.appendString("say \"hi\"\n", to: &out)   // "say \"hi\"\n"
/// JSONBytes.appendNumber(0.1, to: &out)              // 0.1
/// ```
public enum JSONBytes {
    /// Appends `text` as a JSON string: `"` and `\` escaped, the control characters below U+0020 as `\b \t \n \f
    /// \r` or `\u00XX`, everything else (slashes and non-ASCII included) as its UTF-8 bytes.
    @inlinable
    public static func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        if let done: Void = text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0, to: &out) }) {
            _ = done
        } else {
            var copy = text
            copy.withUTF8 { appendEscaped($0, to: &out) }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Appends UTF-8 bytes escaped as the inside of a JSON string (no quotes).
    @usableFromInline
    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var start = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            if index > start { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index])) }
            start = index + 1
            out.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
            case 0x08: out.append(UInt8(ascii: "b"))
            case 0x09: out.append(UInt8(ascii: "t"))
            case 0x0A: out.append(UInt8(ascii: "n"))
            case 0x0C: out.append(UInt8(ascii: "f"))
            case 0x0D: out.append(UInt8(ascii: "r"))
            default:
                out.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                        Hex.digits[Int(byte >> 4)], Hex.digits[Int(byte & 0xF)]])
            }
        }
        if start < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...])) }
    }

    /// Appends an integer in decimal.
    @inlinable
    public static func appendInteger<T: BinaryInteger>(_ value: T, to out: inout [UInt8]) {
        if value == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        // Digits of the magnitude, least significant first, into a small stack buffer.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { digits in
            var count = 0
            var rest = value
            let negative = value < 0
            while rest != 0 {
                let digit = rest % 10
                digits[count] = UInt8(ascii: "0") + UInt8(negative ? -Int(digit) : Int(digit))
                count += 1
                rest /= 10
            }
            if negative { out.append(UInt8(ascii: "-")) }
            while count > 0 {
                count -= 1
                out.append(digits[count])
            }
        }
    }

    /// Appends a finite floating-point number as Foundation's `JSONEncoder` does: its shortest round-trip
    /// `description`, without a trailing `.0`. Returns false (appending nothing) for NaN and infinities.
    @inlinable
    @discardableResult
    public static func appendNumber<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F, to out: inout [UInt8]) -> Bool {
        guard value.isFinite else { return false }
        if value == value.rounded(.towardZero), value.magnitude < F(sign: .plus, exponent: F.Exponent(F.significandBitCount), significand: 1) {
            // Integral values below 2^52 (2^23 for Float) print as integers: description would write them with ".0",
            // which Foundation drops. Larger ones take description's own form (exponential from 2^53, 2^24).
            if value == 0 && value.sign == .minus {
                out.append(contentsOf: [UInt8(ascii: "-"), UInt8(ascii: "0")])
            } else {
                appendInteger(Int64(value), to: &out)
            }
            return true
        }
        let text = value.description
        var utf8 = text.utf8[...]
        if utf8.count >= 2, utf8.last == UInt8(ascii: "0"),
           utf8[utf8.index(utf8.endIndex, offsetBy: -2)] == UInt8(ascii: ".") {
            utf8 = utf8.dropLast(2)
        }
        out.append(contentsOf: utf8)
        return true
    }
}
