public import Foundation

/// When a periodic job is due: its slots, the nominal times of its runs, in UTC.
///
/// ```swift
/// let daily = try ScheduleCadence(parsing: "13:00")        // every day at 13:00 UTC
/// let hourly = try ScheduleCadence(parsing: "every 1h")    // on the hour
/// daily.slot(atOrBefore: now)                              // today's 13:00, or yesterday's before 13:00
/// ```
public enum ScheduleCadence: Sendable, Hashable, CustomStringConvertible {
    /// Every day at `hour`:`minute` UTC.
    case daily(hour: Int, minute: Int)
    /// Every `seconds`, on multiples of it since 1970-01-01 00:00 UTC (`every 1h` runs on the hour).
    case every(seconds: Int)

    /// Parses `HH:MM` (daily, UTC) or `every N` with a unit `s`, `m`, `h` or `d` (`every 15m`).
    public init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.hasPrefix("every ") {
            let spec = trimmed.dropFirst("every ".count).trimmingCharacters(in: .whitespaces)
            let units: [Character: Int] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
            guard let unit = spec.last, let scale = units[unit], let count = Int(spec.dropLast()), count > 0,
                  count <= 366 * 86_400 / scale
            else { throw JobError(code: .invalidRequest, message: "\"\(text)\": use every N followed by s, m, h or d") }
            self = .every(seconds: count * scale)
            return
        }
        let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }), let hour = Int(parts[0]), let minute = Int(parts[1]),
              (0...23).contains(hour), (0...59).contains(minute)
        else { throw JobError(code: .invalidRequest, message: "\"\(text)\": use HH:MM (UTC, 00:00 to 23:59) or every N[smhd]") }
        self = .daily(hour: hour, minute: minute)
    }

    /// The latest slot at or before `date`.
    public func slot(atOrBefore date: Date) -> Date {
        let t = date.timeIntervalSince1970
        switch self {
        case let .every(seconds):
            let period = Double(seconds)
            return Date(timeIntervalSince1970: (t / period).rounded(.down) * period)
        case let .daily(hour, minute):
            let dayStart = (t / 86_400).rounded(.down) * 86_400
            let today = dayStart + Double(hour * 3600 + minute * 60)
            return Date(timeIntervalSince1970: today <= t ? today : today - 86_400)
        }
    }

    /// The first slot strictly after `date`.
    public func slot(after date: Date) -> Date {
        let latest = slot(atOrBefore: date)
        switch self {
        case let .every(seconds): return latest.addingTimeInterval(Double(seconds))
        case .daily: return latest.addingTimeInterval(86_400)
        }
    }

    public var description: String {
        switch self {
        case let .daily(hour, minute):
            "daily at \(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute) UTC"
        case let .every(seconds): "every \(seconds) s"
        }
    }
}
