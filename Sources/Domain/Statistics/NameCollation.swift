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
        let utf8 = name.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII: no accents; weights from a table.
            let count = utf8.count
            let table = Self.asciiWeights
            primary = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
                for (i, b) in utf8.enumerated() { buffer[i] = table[Int(b)].weight }
                initialized = count
            }
            secondary = [UInt32](repeating: 0, count: count)
            tertiary = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                for (i, b) in utf8.enumerated() { buffer[i] = table[Int(b)].upper ? 1 : 0 }
                initialized = count
            }
            return
        }
        primary = []
        secondary = []
        tertiary = []
        for scalar in name.decomposedStringWithCanonicalMapping.unicodeScalars {
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

    /// Weights of the 128 ASCII characters.
    private static let asciiWeights: [(weight: UInt32, upper: Bool)] = (0..<128).map { v in
        let (w, u) = weight(of: Unicode.Scalar(UInt8(v)))
        return (w, u)
    }

    public static func < (a: NameCollationKey, b: NameCollationKey) -> Bool {
        var c = compare(a.primary, b.primary)
        if c == 0 { c = compare(a.secondary, b.secondary) }
        if c == 0 { c = compare(a.tertiary, b.tertiary) }
        return c < 0
    }

    /// −1, 0 or 1: the order of this key against the key of an ASCII string, without building that key.
    func compare(toASCII b: UnsafeBufferPointer<UInt8>) -> Int {
        let n = min(primary.count, b.count)
        for i in 0..<n {
            let w = Self.asciiWeights[Int(b[i])].weight
            if primary[i] != w { return primary[i] < w ? -1 : 1 }
        }
        if primary.count != b.count { return primary.count < b.count ? -1 : 1 }
        // Same base characters: an ASCII string has no accents, so any accent here sorts after it.
        if secondary.contains(where: { $0 != 0 }) { return 1 }
        for i in 0..<n {
            let upper: UInt8 = Self.asciiWeights[Int(b[i])].upper ? 1 : 0
            if tertiary[i] != upper { return tertiary[i] < upper ? -1 : 1 }
        }
        return 0
    }

    /// −1, 0 or 1: the order of two ASCII strings, the same as comparing their keys.
    static func compareASCII(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let n = min(a.count, b.count)
        var tertiary = 0
        var i = 0
        while i < n {
            let x = a[i]
            let y = b[i]
            if x != y {
                let wx = asciiRank[Int(x)]
                let wy = asciiRank[Int(y)]
                if wx != wy { return wx < wy ? -1 : 1 }
                // Same letter, different case: lower case first, decided only if nothing else differs.
                if tertiary == 0 { tertiary = x < y ? 1 : -1 }
            }
            i += 1
        }
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        return tertiary
    }

    /// The ASCII characters' primary weights as dense ranks (upper and lower case of a letter share one).
    private static let asciiRank: [UInt8] = {
        let weights = asciiWeights.map(\.weight)
        let distinct = Array(Set(weights)).sorted()
        let rank = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($1, UInt8($0)) })
        return weights.map { rank[$0] ?? 0 }
    }()

    /// −1, 0 or 1: lexicographic order of two arrays, a prefix first.
    private static func compare<T: FixedWidthInteger>(_ a: [T], _ b: [T]) -> Int {
        a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in
                let n = min(x.count, y.count)
                var i = 0
                while i < n {
                    if x[i] != y[i] { return x[i] < y[i] ? -1 : 1 }
                    i += 1
                }
                return x.count == y.count ? 0 : (x.count < y.count ? -1 : 1)
            }
        }
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

/// Name order for a whole dataset, without building a key per name: ASCII names (nearly all) are packed into one
/// buffer and compared in place with the same weights ``NameCollationKey`` uses; a key is built only when a
/// non-ASCII name is involved.
public enum NameCollation {
    /// Dense ranks of `names` in collation order: equal names share a rank.
    public static func ranks(_ names: [String]) -> [Int] {
        var packed: [UInt8] = []
        var starts: [Int] = [0]
        var ascii: [Bool] = []
        ascii.reserveCapacity(names.count)
        starts.reserveCapacity(names.count + 1)
        for name in names {
            let isASCII = name.utf8.allSatisfy { $0 < 0x80 }
            if isASCII { packed.append(contentsOf: name.utf8) }
            ascii.append(isASCII)
            starts.append(packed.count)
        }
        // Keys only for the (rare) non-ASCII names, built up front.
        let keys: [NameCollationKey?] = names.indices.map { ascii[$0] ? nil : NameCollationKey(names[$0]) }
        return packed.withUnsafeBufferPointer { bytes in
            func slice(_ i: Int) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: bytes[starts[i]..<starts[i + 1]])
            }
            func compare(_ a: Int, _ b: Int) -> Int {
                switch (keys[a], keys[b]) {
                case (nil, nil): NameCollationKey.compareASCII(slice(a), slice(b))
                case let (x?, nil): x.compare(toASCII: slice(b))
                case let (nil, y?): -y.compare(toASCII: slice(a))
                case let (x?, y?): x < y ? -1 : (y < x ? 1 : 0)
                }
            }
            let order = names.indices.sorted { compare($0, $1) < 0 }
            var ranks = [Int](repeating: 0, count: names.count)
            var rank = 0
            for (n, i) in order.enumerated() {
                if n > 0, compare(order[n - 1], i) != 0 { rank += 1 }
                ranks[i] = rank
            }
            return ranks
        }
    }
}
