/// GitHub's heading anchors, as the site gives them: lower case, trimmed, every character that is not a letter, a
/// number, white space, `_` or `-` dropped, then each white-space character a hyphen. A repeated anchor gets `-1`,
/// `-2`, … in page order, counting headings of every level.
///
/// ```swift
/// var slugs = HeadingSlugs()
/// slugs.next("Data & sources")   // "data--sources"
/// slugs.next("Data & sources")   // "data--sources-1"
/// ```
public struct HeadingSlugs: Sendable {
    private var used: [String: Int] = [:]

    public init() {}

    /// The id of the next heading with this text.
    public mutating func next(_ text: String) -> String {
        let base = Self.slug(text)
        let n = used[base, default: 0]
        used[base] = n + 1
        return n == 0 ? base : "\(base)-\(n)"
    }

    /// The anchor of one heading text, without the repeat suffix.
    public static func slug(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in trimmed(text.lowercased()).unicodeScalars {
            if isWhite(scalar) {
                out.append("-")
            } else if scalar == "_" || scalar == "-" || isLetterOrNumber(scalar) {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// JavaScript's `\s`: the characters `String.prototype.trim` removes and `/\s/` matches.
    static func isWhite(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: true
        default: false
        }
    }

    /// `\p{L}` or `\p{N}`.
    private static func isLetterOrNumber(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber: true
        default: false
        }
    }

    private static func trimmed(_ text: String) -> Substring {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhite($0) }),
              let last = scalars.lastIndex(where: { !isWhite($0) }) else { return "" }
        return Substring(scalars[first...last])
    }
}
