import Domain
import Foundation

/// Builds `aliases.json` rows `{unit_id, alias, key, source, weight}`: acronyms (IPEDS, weight 3), web-address
/// labels (domain, 2), short names (curated, 4) and abbreviated spellings (wikidata, 2), one row per distinct key
/// per college (the heaviest source wins), sorted by `unit_id` then `key`.
enum FixtureAliases {
    struct College: Sendable {
        let unitID: String
        let name: String
        /// The host of the college's website without `www.` and the top-level domain (`"acu"`).
        let domainLabel: String?
        /// Forces the acronym row (the shared-acronym colleges and the real records).
        let alwaysAcronym: Bool
    }

    static let genericWords: Set<String> = ["University", "College", "State", "Institute", "of", "at", "the", "The",
                                            "School", "Technology", "Career", "Design", "Christian", "Baptist"]

    static func rows(_ colleges: [College], seed: UInt64) -> [FixtureValue] {
        var out: [(id: String, key: String, value: FixtureValue)] = []
        for (index, c) in colleges.enumerated() {
            var rng = FixtureRandom(seed: seed, index: UInt64(index), purpose: 0xA11A5)
            var candidates: [(alias: String, source: String, weight: Double)] = []
            let shortName = c.name.split(separator: " ").filter { !genericWords.contains(String($0)) }.joined(separator: " ")
            if rng.chance(0.1), shortName.count >= 4, shortName != c.name { candidates.append((shortName, "curated", 4)) }
            let acronym = FixtureNames.acronym(c.name)
            if acronym.count >= 2, c.alwaysAcronym || rng.chance(0.6) { candidates.append((acronym, "ipeds", 3)) }
            if let label = c.domainLabel, rng.chance(0.5) { candidates.append((label, "domain", 2)) }
            if rng.chance(0.3) {
                let variant = c.name.replacingOccurrences(of: "University", with: "Univ.")
                    .replacingOccurrences(of: "Saint ", with: "St. ")
                candidates.append((variant == c.name ? "The \(c.name)" : variant, "wikidata", 2))
            }
            var seen: [String] = []
            for candidate in candidates.sorted(by: { $0.weight > $1.weight }) {
                let key = FixtureNames.aliasKey(candidate.alias)
                guard !key.isEmpty, !seen.contains(key), key != FixtureNames.aliasKey(c.name) else { continue }
                seen.append(key)
                out.append((c.unitID, key, .obj([
                    "unit_id": .string(c.unitID), "alias": .string(candidate.alias), "key": .string(key),
                    "source": .string(candidate.source), "weight": .number(candidate.weight),
                ])))
            }
        }
        return out.sorted { ($0.id, $0.key) < ($1.id, $1.key) }.map(\.value)
    }

    /// The label of a website address: `https://www.acu.edu/` → `acu`.
    static func label(ofWebsite url: String) -> String? {
        var host = Substring(url)
        if let scheme = host.range(of: "://") { host = host[scheme.upperBound...] }
        host = host.prefix { $0 != "/" }
        if host.hasPrefix("www.") { host = host.dropFirst(4) }
        let parts = host.split(separator: ".")
        return parts.count >= 2 ? String(parts[parts.count - 2]) : nil
    }
}
