import Core
public import QuadAPIModels

/// Who an Apple identity token says signed in.
public struct AppleIdentity: Sendable, Hashable {
    /// Apple's stable user id for this app team (`sub`).
    public let subject: String
    /// The address Apple shares (possibly a private relay address), lowercased; nil when the token has none.
    public let email: String?
    /// Whether Apple says the address is verified.
    public let emailVerified: Bool
    /// Whether it is a private relay address.
    public let isPrivateEmail: Bool
}

/// Checks a Sign in with Apple identity token the way Supabase's `grant_type=id_token` does: an RS256 signature by
/// a key of Apple's JWKS (by the header's `kid`), issuer `https://appleid.apple.com`, an audience among the configured
/// client ids (the app's bundle id, a services id), not expired, and the nonce: when the token carries one, the
/// request must send the raw nonce whose SHA-256 (lowercase hex) it is; a nonce sent for a token without one is
/// refused too.
public struct AppleIdentityVerifier: Sendable {
    public static let issuer = "https://appleid.apple.com"
    /// Seconds of clock difference tolerated on `exp` and `iat`.
    public static let leeway = 60.0

    public let audiences: Set<String>
    public let keys: AppleKeyCache

    public init(audiences: Set<String>, keys: AppleKeyCache) {
        self.audiences = audiences
        self.keys = keys
    }

    /// Why a token was refused; every case is the same 400 to the caller (``AuthError``), the case is for logs.
    public enum Failure: Error, Sendable, Equatable {
        case malformed, unsupportedAlgorithm, unknownKey, keysUnavailable, badSignature
        case wrongIssuer, wrongAudience, expired, issuedInFuture, noSubject
        case nonceMismatch, nonceMissing, nonceUnexpected
    }

    /// The identity in `token`, checked at `now` (seconds since 1970).
    public func verify(_ token: String, nonce: String?, now: Double) async throws(Failure) -> AppleIdentity {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let headerBytes = Base64URL.decode(parts[0]),
              case let .object(header)? = JSONPayloadParser.parse(headerBytes),
              let payloadBytes = Base64URL.decode(parts[1]),
              case let .object(claims)? = JSONPayloadParser.parse(payloadBytes),
              let signature = Base64URL.decode(parts[2])
        else { throw .malformed }
        guard case .string("RS256")? = header["alg"] else { throw .unsupportedAlgorithm }
        guard case let .string(kid)? = header["kid"] else { throw .malformed }
        let key: RSAPublicKey
        do {
            key = try await keys.key(kid)
        } catch {
            throw error == .unknownKey ? .unknownKey : .keysUnavailable
        }
        let signed = token.utf8.prefix(parts[0].utf8.count + 1 + parts[1].utf8.count)
        guard key.verifiesRS256(signature, of: signed) else { throw .badSignature }
        return try Self.identity(claims, audiences: audiences, nonce: nonce, now: now)
    }

    /// The claims' checks once the signature holds.
    static func identity(_ claims: [String: JSONValue], audiences: Set<String>, nonce: String?,
                         now: Double) throws(Failure) -> AppleIdentity {
        guard case .string(issuer)? = claims["iss"] else { throw .wrongIssuer }
        let aud: [String] = switch claims["aud"] {
        case let .string(one)?: [one]
        case let .array(many)?: many.compactMap { if case let .string(s) = $0 { s } else { nil } }
        default: []
        }
        guard aud.contains(where: audiences.contains) else { throw .wrongAudience }
        guard case let .number(exp)? = claims["exp"], exp + leeway > now else { throw .expired }
        if case let .number(iat)? = claims["iat"], iat - leeway > now { throw .issuedInFuture }
        guard case let .string(subject)? = claims["sub"], !subject.isEmpty else { throw .noSubject }
        switch (claims["nonce"], nonce) {
        case let (.string(hashed)?, raw?):
            guard Digest.constantTimeEqual(Array(Digest.sha256Hex(raw).utf8), Array(hashed.lowercased().utf8)) else {
                throw .nonceMismatch
            }
        case (.string?, nil): throw .nonceMissing
        case (nil, _?): throw .nonceUnexpected
        default: break
        }
        var email: String?
        if case let .string(e)? = claims["email"] { email = EmailAddress.normalize(e) }
        return AppleIdentity(subject: subject, email: email, emailVerified: flag(claims["email_verified"]),
                             isPrivateEmail: flag(claims["is_private_email"]))
    }

    /// Apple sends these flags as booleans or as the strings "true" / "false".
    static func flag(_ value: JSONValue?) -> Bool {
        switch value {
        case .bool(true)?, .string("true")?: true
        default: false
        }
    }
}
