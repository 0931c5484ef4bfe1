/// Source keys: the keys of `meta.json` `sources` that fields and lineage records name.
public enum SourceKey {
    public static let scorecard = "scorecard"
    public static let scorecardFieldOfStudy = "scorecard-fos"
    public static let ipedsAdmissions = "ipeds-adm"
    public static let ipedsAid = "ipeds-sfa"
    /// IPEDS prices (IC academic-year files), housing and the application fee.
    public static let ipedsPrices = "ipeds-ic"
    /// The IPEDS directory (HD): setting, Carnegie, designations, coordinates, official links.
    public static let ipedsDirectory = "ipeds-hd"
    /// IPEDS institutional characteristics: athletics, programs, services, calendar, religious affiliation.
    public static let ipedsCharacteristics = "ipeds-ic-char"
    /// IPEDS fall enrollment part D: the student-to-faculty ratio.
    public static let ipedsFacultyRatio = "ipeds-ef"
    public static let ipedsOutcomeMeasures = "ipeds-om"
    /// IPEDS graduation rates by Pell and loan status.
    public static let ipedsGraduation = "ipeds-gr"
    public static let ipedsSalaries = "ipeds-sal"
    /// IPEDS fall enrollment part C: where first-years lived.
    public static let ipedsResidence = "ipeds-ef-c"
    /// IPEDS fall enrollment part A: enrollment by level, transfers in.
    public static let ipedsEnrollmentByLevel = "ipeds-ef-a"
    public static let ipedsCompletions = "ipeds-c"
    public static let ipedsFinance = "ipeds-f"
    /// A college's Common Data Set imported by hand (`school.cds`).
    public static let cds = "cds"
    /// A figure the college published on its own site (class profile or Common Data Set).
    public static let collegeSite = "college-site"
    public static let stateLaw = "state-law"
    public static let wikidata = "wikidata"
    public static let wikipedia = "wikipedia"
    /// National directories of campus chapters and groups.
    public static let directories = "directory"
    public static let orgEstimate = "org-estimate"
    public static let policyPage = "policy-page"

    /// Sources whose values each carry their own document and year in the college's lineage, so their fields have
    /// no vintage.
    public static let perDocument: Set<String> = [cds, collegeSite, stateLaw, directories, orgEstimate, policyPage]

    /// Community-edited references with no release year; the retrieval date dates them.
    public static let undated: Set<String> = [wikidata, wikipedia]

    /// Sources a college either has its own record for or has nothing to cite from: without a lineage record, a
    /// value from one of these names no source in a source note.
    public static let perCollegeOnly: Set<String> = [collegeSite, stateLaw, directories, orgEstimate, policyPage]

    /// The vintage whose year a lineage record's source describes when the record gives no year of its own
    /// (nil: the source has no dataset-wide year). Keys not listed here have none either.
    static let recordVintage: [String: String?] = [
        scorecard: VintageKey.scorecardLatest,
        scorecardFieldOfStudy: VintageKey.scorecardFieldOfStudy,
        ipedsAdmissions: ipedsAdmissions, ipedsAid: ipedsAid, ipedsPrices: ipedsPrices,
        ipedsDirectory: ipedsDirectory, ipedsCharacteristics: ipedsCharacteristics,
        ipedsFacultyRatio: ipedsFacultyRatio, ipedsOutcomeMeasures: ipedsOutcomeMeasures,
        ipedsGraduation: ipedsGraduation, ipedsSalaries: ipedsSalaries, ipedsResidence: ipedsResidence,
        ipedsEnrollmentByLevel: ipedsEnrollmentByLevel, ipedsCompletions: ipedsCompletions,
        ipedsFinance: ipedsFinance,
        stateLaw: nil, directories: nil, orgEstimate: nil, policyPage: nil, cds: nil, collegeSite: nil,
        wikidata: nil, wikipedia: nil,
    ]
}

/// Vintage keys: the keys of `meta.json` `vintages`, each the display year of one release.
public enum VintageKey {
    public static let ipedsAdmissions = SourceKey.ipedsAdmissions
    public static let ipedsAid = SourceKey.ipedsAid
    public static let ipedsPrices = SourceKey.ipedsPrices
    public static let ipedsDirectory = SourceKey.ipedsDirectory
    public static let ipedsCharacteristics = SourceKey.ipedsCharacteristics
    public static let ipedsFacultyRatio = SourceKey.ipedsFacultyRatio
    public static let ipedsOutcomeMeasures = SourceKey.ipedsOutcomeMeasures
    public static let ipedsGraduation = SourceKey.ipedsGraduation
    public static let ipedsSalaries = SourceKey.ipedsSalaries
    public static let ipedsResidence = SourceKey.ipedsResidence
    public static let ipedsEnrollmentByLevel = SourceKey.ipedsEnrollmentByLevel
    public static let ipedsCompletions = SourceKey.ipedsCompletions
    public static let ipedsFinance = SourceKey.ipedsFinance
    /// Scorecard enrollment figures (a fall).
    public static let scorecardEnrollment = "scorecard-enrollment"
    /// Scorecard student age (collected in odd falls only).
    public static let scorecardAge = "scorecard-age"
    /// Scorecard net prices and loan rate (an academic year).
    public static let scorecardCost = "scorecard-cost"
    /// Scorecard retention (an entering class).
    public static let scorecardRetention = "scorecard-retention"
    /// Scorecard figures pooled over several cohorts: usually no single year.
    public static let scorecardLatest = "scorecard-latest"
    /// Scorecard field-of-study figures: usually no single year.
    public static let scorecardFieldOfStudy = "scorecard-fos"
}
