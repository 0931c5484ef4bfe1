internal import COpenSSL

/// SHA-256 through OpenSSL.
enum SHA256 {
    /// The 32-byte digest of `bytes`.
    static func digest(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBytes { digest($0) }
    }

    /// The 32-byte digest of raw bytes.
    static func digest(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        out.withUnsafeMutableBufferPointer { output in
            _ = COpenSSL.SHA256(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, output.baseAddress)
        }
        return out
    }

    /// The 32-byte digest of `parts` one after the other (as if joined, without joining them).
    static func digest(_ parts: [ArraySlice<UInt8>]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        guard let context = EVP_MD_CTX_new() else { return digest(parts.flatMap { $0 }) }
        defer { EVP_MD_CTX_free(context) }
        var ok = EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1
        for part in parts where ok {
            ok = part.withUnsafeBytes { EVP_DigestUpdate(context, $0.baseAddress, $0.count) } == 1
        }
        var length: UInt32 = 0
        guard ok, out.withUnsafeMutableBufferPointer({ EVP_DigestFinal_ex(context, $0.baseAddress, &length) }) == 1
        else { return digest(parts.flatMap { $0 }) }
        return out
    }
}
