/// Acceptance rates in words: "1 in 29" applicants admitted, or "8 in 10".
public enum AdmitRatio {
    /// N in "1 in N": `max(1, round(1 / rate))`; nil unless the rate is above zero.
    public static func oneIn(_ rate: Double?) -> Int? {
        guard let r = rate, r > 0 else { return nil }
        let n = max(1, JSNumber.round(1 / r))
        return n < Double(Int.max) ? Int(n) : nil
    }

    /// "1 in N" below a 50% rate, otherwise "K in 10" with `K = round(rate × 10)`; nil unless above zero.
    public static func text(_ rate: Double?) -> String? {
        guard let r = rate, r > 0 else { return nil }
        if r < 0.5, let n = oneIn(r) { return "1 in \(n)" }
        return "\(JSNumber.string(JSNumber.round(r * 10))) in 10"
    }
}
