extension SearchIndex {
    /// Typeahead search: `q` trimmed and cut to ``maxQueryLength``; `limit` clamped to 1…``maxLimit``; the first
    /// ``maxExcluded`` ids of `exclude` skipped. An empty query returns no results.
    public func search(_ q: String, limit: Int = SearchIndex.defaultLimit, exclude: [String] = []) -> [SearchHit] {
        let query = SearchText.prefixUTF16(SearchText.trim(q), Self.maxQueryLength)
        let cap = min(max(limit, 1), Self.maxLimit)
        let skip = Set(exclude.prefix(Self.maxExcluded))
        var top: [SearchHit] = []
        top.reserveCapacity(cap + 1)
        scan(query) { hit in
            if skip.contains(hit.unitID) { return }
            if top.count == cap, let last = top.last, !precedes(hit, last) { return }
            var i = top.count
            while i > 0 && precedes(hit, top[i - 1]) { i -= 1 }
            top.insert(hit, at: i)
            if top.count > cap { top.removeLast() }
        }
        return top
    }

    /// Every college matching `q` (Explore's `q` filter), best first. No length cap or exclusions.
    public func matches(_ q: String) -> [SearchHit] {
        var all: [SearchHit] = []
        scan(q) { all.append($0) }
        all.sort(by: precedes)
        return all
    }

    /// The match of the college at `position`, or nil.
    public func match(_ q: String, position: Int) -> SearchMatch? {
        var out: SearchMatch?
        scan(q, only: position) { out = SearchMatch(score: $0.score, matched: $0.matched) }
        return out
    }

    /// Result order: score (high first), applicants (most first), file order.
    func precedes(_ a: SearchHit, _ b: SearchHit) -> Bool {
        if a.score != b.score { return a.score > b.score }
        let x = entries[a.position].applicants
        let y = entries[b.position].applicants
        if x != y { return x > y }
        return a.position < b.position
    }

    /// Calls `body` with each matching college, in file order.
    private func scan(_ query: String, only: Int? = nil, _ body: (SearchHit) -> Void) {
        let q = SearchText.normalizedQuery(query)
        guard !q.isEmpty else { return }
        let (exact, prefix) = aliasMatches(Array(AliasKey.key(query).utf8))
        let range = only.map { $0..<($0 + 1) } ?? entries.indices
        for i in range where entries.indices.contains(i) {
            let e = entries[i]
            let tier = SearchText.nameTier(e.name, q)
            let cityOrState = SearchText.hasPrefix(e.city, q) || e.state == q
            guard let best = SearchScorer.best([
                exact[i],
                tier == 3 ? SearchMatch(score: 3) : nil,
                prefix[i],
                tier == 2 ? SearchMatch(score: 2) : nil,
                tier != nil ? SearchMatch(score: 1) : nil,
                cityOrState ? SearchMatch(score: 0.5) : nil,
            ]) else { continue }
            body(SearchHit(position: i, unitID: e.unitID, score: best.score, matched: best.matched))
        }
    }

    /// The best exact-key and key-prefix alias match per college position.
    private func aliasMatches(_ qKey: [UInt8]) -> (exact: [Int: SearchMatch], prefix: [Int: SearchMatch]) {
        var exact: [Int: (SearchMatch, Int)] = [:]
        var prefix: [Int: (SearchMatch, Int)] = [:]
        guard !qKey.isEmpty else { return ([:], [:]) }
        var i = lowerBound(qKey)
        while i < aliases.count, SearchText.hasPrefix(aliases[i].key, qKey) {
            let a = aliases[i]
            i += 1
            if a.key == qKey {
                keep(SearchMatch(score: 5 + a.weight, matched: a.display), order: a.order, at: a.position, in: &exact)
            } else if qKey.count >= 2 {
                keep(SearchMatch(score: 2.5 + a.weight / 10, matched: a.display), order: a.order, at: a.position,
                     in: &prefix)
            }
        }
        return (exact.mapValues(\.0), prefix.mapValues(\.0))
    }

    /// Keeps the higher score, or the earlier row on a tie.
    private func keep(_ m: SearchMatch, order: Int, at position: Int, in table: inout [Int: (SearchMatch, Int)]) {
        if let (current, currentOrder) = table[position] {
            guard m.score > current.score || (m.score == current.score && order < currentOrder) else { return }
        }
        table[position] = (m, order)
    }

    /// First alias whose key is not below `key`.
    private func lowerBound(_ key: [UInt8]) -> Int {
        var lo = 0
        var hi = aliases.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if aliases[mid].key.lexicographicallyPrecedes(key) { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
