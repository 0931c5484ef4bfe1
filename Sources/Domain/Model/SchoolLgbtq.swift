public import QuadAPIModels

/// LGBTQ+ life (`school.lgbtq`): federal "another gender" counts and, for public colleges, a state law.
public struct SchoolLgbtq: Sendable, Hashable, Codable {
    @Nullable public var gender: Gender? = nil
    @Nullable public var admissions: Admissions? = nil
    @Nullable public var stateLaw: StateLaw? = nil
    /// Policy checks from the college's own pages (open shape).
    @Omittable public var policies: [JSONValue]? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case gender, admissions
        case stateLaw = "state_law"
        case policies
    }

    /// Fall undergraduates of another and of unknown gender.
    public struct Gender: Sendable, Hashable, Codable {
        /// `reported`, `withheld`, `not_collected`.
        @Nullable public var status: String? = nil
        @NullableNumber public var another: Double? = nil
        @NullableNumber public var unknown: Double? = nil
        @NullableNumber public var undergrads: Double? = nil

        public init() {}
    }

    /// First-time applicants, admits and enrollees of another gender.
    public struct Admissions: Sendable, Hashable, Codable {
        @Nullable public var status: String? = nil
        @NullableNumber public var applicants: Double? = nil
        @NullableNumber public var admitted: Double? = nil
        @NullableNumber public var enrolled: Double? = nil

        public init() {}
    }

    /// A state law that applies because the college is public.
    public struct StateLaw: Sendable, Hashable, Codable {
        @Nullable public var state: String? = nil
        @Nullable public var name: String? = nil
        @Nullable public var statute: String? = nil
        @Nullable public var act: String? = nil
        @Nullable public var effective: String? = nil
        @Nullable public var summary: String? = nil
        @Nullable public var url: String? = nil
        @Nullable public var checked: String? = nil

        public init() {}
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension SchoolLgbtq: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $gender = try object.nullable(CodingKeys.gender)
        $admissions = try object.nullable(CodingKeys.admissions)
        $stateLaw = try object.nullable(CodingKeys.stateLaw)
        $policies = try object.omittable(CodingKeys.policies)
    }
}

extension SchoolLgbtq.Gender: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $status = try object.nullable(CodingKeys.status)
        $another = try object.nullable(CodingKeys.another)
        $unknown = try object.nullable(CodingKeys.unknown)
        $undergrads = try object.nullable(CodingKeys.undergrads)
    }
}

extension SchoolLgbtq.Admissions: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $status = try object.nullable(CodingKeys.status)
        $applicants = try object.nullable(CodingKeys.applicants)
        $admitted = try object.nullable(CodingKeys.admitted)
        $enrolled = try object.nullable(CodingKeys.enrolled)
    }
}

extension SchoolLgbtq.StateLaw: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $state = try object.nullable(CodingKeys.state)
        $name = try object.nullable(CodingKeys.name)
        $statute = try object.nullable(CodingKeys.statute)
        $act = try object.nullable(CodingKeys.act)
        $effective = try object.nullable(CodingKeys.effective)
        $summary = try object.nullable(CodingKeys.summary)
        $url = try object.nullable(CodingKeys.url)
        $checked = try object.nullable(CodingKeys.checked)
    }
}
