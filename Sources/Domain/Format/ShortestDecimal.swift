/// The shortest decimal that reads back as a given `Double`, as digits and a decimal point position.
///
/// JavaScript's `String(number)` and ICU's number formatting (behind `toLocaleString` and `Intl.NumberFormat`)
/// both start from this decimal, not from the exact binary value: `0.45` is the decimal 0.45 even though the
/// double is 0.450000000000000011102…, so rounding it to one place is a true tie. The value is
/// `0.d₁d₂…dₖ × 10^point` with no leading or trailing zero digit; zero has no digits.
struct ShortestDecimal: Equatable {
    /// Decimal digits 0…9, most significant first; empty for zero.
    var digits: [UInt8]
    /// Position of the decimal point: the value is `0.digits × 10^point`.
    var point: Int
    /// The sign bit, including that of negative zero.
    var negative: Bool

    var isZero: Bool { digits.isEmpty }

    /// Power of ten of the leading digit (`floor(log10(|x|))`); 0 for zero.
    var magnitude: Int { digits.isEmpty ? 0 : point - 1 }

    init(digits: [UInt8], point: Int, negative: Bool) {
        self.digits = digits
        self.point = point
        self.negative = negative
        normalize()
    }

    /// The shortest round-trip decimal of a finite double. Swift's `description` prints exactly that
    /// (shortest digits, nearest to the binary value when several are shortest), the same rule JavaScript uses.
    init(_ x: Double) {
        precondition(x.isFinite, "ShortestDecimal needs a finite value")
        negative = x.sign == .minus
        digits = []
        point = 0
        if x == 0 { return }
        // Read the description's bytes: a Character walk with `wholeNumberValue` consults Unicode tables for
        // every digit, and numbers are formatted on every screen.
        var text = x.magnitude.description
        var pointAt: Int?
        var exponent = 0
        text.withUTF8 { bytes in
            digits.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte &- UInt8(ascii: "0"))
                case UInt8(ascii: "."): pointAt = digits.count
                case UInt8(ascii: "e"), UInt8(ascii: "E"):
                    var negativeExponent = false
                    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                        negativeExponent = bytes[index] == UInt8(ascii: "-")
                        index += 1
                    }
                    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                        exponent = exponent * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
                        index += 1
                    }
                    if negativeExponent { exponent = -exponent }
                default: break
                }
            }
        }
        point = (pointAt ?? digits.count) + exponent
        normalize()
    }

    /// Drops leading zeros (moving the point) and trailing zeros.
    private mutating func normalize() {
        var lead = 0
        while lead < digits.count && digits[lead] == 0 { lead += 1 }
        if lead == digits.count {
            digits = []
            point = 0
            return
        }
        if lead > 0 {
            digits.removeFirst(lead)
            point -= lead
        }
        while let last = digits.last, last == 0 { digits.removeLast() }
    }

    /// Multiplies by `10^power` (exact: only the point moves).
    mutating func shift(by power: Int) {
        if !digits.isEmpty { point += power }
    }

    /// Rounds to at most `fraction` digits after the point, ties away from zero (ICU's half-expand).
    mutating func round(fractionDigits fraction: Int) {
        let keep = point + fraction
        guard keep < digits.count else { return }
        if keep < 0 {
            digits = []
            point = 0
            return
        }
        let up = digits[keep] >= 5
        digits.removeLast(digits.count - keep)
        if up {
            var i = digits.count - 1
            while i >= 0 {
                if digits[i] == 9 {
                    digits[i] = 0
                    i -= 1
                } else {
                    digits[i] += 1
                    break
                }
            }
            if i < 0 {
                digits.insert(1, at: 0)
                point += 1
            }
        }
        normalize()
    }

    /// The integer digits (at least "0"), with a comma between groups of three when grouping applies.
    ///
    /// - Parameter minimumGroupingDigits: en-US uses 1 for plain numbers ("1,000") and 2 in compact notation,
    ///   where a four-digit integer part stays ungrouped ("1000T") and five digits group ("10,000T").
    func integerText(minimumGroupingDigits: Int) -> String {
        var out: [UInt8] = []
        appendInteger(to: &out, minimumGroupingDigits: minimumGroupingDigits)
        return String(decoding: out, as: UTF8.self)
    }

    /// The digits after the point (empty when the value is an integer).
    var fractionText: String {
        var out: [UInt8] = []
        appendFraction(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends ``integerText(minimumGroupingDigits:)``'s ASCII bytes to `out`.
    private func appendInteger(to out: inout [UInt8], minimumGroupingDigits: Int) {
        let count = max(point, 0)
        if count == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        let grouped = count >= 3 + minimumGroupingDigits
        out.reserveCapacity(out.count + count + count / 3)
        for i in 0..<count {
            if grouped && i > 0 && (count - i) % 3 == 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "0") + (i < digits.count ? digits[i] : 0))
        }
    }

    /// Appends ``fractionText``'s ASCII bytes to `out`.
    private func appendFraction(to out: inout [UInt8]) {
        guard digits.count > max(point, 0) else { return }
        if point < 0 { out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -point)) }
        for d in digits[max(point, 0)...] { out.append(UInt8(ascii: "0") + d) }
    }

    /// `integer[.fraction]` without a sign, grouped as asked.
    func plainText(minimumGroupingDigits: Int) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(digits.count + 8)
        appendInteger(to: &out, minimumGroupingDigits: minimumGroupingDigits)
        if digits.count > max(point, 0) {
            out.append(UInt8(ascii: "."))
            appendFraction(to: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
