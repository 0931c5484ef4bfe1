public import QuadAPIModels

/// The signing keys of a JSON Web Key Set (RFC 7517) such as Apple's `https://appleid.apple.com/auth/keys`: the RSA
/// keys meant for signatures, by key id. Keys of another type or use, without an id, or with an unreadable modulus are
/// left out; a set with none is refused.
public struct JSONWebKeySet: Sendable, Hashable {
    public let keys: [String: RSAPublicKey]

    public init(keys: [String: RSAPublicKey]) {
        self.keys = keys
    }

    /// Reads the set from its JSON; nil when it is not a JWKS or holds no usable RSA signing key.
    public init?(json bytes: [UInt8]) {
        guard case let .object(root)? = JSONPayloadParser.parse(bytes), case let .array(entries)? = root["keys"] else {
            return nil
        }
        var keys: [String: RSAPublicKey] = [:]
        for case let .object(jwk) in entries {
            guard case .string("RSA")? = jwk["kty"], case let .string(kid)? = jwk["kid"], !kid.isEmpty,
                  case let .string(n)? = jwk["n"], case let .string(e)? = jwk["e"],
                  let modulus = Base64URL.decode(n), let exponent = Base64URL.decode(e)
            else { continue }
            if let use = jwk["use"], use != .string("sig") { continue }
            if let alg = jwk["alg"], alg != .string("RS256") { continue }
            if let key = RSAPublicKey(modulus: modulus, exponent: exponent) { keys[kid] = key }
        }
        guard !keys.isEmpty else { return nil }
        self.keys = keys
    }
}
