/// Status eight years after entry, by entering group (`outcomes.eight_year`).
public struct EightYearOutcomes: Sendable, Hashable, Codable {
    /// The fall these students entered.
    @Nullable public var enteringYear: Int? = nil
    /// Everyone who entered.
    @Nullable public var all: Group? = nil
    @Nullable public var firstTime: Group? = nil
    @Nullable public var transferIn: Group? = nil
    @Nullable public var pell: AwardGroup? = nil
    @Nullable public var nonPell: AwardGroup? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case enteringYear = "entering_year"
        case all
        case firstTime = "first_time"
        case transferIn = "transfer_in"
        case pell
        case nonPell = "non_pell"
    }

    /// One entering group: cohort size and shares of it (0–1).
    public struct Group: Sendable, Hashable, Codable {
        @NullableNumber public var cohort: Double? = nil
        /// Award within 8 years.
        @NullableNumber public var award: Double? = nil
        @NullableNumber public var award4: Double? = nil
        @NullableNumber public var award6: Double? = nil
        @NullableNumber public var stillEnrolled: Double? = nil
        @NullableNumber public var transferred: Double? = nil
        @NullableNumber public var unknown: Double? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case cohort, award
            case award4 = "award_4"
            case award6 = "award_6"
            case stillEnrolled = "still_enrolled"
            case transferred, unknown
        }
    }

    /// The Pell / non-Pell groups carry awards only.
    public struct AwardGroup: Sendable, Hashable, Codable {
        @NullableNumber public var cohort: Double? = nil
        @NullableNumber public var award: Double? = nil
        @NullableNumber public var award4: Double? = nil
        @NullableNumber public var award6: Double? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case cohort, award
            case award4 = "award_4"
            case award6 = "award_6"
        }
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension EightYearOutcomes: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $enteringYear = try object.nullable(CodingKeys.enteringYear)
        $all = try object.nullable(CodingKeys.all)
        $firstTime = try object.nullable(CodingKeys.firstTime)
        $transferIn = try object.nullable(CodingKeys.transferIn)
        $pell = try object.nullable(CodingKeys.pell)
        $nonPell = try object.nullable(CodingKeys.nonPell)
    }
}

extension EightYearOutcomes.Group: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $cohort = try object.nullable(CodingKeys.cohort)
        $award = try object.nullable(CodingKeys.award)
        $award4 = try object.nullable(CodingKeys.award4)
        $award6 = try object.nullable(CodingKeys.award6)
        $stillEnrolled = try object.nullable(CodingKeys.stillEnrolled)
        $transferred = try object.nullable(CodingKeys.transferred)
        $unknown = try object.nullable(CodingKeys.unknown)
    }
}

extension EightYearOutcomes.AwardGroup: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $cohort = try object.nullable(CodingKeys.cohort)
        $award = try object.nullable(CodingKeys.award)
        $award4 = try object.nullable(CodingKeys.award4)
        $award6 = try object.nullable(CodingKeys.award6)
    }
}
