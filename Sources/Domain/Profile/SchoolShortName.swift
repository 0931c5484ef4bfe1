/// A college's name for tight spaces and sentences ("Abilene Christian", "U. Michigan").
public enum SchoolShortName {
    /// Readable short names the site keeps by hand, by unit id.
    static let curated: [String: String] = [
        "110635": "Berkeley", "170976": "Michigan", "228778": "UT Austin", "139755": "Georgia Tech",
        "131520": "Howard", "121345": "Pomona", "134130": "Florida", "236948": "UW", "190150": "Columbia",
        "204796": "Ohio State", "243744": "Stanford", "215062": "Penn", "234076": "UVA",
        // Colleges known by their letters.
        "110662": "UCLA", "145637": "UIUC", "199120": "UNC",
    ]

    /// The curated name, else the name cut at its first "-" when it ends in "Campus" ("-Main Campus"), without a leading
    /// "The " and a trailing " University" or " College", with a leading "University of " shortened to "U. ".
    public static func of(id: String, name: String) -> String {
        if let hit = curated[id] { return hit }
        var s = Substring(name)
        if s.hasSuffix("Campus"), let dash = s.firstIndex(of: "-") { s = s[..<dash] }
        if s.hasPrefix("The ") { s = s.dropFirst(4) }
        for suffix in [" University", " College"] where s.hasSuffix(suffix) {
            s = s.dropLast(suffix.count)
            break
        }
        if s.hasPrefix("University of ") { return "U. " + s.dropFirst("University of ".count) }
        return String(s)
    }
}
