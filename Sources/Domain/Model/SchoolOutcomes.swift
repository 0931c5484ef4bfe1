/// What happens after enrolling (`school.outcomes`). Rates are 0–1; money is dollars.
public struct SchoolOutcomes: Sendable, Hashable, Codable {
    @NullableNumber public var medianEarnings10yr: Double? = nil
    @NullableNumber public var medianEarnings6yr: Double? = nil
    @NullableNumber public var graduationRate: Double? = nil
    @NullableNumber public var retentionRate: Double? = nil
    @NullableNumber public var medianDebt: Double? = nil
    @NullableNumber public var monthlyLoanPayment: Double? = nil
    @NullableNumber public var federalLoanRate: Double? = nil
    @NullableNumber public var medianDebtPell: Double? = nil
    @NullableNumber public var medianDebtNoPell: Double? = nil
    @Nullable public var medianDebtByIncome: DebtByIncome? = nil
    /// Borrower status three years into repayment.
    @Nullable public var repayment3yr: Repayment? = nil
    /// Eight-year outcomes by entering group (IPEDS Outcome Measures).
    @Nullable public var eightYear: EightYearOutcomes? = nil
    @NullableNumber public var gradRatePell: Double? = nil
    @NullableNumber public var gradRateLoanNoPell: Double? = nil
    @NullableNumber public var gradRateNoPellNoLoan: Double? = nil
    @NullableNumber public var gradRateFTFT: Double? = nil
    /// Cohort sizes behind the graduation-by-group rates.
    @Nullable public var gradCohorts: GradCohorts? = nil
    @Nullable public var gradRateByRace: RaceGroupValues? = nil
    @Nullable public var gradCohortsByRace: RaceGroupValues? = nil
    /// Federal outcomes a newer CDS cohort replaced (present only then).
    @Omittable public var federal: FederalOutcomes? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case medianEarnings10yr = "median_earnings_10yr"
        case medianEarnings6yr = "median_earnings_6yr"
        case graduationRate = "graduation_rate"
        case retentionRate = "retention_rate"
        case medianDebt = "median_debt"
        case monthlyLoanPayment = "monthly_loan_payment"
        case federalLoanRate = "federal_loan_rate"
        case medianDebtPell = "median_debt_pell"
        case medianDebtNoPell = "median_debt_no_pell"
        case medianDebtByIncome = "median_debt_by_income"
        case repayment3yr = "repayment_3yr"
        case eightYear = "eight_year"
        case gradRatePell = "grad_rate_pell"
        case gradRateLoanNoPell = "grad_rate_loan_no_pell"
        case gradRateNoPellNoLoan = "grad_rate_no_pell_no_loan"
        case gradRateFTFT = "grad_rate_ftft"
        case gradCohorts = "grad_cohorts"
        case gradRateByRace = "grad_rate_by_race"
        case gradCohortsByRace = "grad_cohorts_by_race"
        case federal
    }

    /// Median debt by family income band.
    public struct DebtByIncome: Sendable, Hashable, Codable {
        @NullableNumber public var low: Double? = nil
        @NullableNumber public var mid: Double? = nil
        @NullableNumber public var high: Double? = nil

        public init() {}
    }

    /// Repayment status shares (each a ``ShareBand``); statuses may be missing.
    public struct Repayment: Sendable, Hashable, Codable {
        @Omittable public var paidInFull: ShareBand? = nil
        @Omittable public var makingProgress: ShareBand? = nil
        @Omittable public var notMakingProgress: ShareBand? = nil
        @Omittable public var deferment: ShareBand? = nil
        @Omittable public var forbearance: ShareBand? = nil
        @Omittable public var delinquent: ShareBand? = nil
        /// The `default` status.
        @Omittable public var defaulted: ShareBand? = nil
        @Omittable public var discharged: ShareBand? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case paidInFull = "paid_in_full"
            case makingProgress = "making_progress"
            case notMakingProgress = "not_making_progress"
            case deferment, forbearance, delinquent
            case defaulted = "default"
            case discharged
        }
    }

    /// Adjusted cohorts of the Pell/loan groups.
    public struct GradCohorts: Sendable, Hashable, Codable {
        @NullableNumber public var pell: Double? = nil
        @NullableNumber public var loanNoPell: Double? = nil
        @NullableNumber public var noPellNoLoan: Double? = nil
        @NullableNumber public var total: Double? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case pell
            case loanNoPell = "loan_no_pell"
            case noPellNoLoan = "no_pell_no_loan"
            case total
        }
    }

    /// One number per race/ethnicity group (graduation rates or cohorts).
    public struct RaceGroupValues: Sendable, Hashable, Codable {
        @NullableNumber public var white: Double? = nil
        @NullableNumber public var asian: Double? = nil
        @NullableNumber public var hispanic: Double? = nil
        @NullableNumber public var black: Double? = nil
        @NullableNumber public var twoOrMore: Double? = nil
        @NullableNumber public var international: Double? = nil
        @NullableNumber public var aian: Double? = nil
        @NullableNumber public var nhpi: Double? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case white, asian, hispanic, black
            case twoOrMore = "two_or_more"
            case international, aian, nhpi
        }
    }

    /// Federal retention and graduation a newer CDS cohort replaced (`outcomes.federal`).
    public struct FederalOutcomes: Sendable, Hashable, Codable {
        @Omittable public var retention: Retention? = nil
        @Omittable public var graduation: Graduation? = nil

        public init() {}

        /// The replaced retention rate.
        public struct Retention: Sendable, Hashable, Codable {
            @Nullable public var enteringYear: Int? = nil
            @NullableNumber public var retentionRate: Double? = nil

            public init() {}

            enum CodingKeys: String, CodingKey {
                case enteringYear = "entering_year"
                case retentionRate = "retention_rate"
            }
        }

        /// The replaced graduation-by-group class.
        public struct Graduation: Sendable, Hashable, Codable {
            @Nullable public var enteringYear: Int? = nil
            @NullableNumber public var gradRatePell: Double? = nil
            @NullableNumber public var gradRateLoanNoPell: Double? = nil
            @NullableNumber public var gradRateNoPellNoLoan: Double? = nil
            @NullableNumber public var gradRateFTFT: Double? = nil
            @Nullable public var gradCohorts: GradCohorts? = nil

            public init() {}

            enum CodingKeys: String, CodingKey {
                case enteringYear = "entering_year"
                case gradRatePell = "grad_rate_pell"
                case gradRateLoanNoPell = "grad_rate_loan_no_pell"
                case gradRateNoPellNoLoan = "grad_rate_no_pell_no_loan"
                case gradRateFTFT = "grad_rate_ftft"
                case gradCohorts = "grad_cohorts"
            }
        }
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension SchoolOutcomes: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $medianEarnings10yr = try object.nullable(CodingKeys.medianEarnings10yr)
        $medianEarnings6yr = try object.nullable(CodingKeys.medianEarnings6yr)
        $graduationRate = try object.nullable(CodingKeys.graduationRate)
        $retentionRate = try object.nullable(CodingKeys.retentionRate)
        $medianDebt = try object.nullable(CodingKeys.medianDebt)
        $monthlyLoanPayment = try object.nullable(CodingKeys.monthlyLoanPayment)
        $federalLoanRate = try object.nullable(CodingKeys.federalLoanRate)
        $medianDebtPell = try object.nullable(CodingKeys.medianDebtPell)
        $medianDebtNoPell = try object.nullable(CodingKeys.medianDebtNoPell)
        $medianDebtByIncome = try object.nullable(CodingKeys.medianDebtByIncome)
        $repayment3yr = try object.nullable(CodingKeys.repayment3yr)
        $eightYear = try object.nullable(CodingKeys.eightYear)
        $gradRatePell = try object.nullable(CodingKeys.gradRatePell)
        $gradRateLoanNoPell = try object.nullable(CodingKeys.gradRateLoanNoPell)
        $gradRateNoPellNoLoan = try object.nullable(CodingKeys.gradRateNoPellNoLoan)
        $gradRateFTFT = try object.nullable(CodingKeys.gradRateFTFT)
        $gradCohorts = try object.nullable(CodingKeys.gradCohorts)
        $gradRateByRace = try object.nullable(CodingKeys.gradRateByRace)
        $gradCohortsByRace = try object.nullable(CodingKeys.gradCohortsByRace)
        $federal = try object.omittable(CodingKeys.federal)
    }
}

extension SchoolOutcomes.DebtByIncome: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $low = try object.nullable(CodingKeys.low)
        $mid = try object.nullable(CodingKeys.mid)
        $high = try object.nullable(CodingKeys.high)
    }
}

extension SchoolOutcomes.Repayment: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $paidInFull = try object.omittable(CodingKeys.paidInFull)
        $makingProgress = try object.omittable(CodingKeys.makingProgress)
        $notMakingProgress = try object.omittable(CodingKeys.notMakingProgress)
        $deferment = try object.omittable(CodingKeys.deferment)
        $forbearance = try object.omittable(CodingKeys.forbearance)
        $delinquent = try object.omittable(CodingKeys.delinquent)
        $defaulted = try object.omittable(CodingKeys.defaulted)
        $discharged = try object.omittable(CodingKeys.discharged)
    }
}

extension SchoolOutcomes.GradCohorts: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $pell = try object.nullable(CodingKeys.pell)
        $loanNoPell = try object.nullable(CodingKeys.loanNoPell)
        $noPellNoLoan = try object.nullable(CodingKeys.noPellNoLoan)
        $total = try object.nullable(CodingKeys.total)
    }
}

extension SchoolOutcomes.RaceGroupValues: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $white = try object.nullable(CodingKeys.white)
        $asian = try object.nullable(CodingKeys.asian)
        $hispanic = try object.nullable(CodingKeys.hispanic)
        $black = try object.nullable(CodingKeys.black)
        $twoOrMore = try object.nullable(CodingKeys.twoOrMore)
        $international = try object.nullable(CodingKeys.international)
        $aian = try object.nullable(CodingKeys.aian)
        $nhpi = try object.nullable(CodingKeys.nhpi)
    }
}

extension SchoolOutcomes.FederalOutcomes: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $retention = try object.omittable(CodingKeys.retention)
        $graduation = try object.omittable(CodingKeys.graduation)
    }
}

extension SchoolOutcomes.FederalOutcomes.Retention: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $enteringYear = try object.nullable(CodingKeys.enteringYear)
        $retentionRate = try object.nullable(CodingKeys.retentionRate)
    }
}

extension SchoolOutcomes.FederalOutcomes.Graduation: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $enteringYear = try object.nullable(CodingKeys.enteringYear)
        $gradRatePell = try object.nullable(CodingKeys.gradRatePell)
        $gradRateLoanNoPell = try object.nullable(CodingKeys.gradRateLoanNoPell)
        $gradRateNoPellNoLoan = try object.nullable(CodingKeys.gradRateNoPellNoLoan)
        $gradRateFTFT = try object.nullable(CodingKeys.gradRateFTFT)
        $gradCohorts = try object.nullable(CodingKeys.gradCohorts)
    }
}
