/// The federal admissions funnel a newer college-reported class replaced (`admissions.federal`).
public struct FederalAdmissions: Sendable, Hashable, Codable {
    /// Fall the replaced figures describe.
    @Nullable public var year: Int? = nil
    @NullableNumber public var applicants: Double? = nil
    @NullableNumber public var admitted: Double? = nil
    @NullableNumber public var enrolled: Double? = nil
    @NullableNumber public var acceptanceRate: Double? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case year, applicants, admitted, enrolled
        case acceptanceRate = "acceptance_rate"
    }
}

/// The test-policy, SAT and ACT blocks a newer Common Data Set replaced (`admissions.federal_tests`).
///
/// Each kept block holds the replaced values (a key absent here was absent from `admissions`), the fall it described
/// (`year`, null = the dataset's release) and the lineage record each value had (`records`).
public struct FederalTests: Sendable, Hashable, Codable {
    @Omittable public var policy: PolicyBlock? = nil
    @Omittable public var sat: SATBlock? = nil
    @Omittable public var act: ACTBlock? = nil

    public init() {}

    /// The replaced `test_policy`.
    public struct PolicyBlock: Sendable, Hashable, Codable {
        @Omittable public var testPolicy: String? = nil
        @Nullable public var year: Int? = nil
        @Omittable public var records: [String: LineageRecord]? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case testPolicy = "test_policy"
            case year, records
        }
    }

    /// The replaced SAT fields.
    public struct SATBlock: Sendable, Hashable, Codable {
        @Omittable public var satReading25_75: ScoreRange? = nil
        @Omittable public var satMath25_75: ScoreRange? = nil
        @OmittableNumber public var satReadingMedian: Double? = nil
        @OmittableNumber public var satMathMedian: Double? = nil
        @OmittableNumber public var testSubmissionRateSAT: Double? = nil
        @Nullable public var year: Int? = nil
        @Omittable public var records: [String: LineageRecord]? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case satReading25_75 = "sat_reading_25_75"
            case satMath25_75 = "sat_math_25_75"
            case satReadingMedian = "sat_reading_median"
            case satMathMedian = "sat_math_median"
            case testSubmissionRateSAT = "test_submission_rate_sat"
            case year, records
        }
    }

    /// The replaced ACT fields.
    public struct ACTBlock: Sendable, Hashable, Codable {
        @Omittable public var actComposite25_75: ScoreRange? = nil
        @OmittableNumber public var actCompositeMedian: Double? = nil
        @Omittable public var actEnglish25_75: ScoreRange? = nil
        @Omittable public var actMath25_75: ScoreRange? = nil
        @OmittableNumber public var testSubmissionRateACT: Double? = nil
        @Nullable public var year: Int? = nil
        @Omittable public var records: [String: LineageRecord]? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case actComposite25_75 = "act_composite_25_75"
            case actCompositeMedian = "act_composite_median"
            case actEnglish25_75 = "act_english_25_75"
            case actMath25_75 = "act_math_25_75"
            case testSubmissionRateACT = "test_submission_rate_act"
            case year, records
        }
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension FederalAdmissions: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $year = try object.nullable(CodingKeys.year)
        $applicants = try object.nullable(CodingKeys.applicants)
        $admitted = try object.nullable(CodingKeys.admitted)
        $enrolled = try object.nullable(CodingKeys.enrolled)
        $acceptanceRate = try object.nullable(CodingKeys.acceptanceRate)
    }
}

extension FederalTests: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $policy = try object.omittable(CodingKeys.policy)
        $sat = try object.omittable(CodingKeys.sat)
        $act = try object.omittable(CodingKeys.act)
    }
}

extension FederalTests.PolicyBlock: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $testPolicy = try object.omittable(CodingKeys.testPolicy)
        $year = try object.nullable(CodingKeys.year)
        $records = try object.omittable(CodingKeys.records)
    }
}

extension FederalTests.SATBlock: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $satReading25_75 = try object.omittable(CodingKeys.satReading25_75)
        $satMath25_75 = try object.omittable(CodingKeys.satMath25_75)
        $satReadingMedian = try object.omittable(CodingKeys.satReadingMedian)
        $satMathMedian = try object.omittable(CodingKeys.satMathMedian)
        $testSubmissionRateSAT = try object.omittable(CodingKeys.testSubmissionRateSAT)
        $year = try object.nullable(CodingKeys.year)
        $records = try object.omittable(CodingKeys.records)
    }
}

extension FederalTests.ACTBlock: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $actComposite25_75 = try object.omittable(CodingKeys.actComposite25_75)
        $actCompositeMedian = try object.omittable(CodingKeys.actCompositeMedian)
        $actEnglish25_75 = try object.omittable(CodingKeys.actEnglish25_75)
        $actMath25_75 = try object.omittable(CodingKeys.actMath25_75)
        $testSubmissionRateACT = try object.omittable(CodingKeys.testSubmissionRateACT)
        $year = try object.nullable(CodingKeys.year)
        $records = try object.omittable(CodingKeys.records)
    }
}
