/// Faculty, majors and degrees (`school.academics`).
public struct SchoolAcademics: Sendable, Hashable, Codable {
    /// Students per instructional faculty member.
    @Nullable public var studentFacultyRatio: Double? = nil
    @Nullable public var faculty: Faculty? = nil
    /// First-major bachelor's degrees awarded in the year.
    @Nullable public var bachelorsAwarded: Double? = nil
    /// The five largest programs (6-digit CIP) with their shares.
    @Nullable public var majorsTop: [MajorShare]? = nil
    /// First-major bachelor's by 2-digit CIP family, e.g. `["01": 10, "52": 112]`.
    @Nullable public var bachelorsByFamily: [String: Double]? = nil
    /// Bachelor's programs with reported earnings.
    @Nullable public var programsWithEarnings: Double? = nil

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
        @Nullable public var avgSalary9mo: Double? = nil
        @Nullable public var fullTimeShare: Double? = nil
        @Nullable public var count: Double? = nil

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
        @Nullable public var share: Double? = nil

        public init() {}

        public init(cip: String?, title: String?, share: Double?) {
            self.cip = cip
            self.title = title
            self.share = share
        }
    }
}
