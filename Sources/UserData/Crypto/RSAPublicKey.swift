internal import COpenSSL

/// An RSA public key from a JSON Web Key's modulus and exponent (RFC 7518 §6.3.1), kept as its DER
/// SubjectPublicKeyInfo, and the one check made with it: an RS256 signature (RSASSA-PKCS1-v1_5 over SHA-256).
///
/// The key is a value: each verification parses the DER into an OpenSSL key and frees it, so nothing is shared
/// between threads.
public struct RSAPublicKey: Sendable, Hashable {
    /// The DER encoding of the SubjectPublicKeyInfo.
    public let der: [UInt8]

    /// The key with modulus `n` and public exponent `e` (big-endian, leading zeros allowed); nil when the modulus is
    /// under 2048 bits or OpenSSL does not read the result as an RSA key.
    public init?(modulus n: [UInt8], exponent e: [UInt8]) {
        let modulus = Array(n.drop { $0 == 0 }), exponent = Array(e.drop { $0 == 0 })
        guard modulus.count >= 256, !exponent.isEmpty, exponent.count <= 8 else { return nil }
        let rsaKey = DER.sequence(DER.integer(modulus) + DER.integer(exponent))
        // AlgorithmIdentifier: rsaEncryption (1.2.840.113549.1.1.1) with NULL parameters.
        let algorithm = DER.sequence([0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01, 0x05, 0x00])
        der = DER.sequence(algorithm + DER.tagged(0x03, [0x00] + rsaKey))
        guard Self.withKey(der, { _ in true }) == true else { return nil }
    }

    /// Whether `signature` is this key's RS256 signature of `message`.
    public func verifiesRS256(_ signature: [UInt8], of message: some Collection<UInt8>) -> Bool {
        let message = Array(message)
        return Self.withKey(der) { key in
            guard let context = EVP_MD_CTX_new() else { return false }
            defer { EVP_MD_CTX_free(context) }
            guard EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key) == 1 else { return false }
            // Non-empty buffers: OpenSSL treats a NULL pointer as an error even for a zero length.
            let sig = signature.isEmpty ? [0] : signature, msg = message.isEmpty ? [0] : message
            return sig.withUnsafeBufferPointer { s in
                msg.withUnsafeBufferPointer { m in
                    EVP_DigestVerify(context, s.baseAddress, signature.count, m.baseAddress, message.count) == 1
                }
            }
        } ?? false
    }

    /// Runs `body` with the key parsed from `der`, then frees it; nil when OpenSSL cannot read it as RSA.
    private static func withKey<T>(_ der: [UInt8], _ body: (OpaquePointer) -> T) -> T? {
        der.withUnsafeBufferPointer { buffer -> T? in
            var cursor = buffer.baseAddress
            guard let key = d2i_PUBKEY(nil, &cursor, buffer.count) else { return nil }
            defer { EVP_PKEY_free(key) }
            guard EVP_PKEY_get_base_id(key) == EVP_PKEY_RSA else { return nil }
            return body(key)
        }
    }
}

/// The few DER (X.690) encodings a public key needs.
enum DER {
    static func length(_ n: Int) -> [UInt8] {
        if n < 0x80 { return [UInt8(n)] }
        var bytes: [UInt8] = []
        var rest = n
        while rest > 0 {
            bytes.insert(UInt8(rest & 0xFF), at: 0)
            rest >>= 8
        }
        return [0x80 | UInt8(bytes.count)] + bytes
    }

    static func tagged(_ tag: UInt8, _ content: [UInt8]) -> [UInt8] { [tag] + length(content.count) + content }

    static func sequence(_ content: [UInt8]) -> [UInt8] { tagged(0x30, content) }

    /// A non-negative INTEGER: a zero byte in front when the high bit is set.
    static func integer(_ magnitude: [UInt8]) -> [UInt8] {
        tagged(0x02, (magnitude.first ?? 0) >= 0x80 ? [0x00] + magnitude : magnitude)
    }
}
