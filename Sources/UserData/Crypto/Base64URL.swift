/// Base64url without padding (RFC 4648 §5), table-driven in both directions.
///
/// JWT segments, PKCE challenges and the random tokens the auth service hands out use this alphabet. The decoder
/// accepts only the url-safe alphabet, no padding and no whitespace, and refuses a final group that carries stray
/// bits, so every decodable string has exactly one form.
///
/// ```swift
/// Base64URL.encode([0xfb, 0xff])   // "-_8"
/// Base64URL.decode("-_8")          // [0xfb, 0xff]
/// ```
public enum Base64URL {
    private static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// 0xFF for bytes outside the alphabet.
    private static let table: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        return table
    }()

    /// The unpadded encoding of `bytes`.
    public static func encode(_ bytes: some Collection<UInt8>) -> String {
        let input = Array(bytes)
        var out = [UInt8]()
        out.reserveCapacity((input.count * 4 + 2) / 3)
        var index = 0
        while index + 3 <= input.count {
            let chunk = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8 | UInt32(input[index + 2])
            out.append(alphabet[Int(chunk >> 18 & 63)])
            out.append(alphabet[Int(chunk >> 12 & 63)])
            out.append(alphabet[Int(chunk >> 6 & 63)])
            out.append(alphabet[Int(chunk & 63)])
            index += 3
        }
        switch input.count - index {
        case 1:
            let chunk = UInt32(input[index]) << 16
            out.append(alphabet[Int(chunk >> 18 & 63)])
            out.append(alphabet[Int(chunk >> 12 & 63)])
        case 2:
            let chunk = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8
            out.append(alphabet[Int(chunk >> 18 & 63)])
            out.append(alphabet[Int(chunk >> 12 & 63)])
            out.append(alphabet[Int(chunk >> 6 & 63)])
        default:
            break
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of an unpadded base64url string, or nil when it is not one (wrong alphabet, padding, a length of
    /// 1 mod 4, or non-zero bits left over in the last character).
    public static func decode(_ text: some StringProtocol) -> [UInt8]? {
        var text = String(text)
        return text.withUTF8 { decode(utf8: $0) }
    }

    /// Decodes UTF-8 bytes of an unpadded base64url string.
    public static func decode(utf8 input: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        let remainder = input.count % 4
        if remainder == 1 { return nil }
        var out = [UInt8]()
        out.reserveCapacity(input.count * 3 / 4)
        return table.withUnsafeBufferPointer { table -> [UInt8]? in
            var index = 0
            while index + 4 <= input.count {
                let a = table[Int(input[index])], b = table[Int(input[index + 1])]
                let c = table[Int(input[index + 2])], d = table[Int(input[index + 3])]
                if (a | b | c | d) & 0xC0 != 0 { return nil }
                let chunk = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
                out.append(UInt8(truncatingIfNeeded: chunk >> 16))
                out.append(UInt8(truncatingIfNeeded: chunk >> 8))
                out.append(UInt8(truncatingIfNeeded: chunk))
                index += 4
            }
            switch remainder {
            case 2:
                let a = table[Int(input[index])], b = table[Int(input[index + 1])]
                if (a | b) & 0xC0 != 0 || b & 0x0F != 0 { return nil }
                out.append(a << 2 | b >> 4)
            case 3:
                let a = table[Int(input[index])], b = table[Int(input[index + 1])], c = table[Int(input[index + 2])]
                if (a | b | c) & 0xC0 != 0 || c & 0x03 != 0 { return nil }
                out.append(a << 2 | b >> 4)
                out.append(b << 4 | c >> 2)
            default:
                break
            }
            return out
        }
    }
}
