import Domain
import Testing

/// lib/cds/financial-aid.ts `pastReplyDate(startYearOf(datesYear), reply_by)`: `today.getTime() > Date.UTC(year,
/// month - 1, day)`, so from the first moment of the reply day on; May 1 of the entering year without a reply date;
/// never without a year in the label.
struct AidReplyDateTests {
    let cycle = "Fall 2026 entrants"

    @Test func mayFirstWithoutAReplyDate() {
        #expect(!AidReplyDate.isPast(cycle: cycle, reply: nil, today: CalendarDay(year: 2026, month: 4, day: 30)))
        #expect(AidReplyDate.isPast(cycle: cycle, reply: nil, today: CalendarDay(year: 2026, month: 5, day: 1)))
        #expect(AidReplyDate.isPast(cycle: cycle, reply: nil, today: CalendarDay(year: 2027, month: 1, day: 2)))
    }

    @Test func theCollegesOwnReplyDate() {
        let june = CdsMonthDay(month: 6, day: 15)
        #expect(!AidReplyDate.isPast(cycle: cycle, reply: june, today: CalendarDay(year: 2026, month: 6, day: 14)))
        #expect(AidReplyDate.isPast(cycle: cycle, reply: june, today: CalendarDay(year: 2026, month: 6, day: 15)))
        // startYearOf takes the first 20xx: "2025–26" is the 2025 cycle.
        #expect(AidReplyDate.isPast(cycle: "2025\u{2013}26", reply: june, today: CalendarDay(year: 2025, month: 7, day: 1)))
        #expect(!AidReplyDate.isPast(cycle: "2025\u{2013}26", reply: june, today: CalendarDay(year: 2025, month: 6, day: 1)))
    }

    @Test func noYearNoLine() {
        #expect(!AidReplyDate.isPast(cycle: nil, reply: nil, today: CalendarDay(year: 2030, month: 1, day: 1)))
        #expect(!AidReplyDate.isPast(cycle: "Fall entrants", reply: nil, today: CalendarDay(year: 2030, month: 1, day: 1)))
    }

    /// Date.UTC(2026, 1, 30) is March 2, 2026: a day past the month's end runs on, as the site's comparison does.
    @Test func aDayPastTheMonthsEndRunsOn() {
        let bad = CdsMonthDay(month: 2, day: 30)
        #expect(!AidReplyDate.isPast(cycle: cycle, reply: bad, today: CalendarDay(year: 2026, month: 3, day: 1)))
        #expect(AidReplyDate.isPast(cycle: cycle, reply: bad, today: CalendarDay(year: 2026, month: 3, day: 2)))
    }
}
