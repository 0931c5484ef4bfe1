/// One student's profile document (userdata-map §2.4): every group always present, every field optional. What the
/// server stores is what its sanitizer kept: an invalid value is dropped (stored as missing), never clamped.
public struct StudentProfileData: Sendable, Hashable, Codable, SchemaDescribed {
    public var basics: Basics
    public var academics: Academics
    public var tests: Tests
    public var plans: Plans
    public var preferences: Preferences

    public init(basics: Basics = Basics(), academics: Academics = Academics(), tests: Tests = Tests(),
                plans: Plans = Plans(), preferences: Preferences = Preferences()) {
        self.basics = basics
        self.academics = academics
        self.tests = tests
        self.plans = plans
        self.preferences = preferences
    }

    public struct Basics: Sendable, Hashable, Codable {
        /// 2000–2035.
        public var gradYear: Int?
        /// A USPS code, or `OUTSIDE_US`.
        public var stateOfResidence: String?
        /// The high school's name (picked, or typed when not listed).
        public var highSchool: String?
        /// The picked high school's NCES id (12 digits) or PSS id (8 letters and digits).
        public var highSchoolId: String?
        /// The fee-waiver question: yes, no, or not answered (missing).
        public var feeWaiverEligible: Bool?

        public init(gradYear: Int? = nil, stateOfResidence: String? = nil, highSchool: String? = nil,
                    highSchoolId: String? = nil, feeWaiverEligible: Bool? = nil) {
            self.gradYear = gradYear
            self.stateOfResidence = stateOfResidence
            self.highSchool = highSchool
            self.highSchoolId = highSchoolId
            self.feeWaiverEligible = feeWaiverEligible
        }
    }

    public struct Academics: Sendable, Hashable, Codable {
        /// On `gpaScale`, as the student entered it.
        public var gpa: Double?
        /// `4.0` (default), `5.0` (weighted) or `100`.
        public var gpaScale: String
        /// 0–120, informational.
        public var weightedGpa: Double?
        /// 1–100 ("top 10%" is 10).
        public var classRankPercentile: Int?
        /// AP, IB and dual-enrollment courses, 0–40.
        public var courseRigorCount: Int?

        public init(gpa: Double? = nil, gpaScale: String = "4.0", weightedGpa: Double? = nil,
                    classRankPercentile: Int? = nil, courseRigorCount: Int? = nil) {
            self.gpa = gpa
            self.gpaScale = gpaScale
            self.weightedGpa = weightedGpa
            self.classRankPercentile = classRankPercentile
            self.courseRigorCount = courseRigorCount
        }
    }

    public struct Tests: Sendable, Hashable, Codable {
        public var satTotal: Int?
        public var satReading: Int?
        public var satMath: Int?
        public var actComposite: Int?
        public var actEnglish: Int?
        public var actMath: Int?
        public var actReading: Int?
        public var actScience: Int?
        public var superscore: Bool
        public var plansTestOptional: Bool
        /// `sat`, `act` or `none`: the one test the plan uses.
        public var focus: String?
        public var practice: Bool
        /// Up to 6 test-date keys like `sat_2026_10`.
        public var plannedDates: [String]

        public init(satTotal: Int? = nil, satReading: Int? = nil, satMath: Int? = nil, actComposite: Int? = nil,
                    actEnglish: Int? = nil, actMath: Int? = nil, actReading: Int? = nil, actScience: Int? = nil,
                    superscore: Bool = false, plansTestOptional: Bool = false, focus: String? = nil,
                    practice: Bool = false, plannedDates: [String] = []) {
            self.satTotal = satTotal
            self.satReading = satReading
            self.satMath = satMath
            self.actComposite = actComposite
            self.actEnglish = actEnglish
            self.actMath = actMath
            self.actReading = actReading
            self.actScience = actScience
            self.superscore = superscore
            self.plansTestOptional = plansTestOptional
            self.focus = focus
            self.practice = practice
            self.plannedDates = plannedDates
        }
    }

    public struct Plans: Sendable, Hashable, Codable {
        /// Up to 3 two-digit CIP families, most interested first.
        public var intendedMajors: [String]
        /// `ed`, `ea` or `none`.
        public var earlyRoundInterest: String?

        public init(intendedMajors: [String] = [], earlyRoundInterest: String? = nil) {
            self.intendedMajors = intendedMajors
            self.earlyRoundInterest = earlyRoundInterest
        }
    }

    public struct Preferences: Sendable, Hashable, Codable {
        /// `small`, `medium`, `large`, `xl`.
        public var sizes: [String]
        /// `city`, `suburb`, `town`, `rural`.
        public var settings: [String]
        /// USPS codes, region names or `OUTSIDE_US`; up to 60.
        public var statesOrRegions: [String]
        /// 0–400,000 dollars a year, compared with the average paid (else the sticker price).
        public var maxAverageCost: Double?
        /// `public`, `private-nonprofit`, `private-forprofit`.
        public var types: [String]

        public init(sizes: [String] = [], settings: [String] = [], statesOrRegions: [String] = [],
                    maxAverageCost: Double? = nil, types: [String] = []) {
            self.sizes = sizes
            self.settings = settings
            self.statesOrRegions = statesOrRegions
            self.maxAverageCost = maxAverageCost
            self.types = types
        }
    }

    public static let schema = JSONSchema.object([
        .init("basics", .object([
            .optional("gradYear", .integer(minimum: 2000, maximum: 2035)),
            .optional("stateOfResidence", .string()),
            .optional("highSchool", .string()),
            .optional("highSchoolId", .string(pattern: "^([0-9]{12}|[A-Z0-9]{8})$")),
            .optional("feeWaiverEligible", .boolean),
        ])),
        .init("academics", .object([
            .optional("gpa", .number(minimum: 0, maximum: 100)),
            .init("gpaScale", .oneOfStrings(["4.0", "5.0", "100"])),
            .optional("weightedGpa", .number(minimum: 0, maximum: 120)),
            .optional("classRankPercentile", .integer(minimum: 1, maximum: 100)),
            .optional("courseRigorCount", .integer(minimum: 0, maximum: 40)),
        ])),
        .init("tests", .object([
            .optional("satTotal", .integer(minimum: 400, maximum: 1600)),
            .optional("satReading", .integer(minimum: 200, maximum: 800)),
            .optional("satMath", .integer(minimum: 200, maximum: 800)),
            .optional("actComposite", .integer(minimum: 1, maximum: 36)),
            .optional("actEnglish", .integer(minimum: 1, maximum: 36)),
            .optional("actMath", .integer(minimum: 1, maximum: 36)),
            .optional("actReading", .integer(minimum: 1, maximum: 36)),
            .optional("actScience", .integer(minimum: 1, maximum: 36)),
            .init("superscore", .boolean),
            .init("plansTestOptional", .boolean),
            .optional("focus", .oneOfStrings(["sat", "act", "none"])),
            .init("practice", .boolean),
            .init("plannedDates", .array(.string(pattern: "^(sat|act)_[0-9]{4}_(0[1-9]|1[0-2])$"), maxItems: 6)),
        ])),
        .init("plans", .object([
            .init("intendedMajors", .array(.string(pattern: "^[0-9]{2}$"), maxItems: 3)),
            .optional("earlyRoundInterest", .oneOfStrings(["ed", "ea", "none"])),
        ])),
        .init("preferences", .object([
            .init("sizes", .array(.oneOfStrings(["small", "medium", "large", "xl"]), maxItems: 4)),
            .init("settings", .array(.oneOfStrings(["city", "suburb", "town", "rural"]), maxItems: 4)),
            .init("statesOrRegions", .array(.string(), maxItems: 60)),
            .optional("maxAverageCost", .number(minimum: 0, maximum: 400_000)),
            .init("types", .array(.oneOfStrings(["public", "private-nonprofit", "private-forprofit"]), maxItems: 3)),
        ])),
    ]).described("A student's profile: basics, academics, tests, plans and preferences.")
}
