/// A signed-in session as `/auth/v1/token`, `/signup` (when no confirmation is needed) and `/verify` return it.
public struct AuthSession: Sendable, Hashable, Codable, SchemaDescribed {
    /// HS256 JWT with GoTrue's claims.
    public var accessToken: String
    /// Always `bearer`.
    public var tokenType: String
    /// Seconds the access token lives.
    public var expiresIn: Int
    /// When the access token expires, in Unix seconds.
    public var expiresAt: Int
    /// Opaque, single use: each refresh returns a new one.
    public var refreshToken: String
    public var user: AuthUser

    public init(accessToken: String, expiresIn: Int, expiresAt: Int, refreshToken: String, user: AuthUser) {
        self.accessToken = accessToken
        tokenType = "bearer"
        self.expiresIn = expiresIn
        self.expiresAt = expiresAt
        self.refreshToken = refreshToken
        self.user = user
    }

    enum CodingKeys: String, CodingKey {
        case user
        case accessToken = "access_token", tokenType = "token_type", expiresIn = "expires_in", expiresAt = "expires_at"
        case refreshToken = "refresh_token"
    }

    public static let schema = JSONSchema.object([
        .init("access_token", .string()),
        .init("token_type", .constant("bearer")),
        .init("expires_in", .integer(minimum: 1)),
        .init("expires_at", .integer(minimum: 0)),
        .init("refresh_token", .string()),
        .init("user", .ref(AuthUser.self)),
    ]).described("A session (GoTrue's token response).")
}
