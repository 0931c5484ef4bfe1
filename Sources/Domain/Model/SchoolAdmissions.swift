/// The admissions block (`school.admissions`): funnel, test scores, policies. Counts are Doubles; years are falls.
public struct SchoolAdmissions: Sendable, Hashable, Codable {
    /// Fall the figures describe, e.g. 2024.
    @Nullable public var year: Int? = nil
    @NullableNumber public var applicants: Double? = nil
    @NullableNumber public var admitted: Double? = nil
    @NullableNumber public var enrolled: Double? = nil
    /// Admitted ÷ applicants, 0–1.
    @NullableNumber public var acceptanceRate: Double? = nil
    /// The funnel a newer college-reported class replaced (present only then).
    @Omittable public var federal: FederalAdmissions? = nil
    @Nullable public var satReading25_75: ScoreRange? = nil
    @Nullable public var satMath25_75: ScoreRange? = nil
    @Nullable public var actComposite25_75: ScoreRange? = nil
    /// Share of enrollees who sent SAT / ACT scores, 0–1.
    @NullableNumber public var testSubmissionRateSAT: Double? = nil
    @NullableNumber public var testSubmissionRateACT: Double? = nil
    /// `required`, `required-some`, `recommended`, `considered`, `not-considered` (kept as written).
    @Nullable public var testPolicy: String? = nil
    /// Funnel by sex.
    @Nullable public var bySex: SexSplit? = nil
    /// How each admission factor is used.
    @Nullable public var factors: AdmissionFactors? = nil
    @NullableNumber public var satReadingMedian: Double? = nil
    @NullableNumber public var satMathMedian: Double? = nil
    @NullableNumber public var actCompositeMedian: Double? = nil
    @Nullable public var actEnglish25_75: ScoreRange? = nil
    @Nullable public var actMath25_75: ScoreRange? = nil
    /// Application fee in dollars; 0 means no fee.
    @NullableNumber public var applicationFee: Double? = nil
    @Nullable public var acceptsAPCredit: Bool? = nil
    /// Federal factor answers a newer CDS replaced, by factor key (only the flipped ones).
    @Omittable public var federalFactors: [String: String?]? = nil
    /// Test blocks a newer CDS replaced.
    @Omittable public var federalTests: FederalTests? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case year, applicants, admitted, enrolled
        case acceptanceRate = "acceptance_rate"
        case federal
        case satReading25_75 = "sat_reading_25_75"
        case satMath25_75 = "sat_math_25_75"
        case actComposite25_75 = "act_composite_25_75"
        case testSubmissionRateSAT = "test_submission_rate_sat"
        case testSubmissionRateACT = "test_submission_rate_act"
        case testPolicy = "test_policy"
        case bySex = "by_sex"
        case factors
        case satReadingMedian = "sat_reading_median"
        case satMathMedian = "sat_math_median"
        case actCompositeMedian = "act_composite_median"
        case actEnglish25_75 = "act_english_25_75"
        case actMath25_75 = "act_math_25_75"
        case applicationFee = "application_fee"
        case acceptsAPCredit = "accepts_ap_credit"
        case federalFactors = "federal_factors"
        case federalTests = "federal_tests"
    }

    /// Applicants, admits and enrollees of one sex.
    public struct SexCounts: Sendable, Hashable, Codable {
        @NullableNumber public var applicants: Double? = nil
        @NullableNumber public var admitted: Double? = nil
        @NullableNumber public var enrolled: Double? = nil

        public init() {}

        public init(applicants: Double?, admitted: Double?, enrolled: Double?) {
            self.applicants = applicants
            self.admitted = admitted
            self.enrolled = enrolled
        }
    }

    /// The funnel for men and for women (`by_sex`).
    public struct SexSplit: Sendable, Hashable, Codable {
        @Nullable public var men: SexCounts? = nil
        @Nullable public var women: SexCounts? = nil

        public init() {}
    }

    /// How each factor is used: `required`, `considered`, `not_considered` (kept as written).
    public struct AdmissionFactors: Sendable, Hashable, Codable {
        @Nullable public var gpa: String? = nil
        @Nullable public var classRank: String? = nil
        @Nullable public var hsRecord: String? = nil
        @Nullable public var collegePrep: String? = nil
        @Nullable public var recommendations: String? = nil
        @Nullable public var competencies: String? = nil
        @Nullable public var englishTest: String? = nil
        @Nullable public var otherTest: String? = nil
        @Nullable public var workExperience: String? = nil
        @Nullable public var essay: String? = nil
        @Nullable public var legacy: String? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case gpa
            case classRank = "class_rank"
            case hsRecord = "hs_record"
            case collegePrep = "college_prep"
            case recommendations, competencies
            case englishTest = "english_test"
            case otherTest = "other_test"
            case workExperience = "work_experience"
            case essay, legacy
        }
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension SchoolAdmissions: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $year = try object.nullable(CodingKeys.year)
        $applicants = try object.nullable(CodingKeys.applicants)
        $admitted = try object.nullable(CodingKeys.admitted)
        $enrolled = try object.nullable(CodingKeys.enrolled)
        $acceptanceRate = try object.nullable(CodingKeys.acceptanceRate)
        $federal = try object.omittable(CodingKeys.federal)
        $satReading25_75 = try object.nullable(CodingKeys.satReading25_75)
        $satMath25_75 = try object.nullable(CodingKeys.satMath25_75)
        $actComposite25_75 = try object.nullable(CodingKeys.actComposite25_75)
        $testSubmissionRateSAT = try object.nullable(CodingKeys.testSubmissionRateSAT)
        $testSubmissionRateACT = try object.nullable(CodingKeys.testSubmissionRateACT)
        $testPolicy = try object.nullable(CodingKeys.testPolicy)
        $bySex = try object.nullable(CodingKeys.bySex)
        $factors = try object.nullable(CodingKeys.factors)
        $satReadingMedian = try object.nullable(CodingKeys.satReadingMedian)
        $satMathMedian = try object.nullable(CodingKeys.satMathMedian)
        $actCompositeMedian = try object.nullable(CodingKeys.actCompositeMedian)
        $actEnglish25_75 = try object.nullable(CodingKeys.actEnglish25_75)
        $actMath25_75 = try object.nullable(CodingKeys.actMath25_75)
        $applicationFee = try object.nullable(CodingKeys.applicationFee)
        $acceptsAPCredit = try object.nullable(CodingKeys.acceptsAPCredit)
        $federalFactors = try object.omittable(CodingKeys.federalFactors)
        $federalTests = try object.omittable(CodingKeys.federalTests)
    }
}

extension SchoolAdmissions.SexCounts: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $applicants = try object.nullable(CodingKeys.applicants)
        $admitted = try object.nullable(CodingKeys.admitted)
        $enrolled = try object.nullable(CodingKeys.enrolled)
    }
}

extension SchoolAdmissions.SexSplit: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $men = try object.nullable(CodingKeys.men)
        $women = try object.nullable(CodingKeys.women)
    }
}

extension SchoolAdmissions.AdmissionFactors: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $gpa = try object.nullable(CodingKeys.gpa)
        $classRank = try object.nullable(CodingKeys.classRank)
        $hsRecord = try object.nullable(CodingKeys.hsRecord)
        $collegePrep = try object.nullable(CodingKeys.collegePrep)
        $recommendations = try object.nullable(CodingKeys.recommendations)
        $competencies = try object.nullable(CodingKeys.competencies)
        $englishTest = try object.nullable(CodingKeys.englishTest)
        $otherTest = try object.nullable(CodingKeys.otherTest)
        $workExperience = try object.nullable(CodingKeys.workExperience)
        $essay = try object.nullable(CodingKeys.essay)
        $legacy = try object.nullable(CodingKeys.legacy)
    }
}
