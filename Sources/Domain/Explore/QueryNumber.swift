/// Reads a query-string number the way the site's `Number(string)` does, so every URL the site accepts reads the
/// same here.
///
/// Surrounding JavaScript whitespace is ignored and a blank string is 0; otherwise the text must be a decimal
/// literal (`12`, `-3.5`, `.5`, `1e3`), a signed `Infinity`, or an unsigned `0x` / `0o` / `0b` integer. Anything
/// else is not a number (nil). Infinite results are returned as such; callers keep only finite ones.
enum QueryNumber {
    /// The number `text` spells, or nil.
    static func parse(_ text: String) -> Double? {
        let s = SearchText.trim(text)
        if s.isEmpty { return 0 }
        let bytes = Array(s.utf8)
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            switch bytes[1] {
            case UInt8(ascii: "x"), UInt8(ascii: "X"): return integer(bytes[2...], radix: 16)
            case UInt8(ascii: "o"), UInt8(ascii: "O"): return integer(bytes[2...], radix: 8)
            case UInt8(ascii: "b"), UInt8(ascii: "B"): return integer(bytes[2...], radix: 2)
            default: break
            }
        }
        switch s {
        case "Infinity", "+Infinity": return .infinity
        case "-Infinity": return -.infinity
        default: break
        }
        guard isDecimalLiteral(bytes) else { return nil }
        return Double(s)
    }

    /// Digits in `radix`, accumulated as a Double (so very long literals still read, as in JavaScript).
    private static func integer(_ digits: ArraySlice<UInt8>, radix: Int) -> Double? {
        var value = 0.0
        for b in digits {
            let d: Int
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = Int(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = Int(b - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = Int(b - UInt8(ascii: "A")) + 10
            default: return nil
            }
            guard d < radix else { return nil }
            value = value * Double(radix) + Double(d)
        }
        return value
    }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`.
    private static func isDecimalLiteral(_ b: [UInt8]) -> Bool {
        var i = 0
        func digits() -> Int {
            let start = i
            while i < b.count, b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") { i += 1 }
            return i - start
        }
        if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") { i += 1 }
        var mantissa = digits()
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if i < b.count, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { return false }
        }
        return i == b.count
    }
}
