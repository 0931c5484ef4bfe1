/// Where e-mail links may send a browser or the app after verifying: URLs matching one of the configured patterns
/// (`*` matches within one path segment or host label run, not across `/`; `**` matches anything), or anything under
/// the site's own URL. A pattern ending in `/**` also matches the URL without that path.
///
/// ```swift
/// let list = RedirectAllowList(patterns: ["http://localhost:*/**", "quad://**"], siteURL: "https://quad.example")
/// list.allows("http://localhost:3000/auth/confirm?next=/me")   // true
/// list.allows("https://evil.example/")                         // false
/// ```
public struct RedirectAllowList: Sendable, Equatable {
    public var patterns: [String]
    public var siteURL: String

    public init(patterns: [String], siteURL: String) {
        self.patterns = patterns
        self.siteURL = siteURL
    }

    /// Whether `url` is an allowed redirect target.
    public func allows(_ url: String) -> Bool {
        let bytes = Array(url.utf8)
        guard !bytes.isEmpty, bytes.count <= 2048,
              !bytes.contains(where: { $0 <= 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") }) else { return false }
        let site = siteURL.hasSuffix("/") ? String(siteURL.dropLast()) : siteURL
        if !site.isEmpty, url == site || url.hasPrefix(site + "/") || url.hasPrefix(site + "?") || url.hasPrefix(site + "#") {
            return true
        }
        for pattern in patterns {
            let glob = Array(pattern.utf8)
            if Self.match(glob[...], bytes[...]) { return true }
            if pattern.hasSuffix("/**"), Self.match(glob.dropLast(3), bytes[...]) { return true }
        }
        return false
    }

    /// `url` when allowed, else the site URL.
    public func resolve(_ url: String?) -> String {
        if let url, allows(url) { return url }
        return siteURL
    }

    private static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == UInt8(ascii: "*") {
            let rest = pattern.dropFirst()
            if rest.first == UInt8(ascii: "*") {
                let after = rest.dropFirst()
                var index = text.startIndex
                while true {
                    if match(after, text[index...]) { return true }
                    if index == text.endIndex { return false }
                    index += 1
                }
            }
            var index = text.startIndex
            while true {
                if match(rest, text[index...]) { return true }
                if index == text.endIndex || text[index] == UInt8(ascii: "/") { return false }
                index += 1
            }
        }
        guard let head = text.first, head == first else { return false }
        return match(pattern.dropFirst(), text.dropFirst())
    }
}
