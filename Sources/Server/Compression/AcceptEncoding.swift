/// Reading `Accept-Encoding`.
enum AcceptEncoding {
    /// Whether the header lets us answer with gzip: `gzip` (or `x-gzip`) with q > 0, or `*` with q > 0 when gzip
    /// is not listed by name. A missing header means identity only.
    static func allowsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        var wildcard: Bool?
        for member in header.split(separator: ",") {
            let parts = member.split(separator: ";")
            guard let first = parts.first else { continue }
            let coding = first.trimmingSpaces().lowercased()
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.trimmingSpaces()
                if pair.hasPrefix("q=") || pair.hasPrefix("Q=") {
                    quality = Double(pair.dropFirst(2).trimmingSpaces()) ?? 0
                }
            }
            if coding == "gzip" || coding == "x-gzip" { return quality > 0 }
            if coding == "*" { wildcard = quality > 0 }
        }
        return wildcard ?? false
    }
}
