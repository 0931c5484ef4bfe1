public import Foundation

/// The release calendar's rules (the site's `lib/releases.ts`): labels, which releases are still to come, which one
/// brings a newer year of a release on the site, and each release's state on a given day.
///
/// Every function that depends on the date takes it as `now`: the server passes the request time, tests a fixed one.
public enum ReleaseSchedule {
    /// The page warns when the calendar has not been reviewed for more than this many days.
    public static let staleAfterDays = 90

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Whole days from the start of the day `iso` names to `now`, rounded down; nil when `iso` is not a date.
    public static func daysSince(_ iso: String, now: Date) -> Int? {
        guard let day = CalendarDay(iso: iso) else { return nil }
        return Int((now.timeIntervalSince(day.start) / 86_400).rounded(.down))
    }

    /// True when the calendar's review date is more than ``staleAfterDays`` days before `now` (or unreadable).
    public static func isStale(reviewed: String?, now: Date) -> Bool {
        guard let reviewed, let days = daysSince(reviewed, now: now) else { return true }
        return days > staleAfterDays
    }

    /// "Dec 2026" from "YYYY-MM" (or a full date); the text itself when it is not a date.
    public static func monthLabel(_ iso: String) -> String {
        guard let d = CalendarDay(iso: iso) else { return iso }
        return "\(months[d.month - 1]) \(d.year)"
    }

    /// "Jul 28, 2026" from an ISO date; the text itself when it is not a date.
    public static func dateLabel(_ iso: String) -> String {
        guard let d = CalendarDay(iso: iso) else { return iso }
        return "\(months[d.month - 1]) \(d.day), \(d.year)"
    }

    /// "Dec 2026", "Aug–Nov 2026", "Nov 2026–Feb 2027", or "Irregular" without an expected month.
    public static func expectedLabel(_ r: ReleaseCalendar.Release) -> String {
        guard let expected = r.expected else { return "Irregular" }
        guard let end = r.expectedEnd else { return monthLabel(expected) }
        guard let a = CalendarDay(iso: expected), let b = CalendarDay(iso: end) else {
            return "\(monthLabel(expected))\u{2013}\(monthLabel(end))"
        }
        return a.year == b.year
            ? "\(months[a.month - 1])\u{2013}\(monthLabel(end))"
            : "\(monthLabel(expected))\u{2013}\(monthLabel(end))"
    }

    /// True when a release not yet out is past the end of its last expected month.
    public static func isOverdue(_ r: ReleaseCalendar.Release, now: Date) -> Bool {
        guard r.status != "published", let last = r.expectedEnd ?? r.expected, let end = CalendarDay(iso: last) else {
            return false
        }
        return now >= end.firstOfNextMonth.start
    }

    /// The state a release's badge shows on `now`.
    public static func state(_ r: ReleaseCalendar.Release, now: Date) -> ReleaseState {
        if isOverdue(r, now: now) { return .laterThanExpected }
        if r.status != "published", r.expected == nil { return .noSetDate }
        switch r.status {
        case "confirmed": return .confirmed
        case "published": return .outNow
        // `estimated`, and any status the calendar's format does not have, reads as an estimate.
        default: return .estimated
        }
    }

    /// Releases not out yet, soonest expected month first; irregular ones (no month) last; ties keep file order.
    public static func upcoming(_ calendar: ReleaseCalendar) -> [ReleaseCalendar.Release] {
        let pending = (calendar.releases ?? []).enumerated().filter { $0.element.status != "published" }
        func at(_ r: ReleaseCalendar.Release) -> Int {
            r.expected.flatMap { CalendarDay(iso: $0)?.dayNumber } ?? Int.max
        }
        return pending.sorted { a, b in
            let x = at(a.element), y = at(b.element)
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    /// The first upcoming release that brings a newer year of vintage `key`.
    public static func nextRelease(for key: String, in calendar: ReleaseCalendar) -> ReleaseCalendar.Release? {
        upcoming(calendar).first { ($0.updates ?? []).contains(key) }
    }

    /// When the period a display year describes began: "Fall 2024" (or "Students entering fall 2016") → Sep 1,
    /// an academic year "2023–24" (or "2023-2024") → Jul 1 of its first year; nil for anything else.
    public static func periodStart(_ year: String?) -> CalendarDay? {
        guard let text = year?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let lower = text.lowercased()
        for prefix in ["students entering fall ", "fall "] where lower.hasPrefix(prefix) {
            let rest = lower.dropFirst(prefix.count)
            if rest.count == 4, rest.allSatisfy(\.isASCIIDigit), let y = Int(rest) { return CalendarDay(year: y, month: 9, day: 1) }
        }
        let digits = lower.prefix { $0.isASCIIDigit }
        guard digits.count == 4, let y = Int(digits) else { return nil }
        let rest = lower.dropFirst(4).drop { $0 == " " }
        guard let dash = rest.first, dash == "\u{2013}" || dash == "-" else { return nil }
        let tail = rest.dropFirst().drop { $0 == " " }
        guard tail.count == 2 || tail.count == 4, tail.allSatisfy(\.isASCIIDigit) else { return nil }
        return CalendarDay(year: y, month: 7, day: 1)
    }
}

/// The badge of a release on the Data page.
public enum ReleaseState: String, Sendable, Hashable, CaseIterable {
    case estimated
    case confirmed
    case outNow = "out-now"
    case noSetDate = "no-set-date"
    case laterThanExpected = "later-than-expected"

    /// The badge text.
    public var label: String {
        switch self {
        case .estimated: "Estimated"
        case .confirmed: "Confirmed"
        case .outNow: "Out now"
        case .noSetDate: "No set date"
        case .laterThanExpected: "Later than expected"
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
