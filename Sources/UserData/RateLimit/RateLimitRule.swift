/// One limit: at most ``limit`` requests per bucket in each fixed window of ``window``.
///
/// ```swift
/// let rule = RateLimitRule(name: "auth", limit: 60, window: .seconds(60))
/// let decision = try await limiter.check(bucket: "ip:203.0.113.9", rule: rule)
/// ```
public struct RateLimitRule: Sendable, Hashable {
    /// Short name, part of every bucket key, so rules never share counters (`public`, `auth`, `signed-in`).
    public var name: String
    /// Requests allowed per window; the next one is refused. At least 1.
    public var limit: Int
    /// Window length, whole seconds, at least one second.
    public var window: Duration

    public init(name: String, limit: Int, window: Duration) {
        precondition(limit >= 1, "a rate limit allows at least one request")
        precondition(window >= .seconds(1), "a rate-limit window lasts at least a second")
        self.name = name
        self.limit = limit
        self.window = window
    }

    /// The window length in whole seconds (at least 1).
    public var windowSeconds: Int64 { max(1, window.components.seconds) }
}
