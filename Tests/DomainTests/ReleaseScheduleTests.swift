import Foundation
import Testing
@testable import Domain

/// The release calendar's rules on dates before, inside and after each release's window (worked out from the site's
/// rules: a release is late from the first moment of the month after its last expected month).
struct ReleaseScheduleTests {
    static func release(_ status: String, _ expected: String?, end: String? = nil, updates: [String] = [],
                        id: String = "r") -> ReleaseCalendar.Release {
        var r = ReleaseCalendar.Release()
        r.id = id
        r.status = status
        r.expected = expected
        r.expectedEnd = end
        r.updates = updates
        return r
    }

    /// A moment in UTC.
    static func at(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 12, _ min: Int = 0, _ s: Int = 0) -> Date {
        Date(timeIntervalSince1970: Double(CalendarDay(year: y, month: m, day: d).dayNumber) * 86_400
            + Double(h * 3600 + min * 60 + s))
    }

    static func state(_ r: ReleaseCalendar.Release, _ now: Date) -> String {
        ReleaseSchedule.state(r, now: now).label
    }

    @Test func aSingleMonthRelease() {
        let estimated = Self.release("estimated", "2026-12")
        #expect(Self.state(estimated, Self.at(2026, 11, 30)) == "Estimated")            // before
        #expect(Self.state(estimated, Self.at(2026, 12, 1, 0)) == "Estimated")          // first moment of the month
        #expect(Self.state(estimated, Self.at(2026, 12, 31, 23, 59, 59)) == "Estimated") // last moment of it
        #expect(Self.state(estimated, Self.at(2027, 1, 1, 0)) == "Later than expected") // after
        let confirmed = Self.release("confirmed", "2026-12")
        #expect(Self.state(confirmed, Self.at(2026, 12, 15)) == "Confirmed")
        #expect(Self.state(confirmed, Self.at(2027, 2, 1)) == "Later than expected")
    }

    @Test func aWindowIsLateOnlyAfterItsLastMonth() {
        let window = Self.release("estimated", "2026-08", end: "2026-11")
        #expect(Self.state(window, Self.at(2026, 7, 31)) == "Estimated")
        #expect(Self.state(window, Self.at(2026, 9, 15)) == "Estimated")
        #expect(Self.state(window, Self.at(2026, 11, 30, 23, 59, 59)) == "Estimated")
        #expect(Self.state(window, Self.at(2026, 12, 1, 0)) == "Later than expected")
    }

    @Test func publishedAndIrregularReleasesAreNeverLate() {
        let out = Self.release("published", "2026-01")
        #expect(Self.state(out, Self.at(2025, 12, 1)) == "Out now")
        #expect(Self.state(out, Self.at(2030, 1, 1)) == "Out now")
        let irregular = Self.release("estimated", nil)
        #expect(Self.state(irregular, Self.at(2020, 1, 1)) == "No set date")
        #expect(Self.state(irregular, Self.at(2040, 1, 1)) == "No set date")
        // An irregular release that came out reads as out.
        #expect(Self.state(Self.release("published", nil), Self.at(2026, 1, 1)) == "Out now")
    }

    @Test func labels() {
        #expect(ReleaseSchedule.expectedLabel(Self.release("estimated", "2026-12")) == "Dec 2026")
        #expect(ReleaseSchedule.expectedLabel(Self.release("estimated", "2026-08", end: "2026-11")) == "Aug\u{2013}Nov 2026")
        #expect(ReleaseSchedule.expectedLabel(Self.release("estimated", "2026-11", end: "2027-02")) == "Nov 2026\u{2013}Feb 2027")
        #expect(ReleaseSchedule.expectedLabel(Self.release("estimated", nil)) == "Irregular")
        #expect(ReleaseSchedule.dateLabel("2026-07-28") == "Jul 28, 2026")
        #expect(ReleaseSchedule.dateLabel("2026-09-01") == "Sep 1, 2026")
        #expect(ReleaseSchedule.monthLabel("2027-01") == "Jan 2027")
    }

    @Test func theReviewWarningStartsAfterNinetyDays() {
        // 2026-09-28 + 90 days = 2026-12-27 (2 days left in September, 31 in October, 30 in November, 27 in December).
        #expect(ReleaseSchedule.daysSince("2026-09-28", now: Self.at(2026, 12, 27, 23)) == 90)
        #expect(!ReleaseSchedule.isStale(reviewed: "2026-09-28", now: Self.at(2026, 12, 27, 23, 59, 59)))
        #expect(ReleaseSchedule.isStale(reviewed: "2026-09-28", now: Self.at(2026, 12, 28, 0)))
        #expect(ReleaseSchedule.daysSince("2026-09-28", now: Self.at(2026, 12, 28, 0)) == 91)
    }

    @Test func upcomingIsSoonestFirstWithIrregularLast() {
        var calendar = ReleaseCalendar()
        calendar.releases = [
            Self.release("estimated", nil, updates: ["scorecard-latest"], id: "irregular"),
            Self.release("estimated", "2027-01", updates: ["ipeds-adm"], id: "jan"),
            Self.release("published", "2026-06", updates: ["ipeds-adm"], id: "out"),
            Self.release("confirmed", "2026-12", updates: ["ipeds-sfa", "ipeds-adm"], id: "dec"),
            Self.release("estimated", "2026-12", id: "dec-too"),
        ]
        #expect(ReleaseSchedule.upcoming(calendar).map(\.id) == ["dec", "dec-too", "jan", "irregular"])
        #expect(ReleaseSchedule.nextRelease(for: "ipeds-adm", in: calendar)?.id == "dec")
        #expect(ReleaseSchedule.nextRelease(for: "scorecard-latest", in: calendar)?.id == "irregular")
        #expect(ReleaseSchedule.nextRelease(for: "ipeds-f", in: calendar) == nil)
    }

    @Test func periodStarts() {
        #expect(ReleaseSchedule.periodStart("Fall 2024") == CalendarDay(year: 2024, month: 9, day: 1))
        #expect(ReleaseSchedule.periodStart("Students entering fall 2016") == CalendarDay(year: 2016, month: 9, day: 1))
        #expect(ReleaseSchedule.periodStart("2023\u{2013}24") == CalendarDay(year: 2023, month: 7, day: 1))
        #expect(ReleaseSchedule.periodStart("2023-2024") == CalendarDay(year: 2023, month: 7, day: 1))
        #expect(ReleaseSchedule.periodStart("Entered fall 2018") == nil)
        #expect(ReleaseSchedule.periodStart("2024\u{2013}25 graduates") == nil)
        #expect(ReleaseSchedule.periodStart(nil) == nil)
    }

    @Test func calendarDaysRoundTrip() {
        for n in [-800_000, -1, 0, 1, 19_000, 20_454, 800_000] {
            #expect(CalendarDay(dayNumber: n).dayNumber == n)
        }
        #expect(CalendarDay(year: 1970, month: 1, day: 1).dayNumber == 0)
        #expect(CalendarDay(year: 2000, month: 3, day: 1).dayNumber == 11_017)
        #expect(CalendarDay(iso: "2024-02-29") != nil)
        #expect(CalendarDay(iso: "2023-02-29") == nil)
        #expect(CalendarDay(iso: "2026-13") == nil)
    }
}
