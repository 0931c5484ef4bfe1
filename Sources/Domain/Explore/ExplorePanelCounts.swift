/// The filter panel's whole-dataset counts (screens-map §1.3): like the site, they describe every college, not the
/// current results, so they are counted once per dataset load.
public struct ExplorePanelCounts: Sendable {
    /// A value and the colleges that have it.
    public struct Tally: Sendable, Hashable {
        public var value: String
        public var count: Int
    }

    /// States and regions in code order; types in first-seen order.
    public var states: [Tally] = []
    public var regions: [Tally] = []
    public var types: [Tally] = []
    /// By list parameter (`sizes`, `balance`, `policy`, `setting`, `research`, `designation`, `faith`, `faithGroup`,
    /// `division`, `rotc`, `greekCouncils`), value → colleges.
    public var lists: [String: [String: Int]] = [:]
    /// Per ten-year indicator kind, direction → colleges.
    public var trends: [TrendIndicatorKind: [String: Int]] = [:]
    /// Colleges each flag holds for.
    public var flags: [ExploreFlag: Int] = [:]
    /// `aidForms=no-css`.
    public var noCss = 0
    /// Per CIP family: colleges at each ``ExploreVocabulary/fieldMinOptions`` threshold.
    public var fields: [String: [Int]] = [:]
    /// Colleges at or under each ``ExploreVocabulary/maxRatioOptions`` cap.
    public var maxRatio: [Int] = []
    /// Colleges at or over each ``ExploreVocabulary/minFullTimeFacultyOptions`` share.
    public var minFullTimeFaculty: [Int] = []
    /// Colleges at or over each ``ExploreVocabulary/minGreekOptions`` share.
    public var minGreek: [Int] = []
    /// Histograms: acceptance rate (20 bins on 0–1), SAT midpoint (32 on 800–1600), average cost (32 on $0–80K).
    public var acceptanceBins: [Int] = []
    public var satBins: [Int] = []
    public var costBins: [Int] = []
    /// Colleges reporting a student-faculty ratio and a full-time faculty share.
    public var ratioReporters = 0
    public var fullTimeFacultyReporters = 0

    /// The count of `value` in list parameter `param` (0 when none).
    public func count(_ param: String, _ value: String) -> Int {
        lists[param]?[value] ?? 0
    }
}
