/// The integer `round(x × 10^f)` for `Number.prototype.toFixed`, computed from the exact binary value of `x`.
///
/// A double is `m × 2^e` with an integer `m < 2^53`, so `x × 10^f = m × 5^f × 2^(e+f)`: multiplying by five
/// and shifting are exact, and the only rounding is the final half-up step (`toFixed` picks the larger of two
/// equally near integers). Small digit counts use 128-bit integers; larger ones an exact decimal expansion.
enum ExactFixed {
    /// Decimal digits of the nearest integer to `x × 10^fractionDigits`, ties up.
    ///
    /// - Parameters:
    ///   - x: finite, non-negative, below 1e21.
    ///   - fractionDigits: 0…100.
    static func scaledDigits(_ x: Double, fractionDigits f: Int) -> String {
        if x == 0 { return "0" }
        let (m, e) = parts(x)
        if f <= 17 { return String(fast(m: m, e: e, f: f)) }
        return slow(m: m, e: e, f: f)
    }

    /// `x = m × 2^e` with `m` an integer.
    private static func parts(_ x: Double) -> (m: UInt64, e: Int) {
        if x.isSubnormal { return (x.significandBitPattern, -1074) }
        return (x.significandBitPattern | (1 << 52), Int(x.exponent) - 52)
    }

    /// 128-bit path: with `x < 1e21` and `f ≤ 17`, every intermediate stays below 2^127.
    private static func fast(m: UInt64, e: Int, f: Int) -> UInt128 {
        var pow5: UInt128 = 1
        for _ in 0..<f { pow5 *= 5 }
        let n = UInt128(m) * pow5
        let shift = e + f
        if shift >= 0 { return n << UInt128(shift) }
        let s = -shift
        if s >= 128 { return 0 }
        return (n >> UInt128(s)) + ((n >> UInt128(s - 1)) & 1)
    }

    /// Exact decimal path for many digits: `m × 5^k` written out in decimal is `x × 10^k` for `k = −e`.
    private static func slow(m: UInt64, e: Int, f: Int) -> String {
        if e >= 0 {
            // An integer below 1e21: its digits followed by f zeros.
            let whole = UInt128(m) << UInt128(e)
            return String(whole) + String(repeating: "0", count: f)
        }
        let k = -e
        var big = BigDecimalInteger(m)
        big.multiply(byPowerOfFive: k)
        var digits = Array(big.decimalDigits)  // x × 10^k
        if f >= k {
            digits.append(contentsOf: repeatElement(UInt8(0), count: f - k))
            return text(digits)
        }
        let drop = k - f
        if drop > digits.count { return "0" }
        let roundUp = digits[digits.count - drop] >= 5
        digits.removeLast(drop)
        if roundUp {
            var i = digits.count - 1
            while i >= 0 && digits[i] == 9 {
                digits[i] = 0
                i -= 1
            }
            if i >= 0 { digits[i] += 1 } else { digits.insert(1, at: 0) }
        }
        while digits.count > 1 && digits[0] == 0 { digits.removeFirst() }
        return digits.isEmpty ? "0" : text(digits)
    }

    private static func text(_ digits: [UInt8]) -> String {
        String(String.UnicodeScalarView(digits.map { Unicode.Scalar(48 + $0) }))
    }
}

/// A non-negative integer in base 10⁹ limbs, just enough arithmetic for ``ExactFixed``.
private struct BigDecimalInteger {
    /// Least significant limb first, each below 10⁹.
    private var limbs: [UInt64]

    init(_ value: UInt64) {
        limbs = []
        var v = value
        repeat {
            limbs.append(v % 1_000_000_000)
            v /= 1_000_000_000
        } while v > 0
    }

    mutating func multiply(byPowerOfFive k: Int) {
        var left = k
        while left > 0 {
            let step = min(left, 13)  // 5^13 < 2^31, so limb × factor + carry fits in 64 bits
            var factor: UInt64 = 1
            for _ in 0..<step { factor *= 5 }
            multiply(by: factor)
            left -= step
        }
    }

    private mutating func multiply(by factor: UInt64) {
        var carry: UInt64 = 0
        for i in limbs.indices {
            let p = limbs[i] * factor + carry
            limbs[i] = p % 1_000_000_000
            carry = p / 1_000_000_000
        }
        while carry > 0 {
            limbs.append(carry % 1_000_000_000)
            carry /= 1_000_000_000
        }
    }

    /// Decimal digits, most significant first, no leading zeros ("0" → [0]).
    var decimalDigits: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(limbs.count * 9)
        for (i, limb) in limbs.reversed().enumerated() {
            var chunk = [UInt8](repeating: 0, count: 9)
            var v = limb
            for j in stride(from: 8, through: 0, by: -1) {
                chunk[j] = UInt8(v % 10)
                v /= 10
            }
            if i == 0 {
                let firstNonZero = chunk.firstIndex { $0 != 0 } ?? 8
                out.append(contentsOf: chunk[firstNonZero...])
            } else {
                out.append(contentsOf: chunk)
            }
        }
        return out
    }
}
