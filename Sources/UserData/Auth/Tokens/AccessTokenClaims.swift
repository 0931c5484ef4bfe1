import Foundation
public import QuadAPIModels

/// The claims of an access token, in GoTrue's shape (userdata-map §4.3): `sub`, `aud` ("authenticated"), `role`,
/// `exp`, `iat`, `iss`, `email`, `phone`, `app_metadata`, `user_metadata`, `aal`, `amr`, `session_id`,
/// `is_anonymous`.
public struct AccessTokenClaims: Sendable, Hashable {
    /// The audience every access token carries and verification requires.
    public static let audience = "authenticated"

    public var userID: UUID
    public var sessionID: UUID
    public var role: String
    public var email: String?
    public var phone: String
    public var appMetadata: JSONValue
    public var userMetadata: JSONValue
    /// Seconds since 1970.
    public var issuedAt: Int
    public var expiresAt: Int
    public var issuer: String
    /// How the session was authenticated (`password`, `otp`, `magiclink`, `recovery`, `pkce`…) and when.
    public var methods: [(method: String, timestamp: Int)]
    public var isAnonymous: Bool

    public init(userID: UUID, sessionID: UUID, role: String = "authenticated", email: String?, phone: String = "",
                appMetadata: JSONValue, userMetadata: JSONValue, issuedAt: Int, expiresAt: Int, issuer: String,
                methods: [(method: String, timestamp: Int)], isAnonymous: Bool = false) {
        self.userID = userID
        self.sessionID = sessionID
        self.role = role
        self.email = email
        self.phone = phone
        self.appMetadata = appMetadata
        self.userMetadata = userMetadata
        self.issuedAt = issuedAt
        self.expiresAt = expiresAt
        self.issuer = issuer
        self.methods = methods
        self.isAnonymous = isAnonymous
    }

    public static func == (a: AccessTokenClaims, b: AccessTokenClaims) -> Bool {
        a.json == b.json
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(json)
    }

    /// The claims as the token's payload object.
    public var json: [String: JSONValue] {
        [
            "sub": .string(userID.uuidString.lowercased()),
            "aud": .string(Self.audience),
            "role": .string(role),
            "exp": .number(Double(expiresAt)),
            "iat": .number(Double(issuedAt)),
            "iss": .string(issuer),
            "email": .string(email ?? ""),
            "phone": .string(phone),
            "app_metadata": appMetadata,
            "user_metadata": userMetadata,
            "aal": .string("aal1"),
            "amr": .array(methods.map { .object(["method": .string($0.method), "timestamp": .number(Double($0.timestamp))]) }),
            "session_id": .string(sessionID.uuidString.lowercased()),
            "is_anonymous": .bool(isAnonymous),
        ]
    }

    /// Why verified claims were refused.
    public enum Failure: Error, Sendable, Equatable {
        case expired
        case wrongAudience
        case missingClaim(String)
    }

    /// Checks a verified payload: `exp` in the future (at `now`, Unix seconds), `aud` "authenticated" (a string or
    /// an array holding it), and a uuid `sub` and `session_id`, neither the nil UUID (no user or session has it).
    /// Returns the user and session ids.
    public static func validate(_ claims: [String: JSONValue], now: Double) throws(Failure) -> (user: UUID, session: UUID) {
        guard case let .number(exp)? = claims["exp"] else { throw .missingClaim("exp") }
        guard exp > now else { throw .expired }
        switch claims["aud"] {
        case .string(audience)?: break
        case let .array(values)? where values.contains(.string(audience)): break
        default: throw .wrongAudience
        }
        let none = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        guard case let .string(sub)? = claims["sub"], let user = UUID(uuidString: sub), user != none else {
            throw .missingClaim("sub")
        }
        guard case let .string(sid)? = claims["session_id"], let session = UUID(uuidString: sid), session != none else {
            throw .missingClaim("session_id")
        }
        return (user, session)
    }
}
