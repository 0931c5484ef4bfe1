/// Whether a college's aid dates are for a cycle already past (lib/cds/financial-aid.ts `pastReplyDate` with
/// `startYearOf`): the cycle's entering year is the first "20xx" of its display year ("Fall 2026 entrants" → 2026), and
/// the cycle is past once `today` reaches the college's reply date that year, or May 1 when it gives none.
public enum AidReplyDate {
    /// True when `today` is on or after the reply date (or May 1) of the entering year of `cycle`; false without a
    /// year in `cycle`. The site compares the moment against midnight UTC of that day, so the whole day counts.
    public static func isPast(cycle: String?, reply: CdsMonthDay?, today: CalendarDay) -> Bool {
        guard let year = ReportedRows.startYear(cycle) else { return false }
        let (month, day) = reply.flatMap { r in r.month.flatMap { m in r.day.map { (m, $0) } } } ?? (5, 1)
        guard (-12_000...12_000).contains(month), (-1_000_000...1_000_000).contains(day) else { return false }
        // Date.UTC's arithmetic: a month past December or a day past the month's end runs on into the next.
        let months = year * 12 + month - 1
        let (y, m) = (Int((Double(months) / 12).rounded(.down)), ((months % 12) + 12) % 12 + 1)
        guard (1...9999).contains(y) else { return false }
        let due = CalendarDay(year: y, month: m, day: 1).dayNumber + day - 1
        return today.dayNumber >= due
    }
}
