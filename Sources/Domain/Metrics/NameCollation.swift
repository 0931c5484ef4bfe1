import Foundation

/// A sort key for college names that orders them as the site's `localeCompare` does (ICU root collation at
/// tertiary strength), without calling ICU for every comparison.
///
/// Three levels, compared in turn:
/// 1. base characters: whitespace < punctuation < symbols < digits < letters, letters case- and accent-blind;
/// 2. accents (a name without an accent before the same name with one);
/// 3. case (lower case before upper case).
///
/// Punctuation is not ignored ("St John" < "St. John"), as in ICU's default. Letters outside a–z follow z in code
/// point order; they are rare in college names and may differ from ICU there.
public struct NameCollationKey: Sendable, Hashable, Comparable {
    private var primary: [UInt32]
    private var secondary: [UInt32]
    private var tertiary: [UInt8]

    /// The key of `name`.
    public init(_ name: String) {
        primary = []
        secondary = []
        tertiary = []
        primary.reserveCapacity(name.utf8.count)
        secondary.reserveCapacity(name.utf8.count)
        tertiary.reserveCapacity(name.utf8.count)
        let ascii = name.utf8.allSatisfy { $0 < 0x80 }
        let scalars = ascii ? name.unicodeScalars : name.decomposedStringWithCanonicalMapping.unicodeScalars
        for scalar in scalars {
            if scalar.properties.canonicalCombiningClass != .notReordered, !secondary.isEmpty {
                // A combining mark: an accent on the previous base character.
                secondary[secondary.count - 1] = secondary[secondary.count - 1] &* 31 &+ scalar.value
                continue
            }
            let (weight, upper) = Self.weight(of: scalar)
            primary.append(weight)
            secondary.append(0)
            tertiary.append(upper ? 1 : 0)
        }
    }

    public static func < (a: NameCollationKey, b: NameCollationKey) -> Bool {
        if a.primary != b.primary { return a.primary.lexicographicallyPrecedes(b.primary) }
        if a.secondary != b.secondary { return a.secondary.lexicographicallyPrecedes(b.secondary) }
        return a.tertiary.lexicographicallyPrecedes(b.tertiary)
    }

    /// ASCII punctuation and symbols in ICU root order, with the common typographic dashes and quotes beside their
    /// ASCII forms.
    private static let punctuationOrder: [UInt32: UInt32] = {
        let order: [Unicode.Scalar] = [
            "_", "-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", ",", ";", ":", "!", "?", ".",
            "'", "\u{2018}", "\u{2019}", "\"", "\u{201C}", "\u{201D}", "(", ")", "[", "]", "{", "}", "@", "*", "/",
            "\\", "&", "#", "%", "`", "^", "+", "<", "=", ">", "|", "~", "$",
        ]
        var map: [UInt32: UInt32] = [:]
        for (i, s) in order.enumerated() { map[s.value] = UInt32(i) }
        return map
    }()

    private static let whitespaceBase: UInt32 = 0x0100
    private static let punctuationBase: UInt32 = 0x0200
    private static let otherSymbolBase: UInt32 = 0x0300
    private static let digitBase: UInt32 = 0x0004_0000
    private static let letterBase: UInt32 = 0x0004_0100
    private static let otherLetterBase: UInt32 = 0x0005_0000

    /// Primary weight of one base character, and whether it is an upper-case letter.
    private static func weight(of s: Unicode.Scalar) -> (UInt32, Bool) {
        let v = s.value
        switch v {
        case 0x61...0x7A: return (letterBase + (v - 0x61), false)
        case 0x41...0x5A: return (letterBase + (v - 0x41), true)
        case 0x30...0x39: return (digitBase + (v - 0x30), false)
        default: break
        }
        if s.properties.isWhitespace { return (whitespaceBase + min(v, 0xFF), false) }
        if let p = punctuationOrder[v] { return (punctuationBase + p, false) }
        let props = s.properties
        if props.isAlphabetic {
            let lower = props.lowercaseMapping.unicodeScalars.first?.value ?? v
            return (otherLetterBase + lower, props.isUppercase)
        }
        if let digit = props.numericType, digit == .decimal, let n = props.numericValue {
            return (digitBase + UInt32(max(0, min(9, n))), false)
        }
        // Any other punctuation or symbol: after the ASCII ones, in code point order.
        return (otherSymbolBase + min(v, digitBase - otherSymbolBase - 1), false)
    }
}
