public import QuadAPIModels

/// One college: a record of the site's `data/schools.json`.
///
/// `unitID`, `name`, `type` and `location` (city, state) are required; every other key may be absent or `null`
/// (files of different ages carry different keys) and unknown keys are ignored. Key names are the site's own, so a
/// decoded record encodes back to the same JSON value (see ``Nullable``).
public struct School: Sendable, Hashable, Codable {
    /// IPEDS unit id (digits), e.g. `"222178"`.
    public var unitID: String
    /// Institution name.
    public var name: String
    /// City, state, ZIP, region, coordinates.
    public var location: SchoolLocation
    /// `public`, `private-nonprofit` or `private-forprofit` (kept as written).
    public var type: String

    /// Admissions funnel, test scores and policies.
    @Omittable public var admissions: SchoolAdmissions? = nil
    /// Enrollment and student body.
    @Omittable public var demographics: SchoolDemographics? = nil
    /// Prices and net prices.
    @Omittable public var cost: SchoolCost? = nil
    /// Earnings, graduation, debt.
    @Omittable public var outcomes: SchoolOutcomes? = nil
    /// First-year financial aid.
    @Omittable public var aid: SchoolAid? = nil
    /// Official links.
    @Omittable public var links: SchoolLinks? = nil
    /// Housing, setting, Carnegie, athletics, programs, services, calendar.
    @Omittable public var campus: SchoolCampus? = nil
    /// Faculty, majors, degrees.
    @Omittable public var academics: SchoolAcademics? = nil
    /// IPEDS finance per-student figures (`null` when not in the file yet).
    @Nullable public var finances: SchoolFinances? = nil
    /// Ten-year changes baked from the history files.
    @Omittable public var trends: SchoolTrends? = nil
    /// "Another gender" counts and the state law (newer files).
    @Omittable public var lgbtq: SchoolLgbtq? = nil
    /// Directory summary per domain (open shape, newer files).
    @Omittable public var directories: JSONValue? = nil
    /// Religious affiliation (newer files).
    @Omittable public var religion: SchoolReligion? = nil
    /// Social account handles (newer files).
    @Omittable public var social: SchoolSocial? = nil
    /// Colors and site icon (newer files).
    @Omittable public var brand: SchoolBrand? = nil
    /// Per-field source records where the source differs from the registry default.
    @Omittable public var lineage: SchoolLineage? = nil
    /// The hand-imported Common Data Set, when any field came from it.
    @Omittable public var cds: SchoolCdsDocument? = nil
    /// Newer figures the college published itself.
    public var reported: SchoolReported? {
        get { reportedBox?.value }
        set { reportedBox = newValue.map(RecordBox.init) }
    }
    /// `reported` behind one reference: present for few colleges and large, so not stored inline in every record.
    /// Key presence (absent vs `null`) is kept by the wrapper as for every other section.
    @Omittable var reportedBox: RecordBox<SchoolReported>? = nil

    /// A record with the core keys only; set the sections as needed.
    public init(unitID: String, name: String, location: SchoolLocation, type: String) {
        self.unitID = unitID
        self.name = name
        self.location = location
        self.type = type
    }

    enum CodingKeys: String, CodingKey {
        case unitID = "unit_id", name, location, type, admissions, demographics, cost, outcomes, aid, links, campus
        case academics, finances, trends, lgbtq, directories, religion, social, brand, lineage, cds
        case reportedBox = "reported"
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension School: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init(unitID: try object.required(CodingKeys.unitID), name: try object.required(CodingKeys.name),
                  location: try object.required(CodingKeys.location), type: try object.required(CodingKeys.type))
        $admissions = try object.omittable(CodingKeys.admissions)
        $demographics = try object.omittable(CodingKeys.demographics)
        $cost = try object.omittable(CodingKeys.cost)
        $outcomes = try object.omittable(CodingKeys.outcomes)
        $aid = try object.omittable(CodingKeys.aid)
        $links = try object.omittable(CodingKeys.links)
        $campus = try object.omittable(CodingKeys.campus)
        $academics = try object.omittable(CodingKeys.academics)
        $finances = try object.nullable(CodingKeys.finances)
        $trends = try object.omittable(CodingKeys.trends)
        $lgbtq = try object.omittable(CodingKeys.lgbtq)
        $directories = try object.omittable(CodingKeys.directories)
        $religion = try object.omittable(CodingKeys.religion)
        $social = try object.omittable(CodingKeys.social)
        $brand = try object.omittable(CodingKeys.brand)
        $lineage = try object.omittable(CodingKeys.lineage)
        $cds = try object.omittable(CodingKeys.cds)
        $reportedBox = try object.omittable(CodingKeys.reportedBox)
    }
}
