/// The answer to one rate-limit check.
public struct RateLimitDecision: Sendable, Hashable {
    /// Whether the request may go on.
    public var allowed: Bool
    /// Requests counted in the current window, this one included.
    public var count: Int
    /// The rule's limit.
    public var limit: Int
    /// Whole seconds until the current window ends (at least 1): the `Retry-After` of a refusal.
    public var retryAfter: Int

    public init(allowed: Bool, count: Int, limit: Int, retryAfter: Int) {
        self.allowed = allowed
        self.count = count
        self.limit = limit
        self.retryAfter = retryAfter
    }

    /// Requests left in the current window.
    public var remaining: Int { max(0, limit - count) }
}
