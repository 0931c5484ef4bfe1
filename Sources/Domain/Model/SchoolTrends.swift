/// Ten-year changes baked into the record (`school.trends`); each key present only when computed.
public struct SchoolTrends: Sendable, Hashable, Codable {
    @Omittable public var avgPaidAll: TrendSummary? = nil
    @Omittable public var fullPrice: TrendSummary? = nil
    @Omittable public var acceptanceRate: TrendSummary? = nil
    @Omittable public var applicants: TrendSummary? = nil
    @Omittable public var undergrads: TrendSummary? = nil
    @Omittable public var grantPct: TrendSummary? = nil
    @Omittable public var menShare: TrendSummary? = nil
    @Omittable public var federalLoanRate: TrendSummary? = nil
    /// Change in the Simpson diversity index.
    @Omittable public var diversity: TrendSummary? = nil
    /// Change in the Pell graduation gap (points), by entering class.
    @Omittable public var pellGap: TrendSummary? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case avgPaidAll = "avg_paid_all"
        case fullPrice = "full_price"
        case acceptanceRate = "acceptance_rate"
        case applicants, undergrads
        case grantPct = "grant_pct"
        case menShare = "men_share"
        case federalLoanRate = "federal_loan_rate"
        case diversity
        case pellGap = "pell_gap"
    }
}

/// One measure's change over the default window: start year, start and end values, and the change
/// (relative, or the difference for shares).
public struct TrendSummary: Sendable, Hashable, Codable {
    @Nullable public var since: Int? = nil
    @NullableNumber public var from: Double? = nil
    @NullableNumber public var to: Double? = nil
    @NullableNumber public var change: Double? = nil

    public init() {}

    public init(since: Int?, from: Double?, to: Double?, change: Double?) {
        self.since = since
        self.from = from
        self.to = to
        self.change = change
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension SchoolTrends: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $avgPaidAll = try object.omittable(CodingKeys.avgPaidAll)
        $fullPrice = try object.omittable(CodingKeys.fullPrice)
        $acceptanceRate = try object.omittable(CodingKeys.acceptanceRate)
        $applicants = try object.omittable(CodingKeys.applicants)
        $undergrads = try object.omittable(CodingKeys.undergrads)
        $grantPct = try object.omittable(CodingKeys.grantPct)
        $menShare = try object.omittable(CodingKeys.menShare)
        $federalLoanRate = try object.omittable(CodingKeys.federalLoanRate)
        $diversity = try object.omittable(CodingKeys.diversity)
        $pellGap = try object.omittable(CodingKeys.pellGap)
    }
}

extension TrendSummary: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $since = try object.nullable(CodingKeys.since)
        $from = try object.nullable(CodingKeys.from)
        $to = try object.nullable(CodingKeys.to)
        $change = try object.nullable(CodingKeys.change)
    }
}
