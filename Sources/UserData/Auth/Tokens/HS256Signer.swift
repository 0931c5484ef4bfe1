public import QuadAPIModels

/// Signs and verifies HS256 JSON Web Tokens (RFC 7519) with one secret.
///
/// Verification accepts exactly `alg: HS256` (never `none`, never another algorithm whatever the signature says),
/// compares the signature in constant time, and only then reads the payload. Expiry and audience are the caller's
/// (``AccessTokenClaims``).
///
/// ```swift
/// let signer = HS256Signer(secret: Array("a secret of at least 32 bytes.....".utf8))
/// let token = signer.sign(["sub": .string(id), "exp": .number(1_900_000_000)])
/// let claims = try signer.verify(token)   // the payload object
/// ```
public struct HS256Signer: Sendable {
    /// Why a token was refused.
    public enum Failure: Error, Sendable, Equatable {
        /// Not three base64url segments of JSON objects.
        case malformed
        /// The header names another algorithm (or `none`).
        case unsupportedAlgorithm
        /// The signature does not match.
        case badSignature
    }

    private let key: [UInt8]
    /// The header every token we sign carries, already encoded.
    static let encodedHeader = Base64URL.encode(Array(#"{"alg":"HS256","typ":"JWT"}"#.utf8))

    public init(secret: [UInt8]) {
        key = secret
    }

    /// `header.payload.signature` for `claims` (keys sorted).
    public func sign(_ claims: [String: JSONValue]) -> String {
        let payload = Base64URL.encode(Array(JSONText.serialize(.object(claims)).utf8))
        let signingInput = Self.encodedHeader + "." + payload
        return signingInput + "." + Base64URL.encode(Digest.hmacSHA256(key: key, message: Array(signingInput.utf8)))
    }

    /// The payload of a token this key signed with HS256.
    public func verify(_ token: String) throws(Failure) -> [String: JSONValue] {
        let bytes = Array(token.utf8)
        guard let firstDot = bytes.firstIndex(of: 0x2E),
              let secondDot = bytes[(firstDot + 1)...].firstIndex(of: 0x2E),
              bytes[(secondDot + 1)...].firstIndex(of: 0x2E) == nil else { throw .malformed }
        let header = bytes[..<firstDot], payload = bytes[(firstDot + 1)..<secondDot], signature = bytes[(secondDot + 1)...]
        guard !header.isEmpty, !payload.isEmpty else { throw .malformed }
        // The header first: a token that asks for another algorithm is refused whatever its signature.
        if !header.elementsEqual(Self.encodedHeader.utf8) {
            guard let decoded = decode(header), case let .object(fields)? = JSONPayloadParser.parse(decoded) else {
                throw .malformed
            }
            guard case .string("HS256")? = fields["alg"] else { throw .unsupportedAlgorithm }
            if let type = fields["typ"], type != .string("JWT") { throw .malformed }
        }
        guard let given = decode(signature), given.count == 32 else { throw .badSignature }
        let expected = Digest.hmacSHA256(key: key, message: bytes[..<secondDot])
        guard Digest.constantTimeEqual(expected, given) else { throw .badSignature }
        guard let decoded = decode(payload), case let .object(claims)? = JSONPayloadParser.parse(decoded) else {
            throw .malformed
        }
        return claims
    }

    private func decode(_ segment: ArraySlice<UInt8>) -> [UInt8]? {
        segment.withUnsafeBufferPointer { Base64URL.decode(utf8: $0) }
    }
}
