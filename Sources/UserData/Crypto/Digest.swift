internal import COpenSSL

/// SHA-256 and HMAC-SHA256 through OpenSSL's one-shot functions.
public enum Digest {
    /// The 32-byte SHA-256 of `bytes`.
    public static func sha256(_ bytes: some Collection<UInt8>) -> [UInt8] {
        let input = Array(bytes)
        var out = [UInt8](repeating: 0, count: 32)
        input.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                _ = SHA256(source.baseAddress, source.count, target.baseAddress)
            }
        }
        return out
    }

    /// The SHA-256 of the UTF-8 bytes of `text`, as 64 lowercase hex digits (what the auth tables store for tokens;
    /// equal to SQL's `encode(sha256(convert_to(text, 'UTF8')), 'hex')`).
    public static func sha256Hex(_ text: String) -> String {
        hex(sha256(Array(text.utf8)))
    }

    /// HMAC-SHA256 of `message` under `key` (RFC 2104, 32 bytes).
    public static func hmacSHA256(key: some Collection<UInt8>, message: some Collection<UInt8>) -> [UInt8] {
        // A trailing zero keeps the buffers non-empty (OpenSSL reads a NULL key as "reuse the previous key");
        // the counts exclude it.
        let keyCount = key.count, messageCount = message.count
        let key = Array(key) + [0], message = Array(message) + [0]
        var out = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 32
        key.withUnsafeBufferPointer { keyBuffer in
            message.withUnsafeBufferPointer { messageBuffer in
                out.withUnsafeMutableBufferPointer { target in
                    _ = HMAC(EVP_sha256(), keyBuffer.baseAddress, Int32(keyCount), messageBuffer.baseAddress, messageCount,
                             target.baseAddress, &length)
                }
            }
        }
        return out
    }

    /// Lowercase hex of `bytes`.
    public static func hex(_ bytes: some Collection<UInt8>) -> String {
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether two byte strings are equal, in time that depends only on their lengths.
    public static func constantTimeEqual(_ a: some Collection<UInt8>, _ b: some Collection<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for (x, y) in zip(a, b) { difference |= x ^ y }
        return difference == 0
    }
}
