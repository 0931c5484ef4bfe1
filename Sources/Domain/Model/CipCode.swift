/// Classification of Instructional Programs codes in every spelling the site reads (lib/cip.ts `normalizeCip`, with
/// `cipFamily` and `cip4`): IPEDS writes "11.0701" (or "1.0101" once a spreadsheet drops the zero), Scorecard writes
/// a 4-digit group as "1107" or "107", spreadsheets wrap codes in quotes or Excel's `="…"`.
///
/// The canonical form is dotted: "11" (family), "11.07" (group), "11.0701" (program).
///
/// ```swift
/// CipCode.normalize("110701")   // "11.0701"
/// CipCode.normalize("107")      // "01.07"
/// CipCode.normalize("11.7")     // "11.70"
/// CipCode.group("1107")         // "11.07"
/// ```
public enum CipCode {
    /// The canonical dotted form of `code`, or nil when it cannot be a CIP code.
    ///
    /// One leading `=` is dropped, then every quote (`"`, `'`) and white-space character (as JavaScript's `\s`
    /// counts them) anywhere. What is left must be ASCII digits: one or two, a dot, one to four (a family of one digit
    /// gains its leading zero; one decimal, or three, lost a trailing zero), or one to six without a dot (an odd count
    /// lost its leading zero).
    public static func normalize(_ code: String) -> String? {
        var scalars = Substring(code).unicodeScalars[...]
        if scalars.first == "=" { scalars = scalars.dropFirst() }
        var kept: [UInt8] = []
        for scalar in scalars where !isStripped(scalar) {
            // Anything outside ASCII left now can be neither a digit nor the dot.
            guard scalar.isASCII else { return nil }
            kept.append(UInt8(scalar.value))
        }
        guard !kept.isEmpty else { return nil }
        if let dot = kept.firstIndex(of: UInt8(ascii: ".")) {
            let family = kept[..<dot], rest = kept[(dot + 1)...]
            guard (1...2).contains(family.count), (1...4).contains(rest.count),
                  family.allSatisfy(isDigit), rest.allSatisfy(isDigit) else { return nil }
            let tail = String(decoding: rest, as: UTF8.self)
            return pad(String(decoding: family, as: UTF8.self), to: 2) + "."
                + padEnd(tail, to: rest.count <= 2 ? 2 : 4)
        }
        guard kept.count <= 6, kept.allSatisfy(isDigit) else { return nil }
        let digits = (kept.count % 2 == 1 ? "0" : "") + String(decoding: kept, as: UTF8.self)
        guard digits.count > 2 else { return digits }
        return String(digits.prefix(2)) + "." + String(digits.dropFirst(2))
    }

    /// The 2-digit family of `code` ("11.0701" → "11", "107" → "01"), or nil when it cannot be read.
    public static func family(_ code: String) -> String? {
        normalize(code).map { String($0.prefix(2)) }
    }

    /// The 4-digit group of `code` ("11.0701" → "11.07", "1107" → "11.07"); nil for a family or an unreadable code.
    public static func group(_ code: String) -> String? {
        guard let c = normalize(code), c.count >= 5 else { return nil }
        return String(c.prefix(5))
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private static func pad(_ s: String, to width: Int) -> String {
        String(repeating: "0", count: max(0, width - s.count)) + s
    }

    private static func padEnd(_ s: String, to width: Int) -> String {
        s + String(repeating: "0", count: max(0, width - s.count))
    }

    /// Quotes and the white space of JavaScript's `\s` (the ECMAScript WhiteSpace and LineTerminator characters).
    private static func isStripped(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x22, 0x27: true
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: true
        default: false
        }
    }
}
