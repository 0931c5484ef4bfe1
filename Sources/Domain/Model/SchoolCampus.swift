/// Campus profile and services (`school.campus`). Enumerated values are kept as the site writes them.
public struct SchoolCampus: Sendable, Hashable, Codable {
    @Nullable public var housing: Housing? = nil
    @Nullable public var setting: Setting? = nil
    @Nullable public var carnegie: Carnegie? = nil
    /// `hbcu`, `tribal`, `land_grant`.
    @Nullable public var designations: [String]? = nil
    /// `hsi`, `pbi`, `aanapisi`, `annh`, `nasnti`, `women`, `men`.
    @Nullable public var msi: [String]? = nil
    @Nullable public var athletics: Athletics? = nil
    @Nullable public var programs: Programs? = nil
    @Nullable public var services: Services? = nil
    /// `semester`, `quarter`, `trimester`, `4-1-4`, `other`, `varies`, `continuous`.
    @Nullable public var calendar: String? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case housing, setting, carnegie, designations, msi, athletics, programs, services, calendar
    }

    /// College housing and meal plans.
    public struct Housing: Sendable, Hashable, Codable {
        @Nullable public var offered: Bool? = nil
        /// Beds.
        @NullableNumber public var capacity: Double? = nil
        @Nullable public var firstYearsRequired: Bool? = nil
        @Nullable public var mealPlan: Bool? = nil
        @NullableNumber public var mealsPerWeek: Double? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case offered, capacity
            case firstYearsRequired = "first_years_required"
            case mealPlan = "meal_plan"
            case mealsPerWeek = "meals_per_week"
        }
    }

    /// NCES locale: code, label ("City: Midsize") and group (`city`, `suburb`, `town`, `rural`).
    public struct Setting: Sendable, Hashable, Codable {
        @Nullable public var locale: Int? = nil
        @Nullable public var label: String? = nil
        @Nullable public var group: String? = nil

        public init() {}
    }

    /// Carnegie Classification 2025.
    public struct Carnegie: Sendable, Hashable, Codable {
        /// Institutional class.
        @Nullable public var ic: String? = nil
        /// `R1`, `R2`, `RCU` or null.
        @Nullable public var research: String? = nil
        @Nullable public var accessEarnings: String? = nil
        @Nullable public var size: String? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case ic, research
            case accessEarnings = "access_earnings"
            case size
        }
    }

    /// Athletic associations, division and conferences.
    public struct Athletics: Sendable, Hashable, Codable {
        /// `ncaa`, `naia`, …
        @Nullable public var associations: [String]? = nil
        /// `I-FBS`, `I-FCS`, `I`, `II`, `III` or null.
        @Nullable public var division: String? = nil
        @Nullable public var conference: Conference? = nil
        @Nullable public var footballConference: Conference? = nil
        /// `football`, `basketball`, `baseball`, `track`.
        @Nullable public var sports: [String]? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case associations, division, conference
            case footballConference = "football_conference"
            case sports
        }
    }

    /// An IPEDS conference code and name.
    public struct Conference: Sendable, Hashable, Codable {
        @Nullable public var code: Int? = nil
        @Nullable public var name: String? = nil

        public init() {}

        public init(code: Int?, name: String?) {
            self.code = code
            self.name = name
        }
    }

    /// ROTC, study abroad, undergraduate research, intellectual-disability program.
    public struct Programs: Sendable, Hashable, Codable {
        /// `army`, `navy`, `air_force`.
        @Nullable public var rotc: [String]? = nil
        @Nullable public var studyAbroad: Bool? = nil
        @Nullable public var undergradResearch: Bool? = nil
        @Nullable public var intellectualDisabilityProgram: Bool? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case rotc
            case studyAbroad = "study_abroad"
            case undergradResearch = "undergrad_research"
            case intellectualDisabilityProgram = "intellectual_disability_program"
        }
    }

    /// Student services offered.
    public struct Services: Sendable, Hashable, Codable {
        @Nullable public var counseling: Bool? = nil
        @Nullable public var employment: Bool? = nil
        @Nullable public var placement: Bool? = nil
        @Nullable public var childCare: Bool? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case counseling, employment, placement
            case childCare = "child_care"
        }
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension SchoolCampus: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $housing = try object.nullable(CodingKeys.housing)
        $setting = try object.nullable(CodingKeys.setting)
        $carnegie = try object.nullable(CodingKeys.carnegie)
        $designations = try object.nullable(CodingKeys.designations)
        $msi = try object.nullable(CodingKeys.msi)
        $athletics = try object.nullable(CodingKeys.athletics)
        $programs = try object.nullable(CodingKeys.programs)
        $services = try object.nullable(CodingKeys.services)
        $calendar = try object.nullable(CodingKeys.calendar)
    }
}

extension SchoolCampus.Housing: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $offered = try object.nullable(CodingKeys.offered)
        $capacity = try object.nullable(CodingKeys.capacity)
        $firstYearsRequired = try object.nullable(CodingKeys.firstYearsRequired)
        $mealPlan = try object.nullable(CodingKeys.mealPlan)
        $mealsPerWeek = try object.nullable(CodingKeys.mealsPerWeek)
    }
}

extension SchoolCampus.Setting: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $locale = try object.nullable(CodingKeys.locale)
        $label = try object.nullable(CodingKeys.label)
        $group = try object.nullable(CodingKeys.group)
    }
}

extension SchoolCampus.Carnegie: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $ic = try object.nullable(CodingKeys.ic)
        $research = try object.nullable(CodingKeys.research)
        $accessEarnings = try object.nullable(CodingKeys.accessEarnings)
        $size = try object.nullable(CodingKeys.size)
    }
}

extension SchoolCampus.Athletics: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $associations = try object.nullable(CodingKeys.associations)
        $division = try object.nullable(CodingKeys.division)
        $conference = try object.nullable(CodingKeys.conference)
        $footballConference = try object.nullable(CodingKeys.footballConference)
        $sports = try object.nullable(CodingKeys.sports)
    }
}

extension SchoolCampus.Conference: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $code = try object.nullable(CodingKeys.code)
        $name = try object.nullable(CodingKeys.name)
    }
}

extension SchoolCampus.Programs: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $rotc = try object.nullable(CodingKeys.rotc)
        $studyAbroad = try object.nullable(CodingKeys.studyAbroad)
        $undergradResearch = try object.nullable(CodingKeys.undergradResearch)
        $intellectualDisabilityProgram = try object.nullable(CodingKeys.intellectualDisabilityProgram)
    }
}

extension SchoolCampus.Services: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $counseling = try object.nullable(CodingKeys.counseling)
        $employment = try object.nullable(CodingKeys.employment)
        $placement = try object.nullable(CodingKeys.placement)
        $childCare = try object.nullable(CodingKeys.childCare)
    }
}
