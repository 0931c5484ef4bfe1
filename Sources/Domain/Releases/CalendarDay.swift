public import Foundation

/// A day of the Gregorian calendar in UTC, the unit the release calendar counts in.
///
/// Parsed the way the site reads calendar dates: `"YYYY-MM"` is the first of that month, `"YYYY-MM-DD"` that day.
public struct CalendarDay: Sendable, Hashable, Comparable {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// `"YYYY-MM"` or `"YYYY-MM-DD"`; nil for anything else or a day the month does not have.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0].count == 4, parts[1].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), (1...12).contains(m)
        else { return nil }
        var d = 1
        if parts.count == 3 {
            guard parts[2].count == 2, let day = Int(parts[2]), day >= 1, day <= CalendarMonth(year: y, month: m).days
            else { return nil }
            d = day
        }
        self.init(year: y, month: m, day: d)
    }

    /// The UTC day holding `date`.
    public init(_ date: Date) {
        let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
        self = Self(dayNumber: days)
    }

    /// Days since 1970-01-01 (negative before it).
    public var dayNumber: Int {
        // Days from civil (H. Hinnant's algorithm, proleptic Gregorian).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The day `dayNumber` days after 1970-01-01.
    public init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    /// Midnight UTC at the start of the day.
    public var start: Date {
        Date(timeIntervalSince1970: Double(dayNumber) * 86_400)
    }

    /// The first day of the month after this day's month.
    public var firstOfNextMonth: CalendarDay {
        month == 12 ? CalendarDay(year: year + 1, month: 1, day: 1) : CalendarDay(year: year, month: month + 1, day: 1)
    }

    public static func < (a: CalendarDay, b: CalendarDay) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }
}

/// A month of a year: how many days it has.
struct CalendarMonth {
    let year: Int
    let month: Int

    var days: Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
