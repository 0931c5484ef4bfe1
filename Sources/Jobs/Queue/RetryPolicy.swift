import Foundation

/// How a failed job is retried: exponential backoff from ``base``, doubling per attempt up to ``cap``.
///
/// The delay after failed attempt `n` (1 for the first) is `min(cap, base × 2^(n−1))`; the job becomes due that long
/// after the failure was recorded (by the worker's ``JobClock``). How many attempts a job gets is its row's
/// `max_attempts`, set when it was enqueued (``JobKind/maxAttempts`` for jobs enqueued from Swift).
///
/// ```swift
/// RetryPolicy(base: .seconds(30), cap: .seconds(3600))   // 30 s, 1 min, 2 min, … at most 1 h
/// ```
public struct RetryPolicy: Sendable, Equatable {
    /// The delay after the first failed attempt. Default: 30 s.
    public var base: Duration
    /// The longest delay. Default: 1 h.
    public var cap: Duration

    public init(base: Duration = .seconds(30), cap: Duration = .seconds(3600)) {
        precondition(base > .zero && cap >= base, "RetryPolicy needs 0 < base <= cap")
        self.base = base
        self.cap = cap
    }

    /// The delay after failed attempt `attempt` (1-based).
    public func delay(afterAttempt attempt: Int) -> Duration {
        let exponent = max(0, attempt - 1)
        // 2^62 seconds overflows nothing we care about; stop doubling once past the cap.
        var delay = base
        for _ in 0..<min(exponent, 62) {
            delay = delay * 2
            if delay >= cap { return cap }
        }
        return min(delay, cap)
    }

    /// When the job runs again if attempt `attempt` fails at `failedAt`.
    public func retryDate(afterAttempt attempt: Int, failedAt: Date) -> Date {
        failedAt.addingTimeInterval(delay(afterAttempt: attempt).seconds)
    }
}

extension Duration {
    /// The duration in seconds, as a `TimeInterval`.
    var seconds: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
