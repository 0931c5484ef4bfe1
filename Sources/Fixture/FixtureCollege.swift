import Domain
/// One generated college's figures that more than one output file depends on: the record's headline values that a
/// history series must end on, and the tables the detail file and the record share. Record-only details are drawn
/// later, when the record is written (``FixtureRecord``).
struct FixtureCollege: Sendable {
    var unitID: String
    var name: String
    /// `public`, `private-nonprofit` or `private-forprofit`.
    var type: String
    var location: FixtureCentroid
    var region: String
    /// 0 (open access) to 1 (most selective, richest): the shared driver of correlated figures.
    var prestige: Double
    /// Undergraduates, fall 2024.
    var undergrads: Double
    var admissions: Admissions
    var students: Students
    var prices: Prices
    /// First-year grant aid; nil when the college reported no aid figures.
    var aid: Aid?
    var outcomes: Outcomes
    var campus: Campus
    var academics: Academics

    var isPublic: Bool { type == "public" }
    var isForProfit: Bool { type == "private-forprofit" }

    /// Admission factors in the record's key order.
    static let factorKeys = [
        "gpa", "class_rank", "hs_record", "college_prep", "recommendations", "competencies", "english_test",
        "other_test", "work_experience", "essay", "legacy",
    ]

    /// Race/ethnicity shares in the record's key order; the history series are `race_<key>`.
    static let raceKeys = ["asian", "black", "hispanic", "white", "two_or_more", "international", "other"]

    struct Admissions: Sendable {
        var applicants: Double?
        var admitted: Double?
        var enrolled: Double?
        /// `required`, `required-some`, `recommended`, `considered`, `not-considered`, or nil.
        var testPolicy: String?
        var satReading: [Double]?
        var satMath: [Double]?
        var act: [Double]?
        var actEnglish: [Double]?
        var actMath: [Double]?
        var satReadingMedian: Double?
        var satMathMedian: Double?
        var actMedian: Double?
        var satSubmit: Double?
        var actSubmit: Double?
        /// `[applicants, admitted, enrolled]` for men and women.
        var men: [Double]?
        var women: [Double]?
        /// Codes by ``FixtureCollege/factorKeys``: `required`, `considered`, `not_considered`, or nil; nil when the
        /// college did not answer.
        var factors: [String?]?
        var applicationFee: Double?

        /// Admitted ÷ applicants, 4 places, at most 1; nil under 10 applicants.
        var acceptanceRate: Double? { Self.rate(applicants, admitted) }

        /// Enrolled ÷ admitted, 4 places; nil when nobody was admitted or more enrolled than were admitted.
        var yield: Double? {
            guard let admitted, admitted > 0, let enrolled, enrolled <= admitted else { return nil }
            return FixtureRound.four(enrolled / admitted)
        }

        static func rate(_ applicants: Double?, _ admitted: Double?) -> Double? {
            guard let applicants, applicants >= 10, let admitted else { return nil }
            return FixtureRound.four(min(1, admitted / applicants))
        }
    }

    struct Students: Sendable {
        var menShare: Double?
        var partTimeShare: Double?
        var pellShare: Double?
        /// By ``FixtureCollege/raceKeys``, summing to 1.
        var race: [Double]?
        /// First-years by home state (USPS code → count), including the college's own state.
        var homeStates: [(state: String, count: Double)]
        /// First-years from abroad and of unknown residence.
        var international: Double
        var unknownResidence: Double
    }

    struct Prices: Sendable {
        var tuitionDistrict: Double
        var tuitionIn: Double
        var tuitionOut: Double
        var books: Double
        var roomBoard: Double
        var other: Double
        /// In-district, in-state, out-of-state shares of first-years (sum 1).
        var residency: [Double]
        /// Tuition & fees averaged over the residency mix (the breakdown's `tuition_fees`).
        var blendedTuition: Double
        var aidedNetPrice: Double?
        /// Net price by family income band ($0–30K … $110K+).
        var netPriceByIncome: [Double?]
        var tuitionPlans: [String]
        var promiseProgram: Bool

        var extras: Double { books + roomBoard + other }
        var stickerIn: Double { tuitionIn + extras }
        var stickerOut: Double { tuitionOut + extras }
        var fullPrice: Double { blendedTuition + extras }
    }

    struct Aid: Sendable {
        /// Full-time first-year students (the SFA cohort).
        var cohort: Double
        var grantCount: Double
        var grantTotal: Double

        var grantPct: Double { FixtureRound.four(grantCount / cohort) }
        var grantAvg: Double? { grantCount > 0 ? (grantTotal / grantCount).rounded() : nil }
        var grantPerStudent: Double { (grantTotal / cohort).rounded() }
    }

    struct Outcomes: Sendable {
        var graduationRate: Double?
        var gradRatePell: Double?
        var gradRateLoanNoPell: Double?
        var gradRateNoPellNoLoan: Double?
        /// Cohorts: Pell, subsidized loan without Pell, neither.
        var gradCohorts: [Double]
        var medianDebt: Double?
        var federalLoanRate: Double?
        var medianEarnings10: Double?

        /// The first-time full-time rate: the cohort-weighted mean of the three groups, 4 places.
        var gradRateFTFT: Double? {
            guard let p = gradRatePell, let l = gradRateLoanNoPell, let n = gradRateNoPellNoLoan else { return nil }
            let total = gradCohorts.reduce(0, +)
            guard total > 0 else { return nil }
            return FixtureRound.four((p * gradCohorts[0] + l * gradCohorts[1] + n * gradCohorts[2]) / total)
        }
    }

    struct Campus: Sendable {
        var housingOffered: Bool
        var housingCapacity: Double?
        var firstYearsRequired: Bool?
    }

    struct Academics: Sendable {
        var studentFacultyRatio: Double?
        var facultySalary: Double?
        var facultyFullTimeShare: Double?
        /// Bachelor's degrees by 6-digit CIP: first majors and second majors.
        var majors: [(cip: String, first: Double, second: Double)]

        var bachelorsAwarded: Double { majors.reduce(0) { $0 + $1.first } }
    }
}

extension FixtureCollege.Prices {
    /// Tuition averaged over `residency`, rounded, as the site computes the breakdown's tuition.
    static func blend(district: Double, inState: Double, outOfState: Double, residency: [Double]) -> Double {
        let total = residency.reduce(0, +)
        guard total > 0 else { return inState }
        return ((residency[0] * district + residency[1] * inState + residency[2] * outOfState) / total).rounded()
    }
}
