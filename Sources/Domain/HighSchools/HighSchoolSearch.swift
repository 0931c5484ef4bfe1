import Foundation

/// The high-school directory's search (the site's `searchRows`): name or city words, within a state and a kind.
///
/// The query and each school's "name city" are reduced to lower-case ASCII words (accents dropped, `&` read as
/// "and", everything else that is not a letter or digit a space). A school scores 3 when its text starts with the
/// whole query, 2 when every query word starts a word of its text, 1 when its text contains the query, and is left
/// out otherwise; with no query words every school of the state matches. Best score first, then name (as the site's
/// `localeCompare` orders them), then id.
public struct HighSchoolSearchIndex: Sendable {
    struct Entry: Sendable {
        let row: Int
        let text: [UInt8]
        /// Offsets where words start.
        let wordStarts: [Int32]
        let name: NameCollationKey
        let state: String
        let isPublic: Bool
        let id: String
    }

    private let entries: [Entry]
    private let byState: [String: [Int]]

    /// Results when none is asked for, and the most there can be.
    public static let defaultLimit = 20
    public static let maxLimit = 50

    /// An index over `schools` (positions in that array are what a search returns).
    public init(_ schools: [HighSchool]) {
        var entries: [Entry] = []
        entries.reserveCapacity(schools.count)
        var byState: [String: [Int]] = [:]
        for (i, s) in schools.enumerated() {
            let text = Self.key(s.name + " " + (s.city ?? ""))
            var starts: [Int32] = []
            for (j, b) in text.enumerated() where j == 0 || text[j - 1] == 0x20 {
                if b != 0x20 { starts.append(Int32(j)) }
            }
            entries.append(Entry(row: i, text: text, wordStarts: starts, name: NameCollationKey(s.name),
                                 state: s.state, isPublic: s.isPublic, id: s.id))
            byState[s.state, default: []].append(i)
        }
        self.entries = entries
        self.byState = byState
    }

    /// Positions of the matching schools, best first, at most `limit` (clamped to 1–50).
    ///
    /// - Parameters:
    ///   - state: a USPS code (any case) or nil; an unknown code matches nothing.
    ///   - kind: `public`, `private` or nil.
    public func search(q: String, state: String? = nil, kind: String? = nil, limit: Int = defaultLimit) -> [Int] {
        let key = Self.key(q)
        let tokens = key.split(separator: 0x20).map(Array.init)
        let st = state.map { $0.uppercased() }.flatMap { $0.isEmpty ? nil : $0 }
        if tokens.isEmpty, st == nil { return [] }
        let max = Swift.max(1, Swift.min(Self.maxLimit, limit))
        let candidates: [Int] = st.map { byState[$0] ?? [] } ?? Array(entries.indices)
        var scored: [(entry: Int, score: Int)] = []
        for i in candidates {
            let e = entries[i]
            if let kind, (kind == "public") != e.isPublic { continue }
            guard !tokens.isEmpty else {
                scored.append((i, 0))
                continue
            }
            // Every scoring school contains the first word somewhere.
            guard Self.contains(e.text, tokens[0]) else { continue }
            let score: Int
            if Self.hasPrefix(e.text, key, at: 0) {
                score = 3
            } else if tokens.allSatisfy({ t in e.wordStarts.contains { Self.hasPrefix(e.text, t, at: Int($0)) } }) {
                score = 2
            } else if Self.contains(e.text, key) {
                score = 1
            } else {
                continue
            }
            scored.append((i, score))
        }
        scored.sort { a, b in
            if a.score != b.score { return a.score > b.score }
            let x = entries[a.entry], y = entries[b.entry]
            if x.name != y.name { return x.name < y.name }
            return x.id < y.id
        }
        return scored.prefix(max).map { entries[$0.entry].row }
    }

    /// The search text of `s`: lower-case ASCII letters and digits, single spaces, trimmed.
    static func key(_ s: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count)
        var space = false
        func push(_ b: UInt8) {
            if space, !out.isEmpty { out.append(0x20) }
            space = false
            out.append(b)
        }
        let ascii = s.utf8.allSatisfy { $0 < 0x80 }
        let scalars = ascii ? Array(s.unicodeScalars) : Array(s.decomposedStringWithCompatibilityMapping.unicodeScalars)
        for u in scalars {
            let v = u.value
            if v >= 0x41, v <= 0x5A {
                push(UInt8(v + 0x20))
            } else if (v >= 0x61 && v <= 0x7A) || (v >= 0x30 && v <= 0x39) {
                push(UInt8(v))
            } else if v == 0x26 {
                space = true
                for b in "and".utf8 { push(b) }
                space = true
            } else if v >= 0x300, v <= 0x36F {
                continue
            } else {
                space = true
            }
        }
        return out
    }

    static func hasPrefix(_ text: [UInt8], _ p: [UInt8], at start: Int) -> Bool {
        guard start + p.count <= text.count else { return false }
        for k in 0..<p.count where text[start + k] != p[k] { return false }
        return true
    }

    static func contains(_ text: [UInt8], _ p: [UInt8]) -> Bool {
        guard !p.isEmpty else { return true }
        guard p.count <= text.count else { return false }
        let first = p[0]
        for i in 0...(text.count - p.count) where text[i] == first {
            if hasPrefix(text, p, at: i) { return true }
        }
        return false
    }
}
