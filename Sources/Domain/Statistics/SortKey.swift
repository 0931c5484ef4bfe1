/// Ascending or descending.
public enum SortDirection: String, Sendable, Hashable, CaseIterable, Codable {
    case asc, desc
}

/// The Explore sort keys (screens-map §1.2). The raw value is the URL's `sortBy` value.
///
/// `distance` and `price_at` depend on the request (home ZIP, family income); their value comes from the caller
/// (see ``DatasetStatistics/sort(_:by:direction:value:)``).
public enum SortKey: String, Sendable, Hashable, CaseIterable, Codable {
    case applicants, name
    case acceptanceRate = "acceptance_rate"
    case enrollment, sat, pell
    case firstGen = "first_gen"
    case diversity
    case avgCost = "avg_cost"
    case aidGenerosity = "aid_generosity"
    case netPrice = "net_price"
    case earnings
    case gradRate = "grad_rate"
    case avgCostChange = "avg_cost_change"
    case admitRateChange = "admit_rate_change"
    case sizeChange = "size_change"
    case appsChange = "apps_change"
    case diversityChange = "diversity_change"
    case menShare = "men_share"
    case partTime = "part_time"
    case menShareChange = "men_share_change"
    case admitGap = "admit_gap"
    case loanRate = "loan_rate"
    case loanRateChange = "loan_rate_change"
    case studentFaculty = "student_faculty"
    case completion8yr = "completion_8yr"
    case completion4yr = "completion_4yr"
    case pellGap = "pell_gap"
    case pellGapChange = "pell_gap_change"
    case fullTimeFaculty = "full_time_faculty"
    case outOfState = "out_of_state"
    case transferShare = "transfer_share"
    case instructionSpending = "instruction_spending"
    case endowmentPerStudent = "endowment_per_student"
    case bachelors
    case distance
    case priceAt = "price_at"

    /// The metric whose getter sorts this key; nil for `name`, `admit_rate_change` (no registry metric) and the
    /// request-dependent keys.
    public var metric: MetricKey? {
        switch self {
        case .applicants: .applicants
        case .name, .admitRateChange, .distance, .priceAt: nil
        case .acceptanceRate: .acceptance
        case .enrollment: .enrollment
        case .sat: .sat
        case .pell: .pell
        case .firstGen: .firstGen
        case .diversity: .diversity
        case .avgCost: .avgCost
        case .aidGenerosity: .aidGenerosity
        case .netPrice: .netPrice
        case .earnings: .earnings
        case .gradRate: .gradRate
        case .avgCostChange: .avgCostChange
        case .sizeChange: .sizeChange
        case .appsChange: .applicantsChange
        case .diversityChange: .diversityChange
        case .menShare: .menShare
        case .partTime: .partTime
        case .menShareChange: .menShareChange
        case .admitGap: .admitGap
        case .loanRate: .loanRate
        case .loanRateChange: .loanRateChange
        case .studentFaculty: .studentFaculty
        case .completion8yr: .completion8
        case .completion4yr: .completion4
        case .pellGap: .pellGap
        case .pellGapChange: .pellGapChange
        case .fullTimeFaculty: .facultyFullTime
        case .outOfState: .outOfState
        case .transferShare: .transferShare
        case .instructionSpending: .financesInstruction
        case .endowmentPerStudent: .endowmentFasb
        case .bachelors: .bachelors
        }
    }

    /// The number this key sorts a college by; nil sorts last. `name` and the request-dependent keys return nil.
    public func value(of s: School) -> Double? {
        if self == .admitRateChange { return Derived.admitRateChange(s) }
        return metric?.value(of: s)
    }

    /// True for keys whose value depends on the request (`distance`, `price_at`).
    public var needsRequestValue: Bool {
        self == .distance || self == .priceAt
    }

    /// The direction used when the URL gives none: descending for `applicants`, ascending for every other key.
    public var defaultDirection: SortDirection {
        self == .applicants ? .desc : .asc
    }

    /// The direction the sort menu writes for this option (the "natural" reading: most applied-to, lowest cost,
    /// fastest growth …). Keys whose menu label was not recovered use the direction their meaning suggests.
    public var naturalDirection: SortDirection {
        switch self {
        case .name, .acceptanceRate, .avgCost, .netPrice, .avgCostChange, .admitRateChange, .partTime,
             .menShareChange, .loanRate, .loanRateChange, .studentFaculty, .pellGap, .pellGapChange, .distance,
             .priceAt:
            .asc
        default:
            .desc
        }
    }
}
