/// Lowercase hex text: the one hex table (digests, request ids, entity tags, `bytea` literals, JSON's `\u00XX`).
public enum Hex {
    static let digits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Two hex digits per byte of `bytes`, high nibble first, appended to `out`.
    public static func append(_ bytes: some Sequence<UInt8>, to out: inout [UInt8]) {
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
    }

    /// Two hex digits per byte of `bytes`.
    public static func string(_ bytes: some Sequence<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.underestimatedCount * 2)
        append(bytes, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// 16 hex digits for `value`, most significant first.
    public static func string(_ value: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { buffer in
            for index in 0..<16 {
                buffer[index] = digits[Int((value >> UInt64(60 - 4 * index)) & 0xF)]
            }
            return 16
        }
    }
}
