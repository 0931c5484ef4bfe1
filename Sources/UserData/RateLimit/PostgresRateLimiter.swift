import Core
import Foundation
import Synchronization

/// Fixed-window counters in the `rate_limit.windows` table (migration `0009_rate_limits`), shared by every node
/// that uses the same database.
///
/// One check is one round trip: an upsert that adds the request to its window's row and returns the new count.
/// About once per ``pruneInterval`` the same round trip also deletes windows that have ended. The statements run
/// as the server's own login role, outside any user transaction (API roles cannot reach the schema).
///
/// After a failed check (database down, pool exhausted) the limiter throws at once, without touching the pool,
/// for ``pauseAfterFailure``, so an outage does not cost every request a connection attempt.
///
/// ```swift
/// let limiter = PostgresRateLimiter(pool: pool)
/// let decision = try await limiter.check(bucket: "ip:203.0.113.9", rule: configuration.publicRule)
/// if !decision.allowed { throw APIError.rateLimited(retryAfter: decision.retryAfter) }
/// ```
public final class PostgresRateLimiter: RateLimiter {
    private let pool: PostgresPool
    private let now: @Sendable () -> Date
    /// How often one node deletes ended windows. Default: 60 s.
    public let pruneInterval: Duration
    /// How long checks fail at once after a failed one. Default: 5 s.
    public let pauseAfterFailure: Duration

    private struct State {
        var nextPrune: Date?
        var pausedUntil: Date?
    }

    private let state = Mutex(State())

    /// `now` is the clock windows are computed from (tests inject one).
    public init(pool: PostgresPool, pruneInterval: Duration = .seconds(60), pauseAfterFailure: Duration = .seconds(5),
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.pool = pool
        self.pruneInterval = pruneInterval
        self.pauseAfterFailure = pauseAfterFailure
        self.now = now
    }

    /// Bucket keys longer than this are replaced by their SHA-256 (the column holds at most 200 characters).
    static let maxKeyLength = 200

    public func check(bucket: String, rule: RateLimitRule) async throws -> RateLimitDecision {
        let moment = now()
        let paused = state.withLock { state in state.pausedUntil.map { moment < $0 } ?? false }
        if paused { throw RateLimiterUnavailable() }

        let window = RateLimitWindow(containing: moment, length: rule.windowSeconds)
        let key = Self.key(rule: rule, bucket: bucket)
        let prune = state.withLock { state -> Bool in
            guard state.nextPrune.map({ moment >= $0 }) ?? true else { return false }
            state.nextPrune = moment.addingTimeInterval(timeInterval(pruneInterval))
            return true
        }
        var statements: [PostgresQuery] = [
            """
            insert into rate_limit.windows as w (bucket, window_start, window_end, hits)
            values (\(key), \(window.startDate), \(window.endDate), 1)
            on conflict (bucket, window_start) do update set hits = w.hits + 1
            returning w.hits
            """,
        ]
        if prune { statements.append("delete from rate_limit.windows where window_end <= \(moment)") }

        let hits: Int
        do {
            let results = try await pool.withConnection { try await $0.pipeline(statements) }
            guard let row = results.first?.first else {
                throw PostgresError(code: .protocolViolation, context: "the rate-limit upsert returned no row")
            }
            hits = try row.decode(Int.self, at: 0)
        } catch {
            state.withLock { state in
                state.pausedUntil = moment.addingTimeInterval(timeInterval(pauseAfterFailure))
                if prune { state.nextPrune = nil }
            }
            throw error
        }
        state.withLock { $0.pausedUntil = nil }
        return RateLimitDecision(allowed: hits <= rule.limit, count: hits, limit: rule.limit,
                                 retryAfter: window.secondsRemaining(after: moment))
    }

    /// The stored key: the rule's name and the bucket, or their hash when too long.
    static func key(rule: RateLimitRule, bucket: String) -> String {
        let key = rule.name + ":" + bucket
        guard key.utf8.count > maxKeyLength else { return key }
        return rule.name.prefix(40) + ":sha256:" + Digest.sha256Hex(Array(key.utf8))
    }
}

/// The limiter is pausing after a failed check; the request was not counted.
public struct RateLimiterUnavailable: Error, Sendable, CustomStringConvertible {
    public init() {}
    public var description: String { "rate limiter paused after a failed check" }
}

/// `duration` in seconds, as a `TimeInterval`.
private func timeInterval(_ duration: Duration) -> TimeInterval {
    let parts = duration.components
    return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
}
