import Glibc
import QuadAPIModels
import UserData

/// Entity tags for cacheable responses and the `If-None-Match` test.
enum EntityTag {
    /// A strong tag for `body`: the first 16 bytes of its SHA-256, as 32 hex digits, in quotes.
    static func make(for body: [UInt8]) -> String {
        "\"" + Hex.string(Digest.sha256(body).prefix(16)) + "\""
    }

    /// The tag of a body that carries the publish id `stamp` as its `publish` member (a
    /// ``QuadAPIModels/PublishStamped`` document): a weak tag (`W/"…"`, same digits) over the body with that id left
    /// out, so equal content under another publish gets the same tag. A body without the member gets the strong tag
    /// of ``make(for:)``.
    static func make(for body: [UInt8], leavingOut stamp: String?) -> String {
        guard let stamp, let value = stampRange(of: stamp, in: body) else { return make(for: body) }
        return "W/\"" + Hex.string(Digest.sha256(parts: [body[..<value.lowerBound], body[value.upperBound...]]).prefix(16)) + "\""
    }

    /// Where the id of the document's `"publish":"<stamp>"` member is in `body` (the quotes left out): the last
    /// member of the top-level object when it is that (how every stamped document is written, found without reading
    /// the rest of the body), else the first occurrence.
    static func stampRange(of stamp: String, in body: [UInt8]) -> Range<Int>? {
        let needle = Array("\"publish\":\"\(stamp)\"".utf8)
        let found: Int
        if let last = lastMember(needle, of: body) {
            found = last
        } else if let first = firstIndex(of: needle, in: body) {
            found = first
        } else {
            return nil
        }
        let start = found + needle.count - stamp.utf8.count - 1
        return start..<(start + stamp.utf8.count)
    }

    /// Where `member` starts when it is the last member of the object `body` is (`,<member>}` or `{<member>}` at the
    /// end; nothing is allowed after the closing brace).
    private static func lastMember(_ member: [UInt8], of body: [UInt8]) -> Int? {
        let start = body.count - 1 - member.count
        guard start >= 1, body[body.count - 1] == UInt8(ascii: "}"),
              body[start - 1] == UInt8(ascii: ",") || body[start - 1] == UInt8(ascii: "{"),
              body[start..<(body.count - 1)].elementsEqual(member) else { return nil }
        return start
    }

    /// Where `needle` (not empty) first occurs in `haystack`: memchr for its first byte, memcmp for the rest.
    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        haystack.withUnsafeBytes { hay -> Int? in
            needle.withUnsafeBytes { pattern -> Int? in
                guard let base = hay.baseAddress, let wanted = pattern.baseAddress, !pattern.isEmpty else { return nil }
                var offset = 0
                while offset + pattern.count <= hay.count {
                    guard let hit = memchr(base + offset, Int32(needle[0]), hay.count - offset - pattern.count + 1)
                    else { return nil }
                    let at = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(hit, wanted, pattern.count) == 0 { return at }
                    offset = at + 1
                }
                return nil
            }
        }
    }

    /// Whether an `If-None-Match` value names `tag`, using the weak comparison `If-None-Match` calls for:
    /// `*` matches anything, a list matches when any member does, and `W/` prefixes are ignored.
    static func noneMatchHits(_ header: String, tag: String) -> Bool {
        let wanted = opaque(tag)
        for member in header.split(separator: ",") {
            let item = member.trimmingSpaces()
            if item == "*" { return true }
            if opaque(item) == wanted { return true }
        }
        return false
    }

    private static func opaque<S: StringProtocol>(_ tag: S) -> Substring {
        let text = Substring(tag)
        if text.hasPrefix("W/") || text.hasPrefix("w/") { return text.dropFirst(2) }
        return text
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> SubSequence {
        var text = self[...]
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
