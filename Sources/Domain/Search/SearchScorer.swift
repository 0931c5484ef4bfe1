/// Scores one college against a query (screens-map §2): the best of the alias and name tiers. The same rules as
/// ``SearchIndex``, written for a single record.
public enum SearchScorer {
    /// The match of `school` for `query`, with the college's alias rows in file order; nil when nothing matches.
    ///
    /// Name, word, substring, city and state tiers compare the trimmed, lower-cased query with the lower-cased name,
    /// city and state; alias tiers compare ``AliasKey/key(_:)`` of the query with each alias key. The alias prefix
    /// tier needs a key of at least two characters. Among equal scores the earlier tier (alias exact, name prefix,
    /// alias prefix, word, substring, city/state) and the earlier alias row win.
    public static func score(_ school: School, query: String, aliases: [AliasRow] = []) -> SearchMatch? {
        let q = SearchText.normalizedQuery(query)
        guard !q.isEmpty else { return nil }
        let qKey = AliasKey.key(query)
        var exact: SearchMatch?
        var prefix: SearchMatch?
        if !qKey.isEmpty {
            for row in aliases {
                let key = row.key ?? AliasKey.key(row.alias ?? "")
                guard !key.isEmpty else { continue }
                let weight = row.weight ?? AliasKey.defaultWeight(source: row.source)
                let display = row.alias ?? key
                if key == qKey {
                    if exact == nil || 5 + weight > exact!.score { exact = SearchMatch(score: 5 + weight, matched: display) }
                } else if qKey.utf8.count >= 2, key.utf8.starts(with: qKey.utf8) {
                    let s = 2.5 + weight / 10
                    if prefix == nil || s > prefix!.score { prefix = SearchMatch(score: s, matched: display) }
                }
            }
        }
        let tier = SearchText.nameTier(SearchText.lowercasedBytes(school.name), q)
        let city = SearchText.lowercasedBytes(school.location.city)
        let cityOrState = SearchText.hasPrefix(city, q) || SearchText.lowercasedBytes(school.location.state) == q
        return best([
            exact,
            tier == 3 ? SearchMatch(score: 3) : nil,
            prefix,
            tier == 2 ? SearchMatch(score: 2) : nil,
            tier != nil ? SearchMatch(score: 1) : nil,
            cityOrState ? SearchMatch(score: 0.5) : nil,
        ])
    }

    /// The first candidate with the highest score.
    static func best(_ candidates: [SearchMatch?]) -> SearchMatch? {
        var out: SearchMatch?
        for case let c? in candidates where out == nil || c.score > out!.score {
            out = c
        }
        return out
    }
}
