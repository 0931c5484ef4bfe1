/// Request limits kept in Postgres (Main maps `rateLimit.*` onto this).
public struct RateLimitConfiguration: Sendable, Equatable {
    public var enabled: Bool
    /// Requests per minute per access token on signed-in routes.
    public var signedInPerMinute: Int
    /// Requests per minute per IP on public routes that reach the router.
    public var publicPerMinute: Int
    /// Requests per minute per IP on /auth/v1 and the precheck.
    public var authPerMinute: Int

    public init(enabled: Bool = true, signedInPerMinute: Int = 600, publicPerMinute: Int = 1200, authPerMinute: Int = 60) {
        self.enabled = enabled
        self.signedInPerMinute = signedInPerMinute
        self.publicPerMinute = publicPerMinute
        self.authPerMinute = authPerMinute
    }

    /// The per-token rule of signed-in routes.
    public var signedInRule: RateLimitRule { RateLimitRule(name: "signed-in", limit: signedInPerMinute, window: .seconds(60)) }
    /// The per-address rule of public routes.
    public var publicRule: RateLimitRule { RateLimitRule(name: "public", limit: publicPerMinute, window: .seconds(60)) }
    /// The per-address rule of the auth service and the precheck.
    public var authRule: RateLimitRule { RateLimitRule(name: "auth", limit: authPerMinute, window: .seconds(60)) }
}
