import UserData
/// Entity tags for cacheable responses and the `If-None-Match` test.
enum EntityTag {
    /// A strong tag for `body`: the first 16 bytes of its SHA-256, as 32 hex digits, in quotes.
    static func make(for body: [UInt8]) -> String {
        "\"" + Hex.string(Digest.sha256(body).prefix(16)) + "\""
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
