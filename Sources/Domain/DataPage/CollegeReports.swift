/// What the Data page counts about colleges' own documents: the hand-imported Common Data Sets, the checked newer
/// figures from colleges' sites, the colors and marks, and the search aliases.
public struct CollegeReports: Sendable {
    /// Colleges with a hand-imported Common Data Set, by name as the site sorts them.
    public let cds: [School]
    /// Of those, the ones whose edition describes a newer class than the federal admissions year.
    public let newerCds: Int
    /// Colleges with a newer, checked admissions figure from their own site.
    public let reportedAdmissions: Int
    /// Newer Common Data Set figures by group: (words, colleges), in the page's order.
    public let newerGroups: [(what: String, count: Int)]
    /// Colleges with school colors, and with their own mark.
    public let colors: Int
    public let marks: Int
    /// Alias rows, and the distinct colleges they name.
    public let aliasRows: Int
    public let aliasColleges: Int

    /// The counts over `snapshot`; `federalAdmissionsYear` is the fall the federal admissions release describes.
    public init(_ snapshot: DatasetSnapshot, federalAdmissionsYear: Int?) {
        let paths = ["demographics.undergrad_enrollment", "demographics.racial_diversity", "outcomes.retention_rate",
                     "outcomes.grad_cohorts"]
        var cds: [(key: NameCollationKey, school: School)] = []
        var reported = 0, colors = 0, marks = 0
        var fromSite = [Int](repeating: 0, count: paths.count)
        let schools = snapshot.schools
        for s in schools {
            if s.cds != nil { cds.append((NameCollationKey(s.name), s)) }
            if s.reported?.admissions != nil { reported += 1 }
            if !(s.brand?.colors?.isEmpty ?? true) { colors += 1 }
            if s.brand?.logo != nil { marks += 1 }
            if let lineage = s.lineage {
                for k in paths.indices where lineage[paths[k]]?.source == SourceKey.collegeSite { fromSite[k] += 1 }
            }
        }
        self.cds = cds.sorted { $0.key < $1.key }.map(\.school)
        newerCds = self.cds.filter { s in
            guard let fall = federalAdmissionsYear, let start = ReleaseSchedule.periodStart(s.cds?.edition) else { return false }
            return start.year > fall
        }.count
        reportedAdmissions = reported
        newerGroups = zip(["enrollment", "race and ethnicity", "retention", "graduation by Pell status"], fromSite)
            .map { ($0, $1) }
        self.colors = colors
        self.marks = marks
        aliasRows = snapshot.aliases.count
        aliasColleges = Set(snapshot.aliases.compactMap(\.unitID)).count
    }
}
