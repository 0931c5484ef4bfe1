import Foundation

/// Search-key normalization shared by alias rows and queries.
public enum AliasKey {
    /// The search key of a name or query: canonical decomposition (NFD), combining accents U+0300–U+036F removed,
    /// lower case, then everything but `a–z` and `0–9` dropped. "U of A", "u-of-a" and "uofa" share the key `uofa`;
    /// "Universidad Católica" becomes `universidadcatolica`.
    public static func key(_ s: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(s.utf8.count)
        if s.utf8.allSatisfy({ $0 < 0x80 }) {
            for b in s.utf8 { append(b, to: &bytes) }
        } else {
            var stripped = String.UnicodeScalarView()
            for scalar in s.decomposedStringWithCanonicalMapping.unicodeScalars
            where !(0x0300...0x036F).contains(scalar.value) {
                stripped.append(scalar)
            }
            for b in String(stripped).lowercased().utf8 { append(b, to: &bytes) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the lower-cased byte when it is an ASCII letter or digit.
    private static func append(_ b: UInt8, to bytes: inout [UInt8]) {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(b)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(b + 32)
        default: break
        }
    }

    /// Default weight of an alias source: curated 4, ipeds 3, wikidata 2, domain 2; 0 for anything else.
    public static func defaultWeight(source: String?) -> Double {
        switch source {
        case "curated": 4
        case "ipeds": 3
        case "wikidata", "domain": 2
        default: 0
        }
    }
}
