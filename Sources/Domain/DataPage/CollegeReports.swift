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
        let schools = snapshot.schools
        cds = schools.filter { $0.cds != nil }
            .map { (key: NameCollationKey($0.name), school: $0) }
            .sorted { $0.key < $1.key }
            .map(\.school)
        newerCds = cds.filter { s in
            guard let fall = federalAdmissionsYear, let start = ReleaseSchedule.periodStart(s.cds?.edition) else { return false }
            return start.year > fall
        }.count
        reportedAdmissions = schools.filter { $0.reported?.admissions != nil }.count
        func fromSite(_ path: String) -> Int {
            schools.filter { $0.lineage?[path]?.source == SourceKey.collegeSite }.count
        }
        newerGroups = [
            ("enrollment", fromSite("demographics.undergrad_enrollment")),
            ("race and ethnicity", fromSite("demographics.racial_diversity")),
            ("retention", fromSite("outcomes.retention_rate")),
            ("graduation by Pell status", fromSite("outcomes.grad_cohorts")),
        ]
        colors = schools.filter { !($0.brand?.colors?.isEmpty ?? true) }.count
        marks = schools.filter { $0.brand?.logo != nil }.count
        aliasRows = snapshot.aliases.count
        aliasColleges = Set(snapshot.aliases.compactMap(\.unitID)).count
    }
}
