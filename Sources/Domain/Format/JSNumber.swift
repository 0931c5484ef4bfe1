/// JavaScript's number built-ins, reproduced exactly, so the server prints what the site prints.
///
/// Every site format is one of these applied to a `Double`: `Math.round`, `Number.prototype.toFixed`,
/// `String(number)`, `toLocaleString("en-US")` and `Intl.NumberFormat("en-US", {notation: "compact",
/// maximumFractionDigits: 1})`. Swift's own rounding and `String(format:)` differ from them on ties, so none of
/// them is used here.
///
/// ```swift
/// JSNumber.round(-2.5)          // -2.0 (ties go toward +∞)
/// JSNumber.toFixed(1.005, 2)    // "1.00" (the double is just below 1.005)
/// JSNumber.localeString(-1234)  // "-1,234"
/// JSNumber.compact(999_950)     // "1M"
/// ```
public enum JSNumber {
    /// `Math.round(x)`: the nearest integer, ties toward +∞; −0.5 ≤ x < 0 gives −0; NaN and ±∞ pass through.
    public static func round(_ x: Double) -> Double {
        guard x.isFinite else { return x }
        let floor = x.rounded(.down)
        if floor == x { return x }
        // x − floor(x) is exact for every non-integer double.
        let r = x - floor >= 0.5 ? floor + 1 : floor
        return r == 0 && x < 0 ? -0.0 : r
    }

    /// `String(x)` (`Number::toString`): shortest round-trip digits, plain notation from 1e-6 up to 1e21,
    /// exponent notation (`1e+21`, `1.5e-7`) outside it; `"NaN"`, `"Infinity"`, and `"0"` for both zeros.
    public static func string(_ x: Double) -> String {
        if x.isNaN { return "NaN" }
        if x.isInfinite { return x < 0 ? "-Infinity" : "Infinity" }
        if x == 0 { return "0" }
        let d = ShortestDecimal(x)
        let sign = x < 0 ? "-" : ""
        let k = d.digits.count
        let n = d.point
        let all = String(d.digits.map { Character(Unicode.Scalar(48 + $0)) })
        if k <= n && n <= 21 {
            return sign + all + String(repeating: "0", count: n - k)
        }
        if 0 < n && n <= 21 {
            let cut = all.index(all.startIndex, offsetBy: n)
            return sign + all[..<cut] + "." + all[cut...]
        }
        if -6 < n && n <= 0 {
            return sign + "0." + String(repeating: "0", count: -n) + all
        }
        let e = n - 1
        let exp = (e < 0 ? "e-" : "e+") + String(e.magnitude)
        if k == 1 { return sign + all + exp }
        let first = all.index(after: all.startIndex)
        return sign + all[..<first] + "." + all[first...] + exp
    }

    /// `x.toFixed(digits)`: rounds the exact binary value to `digits` places, ties away from zero, and keeps
    /// the minus sign of a negative value that rounds to zero (`-0.001` → `"-0.00"`, but `-0` → `"0.00"`).
    /// At 1e21 and beyond it returns ``string(_:)``, as JavaScript does.
    ///
    /// - Parameter digits: 0…100, JavaScript's accepted range (clamped).
    public static func toFixed(_ x: Double, _ digits: Int) -> String {
        let f = min(max(digits, 0), 100)
        if x.isNaN { return "NaN" }
        if x.magnitude >= 1e21 || x.isInfinite { return string(x) }
        let sign = x < 0 ? "-" : ""
        var m = ExactFixed.scaledDigits(x.magnitude, fractionDigits: f)
        if f > 0 {
            if m.count <= f { m = String(repeating: "0", count: f + 1 - m.count) + m }
            let cut = m.index(m.endIndex, offsetBy: -f)
            m = m[..<cut] + "." + m[cut...]
        }
        return sign + m
    }

    /// `x.toLocaleString("en-US")`: grouped with commas, at most three decimals rounded half away from zero on
    /// the shortest decimal, `-` for negatives (including `"-0"`), `"∞"` for infinity.
    public static func localeString(_ x: Double) -> String {
        if x.isNaN { return "NaN" }
        if x.isInfinite { return x < 0 ? "-∞" : "∞" }
        var d = ShortestDecimal(x)
        d.round(fractionDigits: 3)
        return (d.negative ? "-" : "") + d.plainText(minimumGroupingDigits: 1)
    }

    /// `x.toLocaleString("en-US", {minimumFractionDigits: n, maximumFractionDigits: n})`: as ``localeString(_:)``
    /// with exactly `n` decimals, rounded half away from zero on the shortest decimal (`123.44999999999999` →
    /// `"123.4"` for one decimal) and padded with zeros (`710` → `"710.0"`).
    public static func localeString(_ x: Double, fractionDigits n: Int) -> String {
        if x.isNaN { return "NaN" }
        if x.isInfinite { return x < 0 ? "-∞" : "∞" }
        var d = ShortestDecimal(x)
        d.round(fractionDigits: n)
        let fraction = d.fractionText
        let padded = fraction + String(repeating: "0", count: max(0, n - fraction.count))
        let integer = d.integerText(minimumGroupingDigits: 1)
        return (d.negative ? "-" : "") + (n > 0 ? integer + "." + padded : integer)
    }

    /// `Intl.NumberFormat("en-US", {notation: "compact", maximumFractionDigits: 1}).format(x)`.
    ///
    /// Under 1,000 the number keeps at most one decimal (`906`, `0.7`); from there it is scaled to thousands
    /// (`K`), millions (`M`), billions (`B`) or trillions (`T`, also used past 999T: `1000T`, `10,000T`), with
    /// at most one decimal, rounded half away from zero on the shortest decimal (`1250` → `1.3K`). A value that
    /// rounds up into the next unit takes it (`999,950` → `1M`, `999.95` → `1K`). Negatives use `-`, including a
    /// negative value that rounds to zero (`-0.04` → `"-0"`).
    public static func compact(_ x: Double) -> String {
        if x.isNaN { return "NaN" }
        if x.isInfinite { return x < 0 ? "-∞" : "∞" }
        var d = ShortestDecimal(x)
        var unit = 0
        if !d.isZero {
            let magnitude = d.magnitude
            unit = compactUnit(forMagnitude: magnitude)
            d.shift(by: -3 * unit)
            d.round(fractionDigits: 1)
            if !d.isZero && d.magnitude != magnitude - 3 * unit {
                let bumped = compactUnit(forMagnitude: magnitude + 1)
                if bumped != unit {
                    // Re-round from the scaled value: 999.95K → 1000.0K becomes 1.0M.
                    d = ShortestDecimal(x)
                    d.shift(by: -3 * bumped)
                    d.round(fractionDigits: 1)
                    unit = bumped
                }
            }
        } else {
            d.round(fractionDigits: 1)
        }
        let suffix = ["", "K", "M", "B", "T"][unit]
        return (d.negative ? "-" : "") + d.plainText(minimumGroupingDigits: 2) + suffix
    }

    /// 0 (none), 1 (K), 2 (M), 3 (B) or 4 (T) for a power of ten.
    private static func compactUnit(forMagnitude magnitude: Int) -> Int {
        magnitude < 3 ? 0 : min(magnitude, 14) / 3
    }
}
