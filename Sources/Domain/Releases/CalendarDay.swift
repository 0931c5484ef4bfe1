public import Foundation

/// A day of the Gregorian calendar with no time or zone: release dates, deadlines, visit days (`YYYY-MM-DD` on the
/// wire).
///
/// ```swift
/// CalendarDay(isoDate: "2027-01-15")?.adding(days: 30).iso   // "2027-02-14"
/// CalendarDay(isoDate: "2027-02-30")                         // nil: not a real date
/// CalendarDay(iso: "2027-01")                                // the first of January 2027
/// ```
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The day with these parts, unchecked (callers pass parts they know are real).
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// A real calendar date, or nil (month 13, February 30, year 0).
    public static func valid(year: Int, month: Int, day: Int) -> CalendarDay? {
        guard (1...9999).contains(year), (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }

    /// `"YYYY-MM"` or `"YYYY-MM-DD"` (the site's calendar dates; `"YYYY-MM"` is the first of that month); nil for
    /// anything else or a day the month does not have.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0].count == 4, parts[1].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), (1...12).contains(m)
        else { return nil }
        var d = 1
        if parts.count == 3 {
            guard parts[2].count == 2, let day = Int(parts[2]), day >= 1, day <= Self.daysIn(month: m, year: y)
            else { return nil }
            d = day
        }
        self.init(year: y, month: m, day: d)
    }

    /// Exactly `YYYY-MM-DD` in ASCII digits naming a real date (the site's `isoDateOrNull`); anything else is nil.
    public init?(isoDate text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var n = 0
            for b in bytes[range] {
                guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else { return nil }
                n = n * 10 + Int(b - UInt8(ascii: "0"))
            }
            return n
        }
        guard let y = number(0..<4), let m = number(5..<7), let d = number(8..<10),
              let day = Self.valid(year: y, month: m, day: d) else { return nil }
        self = day
    }

    /// The UTC day holding `date`.
    public init(_ date: Date) {
        let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
        self = Self(dayNumber: days)
    }

    /// The day `moment` falls on in `zone`.
    public init(_ moment: Date, in zone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: moment)
        self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
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

    /// The day `days` later (earlier when negative).
    public func adding(days: Int) -> CalendarDay {
        CalendarDay(dayNumber: dayNumber + days)
    }

    /// Midnight UTC at the start of the day.
    public var start: Date {
        Date(timeIntervalSince1970: Double(dayNumber) * 86_400)
    }

    /// The first day of the month after this day's month.
    public var firstOfNextMonth: CalendarDay {
        month == 12 ? CalendarDay(year: year + 1, month: 1, day: 1) : CalendarDay(year: year, month: month + 1, day: 1)
    }

    /// `YYYY-MM-DD`.
    public var iso: String {
        func pad(_ n: Int, _ width: Int) -> String {
            let s = String(n)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public var description: String { iso }

    /// "Jul 28, 2026" (the site's `dateLabel`).
    public var shortLabel: String {
        "\(Self.shortMonths[month - 1]) \(day), \(year)"
    }

    static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    public static func < (a: CalendarDay, b: CalendarDay) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    /// Days in `month` of `year`.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
