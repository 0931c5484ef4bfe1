internal import COpenSSL

/// SHA-256 through OpenSSL's one-shot digest.
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
}
