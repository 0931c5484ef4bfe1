internal import COpenSSL
import QuadAPIModels

/// SHA-256 and HMAC-SHA256 through OpenSSL's one-shot functions: the one SHA-256 of the server (tokens, migration
/// checksums, rate-limit keys, entity tags, the dataset's publish id).
public enum Digest {
    /// The 32-byte SHA-256 of `bytes` (contiguous bytes are read in place).
    public static func sha256(_ bytes: some Collection<UInt8>) -> [UInt8] {
        if let digest = bytes.withContiguousStorageIfAvailable({ sha256(UnsafeRawBufferPointer($0)) }) { return digest }
        return Array(bytes).withUnsafeBytes { sha256($0) }
    }

    /// The 32-byte SHA-256 of raw bytes.
    public static func sha256(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 32)
        out.withUnsafeMutableBufferPointer { target in
            _ = SHA256(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, target.baseAddress)
        }
        return out
    }

    /// The 32-byte SHA-256 of `parts` one after the other, as if joined, without joining them.
    public static func sha256(parts: [ArraySlice<UInt8>]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 32)
        guard let context = EVP_MD_CTX_new() else { return sha256(parts.flatMap { $0 }) }
        defer { EVP_MD_CTX_free(context) }
        var ok = EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1
        for part in parts where ok {
            ok = part.withUnsafeBytes { EVP_DigestUpdate(context, $0.baseAddress, $0.count) } == 1
        }
        var length: UInt32 = 0
        guard ok, out.withUnsafeMutableBufferPointer({ EVP_DigestFinal_ex(context, $0.baseAddress, &length) }) == 1
        else { return sha256(parts.flatMap { $0 }) }
        return out
    }

    /// The SHA-256 of `bytes` as 64 lowercase hex digits.
    public static func sha256Hex(_ bytes: some Collection<UInt8>) -> String {
        Hex.string(sha256(bytes))
    }

    /// The SHA-256 of the UTF-8 bytes of `text`, as 64 lowercase hex digits (what the auth tables store for tokens;
    /// equal to SQL's `encode(sha256(convert_to(text, 'UTF8')), 'hex')`).
    public static func sha256Hex(_ text: String) -> String {
        sha256Hex(Array(text.utf8))
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

    /// Whether two byte strings are equal, in time that depends only on their lengths.
    public static func constantTimeEqual(_ a: some Collection<UInt8>, _ b: some Collection<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for (x, y) in zip(a, b) { difference |= x ^ y }
        return difference == 0
    }
}
