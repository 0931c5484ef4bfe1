/// One Explore query string, read the way the site reads it (screens-map §1.1): an empty value is absent, a repeated
/// parameter is absent, lists are comma-separated with empty items, duplicates and unknown values dropped, numbers
/// must be finite, flags are on only for `1`. Everything dropped is listed in ``ignored``.
///
/// Build one with ``parse(_:vocabulary:)``; filters are applied by ``ExploreEngine``.
public struct ExploreQuery: Sendable, Hashable {
    /// Which results view the screen shows.
    public enum View: String, Sendable, Hashable, CaseIterable {
        case grid, table, chart, map
    }

    /// The chart view's tab.
    public enum ChartTab: String, Sendable, Hashable, CaseIterable {
        case admissions, value, sticker
    }

    // MARK: Search and distance

    /// `q`, trimmed and cut to 80 characters.
    public var q: String?
    /// `near`: the five-digit ZIP (the first five of a ZIP+4).
    public var near: String?
    /// `near=home` ("Use my home"): the signed-in person's household home ZIP, which
    /// ``ExploreEngine/resolve(_:geography:fit:)`` puts into ``near``.
    public var nearHome = false
    /// `within`: the radius in miles (100 unless one of 25, 50, 100, 200, 300, 500 is given).
    public var within: Int = ExploreVocabulary.defaultRadius
    /// Whether `within` was given (and valid).
    public var withinGiven = false

    // MARK: Ranges (inclusive; URL units)

    /// `minAR`, `maxAR`: acceptance rate in percent.
    public var minAR: Double?
    public var maxAR: Double?
    /// `minSAT`, `maxSAT`: SAT total; a college matches when its middle 50% overlaps.
    public var minSAT: Double?
    public var maxSAT: Double?
    /// `minACT`, `maxACT`: ACT composite, same overlap rule.
    public var minACT: Double?
    public var maxACT: Double?
    /// `minCost`, `maxCost`: average paid by all first-years, dollars.
    public var minCost: Double?
    public var maxCost: Double?
    /// `minEnroll`, `maxEnroll`: undergraduates.
    public var minEnroll: Double?
    public var maxEnroll: Double?
    /// `minApplicants`, `minUndergrads`: at the start of the ten-year window.
    public var minApplicants: Double?
    public var minUndergrads: Double?
    /// `maxRatio`: students per faculty member, at most.
    public var maxRatio: Double?
    /// `minFullTimeFaculty`: URL percent (50 = half).
    public var minFullTimeFaculty: Double?
    /// `minGreek`: URL percent of undergraduate men in fraternities or women in sororities.
    public var minGreek: Double?
    /// `minAidIncome`: need-based aid reaches at least this family income (an estimate; see ``ExploreEngine``).
    public var minAidIncome: Double?
    /// `income`: the family income cards are priced at, dollars.
    public var income: Double?
    /// `mySAT`, `myACT`: the student's scores ("Fits my scores").
    public var mySAT: Double?
    public var myACT: Double?

    // MARK: Lists (any value matches)

    public var policy: [String] = []
    public var types: [String] = []
    public var sizes: [String] = []
    public var balance: [String] = []
    public var setting: [String] = []
    public var research: [String] = []
    public var designation: [String] = []
    public var faith: [String] = []
    public var faithGroup: [String] = []
    public var division: [String] = []
    public var rotc: [String] = []
    public var greekCouncils: [String] = []
    public var regions: [String] = []
    public var states: [String] = []
    /// `fit`: `scores`, `prefs`.
    public var fit: [String] = []
    /// `costTrend`, `appsTrend`, `divTrend`, `selTrend`: chosen directions per indicator.
    public var trends: [TrendIndicatorKind: [String]] = [:]

    // MARK: Single values

    /// `aidForms=no-css`.
    public var noCssProfile = false
    /// `field`: a two-digit CIP family.
    public var field: String?
    /// `fieldMin`: graduates a year in `field`, at least (1 when absent).
    public var fieldMin: Double = 1
    /// Whether `fieldMin` was given (and valid).
    public var fieldMinGiven = false
    /// `conference`: an IPEDS conference code.
    public var conference: Int?
    /// Flags given as `1`.
    public var flags: Set<ExploreFlag> = []

    // MARK: Presentation

    /// `sortBy` as used (``SortKey/applicants`` when absent or dropped).
    public var sortBy: SortKey = .applicants
    /// Whether `sortBy` was given and used.
    public var sortGiven = false
    /// `sortDir` when given as `asc` or `desc`.
    public var sortDirGiven: SortDirection?
    public var view: View = .grid
    public var chart: ChartTab = .admissions
    /// `changes=1`: the table's ten-year change columns.
    public var changes = false
    /// `page` as asked (1 when absent or not a number); clamped to the pages when the results are known.
    public var page = 1

    // MARK: Bookkeeping

    /// The usable pairs of the query string (each name once, value not empty), in order: the base of every link.
    public var url = ExploreURL()
    /// What was dropped, in query order.
    public var ignored: [ExploreIgnored] = []

    public init() {}

    /// The sort direction in force: an explicit `sortDir`, else descending for `applicants` and ascending otherwise.
    public var sortDirection: SortDirection {
        sortDirGiven ?? sortBy.defaultDirection
    }

    /// Whether `flag` is on.
    public func has(_ flag: ExploreFlag) -> Bool {
        flags.contains(flag)
    }
}

/// A parameter or value the query dropped, and why.
public struct ExploreIgnored: Sendable, Hashable {
    /// Why a parameter or value was dropped.
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// Not an Explore parameter.
        case unknownParameter = "unknown-parameter"
        /// Given more than once (the site reads a repeated parameter as absent).
        case repeated
        /// Not one of the values the parameter accepts.
        case unknownValue = "unknown-value"
        /// Not a finite number, or outside what the parameter accepts.
        case notANumber = "not-a-number"
        /// A flag is on only with the value `1`.
        case notAFlag = "not-a-flag"
        /// `near` is not a five-digit ZIP code.
        case invalidZip = "invalid-zip"
        /// `near` is a ZIP code the centroid table does not have.
        case unknownZip = "unknown-zip"
        /// `near=home` from someone not signed in.
        case homeNeedsSignIn = "home-needs-sign-in"
        /// `near=home` from a signed-in person whose household has no home saved (or one without a ZIP).
        case noHome = "no-home"
        /// `sortBy=distance` without a usable `near`.
        case needsNear = "needs-near"
        /// `sortBy=price_at` without `income`.
        case needsIncome = "needs-income"
        /// `fieldMin` without `field`.
        case needsField = "needs-field"
        /// `q` that is blank once trimmed.
        case blank
        /// `fit` needs a signed-in student's scores or preferences.
        case needsSignIn = "needs-sign-in"
        /// `fit` from a signed-in person whose own profile has no scores (`scores`) or no preferences (`prefs`).
        case needsProfile = "needs-profile"
        /// `minAidIncome` filters on an estimate this server does not show.
        case estimatesOff = "estimates-off"
    }

    public var param: String
    public var value: String
    public var reason: Reason

    public init(param: String, value: String, reason: Reason) {
        self.param = param
        self.value = value
        self.reason = reason
    }
}

/// The on/off Explore filters (`name=1`), in the panel's order.
public enum ExploreFlag: String, Sendable, Hashable, CaseIterable {
    case fewLoans, merit, pellGap, fullTime, national, intlAid
    case opportunity, lgbtqCenter, lgbtqHousing, lgbtqNondiscrimination
    case football, ugResearch, studyAbroad, honors
    case noLegacy, noEssay, gpaRequired, gpa, byRes, oosEven, transfers, gapYear, liveOn, noFee, guarantee

    /// Bit of the flag in ``ExploreIndex`` rows.
    var bit: UInt32 { 1 << UInt32(Self.allCases.firstIndex(of: self)!) }

    /// The panel's label (also the active chip's).
    public var label: String {
        switch self {
        case .fewLoans: "Few students borrow"
        case .merit: "Offers merit aid"
        case .pellGap: "Pell gap under 5 points"
        case .fullTime: "Mostly full-time"
        case .national: "Draws nationally"
        case .intlAid: "Aid for international students"
        case .opportunity: "Opportunity colleges"
        case .lgbtqCenter: "LGBTQ+ center"
        case .lgbtqHousing: "Gender-inclusive housing"
        case .lgbtqNondiscrimination: "Nondiscrimination covers gender identity"
        case .football: "Has football"
        case .ugResearch: "Undergraduate research"
        case .studyAbroad: "Study abroad"
        case .honors: "Honors program"
        case .noLegacy: "Doesn't consider legacy"
        case .noEssay: "Essay not required"
        case .gpaRequired: "GPA required"
        case .gpa: "Publishes first-years' GPA"
        case .byRes: "Publishes admit rates by residency"
        case .oosEven: "Admits out-of-state applicants about as often as in-state"
        case .transfers: "Admits transfer students"
        case .gapYear: "Allows a gap year"
        case .liveOn: "First-years live on campus"
        case .noFee: "No application fee"
        case .guarantee: "Tuition guarantee"
        }
    }
}
