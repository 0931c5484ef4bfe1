internal import COpenSSL
import Foundation
import QuadAPIModels
@testable import UserData

/// An RSA key pair made for a test with OpenSSL's key generator, kept as DER so it is a plain value, and what a test
/// needs of it: its JWK entry and RS256-signed tokens (signed by OpenSSL with the private key, so verification in
/// `RSAPublicKey` is checked against a key it did not build).
struct AppleTestKey: Sendable {
    let kid: String
    let privateDER: [UInt8]
    let modulus: [UInt8]
    let exponent: [UInt8]

    init(kid: String, bits: Int32 = 2048) {
        self.kid = kid
        let context = EVP_PKEY_CTX_new_id(EVP_PKEY_RSA, nil)!
        defer { EVP_PKEY_CTX_free(context) }
        precondition(EVP_PKEY_keygen_init(context) == 1 && EVP_PKEY_CTX_set_rsa_keygen_bits(context, bits) == 1)
        var key: OpaquePointer?
        precondition(EVP_PKEY_keygen(context, &key) == 1)
        defer { EVP_PKEY_free(key) }
        func number(_ name: String) -> [UInt8] {
            var bn: OpaquePointer?
            precondition(EVP_PKEY_get_bn_param(key, name, &bn) == 1)
            defer { BN_free(bn) }
            var out = [UInt8](repeating: 0, count: Int((BN_num_bits(bn) + 7) / 8))
            _ = BN_bn2bin(bn, &out)
            return out
        }
        modulus = number("n")
        exponent = number("e")
        var buffer: UnsafeMutablePointer<UInt8>?
        let length = i2d_PrivateKey(key, &buffer)
        precondition(length > 0)
        privateDER = Array(UnsafeBufferPointer(start: buffer, count: Int(length)))
        CRYPTO_free(buffer, #fileID, #line)
    }

    /// The key's entry in a JWKS.
    var jwk: [String: Any] {
        ["kty": "RSA", "kid": kid, "use": "sig", "alg": "RS256", "n": Base64URL.encode(modulus),
         "e": Base64URL.encode(exponent)]
    }

    /// A JWKS document holding `keys`, as Apple's endpoint serves it.
    static func jwks(_ keys: [[String: Any]]) -> [UInt8] {
        Array(try! JSONSerialization.data(withJSONObject: ["keys": keys], options: [.sortedKeys]))
    }

    /// The RS256 signature of `message`.
    func sign(_ message: [UInt8]) -> [UInt8] {
        privateDER.withUnsafeBufferPointer { der in
            var cursor = der.baseAddress
            let key = d2i_AutoPrivateKey(nil, &cursor, der.count)!
            defer { EVP_PKEY_free(key) }
            let context = EVP_MD_CTX_new()!
            defer { EVP_MD_CTX_free(context) }
            precondition(EVP_DigestSignInit(context, nil, EVP_sha256(), nil, key) == 1)
            var length = 0
            precondition(EVP_DigestSign(context, nil, &length, message, message.count) == 1)
            var out = [UInt8](repeating: 0, count: length)
            precondition(EVP_DigestSign(context, &out, &length, message, message.count) == 1)
            return Array(out.prefix(length))
        }
    }

    /// A signed token with `header` (alg RS256 and this kid unless overridden) and `claims`.
    func token(_ claims: [String: Any], header: [String: Any]? = nil) -> String {
        func segment(_ object: [String: Any]) -> String {
            Base64URL.encode(Array(try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])))
        }
        let input = segment(header ?? ["alg": "RS256", "kid": kid]) + "." + segment(claims)
        return input + "." + Base64URL.encode(sign(Array(input.utf8)))
    }
}
