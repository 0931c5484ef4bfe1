/// Headline numbers of the whole dataset (Home, the data page).
public struct DatasetSummary: Sendable, Hashable {
    /// Colleges in the dataset.
    public var count: Int
    /// Distinct state codes.
    public var states: Int
    /// Applicants, summed over colleges with applicants and an admitted count.
    public var totalApplicants: Double
    /// Admits over the same colleges.
    public var totalAdmitted: Double
    /// How many colleges the applicant and admit totals pool.
    public var pooledColleges: Int
    /// Undergraduates over every college (missing counts as 0).
    public var totalUndergrads: Double
    /// Pooled admit rate: `totalAdmitted ÷ totalApplicants`, 0 without applicants.
    public var overallAdmitRate: Double
    /// The most common `admissions.year` (the first to reach the top count, in file order); nil when none.
    public var year: Int?
    /// Median acceptance rate of reporters.
    public var medianAcceptance: Double?
    /// Median SAT midpoint of reporters.
    public var medianSat: Double?

    public init(
        count: Int, states: Int, totalApplicants: Double, totalAdmitted: Double, pooledColleges: Int = 0,
        totalUndergrads: Double, overallAdmitRate: Double, year: Int?, medianAcceptance: Double?, medianSat: Double?
    ) {
        self.count = count
        self.states = states
        self.totalApplicants = totalApplicants
        self.totalAdmitted = totalAdmitted
        self.pooledColleges = pooledColleges
        self.totalUndergrads = totalUndergrads
        self.overallAdmitRate = overallAdmitRate
        self.year = year
        self.medianAcceptance = medianAcceptance
        self.medianSat = medianSat
    }
}
