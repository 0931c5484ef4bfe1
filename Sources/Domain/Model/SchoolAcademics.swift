/// Faculty, majors and degrees (`school.academics`).
public struct SchoolAcademics: Sendable, Hashable, Codable {
    /// Students per instructional faculty member.
    @NullableNumber public var studentFacultyRatio: Double? = nil
    @Nullable public var faculty: Faculty? = nil
    /// First-major bachelor's degrees awarded in the year.
    @NullableNumber public var bachelorsAwarded: Double? = nil
    /// The five largest programs (6-digit CIP) with their shares.
    @Nullable public var majorsTop: [MajorShare]? = nil
    /// First-major bachelor's by 2-digit CIP family, e.g. `["01": 10, "52": 112]`.
    @Nullable public var bachelorsByFamily: [String: Double]? = nil
    /// Bachelor's programs with reported earnings.
    @NullableNumber public var programsWithEarnings: Double? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case studentFacultyRatio = "student_faculty_ratio"
        case faculty
        case bachelorsAwarded = "bachelors_awarded"
        case majorsTop = "majors_top"
        case bachelorsByFamily = "bachelors_by_family"
        case programsWithEarnings = "programs_with_earnings"
    }

    /// Salary, full-time share and count of faculty.
    public struct Faculty: Sendable, Hashable, Codable {
        @NullableNumber public var avgSalary9mo: Double? = nil
        @NullableNumber public var fullTimeShare: Double? = nil
        @NullableNumber public var count: Double? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case avgSalary9mo = "avg_salary_9mo"
            case fullTimeShare = "full_time_share"
            case count
        }
    }

    /// One program: CIP code, title and share of first-major bachelor's.
    public struct MajorShare: Sendable, Hashable, Codable {
        @Nullable public var cip: String? = nil
        @Nullable public var title: String? = nil
        @NullableNumber public var share: Double? = nil

        public init() {}

        public init(cip: String?, title: String?, share: Double?) {
            self.cip = cip
            self.title = title
            self.share = share
        }
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension SchoolAcademics: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $studentFacultyRatio = try object.nullable(CodingKeys.studentFacultyRatio)
        $faculty = try object.nullable(CodingKeys.faculty)
        $bachelorsAwarded = try object.nullable(CodingKeys.bachelorsAwarded)
        $majorsTop = try object.nullable(CodingKeys.majorsTop)
        $bachelorsByFamily = try object.nullable(CodingKeys.bachelorsByFamily)
        $programsWithEarnings = try object.nullable(CodingKeys.programsWithEarnings)
    }
}

extension SchoolAcademics.Faculty: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $avgSalary9mo = try object.nullable(CodingKeys.avgSalary9mo)
        $fullTimeShare = try object.nullable(CodingKeys.fullTimeShare)
        $count = try object.nullable(CodingKeys.count)
    }
}

extension SchoolAcademics.MajorShare: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $cip = try object.nullable(CodingKeys.cip)
        $title = try object.nullable(CodingKeys.title)
        $share = try object.nullable(CodingKeys.share)
    }
}
