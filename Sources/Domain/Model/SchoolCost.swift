/// What students pay (`school.cost`). Money is whole dollars per year.
public struct SchoolCost: Sendable, Hashable, Codable {
    /// Scorecard average net price (federal-aid recipients).
    @NullableNumber public var avgNetPrice: Double? = nil
    /// Net price by family income, five bands ($0–30K … $110K+); entries may be null.
    @Nullable public var netPriceByIncome: [Double?]? = nil
    @NullableNumber public var costOfAttendance: Double? = nil
    @NullableNumber public var tuitionInState: Double? = nil
    @NullableNumber public var tuitionOutOfState: Double? = nil
    /// Academic year of the IPEDS prices, e.g. "2023–24".
    @Nullable public var year: String? = nil
    /// Sticker price by residency.
    @Nullable public var sticker: ResidencyPrices? = nil
    /// Tuition and fees by residency.
    @Nullable public var tuitionFees: ResidencyPrices? = nil
    /// Share of first-years paying each residency rate.
    @Nullable public var residency: ResidencyPrices? = nil
    /// Books, room and board, other expenses.
    @Nullable public var components: Components? = nil
    /// Average net price for first-years with grants.
    @NullableNumber public var aidedNetPrice: Double? = nil
    /// Pieces of the all-student estimate.
    @Nullable public var breakdown: Breakdown? = nil
    /// Estimated average paid by all first-years.
    @NullableNumber public var avgPaidAll: Double? = nil
    /// `guarantee`, `prepaid`, `payment_plan`, `other` (kept as written).
    @Nullable public var tuitionPlans: [String]? = nil
    @Nullable public var promiseProgram: Bool? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case avgNetPrice = "avg_net_price"
        case netPriceByIncome = "net_price_by_income"
        case costOfAttendance = "cost_of_attendance"
        case tuitionInState = "tuition_in_state"
        case tuitionOutOfState = "tuition_out_of_state"
        case year, sticker
        case tuitionFees = "tuition_fees"
        case residency, components
        case aidedNetPrice = "aided_net_price"
        case breakdown
        case avgPaidAll = "avg_paid_all"
        case tuitionPlans = "tuition_plans"
        case promiseProgram = "promise_program"
    }

    /// Values for in-district, in-state and out-of-state students.
    public struct ResidencyPrices: Sendable, Hashable, Codable {
        @NullableNumber public var inDistrict: Double? = nil
        @NullableNumber public var inState: Double? = nil
        @NullableNumber public var outOfState: Double? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case inDistrict = "in_district"
            case inState = "in_state"
            case outOfState = "out_of_state"
        }
    }

    /// Sticker items beyond tuition.
    public struct Components: Sendable, Hashable, Codable {
        @NullableNumber public var books: Double? = nil
        @NullableNumber public var roomBoard: Double? = nil
        @NullableNumber public var other: Double? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case books
            case roomBoard = "room_board"
            case other
        }
    }

    /// `full_price = tuition_fees + books + room_board + other`; `avg_paid_all = full_price − grant_per_student`.
    public struct Breakdown: Sendable, Hashable, Codable {
        @NullableNumber public var tuitionFees: Double? = nil
        @NullableNumber public var books: Double? = nil
        @NullableNumber public var roomBoard: Double? = nil
        @NullableNumber public var other: Double? = nil
        @NullableNumber public var fullPrice: Double? = nil
        @NullableNumber public var grantPerStudent: Double? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case tuitionFees = "tuition_fees"
            case books
            case roomBoard = "room_board"
            case other
            case fullPrice = "full_price"
            case grantPerStudent = "grant_per_student"
        }
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension SchoolCost: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $avgNetPrice = try object.nullable(CodingKeys.avgNetPrice)
        $netPriceByIncome = try object.nullable(CodingKeys.netPriceByIncome)
        $costOfAttendance = try object.nullable(CodingKeys.costOfAttendance)
        $tuitionInState = try object.nullable(CodingKeys.tuitionInState)
        $tuitionOutOfState = try object.nullable(CodingKeys.tuitionOutOfState)
        $year = try object.nullable(CodingKeys.year)
        $sticker = try object.nullable(CodingKeys.sticker)
        $tuitionFees = try object.nullable(CodingKeys.tuitionFees)
        $residency = try object.nullable(CodingKeys.residency)
        $components = try object.nullable(CodingKeys.components)
        $aidedNetPrice = try object.nullable(CodingKeys.aidedNetPrice)
        $breakdown = try object.nullable(CodingKeys.breakdown)
        $avgPaidAll = try object.nullable(CodingKeys.avgPaidAll)
        $tuitionPlans = try object.nullable(CodingKeys.tuitionPlans)
        $promiseProgram = try object.nullable(CodingKeys.promiseProgram)
    }
}

extension SchoolCost.ResidencyPrices: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $inDistrict = try object.nullable(CodingKeys.inDistrict)
        $inState = try object.nullable(CodingKeys.inState)
        $outOfState = try object.nullable(CodingKeys.outOfState)
    }
}

extension SchoolCost.Components: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $books = try object.nullable(CodingKeys.books)
        $roomBoard = try object.nullable(CodingKeys.roomBoard)
        $other = try object.nullable(CodingKeys.other)
    }
}

extension SchoolCost.Breakdown: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $tuitionFees = try object.nullable(CodingKeys.tuitionFees)
        $books = try object.nullable(CodingKeys.books)
        $roomBoard = try object.nullable(CodingKeys.roomBoard)
        $other = try object.nullable(CodingKeys.other)
        $fullPrice = try object.nullable(CodingKeys.fullPrice)
        $grantPerStudent = try object.nullable(CodingKeys.grantPerStudent)
    }
}
