import Foundation

/// The fixed window a moment falls in: windows of `length` seconds start at whole multiples of `length` since the
/// Unix epoch, so every node computes the same window for the same moment.
public struct RateLimitWindow: Sendable, Hashable {
    /// Seconds since the epoch at which the window starts.
    public var start: Int64
    /// Window length in seconds.
    public var length: Int64

    /// The window of `length` seconds (at least 1) that contains `moment`.
    public init(containing moment: Date, length: Int64) {
        let size = max(1, length)
        let seconds = Int64(moment.timeIntervalSince1970.rounded(.down))
        // Floor division, also for moments before the epoch.
        let index = seconds >= 0 ? seconds / size : -((-seconds + size - 1) / size)
        start = index * size
        self.length = size
    }

    public var startDate: Date { Date(timeIntervalSince1970: TimeInterval(start)) }
    public var endDate: Date { Date(timeIntervalSince1970: TimeInterval(start + length)) }

    /// Whole seconds from `moment` until the window ends, rounded up, at least 1.
    public func secondsRemaining(after moment: Date) -> Int {
        let left = endDate.timeIntervalSince(moment)
        return max(1, Int(left.rounded(.up)))
    }
}
