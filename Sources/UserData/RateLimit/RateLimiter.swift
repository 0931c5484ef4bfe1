/// Counts requests per bucket and says whether one more is allowed.
///
/// The server's ``PostgresRateLimiter`` keeps the counters in Postgres so every node shares them; tests may use
/// their own.
public protocol RateLimiter: Sendable {
    /// Counts one request for `bucket` under `rule` and returns the decision. Throws when the counters cannot be
    /// reached; callers decide whether to let the request through (the server does: it fails open).
    func check(bucket: String, rule: RateLimitRule) async throws -> RateLimitDecision
}
