/// How a change over time is measured, which decides how it is written.
public enum ChangeMeasure: String, Sendable, Hashable, Codable, CaseIterable {
    /// Relative change (`to / from − 1`): written as a percent, "+12%".
    case ratio
    /// Difference of two shares: written in percentage points, "+3 pts".
    case points
    /// Difference of a 0–1 index (diversity): written with two decimals, "+0.06".
    case index
}

/// Signed changes. The site writes them in three places with slightly different rules; each has its own
/// function here so a screen can match the page it copies. All use "+" for a rise and U+2212 for a fall.
extension SiteFormat {
    /// Metric-registry percent change: `0.12` → `"+12%"`, `-0.04` → `"−4%"`, no thousands separators
    /// (`12.3456` → `"+1235%"`). The sign follows the unrounded value (`0.004` → `"+0%"`; zero has none).
    public static func signedPercent(_ change: Double) -> String {
        sign(of: change) + JSNumber.string(JSNumber.round(change.magnitude * 100)) + "%"
    }

    /// A relative change with one decimal and thousands separators, sign of the unrounded change: `7.105` →
    /// `"+710.5%"`, `12.3456` → `"+1,234.6%"`, `-0.0004` → `"−0.0%"`.
    public static func signedPercent1(_ change: Double) -> String {
        let tenths = JSNumber.round(change.magnitude * 1000)
        let whole = (tenths / 10).rounded(.down)
        return sign(of: change) + JSNumber.localeString(whole) + "." + JSNumber.string(tenths - whole * 10) + "%"
    }

    /// Metric-registry points change: `0.03` → `"+3 pts"`, `-0.0351` → `"−4 pts"`. Sign from the unrounded value.
    public static func signedPoints(_ change: Double) -> String {
        sign(of: change) + JSNumber.string(JSNumber.round(change.magnitude * 100)) + " pts"
    }

    /// Metric-registry index change: `0.06` → `"+0.06"`. Sign from the unrounded value.
    public static func signedIndex(_ change: Double) -> String {
        sign(of: change) + JSNumber.toFixed(change.magnitude, 2)
    }

    /// Unsigned points: `0.1336` → `"13 pts"` (the size of a gap).
    public static func gapPoints(_ gap: Double) -> String {
        int(gap * 100) + " pts"
    }

    /// The Pell graduation gap (non-Pell rate − Pell rate): `"No gap"` when it rounds to 0 points, else
    /// `"N pts lower"` (Pell students graduate less often) or `"N pts higher"`.
    public static func pellGap(_ gap: Double) -> String {
        if JSNumber.round(gap * 100) == 0 { return "No gap" }
        return JSNumber.string(JSNumber.round(gap.magnitude * 100)) + " pts " + (gap > 0 ? "lower" : "higher")
    }

    /// A history change (the Over time page and ten-year lines): ratio → `"+12%"` with thousands separators
    /// (`"+1,235%"`), points → `"−3 pts"`; index changes are written like ``signedIndex(_:)``. The sign follows
    /// the unrounded change.
    public static func change(_ change: Double, measure: ChangeMeasure) -> String {
        switch measure {
        case .ratio: sign(of: change) + JSNumber.localeString(JSNumber.round(change.magnitude * 100)) + "%"
        case .points: signedPoints(change)
        case .index: signedIndex(change)
        }
    }

    /// A trend indicator's change: like ``change(_:measure:)``, but the sign follows the change rounded to whole
    /// hundredths (`0.004` → `"0%"`, `-0.004` → `"0 pts"`), and ratio and points print the magnitude of that
    /// rounded value (ties toward +∞: `-0.125` → `"−12%"`). Index changes print two decimals (`"+0.06"`).
    public static func indicatorChange(_ change: Double, measure: ChangeMeasure) -> String {
        let hundredths = JSNumber.round(change * 100)
        let s = sign(of: hundredths)
        switch measure {
        case .ratio: return s + JSNumber.localeString(hundredths.magnitude) + "%"
        case .points: return s + JSNumber.string(hundredths.magnitude) + " pts"
        case .index: return s + JSNumber.toFixed(change.magnitude, 2)
        }
    }
}
