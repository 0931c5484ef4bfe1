/// One high school: a row of `data/high-schools/schools/{ST}.json` (the site's `HighSchool`).
public struct HighSchool: Decodable, Sendable, Hashable {
    /// Public: the 12-digit NCES school id. Private: the 8-character PSS id.
    public var id: String
    /// `public` or `private`.
    public var kind: String
    public var name: String
    /// USPS code.
    public var state: String
    public var city: String?
    public var zip: String?
    public var address: String?
    public var lat: Double?
    public var lng: Double?
    /// NCES locale label ("City: Large").
    public var locale: String?
    /// Public only.
    public var district: District?
    public var stateSchoolID: String?
    public var grades: Grades
    public var status: Status?
    public var schoolType: String?
    /// Private only.
    public var affiliation: String?
    public var enrollment: Enrollment?
    public var studentTeacherRatio: Double?
    public var frlShare: Double?
    /// An exact rate (`value`) or a published range (`low`/`high`), never a midpoint.
    public var gradRate: GradRate?
    /// The rate by graduating class, oldest first.
    public var gradHistory: [GradHistoryEntry]?
    public var rigor: Rigor?
    /// Field paths whose null means "suppressed for privacy".
    public var suppressed: [String]?

    enum CodingKeys: String, CodingKey {
        case id, kind, name, state, city, zip, address, lat, lng, locale, district, grades, status, affiliation,
             enrollment, rigor, suppressed
        case stateSchoolID = "state_school_id"
        case schoolType = "school_type"
        case studentTeacherRatio = "student_teacher_ratio"
        case frlShare = "frl_share"
        case gradRate = "grad_rate"
        case gradHistory = "grad_history"
    }

    public struct District: Decodable, Sendable, Hashable {
        public var id: String
        public var name: String
    }

    public struct Grades: Decodable, Sendable, Hashable {
        public var low: String
        public var high: String

        /// "9–12", or "12" when both ends are the same.
        public var span: String { low == high ? low : "\(low)\u{2013}\(high)" }
    }

    public struct Status: Decodable, Sendable, Hashable {
        public var charter: Bool?
        public var magnet: Bool?
        public var titleI: Bool?
        public var virtual: Bool?

        enum CodingKeys: String, CodingKey {
            case charter, magnet, virtual
            case titleI = "title_i"
        }
    }

    public struct Enrollment: Decodable, Sendable, Hashable {
        public var total: Double?
        public var byGrade: [String: Double?]?
        public var byRace: [String: Double?]?
        public var female: Double?

        enum CodingKeys: String, CodingKey {
            case total, female
            case byGrade = "by_grade"
            case byRace = "by_race"
        }
    }

    public struct GradRate: Decodable, Sendable, Hashable {
        public var value: Double?
        public var low: Double?
        public var high: Double?
        public var cohort: Double?
    }

    public struct GradHistoryEntry: Decodable, Sendable, Hashable {
        /// "Class of 2021".
        public var year: String
        public var value: Double?
        public var low: Double?
        public var high: Double?
        public var cohort: Double?
        public var suppressed: Bool?
    }

    public struct Rigor: Decodable, Sendable, Hashable {
        public var apCourses: Double?
        public var apEnrolled: Double?
        public var apExamTakers: Double?
        public var apPassedSome: Double?
        public var ibEnrolled: Double?
        public var dualEnrolled: Double?
        /// CRDC's own enrollment, the denominator of its shares.
        public var enrollment: Double?

        enum CodingKeys: String, CodingKey {
            case enrollment
            case apCourses = "ap_courses"
            case apEnrolled = "ap_enrolled"
            case apExamTakers = "ap_exam_takers"
            case apPassedSome = "ap_passed_some"
            case ibEnrolled = "ib_enrolled"
            case dualEnrolled = "dual_enrolled"
        }
    }

    public var isPublic: Bool { kind == "public" }

    /// True when `path` is listed as suppressed.
    public func isSuppressed(_ path: String) -> Bool {
        suppressed?.contains(path) ?? false
    }
}

/// `data/high-schools/schools/{ST}.json`: one state's rows, sorted by id.
public struct HighSchoolShard: Decodable, Sendable {
    public var state: String
    public var schools: [HighSchool]
}
