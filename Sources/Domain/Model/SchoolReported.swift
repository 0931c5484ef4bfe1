public import QuadAPIModels

/// Figures the college published itself (`school.reported`), each with an `extracted` or `derived` lineage record.
///
/// The blocks lineage and the headline numbers need are typed; the rest keep their JSON as read.
public struct SchoolReported: Sendable, Hashable, Codable {
    /// The newest all-rounds first-year class.
    @Omittable public var admissions: Admissions? = nil
    /// CDS C1 by residency.
    @Omittable public var admissionsByResidency: AdmissionsByResidency? = nil
    /// CDS G: next year's price and its detail.
    @Omittable public var cost: JSONValue? = nil
    /// CDS graduation by aid group, graduating class and its debt.
    @Omittable public var outcomes: JSONValue? = nil
    /// CDS C2, C7, C10–C12, C21–C22.
    @Omittable public var admissionProfile: JSONValue? = nil
    /// CDS C8 test policy for one cycle.
    @Omittable public var testPolicy: TestPolicy? = nil
    /// CDS C8F verbatim.
    @Omittable public var testPolicyNote: String? = nil
    /// Test-policy changes across editions.
    @Omittable public var testPolicyEvents: [TestPolicyEvent]? = nil
    /// CDS C9 scores of the entering class.
    @Omittable public var tests: JSONValue? = nil
    /// CDS section H facts.
    @Omittable public var aid: JSONValue? = nil
    /// CDS I-2, I-3, E1, E3.
    @Omittable public var academics: JSONValue? = nil
    /// CDS section D.
    @Omittable public var transfer: JSONValue? = nil
    /// CDS F1/F4.
    @Omittable public var greek: JSONValue? = nil
    /// CDS C13–C18.
    @Omittable public var admissionsLogistics: JSONValue? = nil
    /// CDS C3–C5.
    @Omittable public var admissionsHSPrep: JSONValue? = nil
    /// CDS H14 and F2.
    @Omittable public var religion: JSONValue? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case admissions
        case admissionsByResidency = "admissions_by_residency"
        case cost, outcomes
        case admissionProfile = "admission_profile"
        case testPolicy = "test_policy"
        case testPolicyNote = "test_policy_note"
        case testPolicyEvents = "test_policy_events"
        case tests, aid, academics, transfer, greek
        case admissionsLogistics = "admissions_logistics"
        case admissionsHSPrep = "admissions_hs_prep"
        case religion
    }

    /// The newest first-year class a college published, newer than the federal year.
    public struct Admissions: Sendable, Hashable, Codable {
        /// e.g. "Fall 2026".
        @Nullable public var enteringTerm: String? = nil
        /// The fall as a number.
        @Nullable public var year: Int? = nil
        @NullableNumber public var applicants: Double? = nil
        @NullableNumber public var admitted: Double? = nil
        @NullableNumber public var enrolled: Double? = nil
        @NullableNumber public var acceptanceRate: Double? = nil
        /// `cds` or `class-profile`.
        @Nullable public var sourceKind: String? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case enteringTerm = "entering_term"
            case year, applicants, admitted, enrolled
            case acceptanceRate = "acceptance_rate"
            case sourceKind = "source_kind"
        }
    }

    /// CDS C1 applied/admitted/enrolled first-years by residency.
    public struct AdmissionsByResidency: Sendable, Hashable, Codable {
        @Nullable public var enteringTerm: String? = nil
        @Nullable public var year: Int? = nil
        /// CDS edition, e.g. "2025-26".
        @Nullable public var edition: String? = nil
        @Nullable public var inState: ResidencyCounts? = nil
        @Nullable public var outOfState: ResidencyCounts? = nil
        @Nullable public var international: ResidencyCounts? = nil
        @Nullable public var unknown: ResidencyCounts? = nil
        @Nullable public var total: ResidencyCounts? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case enteringTerm = "entering_term"
            case year, edition
            case inState = "in_state"
            case outOfState = "out_of_state"
            case international, unknown, total
        }
    }

    /// One residency column of the C1 grid.
    public struct ResidencyCounts: Sendable, Hashable, Codable {
        @NullableNumber public var applicants: Double? = nil
        @NullableNumber public var admitted: Double? = nil
        @NullableNumber public var enrolled: Double? = nil

        public init() {}
    }

    /// CDS C8: the policy for applicants entering in fall `cycle`. Answers kept as written.
    public struct TestPolicy: Sendable, Hashable, Codable {
        @Nullable public var cycle: Int? = nil
        @Nullable public var usesTests: Bool? = nil
        @Nullable public var satOrACT: String? = nil
        @Nullable public var actOnly: String? = nil
        @Nullable public var satOnly: String? = nil
        /// The headline answer; null = varies by test.
        @Nullable public var policy: String? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case cycle
            case usesTests = "uses_tests"
            case satOrACT = "sat_or_act"
            case actOnly = "act_only"
            case satOnly = "sat_only"
            case policy
        }
    }

    /// A test-policy change between CDS editions, or from the federal value.
    public struct TestPolicyEvent: Sendable, Hashable, Codable {
        @Nullable public var cycle: Int? = nil
        @Nullable public var from: String? = nil
        @Nullable public var to: String? = nil
        /// `cds` or `ipeds-adm`.
        @Nullable public var fromSource: String? = nil
        @Nullable public var fromYear: Int? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case cycle, from, to
            case fromSource = "from_source"
            case fromYear = "from_year"
        }
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension SchoolReported: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $admissions = try object.omittable(CodingKeys.admissions)
        $admissionsByResidency = try object.omittable(CodingKeys.admissionsByResidency)
        $cost = try object.omittable(CodingKeys.cost)
        $outcomes = try object.omittable(CodingKeys.outcomes)
        $admissionProfile = try object.omittable(CodingKeys.admissionProfile)
        $testPolicy = try object.omittable(CodingKeys.testPolicy)
        $testPolicyNote = try object.omittable(CodingKeys.testPolicyNote)
        $testPolicyEvents = try object.omittable(CodingKeys.testPolicyEvents)
        $tests = try object.omittable(CodingKeys.tests)
        $aid = try object.omittable(CodingKeys.aid)
        $academics = try object.omittable(CodingKeys.academics)
        $transfer = try object.omittable(CodingKeys.transfer)
        $greek = try object.omittable(CodingKeys.greek)
        $admissionsLogistics = try object.omittable(CodingKeys.admissionsLogistics)
        $admissionsHSPrep = try object.omittable(CodingKeys.admissionsHSPrep)
        $religion = try object.omittable(CodingKeys.religion)
    }
}

extension SchoolReported.Admissions: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $enteringTerm = try object.nullable(CodingKeys.enteringTerm)
        $year = try object.nullable(CodingKeys.year)
        $applicants = try object.nullable(CodingKeys.applicants)
        $admitted = try object.nullable(CodingKeys.admitted)
        $enrolled = try object.nullable(CodingKeys.enrolled)
        $acceptanceRate = try object.nullable(CodingKeys.acceptanceRate)
        $sourceKind = try object.nullable(CodingKeys.sourceKind)
    }
}

extension SchoolReported.AdmissionsByResidency: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $enteringTerm = try object.nullable(CodingKeys.enteringTerm)
        $year = try object.nullable(CodingKeys.year)
        $edition = try object.nullable(CodingKeys.edition)
        $inState = try object.nullable(CodingKeys.inState)
        $outOfState = try object.nullable(CodingKeys.outOfState)
        $international = try object.nullable(CodingKeys.international)
        $unknown = try object.nullable(CodingKeys.unknown)
        $total = try object.nullable(CodingKeys.total)
    }
}

extension SchoolReported.ResidencyCounts: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $applicants = try object.nullable(CodingKeys.applicants)
        $admitted = try object.nullable(CodingKeys.admitted)
        $enrolled = try object.nullable(CodingKeys.enrolled)
    }
}

extension SchoolReported.TestPolicy: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $cycle = try object.nullable(CodingKeys.cycle)
        $usesTests = try object.nullable(CodingKeys.usesTests)
        $satOrACT = try object.nullable(CodingKeys.satOrACT)
        $actOnly = try object.nullable(CodingKeys.actOnly)
        $satOnly = try object.nullable(CodingKeys.satOnly)
        $policy = try object.nullable(CodingKeys.policy)
    }
}

extension SchoolReported.TestPolicyEvent: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $cycle = try object.nullable(CodingKeys.cycle)
        $from = try object.nullable(CodingKeys.from)
        $to = try object.nullable(CodingKeys.to)
        $fromSource = try object.nullable(CodingKeys.fromSource)
        $fromYear = try object.nullable(CodingKeys.fromYear)
    }
}
