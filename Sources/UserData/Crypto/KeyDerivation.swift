internal import COpenSSL

/// Password-based key derivation through OpenSSL: scrypt (RFC 7914) and PBKDF2-HMAC-SHA256 (RFC 8018).
public enum KeyDerivation {
    /// scrypt of `password` and `salt` with cost `n` (a power of two above 1), block size `r` and parallelism `p`.
    /// Returns nil when OpenSSL refuses the parameters. The memory limit is raised to what the parameters need
    /// (OpenSSL's default of 32 MiB refuses N = 2^15 with r = 8).
    public static func scrypt(password: some Collection<UInt8>, salt: some Collection<UInt8>, n: UInt64, r: UInt64,
                              p: UInt64, length: Int) -> [UInt8]? {
        // A trailing zero keeps the buffers non-empty (an empty array may have no base address); counts exclude it.
        let passwordCount = password.count, saltCount = salt.count
        let password = Array(password) + [0], salt = Array(salt) + [0]
        var out = [UInt8](repeating: 0, count: length)
        let needed = 128 * r * (n + p + 2)
        let maxMemory = needed + 16 * 1024 * 1024
        let status = password.withUnsafeBufferPointer { pass in
            salt.withUnsafeBufferPointer { saltBuffer in
                out.withUnsafeMutableBufferPointer { target in
                    pass.withMemoryRebound(to: CChar.self) { passChars in
                        EVP_PBE_scrypt(passChars.baseAddress!, passwordCount, saltBuffer.baseAddress!, saltCount,
                                       n, r, p, maxMemory, target.baseAddress, target.count)
                    }
                }
            }
        }
        return status == 1 ? out : nil
    }

    /// PBKDF2-HMAC-SHA256 of `password` and `salt` with `iterations` rounds.
    public static func pbkdf2SHA256(password: some Collection<UInt8>, salt: some Collection<UInt8>, iterations: Int,
                                    length: Int) -> [UInt8]? {
        let passwordCount = password.count, saltCount = salt.count
        let password = Array(password) + [0], salt = Array(salt) + [0]
        var out = [UInt8](repeating: 0, count: length)
        let status = password.withUnsafeBufferPointer { pass in
            salt.withUnsafeBufferPointer { saltBuffer in
                out.withUnsafeMutableBufferPointer { target in
                    pass.withMemoryRebound(to: CChar.self) { passChars in
                        PKCS5_PBKDF2_HMAC(passChars.baseAddress!, Int32(passwordCount), saltBuffer.baseAddress!,
                                          Int32(saltCount), Int32(iterations), EVP_sha256(), Int32(target.count),
                                          target.baseAddress)
                    }
                }
            }
        }
        return status == 1 ? out : nil
    }
}
