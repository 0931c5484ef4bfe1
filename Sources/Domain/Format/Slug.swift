/// URL slugs and page anchors made from words.
public enum Slug {
    /// Lower-case ASCII letters and digits, every other run of characters as one "-", none at either end
    /// ("Under 2,000 undergrads" → "under-2-000-undergrads"); characters in `dropping` are skipped without a dash
    /// (conference slugs drop apostrophes: "Saint Mary's" → "saint-marys").
    public static func hyphenated(_ text: String, dropping: Set<Unicode.Scalar> = []) -> String {
        var out = "", dash = false
        for ch in text.lowercased().unicodeScalars where !dropping.contains(ch) {
            if ("a"..."z").contains(ch) || ("0"..."9").contains(ch) {
                if dash, !out.isEmpty { out += "-" }
                out.unicodeScalars.append(ch)
                dash = false
            } else {
                dash = true
            }
        }
        return out
    }
}
