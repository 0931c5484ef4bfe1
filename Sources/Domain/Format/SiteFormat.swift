public import QuadAPIModels

/// The site's number formats: the `display` string of every `Value`, character for character.
///
/// Each format is a JavaScript built-in applied to the number (see ``JSNumber``), so ties, negative zero and
/// separators come out exactly as the site prints them. A missing number prints ``missing`` (an en dash).
///
/// ```swift
/// SiteFormat.display(0.0522, as: .pctSmart)  // "5.2%"
/// SiteFormat.display(-1234, as: .money)      // "$-1,234"
/// SiteFormat.display(nil, as: .num)          // "–"
/// ```
public enum SiteFormat {
    /// What a missing value prints: an en dash (U+2013), never "0".
    public static let missing = "\u{2013}"

    /// What the components that print an em dash for a missing number print (U+2014): the Power 4 cards, the
    /// conference and states tables.
    public static let emDash = "\u{2014}"

    /// What a distribution strip prints for a college that does not report its measure (DistributionStrip).
    public static let notReported = "Not reported"

    /// The minus sign of signed changes and points (U+2212), distinct from the hyphen `-` of plain negatives.
    public static let minusSign = "\u{2212}"

    /// Whether `display` is how the site prints `value` in `kind`: `formatBy` for a number; for a missing one, the
    /// dash its component draws (``missing``, or ``emDash`` where the component prints that), or ``notReported``
    /// on a distribution strip.
    public static func prints(_ display: String, _ value: Double?, as kind: FormatKind) -> Bool {
        value == nil ? display == missing || display == emDash || display == notReported
            : display == self.display(value, as: kind)
    }

    /// `value` in the named format; ``missing`` when nil.
    public static func display(_ value: Double?, as kind: FormatKind) -> String {
        guard let v = value else { return missing }
        switch kind {
        case .pct: return pct(v)
        case .pct1: return pct(v, 1)
        case .pctPart: return v > 0 && v < 0.005 ? "<1%" : pct(v)
        case .pctSmart: return pctSmart(v)
        case .int: return int(v)
        case .num: return num(v)
        case .compact: return compact(v)
        case .fixed2: return fixed2(v)
        case .fixed1: return JSNumber.toFixed(v, 1)
        case .money: return money(v)
        case .moneyCompact: return moneyCompact(v)
        case .moneyK: return "$" + JSNumber.string(JSNumber.round(v / 1000)) + "K"
        case .ratio: return ratio(v)
        case .ratioTenth: return (v.isFinite && v.rounded() == v ? JSNumber.string(v) : JSNumber.toFixed(v, 1)) + " to 1"
        case .ratio1: return JSNumber.toFixed(v, 1) + ":1"
        case .pts: return points(v)
        case .signedPct: return signedPercent(v)
        case .signedPct1: return signedPercent1(v)
        case .signedPctZeroPlus: return (v < 0 ? "\u{2212}" : "+") + JSNumber.string(JSNumber.round(v.magnitude * 100)) + "%"
        case .plusPct: return (v > 0 ? "+" : "") + JSNumber.string(JSNumber.round(v * 100)) + "%"
        case .changePct: return change(v, measure: .ratio)
        case .signedPts: return signedPoints(v)
        case .signedFixed2: return signedIndex(v)
        case .gapPts: return gapPoints(v)
        case .pellGap: return pellGap(v)
        case .pctRangeLow: return JSNumber.string(JSNumber.round(v * 100))
        case .years: return JSNumber.toFixed(v, 1) + " yrs"
        case .miles: return num(v) + " mi"
        case .oneIn: return "1 in " + int(v)
        }
    }

    /// A share as a percent with `digits` decimals: `pct(0.6603)` → `"66%"`, `pct(0.0349, 1)` → `"3.5%"`.
    public static func pct(_ share: Double, _ digits: Int = 0) -> String {
        JSNumber.toFixed(share * 100, digits) + "%"
    }

    /// One decimal below 10%, none from 10% up: `0.0522` → `"5.2%"`, `0.6603` → `"66%"`. Admit rates use it.
    public static func pctSmart(_ share: Double) -> String {
        share < 0.1 ? pct(share, 1) : pct(share, 0)
    }

    /// Rounded (ties toward +∞), no separators: `1169.6` → `"1170"`.
    public static func int(_ value: Double) -> String {
        JSNumber.string(JSNumber.round(value))
    }

    /// Rounded, with US thousands separators: `11332` → `"11,332"`.
    public static func num(_ value: Double) -> String {
        JSNumber.localeString(JSNumber.round(value))
    }

    /// US compact notation, at most one decimal: `11332` → `"11.3K"`, `1210531` → `"1.2M"`, `906` → `"906"`.
    public static func compact(_ value: Double) -> String {
        JSNumber.compact(value)
    }

    /// Two decimals: `0.5825` → `"0.58"`.
    public static func fixed2(_ value: Double) -> String {
        JSNumber.toFixed(value, 2)
    }

    /// Whole dollars with separators: `28860` → `"$28,860"`; negatives put the sign after the dollar sign
    /// (`"$-1,234"`), as the site does.
    public static func money(_ value: Double) -> String {
        "$" + num(value)
    }

    /// Dollars in compact notation: `24284` → `"$24.3K"`.
    public static func moneyCompact(_ value: Double) -> String {
        "$" + compact(value)
    }

    /// Students per faculty member: `13` → `"13 to 1"`.
    public static func ratio(_ value: Double) -> String {
        int(value) + " to 1"
    }

    /// A difference of two shares in percentage points, signed, one decimal: `-0.023` → `"−2.3 pts"`,
    /// `0.0598` → `"+6.0 pts"`, and `"0.0 pts"` (no sign) when it rounds to zero.
    public static func points(_ difference: Double) -> String {
        let tenths = JSNumber.round(difference * 1000) / 10
        return sign(of: tenths) + JSNumber.toFixed(tenths.magnitude, 1) + " pts"
    }

    /// `"+"` above zero, U+2212 below, nothing for zero (either sign) or NaN.
    static func sign(of v: Double) -> String {
        v > 0 ? "+" : v < 0 ? minusSign : ""
    }
}
