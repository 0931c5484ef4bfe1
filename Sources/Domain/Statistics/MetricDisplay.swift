public import QuadAPIModels

/// How a metric's number is written when the site prints something other than its plain ``FormatKind``.
public enum MetricDisplay: Sendable, Hashable {
    /// The plain format: ``SiteFormat/display(_:as:)``.
    case standard
    /// Signed whole percent: "+12%", "−3%" (relative changes).
    case signedPercent
    /// Signed whole points: "+3 pts", "−13 pts" (differences of shares).
    case signedPoints
    /// Signed two-decimal index change: "+0.06".
    case signedIndex
    /// Unsigned whole points: "13 pts" (the size of a gap).
    case gapPoints
    /// "No gap" or "N pts lower" / "N pts higher" (the Pell graduation gap).
    case pellGap

    /// `value` written this way, with `format` for ``standard``; the en dash when nil.
    public func text(_ value: Double?, format: FormatKind) -> String {
        SiteFormat.display(value, as: formatKind(format))
    }

    /// The wire format a value printed this way carries, so its display is `formatBy(kind, value)`.
    public func formatKind(_ format: FormatKind) -> FormatKind {
        switch self {
        case .standard: format
        case .signedPercent: .signedPct
        case .signedPoints: .signedPts
        case .signedIndex: .signedFixed2
        case .gapPoints: .gapPts
        case .pellGap: .pellGap
        }
    }
}
