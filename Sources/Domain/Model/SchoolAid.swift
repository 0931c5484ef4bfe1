/// Financial aid for full-time first-time undergraduates (`school.aid`, IPEDS SFA). Shares are 0–1.
public struct SchoolAid: Sendable, Hashable, Codable {
    /// Students in the aid cohort.
    @NullableNumber public var cohort: Double? = nil
    @NullableNumber public var anyAidPct: Double? = nil
    @NullableNumber public var grantPct: Double? = nil
    @NullableNumber public var grantAvg: Double? = nil
    @NullableNumber public var grantCount: Double? = nil
    @NullableNumber public var grantTotal: Double? = nil
    @NullableNumber public var institutionalPct: Double? = nil
    @NullableNumber public var institutionalAvg: Double? = nil
    @NullableNumber public var pellPct: Double? = nil
    @NullableNumber public var pellAvg: Double? = nil
    @NullableNumber public var statePct: Double? = nil
    @NullableNumber public var loanPct: Double? = nil
    @NullableNumber public var loanAvg: Double? = nil
    /// Federal-aid recipients by family income band (five bands).
    @Nullable public var byIncome: ByIncome? = nil
    /// Common Data Set section H detail (hand-imported).
    @Omittable public var cds: CdsAid? = nil
    /// The hand-imported CDS aid a newer record replaced.
    @Omittable public var cdsPrevious: CdsAidPrevious? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case cohort
        case anyAidPct = "any_aid_pct"
        case grantPct = "grant_pct"
        case grantAvg = "grant_avg"
        case grantCount = "grant_count"
        case grantTotal = "grant_total"
        case institutionalPct = "institutional_pct"
        case institutionalAvg = "institutional_avg"
        case pellPct = "pell_pct"
        case pellAvg = "pell_avg"
        case statePct = "state_pct"
        case loanPct = "loan_pct"
        case loanAvg = "loan_avg"
        case byIncome = "by_income"
        case cds
        case cdsPrevious = "cds_previous"
    }

    /// Five-band arrays; entries may be null.
    public struct ByIncome: Sendable, Hashable, Codable {
        @Nullable public var counts: [Double?]? = nil
        @Nullable public var avgGrant: [Double?]? = nil
        @Nullable public var granted: [Double?]? = nil
        @Nullable public var totalGrants: [Double?]? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case counts
            case avgGrant = "avg_grant"
            case granted
            case totalGrants = "total_grants"
        }
    }

    /// CDS H2/H2A figures for full-time undergraduates.
    public struct CdsAid: Sendable, Hashable, Codable {
        @NullableNumber public var undergrads: Double? = nil
        @NullableNumber public var appliedNeed: Double? = nil
        @NullableNumber public var hasNeed: Double? = nil
        @NullableNumber public var needFullyMet: Double? = nil
        /// Average share of need met, 0–1.
        @NullableNumber public var pctNeedMet: Double? = nil
        @NullableNumber public var avgPackage: Double? = nil
        @NullableNumber public var avgNeedGrant: Double? = nil
        @NullableNumber public var avgNeedLoan: Double? = nil
        @NullableNumber public var meritNoNeed: Double? = nil
        @NullableNumber public var meritAvg: Double? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case undergrads
            case appliedNeed = "applied_need"
            case hasNeed = "has_need"
            case needFullyMet = "need_fully_met"
            case pctNeedMet = "pct_need_met"
            case avgPackage = "avg_package"
            case avgNeedGrant = "avg_need_grant"
            case avgNeedLoan = "avg_need_loan"
            case meritNoNeed = "merit_no_need"
            case meritAvg = "merit_avg"
        }
    }

    /// A replaced `aid.cds` with the document it came from.
    public struct CdsAidPrevious: Sendable, Hashable, Codable {
        @Nullable public var edition: String? = nil
        @Nullable public var url: String? = nil
        @Nullable public var values: CdsAid? = nil

        public init() {}
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension SchoolAid: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $cohort = try object.nullable(CodingKeys.cohort)
        $anyAidPct = try object.nullable(CodingKeys.anyAidPct)
        $grantPct = try object.nullable(CodingKeys.grantPct)
        $grantAvg = try object.nullable(CodingKeys.grantAvg)
        $grantCount = try object.nullable(CodingKeys.grantCount)
        $grantTotal = try object.nullable(CodingKeys.grantTotal)
        $institutionalPct = try object.nullable(CodingKeys.institutionalPct)
        $institutionalAvg = try object.nullable(CodingKeys.institutionalAvg)
        $pellPct = try object.nullable(CodingKeys.pellPct)
        $pellAvg = try object.nullable(CodingKeys.pellAvg)
        $statePct = try object.nullable(CodingKeys.statePct)
        $loanPct = try object.nullable(CodingKeys.loanPct)
        $loanAvg = try object.nullable(CodingKeys.loanAvg)
        $byIncome = try object.nullable(CodingKeys.byIncome)
        $cds = try object.omittable(CodingKeys.cds)
        $cdsPrevious = try object.omittable(CodingKeys.cdsPrevious)
    }
}

extension SchoolAid.ByIncome: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $counts = try object.nullable(CodingKeys.counts)
        $avgGrant = try object.nullable(CodingKeys.avgGrant)
        $granted = try object.nullable(CodingKeys.granted)
        $totalGrants = try object.nullable(CodingKeys.totalGrants)
    }
}

extension SchoolAid.CdsAid: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $undergrads = try object.nullable(CodingKeys.undergrads)
        $appliedNeed = try object.nullable(CodingKeys.appliedNeed)
        $hasNeed = try object.nullable(CodingKeys.hasNeed)
        $needFullyMet = try object.nullable(CodingKeys.needFullyMet)
        $pctNeedMet = try object.nullable(CodingKeys.pctNeedMet)
        $avgPackage = try object.nullable(CodingKeys.avgPackage)
        $avgNeedGrant = try object.nullable(CodingKeys.avgNeedGrant)
        $avgNeedLoan = try object.nullable(CodingKeys.avgNeedLoan)
        $meritNoNeed = try object.nullable(CodingKeys.meritNoNeed)
        $meritAvg = try object.nullable(CodingKeys.meritAvg)
    }
}

extension SchoolAid.CdsAidPrevious: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $edition = try object.nullable(CodingKeys.edition)
        $url = try object.nullable(CodingKeys.url)
        $values = try object.nullable(CodingKeys.values)
    }
}
