/// Values computed from one college's record (screens-map §0.2, dataset-map §5.1).
///
/// Every function is pure and returns `nil` when an input is unreported, never a stand-in zero. The metric registry
/// (``MetricKey``) reads through these, so ranks, medians and screens all agree on one definition.
public enum Derived {
    /// Both sexes need this many applicants before their admit rates are compared.
    public static let bySexMinApplicants: Double = 200
    /// Both sexes need this many applicants before the size of the gap is ranked ("Known for").
    public static let gapSizeMinApplicants: Double = 1_000
    /// Fewer applicants than this and no acceptance rate is computed.
    public static let rateMinApplicants: Double = 10
    /// Applicants needed at both ends of the window for an applications or admit-rate change.
    public static let changeMinApplicants: Double = 200
    /// Undergraduates needed at both ends of the window for size, men's-share and borrowing changes.
    public static let changeMinUndergrads: Double = 300
    /// Undergraduates needed for the large-college borrowing rate.
    public static let loanRateMinUndergrads: Double = 1_000
    /// First-years needed for the large-class out-of-state share.
    public static let nationalMinFirstYears: Double = 500
    /// A Pell graduation gap wider than this either way is treated as a reporting problem.
    public static let maxPlausiblePellGap: Double = 0.4

    /// `Math.round(v × 10⁴) / 10⁴`: four decimals, ties toward +∞ as the site rounds.
    static func round4(_ v: Double) -> Double {
        JSNumber.round(v * 10_000) / 10_000
    }

    /// JavaScript truthiness of a count: present and neither zero nor NaN.
    static func truthy(_ v: Double?) -> Bool {
        guard let v else { return false }
        return v != 0 && !v.isNaN
    }
}
