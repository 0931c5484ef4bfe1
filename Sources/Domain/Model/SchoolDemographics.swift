/// The student body (`school.demographics`). Shares are 0–1 fractions.
public struct SchoolDemographics: Sendable, Hashable, Codable {
    /// Degree-seeking undergraduates (fall).
    @NullableNumber public var undergradEnrollment: Double? = nil
    @NullableNumber public var pellGrantPercent: Double? = nil
    @NullableNumber public var firstGenPercent: Double? = nil
    @NullableNumber public var menShare: Double? = nil
    @NullableNumber public var womenShare: Double? = nil
    @NullableNumber public var partTimeShare: Double? = nil
    @NullableNumber public var age25PlusShare: Double? = nil
    /// Race/ethnicity shares.
    @Nullable public var racialDiversity: RaceShares? = nil
    /// Undergraduates registered with disability services.
    @Nullable public var disabilityServices: DisabilityServices? = nil
    /// Where first-years come from.
    @Nullable public var residence: Residence? = nil
    /// New transfer-in undergraduates.
    @Nullable public var transferIn: TransferIn? = nil
    /// The federal fall a newer CDS fall replaced (present only then).
    @Omittable public var federal: FederalDemographics? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case undergradEnrollment = "undergrad_enrollment"
        case pellGrantPercent = "pell_grant_percent"
        case firstGenPercent = "first_gen_percent"
        case menShare = "men_share"
        case womenShare = "women_share"
        case partTimeShare = "part_time_share"
        case age25PlusShare = "age_25_plus_share"
        case racialDiversity = "racial_diversity"
        case disabilityServices = "disability_services"
        case residence
        case transferIn = "transfer_in"
        case federal
    }

    /// Shares of undergraduates by race/ethnicity; `other` = AIAN + NHPI + unknown.
    public struct RaceShares: Sendable, Hashable, Codable {
        @NullableNumber public var asian: Double? = nil
        @NullableNumber public var black: Double? = nil
        @NullableNumber public var hispanic: Double? = nil
        @NullableNumber public var white: Double? = nil
        @NullableNumber public var twoOrMore: Double? = nil
        @NullableNumber public var international: Double? = nil
        @NullableNumber public var other: Double? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case asian, black, hispanic, white
            case twoOrMore = "two_or_more"
            case international, other
        }
    }

    /// Either `{"share": 0.08}` (over 3%) or `{"three_or_less": true}`.
    public struct DisabilityServices: Sendable, Hashable, Codable {
        @OmittableNumber public var share: Double? = nil
        @Omittable public var threeOrLess: Bool? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case share
            case threeOrLess = "three_or_less"
        }
    }

    /// Residence of first-time undergraduates, as shares of every first-year.
    public struct Residence: Sendable, Hashable, Codable {
        @NullableNumber public var inState: Double? = nil
        @NullableNumber public var outOfState: Double? = nil
        @NullableNumber public var international: Double? = nil
        /// First-years counted (the shares' denominator).
        @NullableNumber public var firstYears: Double? = nil
        /// The state sending the most first-years.
        @Nullable public var topState: TopState? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case inState = "in_state"
            case outOfState = "out_of_state"
            case international
            case firstYears = "first_years"
            case topState = "top_state"
        }

        /// A USPS code and its share.
        public struct TopState: Sendable, Hashable, Codable {
            @Nullable public var state: String? = nil
            @NullableNumber public var share: Double? = nil

            public init() {}
        }
    }

    /// Transfer-in undergraduates in one fall.
    public struct TransferIn: Sendable, Hashable, Codable {
        @NullableNumber public var count: Double? = nil
        @NullableNumber public var fullTime: Double? = nil
        @NullableNumber public var partTime: Double? = nil
        /// Transfer-ins ÷ (transfer-ins + first-time undergraduates).
        @NullableNumber public var shareOfNew: Double? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case count
            case fullTime = "full_time"
            case partTime = "part_time"
            case shareOfNew = "share_of_new"
        }
    }

    /// The federal fall a newer CDS fall replaced (`demographics.federal`).
    public struct FederalDemographics: Sendable, Hashable, Codable {
        @Nullable public var year: Int? = nil
        @NullableNumber public var undergradEnrollment: Double? = nil
        @NullableNumber public var menShare: Double? = nil
        @NullableNumber public var womenShare: Double? = nil
        @NullableNumber public var partTimeShare: Double? = nil
        @Nullable public var racialDiversity: RaceShares? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case year
            case undergradEnrollment = "undergrad_enrollment"
            case menShare = "men_share"
            case womenShare = "women_share"
            case partTimeShare = "part_time_share"
            case racialDiversity = "racial_diversity"
        }
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension SchoolDemographics: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $undergradEnrollment = try object.nullable(CodingKeys.undergradEnrollment)
        $pellGrantPercent = try object.nullable(CodingKeys.pellGrantPercent)
        $firstGenPercent = try object.nullable(CodingKeys.firstGenPercent)
        $menShare = try object.nullable(CodingKeys.menShare)
        $womenShare = try object.nullable(CodingKeys.womenShare)
        $partTimeShare = try object.nullable(CodingKeys.partTimeShare)
        $age25PlusShare = try object.nullable(CodingKeys.age25PlusShare)
        $racialDiversity = try object.nullable(CodingKeys.racialDiversity)
        $disabilityServices = try object.nullable(CodingKeys.disabilityServices)
        $residence = try object.nullable(CodingKeys.residence)
        $transferIn = try object.nullable(CodingKeys.transferIn)
        $federal = try object.omittable(CodingKeys.federal)
    }
}

extension SchoolDemographics.RaceShares: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $asian = try object.nullable(CodingKeys.asian)
        $black = try object.nullable(CodingKeys.black)
        $hispanic = try object.nullable(CodingKeys.hispanic)
        $white = try object.nullable(CodingKeys.white)
        $twoOrMore = try object.nullable(CodingKeys.twoOrMore)
        $international = try object.nullable(CodingKeys.international)
        $other = try object.nullable(CodingKeys.other)
    }
}

extension SchoolDemographics.DisabilityServices: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $share = try object.omittable(CodingKeys.share)
        $threeOrLess = try object.omittable(CodingKeys.threeOrLess)
    }
}

extension SchoolDemographics.Residence: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $inState = try object.nullable(CodingKeys.inState)
        $outOfState = try object.nullable(CodingKeys.outOfState)
        $international = try object.nullable(CodingKeys.international)
        $firstYears = try object.nullable(CodingKeys.firstYears)
        $topState = try object.nullable(CodingKeys.topState)
    }
}

extension SchoolDemographics.Residence.TopState: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $state = try object.nullable(CodingKeys.state)
        $share = try object.nullable(CodingKeys.share)
    }
}

extension SchoolDemographics.TransferIn: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $count = try object.nullable(CodingKeys.count)
        $fullTime = try object.nullable(CodingKeys.fullTime)
        $partTime = try object.nullable(CodingKeys.partTime)
        $shareOfNew = try object.nullable(CodingKeys.shareOfNew)
    }
}

extension SchoolDemographics.FederalDemographics: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $year = try object.nullable(CodingKeys.year)
        $undergradEnrollment = try object.nullable(CodingKeys.undergradEnrollment)
        $menShare = try object.nullable(CodingKeys.menShare)
        $womenShare = try object.nullable(CodingKeys.womenShare)
        $partTimeShare = try object.nullable(CodingKeys.partTimeShare)
        $racialDiversity = try object.nullable(CodingKeys.racialDiversity)
    }
}
