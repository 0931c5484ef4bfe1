import Foundation

/// Query text handling that matches the site's JavaScript string operations.
enum SearchText {
    /// Characters JavaScript's `String.prototype.trim` removes.
    static func isJSWhitespace(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
             0x3000, 0xFEFF:
            true
        default:
            false
        }
    }

    /// `s.trim()`.
    static func trim(_ s: String) -> String {
        let scalars = s.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isJSWhitespace($0) }),
              let last = scalars.lastIndex(where: { !isJSWhitespace($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// The first `limit` UTF-16 code units of `s` (`s.slice(0, limit)`), never ending inside a surrogate pair.
    static func prefixUTF16(_ s: String, _ limit: Int) -> String {
        let units = s.utf16
        guard units.count > limit else { return s }
        var end = units.index(units.startIndex, offsetBy: limit)
        if UTF16.isTrailSurrogate(units[end]) { end = units.index(before: end) }
        return String(s[..<end])
    }

    /// `s` lower-cased as UTF-8 bytes: ASCII directly, anything else through `lowercased()` (JavaScript's
    /// `toLowerCase` for these purposes).
    static func lowercasedBytes(_ s: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count)
        for b in s.utf8 {
            if b >= 0x80 { return Array(s.lowercased().utf8) }
            out.append(b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") ? b + 32 : b)
        }
        return out
    }

    /// Calls `body` with the offset of every occurrence of `pattern` in `buffer` (overlapping ones included).
    static func forEachOccurrence(
        of pattern: UnsafeBufferPointer<UInt8>, in buffer: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void
    ) {
        let m = pattern.count
        guard m > 0, buffer.count >= m, let base = buffer.baseAddress, let p = pattern.baseAddress else { return }
        let first = p[0]
        let last = buffer.count - m
        var i = 0
        while i <= last {
            guard let hit = memchr(base + i, Int32(first), last - i + 1) else { return }
            let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if m == 1 || memcmp(base + offset + 1, p + 1, m - 1) == 0 { body(offset) }
            i = offset + 1
        }
    }

    /// The query as the scorer reads it: trimmed and lower-cased, as UTF-8 bytes.
    static func normalizedQuery(_ q: String) -> [UInt8] {
        lowercasedBytes(trim(q))
    }

    /// 3 when `name` starts with `q`, 2 when a word of it does (`q` right after a space or hyphen), 1 when it only
    /// contains `q`; nil otherwise. Byte-wise on UTF-8, which matches JavaScript's code-unit matching.
    static func nameTier(_ name: [UInt8], _ q: [UInt8]) -> Double? {
        let n = name.count
        let m = q.count
        guard m > 0, m <= n else { return nil }
        let first = q[0]
        var found = false
        var i = 0
        while i <= n - m {
            if name[i] == first && matches(name, at: i, q) {
                if i == 0 { return 3 }
                let before = name[i - 1]
                if before == UInt8(ascii: " ") || before == UInt8(ascii: "-") { return 2 }
                found = true
            }
            i += 1
        }
        return found ? 1 : nil
    }

    /// True when `text` starts with `prefix`.
    static func hasPrefix(_ text: [UInt8], _ prefix: [UInt8]) -> Bool {
        prefix.count <= text.count && matches(text, at: 0, prefix)
    }

    /// True when `q` occurs in `text` at offset `i` (which must leave room for it).
    @inline(__always)
    static func matches(_ text: [UInt8], at i: Int, _ q: [UInt8]) -> Bool {
        var j = 0
        while j < q.count {
            if text[i + j] != q[j] { return false }
            j += 1
        }
        return true
    }
}
