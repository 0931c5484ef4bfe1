public import UserData

/// What the router checks endpoints' access against: the bearer verifier and per-token limit of signed-in
/// endpoints, and the operators' secret of ``APIContract/AdminTokenAccess`` endpoints.
///
/// ```swift
/// let access = AccessControl(verifier: auth.verifier,
///                            perToken: PerTokenLimit(limiter: limiter, rule: settings.rateLimit.signedInRule))
/// var router = Router(access: access)
/// ```
public struct AccessControl: Sendable {
    /// Verifies the bearer token of signed-in endpoints; nil: every signed-in endpoint answers 401 and its handler
    /// never runs. Default: nil.
    public var verifier: (any AccessTokenVerifier)?
    /// The limit each signed-in request counts against (per session, else per token hash); nil: none. Default: nil.
    public var perToken: PerTokenLimit?
    /// The operators' bearer secret; empty never matches. Default: "".
    public var adminToken: String

    public init(verifier: (any AccessTokenVerifier)? = nil, perToken: PerTokenLimit? = nil, adminToken: String = "") {
        self.verifier = verifier
        self.perToken = perToken
        self.adminToken = adminToken
    }
}

/// The per-token request limit of signed-in endpoints, kept by `limiter` under `rule`.
public struct PerTokenLimit: Sendable {
    public var limiter: any RateLimiter
    public var rule: RateLimitRule

    public init(limiter: any RateLimiter, rule: RateLimitRule) {
        self.limiter = limiter
        self.rule = rule
    }
}
