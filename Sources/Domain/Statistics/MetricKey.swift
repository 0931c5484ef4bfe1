/// Every measure a college can be ranked on (screens-map §0.3). The raw value is the site's metric key.
public enum MetricKey: String, Sendable, Hashable, CaseIterable, Codable {
    case acceptance, applicants, yield, sat, act, enrollment, pell, firstGen, diversity
    case avgCost, aidGenerosity, netPrice, earnings, gradRate, debt, bedsPer100
    case loanRate, loanRateLarge, loanRateChange, admitGap, admitGapSize
    case menShare, partTime, adults, studentFaculty, completion4, completion8, transferOut
    case pellGap, pellGapChange, facultyFullTime, facultySalary, outOfState, outOfStateLarge
    case transferShare, bachelors, financesInstruction
    case instructionGasb, instructionFasb, instructionForprofit, endowmentGasb, endowmentFasb
    case applicantsChange, sizeChange, diversityChange, menShareChange, avgCostChange

    /// The college's value of this measure, or nil when it is not reported (or its floor is not met).
    public func value(of s: borrowing School) -> Double? {
        switch self {
        case .acceptance: s.admissions?.acceptanceRate
        case .applicants: s.admissions?.applicants
        case .yield: Derived.yieldRate(s)
        case .sat: Derived.satMid(s)
        case .act: Derived.actMid(s)
        case .enrollment: s.demographics?.undergradEnrollment
        case .pell: s.demographics?.pellGrantPercent
        case .firstGen: s.demographics?.firstGenPercent
        case .diversity: Derived.diversityIndex(s)
        case .avgCost: s.cost?.avgPaidAll
        case .aidGenerosity: Derived.aidGenerosity(s)
        case .netPrice: s.cost?.aidedNetPrice
        case .earnings: s.outcomes?.medianEarnings10yr
        case .gradRate: s.outcomes?.graduationRate
        case .debt: s.outcomes?.medianDebt
        case .bedsPer100: Derived.bedsPer100(s)
        case .loanRate: s.outcomes?.federalLoanRate
        case .loanRateLarge: Derived.loanRateLarge(s)
        case .loanRateChange: Derived.loanRateChange(s)
        case .admitGap: Derived.admitRateGap(s)
        case .admitGapSize: Derived.admitGapSize(s)
        case .menShare: s.demographics?.menShare
        case .partTime: s.demographics?.partTimeShare
        case .adults: s.demographics?.age25PlusShare
        case .studentFaculty: s.academics?.studentFacultyRatio
        case .completion4: Derived.completion4(s)
        case .completion8: Derived.completion8(s)
        case .transferOut: Derived.transferOut(s)
        case .pellGap: Derived.pellGap(s)
        case .pellGapChange: Derived.pellGapChange(s)
        case .facultyFullTime: s.academics?.faculty?.fullTimeShare
        case .facultySalary: s.academics?.faculty?.avgSalary9mo
        case .outOfState: s.demographics?.residence?.outOfState
        case .outOfStateLarge: Derived.outOfStateLarge(s)
        case .transferShare: Derived.transferShare(s)
        case .bachelors: s.academics?.bachelorsAwarded
        case .financesInstruction: s.finances?.instructionPerStudent
        case .instructionGasb: Derived.instructionPerStudent(s, on: .gasb)
        case .instructionFasb: Derived.instructionPerStudent(s, on: .fasb)
        case .instructionForprofit: Derived.instructionPerStudent(s, on: .forprofit)
        case .endowmentGasb: Derived.endowmentPerStudent(s, on: .gasb)
        case .endowmentFasb: Derived.endowmentPerStudent(s, on: .fasb)
        case .applicantsChange: Derived.applicantsChange(s)
        case .sizeChange: Derived.sizeChange(s)
        case .diversityChange: Derived.diversityChange(s)
        case .menShareChange: Derived.menShareChange(s)
        case .avgCostChange: Derived.avgCostChange(s)
        }
    }

    /// Position of the key in ``allCases`` (for column storage).
    public var ordinal: Int {
        switch self {
        case .acceptance: 0
        case .applicants: 1
        case .yield: 2
        case .sat: 3
        case .act: 4
        case .enrollment: 5
        case .pell: 6
        case .firstGen: 7
        case .diversity: 8
        case .avgCost: 9
        case .aidGenerosity: 10
        case .netPrice: 11
        case .earnings: 12
        case .gradRate: 13
        case .debt: 14
        case .bedsPer100: 15
        case .loanRate: 16
        case .loanRateLarge: 17
        case .loanRateChange: 18
        case .admitGap: 19
        case .admitGapSize: 20
        case .menShare: 21
        case .partTime: 22
        case .adults: 23
        case .studentFaculty: 24
        case .completion4: 25
        case .completion8: 26
        case .transferOut: 27
        case .pellGap: 28
        case .pellGapChange: 29
        case .facultyFullTime: 30
        case .facultySalary: 31
        case .outOfState: 32
        case .outOfStateLarge: 33
        case .transferShare: 34
        case .bachelors: 35
        case .financesInstruction: 36
        case .instructionGasb: 37
        case .instructionFasb: 38
        case .instructionForprofit: 39
        case .endowmentGasb: 40
        case .endowmentFasb: 41
        case .applicantsChange: 42
        case .sizeChange: 43
        case .diversityChange: 44
        case .menShareChange: 45
        case .avgCostChange: 46
        }
    }

    /// The metric's registry entry.
    public var definition: MetricDefinition {
        MetricRegistry.definition(self)
    }

    /// The instruction-spending metric that ranks a college against its own accounting form only.
    public static func instruction(on form: FinanceForm) -> MetricKey {
        switch form {
        case .gasb: .instructionGasb
        case .fasb: .instructionFasb
        case .forprofit: .instructionForprofit
        }
    }

    /// The endowment metric of a college's own form; nil for for-profits, which report no endowment.
    public static func endowment(on form: FinanceForm) -> MetricKey? {
        switch form {
        case .gasb: .endowmentGasb
        case .fasb: .endowmentFasb
        case .forprofit: nil
        }
    }
}
