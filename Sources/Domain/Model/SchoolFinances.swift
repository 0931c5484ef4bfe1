/// IPEDS Finance per-student figures (`school.finances`). Never compare across `form`s.
public struct SchoolFinances: Sendable, Hashable, Codable {
    /// Start year of the fiscal year, e.g. 2023 for 2023–24.
    @Nullable public var fiscalYear: Int? = nil
    /// `gasb`, `fasb` or `forprofit`.
    @Nullable public var form: String? = nil
    @NullableNumber public var endowmentPerStudent: Double? = nil
    @NullableNumber public var instructionPerStudent: Double? = nil
    @NullableNumber public var studentServicesPerStudent: Double? = nil
    @NullableNumber public var academicSupportPerStudent: Double? = nil
    /// Tuition revenue as a share of core revenue, 0–1.
    @NullableNumber public var tuitionShareOfRevenue: Double? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case fiscalYear = "fiscal_year"
        case form
        case endowmentPerStudent = "endowment_per_student"
        case instructionPerStudent = "instruction_per_student"
        case studentServicesPerStudent = "student_services_per_student"
        case academicSupportPerStudent = "academic_support_per_student"
        case tuitionShareOfRevenue = "tuition_share_of_revenue"
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension SchoolFinances: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $fiscalYear = try object.nullable(CodingKeys.fiscalYear)
        $form = try object.nullable(CodingKeys.form)
        $endowmentPerStudent = try object.nullable(CodingKeys.endowmentPerStudent)
        $instructionPerStudent = try object.nullable(CodingKeys.instructionPerStudent)
        $studentServicesPerStudent = try object.nullable(CodingKeys.studentServicesPerStudent)
        $academicSupportPerStudent = try object.nullable(CodingKeys.academicSupportPerStudent)
        $tuitionShareOfRevenue = try object.nullable(CodingKeys.tuitionShareOfRevenue)
    }
}
