import Domain

/// The text rules of the home address (userdata-map §2.8): tidying what was typed, finding a ZIP code in it, and the
/// label a geocoder match is shown with.
enum AddressText {
    /// At most this many characters are accepted.
    static let maxLength = 200

    /// Trimmed, spaces collapsed, and a trailing country that suggestion text carries (", USA") dropped.
    static func normalize(_ input: String) -> String {
        var words = input.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        for suffix in ["united states of america", "united states", "u.s.a.", "usa"] {
            let lower = words.lowercased()
            guard lower.hasSuffix(suffix) else { continue }
            let start = words.index(words.endIndex, offsetBy: -suffix.count)
            // Only a whole word at the end (after a space or comma, or the whole text).
            if start == words.startIndex || [" ", ","].contains(words[words.index(before: start)]) {
                words = String(words[..<start])
                while let last = words.last, last == " " || last == "," { words.removeLast() }
                break
            }
        }
        return words.trimmingWhitespace
    }

    /// A five-digit ZIP from "02139" or "02139-4307"; nil for anything else.
    static func bareZip(_ text: String) -> String? {
        let t = Array(text.trimmingWhitespace.utf8)
        let digits = { (range: Range<Int>) in t[range].allSatisfy { $0 >= 48 && $0 <= 57 } }
        if t.count == 5, digits(0..<5) { return String(decoding: t, as: UTF8.self) }
        if t.count == 10, digits(0..<5), t[5] == UInt8(ascii: "-"), digits(6..<10) {
            return String(decoding: t[0..<5], as: UTF8.self)
        }
        return nil
    }

    /// The last five-digit group in free text that is not part of a longer number ("12345 Main St, Springfield, IL
    /// 62701" → "62701"; a ZIP+4 counts by its first five).
    static func zipIn(_ text: String) -> String? {
        let b = Array(text.utf8)
        func isDigit(_ i: Int) -> Bool { i >= 0 && i < b.count && b[i] >= 48 && b[i] <= 57 }
        var found: String?
        var i = 0
        while i < b.count {
            guard isDigit(i), !isDigit(i - 1) else { i += 1; continue }
            var j = i
            while isDigit(j) { j += 1 }
            let run = j - i
            // Five digits, optionally followed by -dddd (and then not another digit).
            if run == 5 {
                found = String(decoding: b[i..<j], as: UTF8.self)
            }
            i = j
        }
        return found
    }

    private static let keepUpper: Set<String> = ["N", "S", "E", "W", "NE", "NW", "SE", "SW"]
    private static let suffixes: [String: String] = [
        "ST": "St", "RD": "Rd", "DR": "Dr", "LN": "Ln", "CT": "Ct", "PL": "Pl", "HWY": "Hwy", "BLVD": "Blvd",
        "AVE": "Ave", "PKWY": "Pkwy", "TRL": "Trl", "CIR": "Cir", "TER": "Ter",
    ]

    /// "PENNSYLVANIA AVE NW" → "Pennsylvania Ave NW"; "1ST ST" → "1st St".
    static func titleCase(_ s: String) -> String {
        s.split(whereSeparator: { $0.isWhitespace }).map { word -> String in
            let upper = word.uppercased()
            if keepUpper.contains(upper) { return upper }
            if let suffix = suffixes[upper] { return suffix }
            let lower = word.lowercased()
            guard let first = lower.first, first >= "a", first <= "z" else { return lower }
            return first.uppercased() + lower.dropFirst()
        }.joined(separator: " ")
    }

    /// Coordinates kept to three decimals (about 100 m).
    static func round(_ v: Double) -> Double { JSNumber.round(v * 1000) / 1000 }
}
