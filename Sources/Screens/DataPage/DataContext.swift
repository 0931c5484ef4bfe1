import Domain
import Foundation
import QuadAPIModels

/// What every section of the Data page reads: the snapshot, its citations and release calendar, the day it is
/// built for, and the federal admissions release's year.
struct DataContext {
    let snapshot: DatasetSnapshot
    let lineage: Lineage
    let calendar: ReleaseCalendar
    let now: Date
    /// When the class the federal admissions figures describe started (Sep 1 of its fall).
    let admissionsStart: CalendarDay?
    let reports: CollegeReports
    /// Colleges covered, by source key.
    private let covered: [String: Int]

    init(_ snapshot: DatasetSnapshot, now: Date) {
        self.snapshot = snapshot
        lineage = snapshot.lineage
        calendar = snapshot.releaseCalendar
        self.now = now
        let figures = DataPageFigures.of(snapshot)
        admissionsStart = figures.admissionsStart
        reports = figures.reports
        covered = figures.coverage
    }

    /// Each listed source with the number of colleges it covers (``DataSources/counts(_:covered:)``); read only by
    /// the sections kept per snapshot (``DataUndatedSections``).
    var coverage: [(key: String, value: Value)] { DataSources.counts(self, covered: covered) }

    /// "Sep 28, 2026", or an en dash without a date.
    func date(_ iso: String?) -> String {
        iso.map(ReleaseSchedule.dateLabel) ?? SiteFormat.missing
    }

    /// "1 college" / "12 colleges".
    static func colleges(_ n: Int) -> String {
        "\(SiteFormat.num(Double(n))) \(n == 1 ? "college" : "colleges")"
    }
}
