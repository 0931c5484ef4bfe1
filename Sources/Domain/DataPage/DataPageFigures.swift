import QuadAPIModels

/// The Data page's dataset-wide figures, computed once per snapshot: how many colleges each source covers, the
/// colleges' own reports, and the year the federal admissions release describes.
public struct DataPageFigures: Sendable {
    /// Colleges covered, by source key (see ``SourceCoverage``).
    public let coverage: [String: Int]
    public let reports: CollegeReports
    /// When the class the federal admissions figures describe started (Sep 1 of its fall).
    public let admissionsStart: CalendarDay?

    private static let key = SnapshotKey<DataPageFigures>("data.figures")

    /// The figures of `snapshot` (computed on first use).
    public static func of(_ snapshot: DatasetSnapshot) -> DataPageFigures {
        snapshot.derived.value(key) { DataPageFigures(snapshot) }
    }

    init(_ snapshot: DatasetSnapshot) {
        let start = ReleaseSchedule.periodStart(snapshot.lineage.cited(FieldPath.applicants).year)
        admissionsStart = start
        coverage = SourceCoverage.counts(in: snapshot.schools)
        reports = CollegeReports(snapshot, federalAdmissionsYear: start?.year)
    }
}
