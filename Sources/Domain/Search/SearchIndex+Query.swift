extension SearchIndex {
    /// Typeahead search: `q` trimmed and cut to ``maxQueryLength``; `limit` clamped to 1…``maxLimit``; the first
    /// ``maxExcluded`` ids of `exclude` skipped. An empty query returns no results.
    public func search(_ q: String, limit: Int = SearchIndex.defaultLimit, exclude: [String] = []) -> [SearchHit] {
        let query = SearchText.prefixUTF16(SearchText.trim(q), Self.maxQueryLength)
        let cap = min(max(limit, 1), Self.maxLimit)
        var skip = Set<Int>()
        for id in exclude.prefix(Self.maxExcluded) {
            if let p = positionByID[id] { skip.insert(p) }
        }
        var top: [Scored] = []
        top.reserveCapacity(cap + 1)
        scan(query) { hit in
            if skip.contains(hit.position) { return }
            if top.count == cap, let last = top.last, !precedes(hit, last) { return }
            var i = top.count
            while i > 0 && precedes(hit, top[i - 1]) { i -= 1 }
            top.insert(hit, at: i)
            if top.count > cap { top.removeLast() }
        }
        return top.map(hit)
    }

    /// Every college matching `q` (Explore's `q` filter), best first. No length cap or exclusions.
    public func matches(_ q: String) -> [SearchHit] {
        var all: [Scored] = []
        scan(q) { all.append($0) }
        all.sort(by: precedes)
        return all.map(hit)
    }

    /// The match of the college at `position`, or nil.
    public func match(_ q: String, position: Int) -> SearchMatch? {
        var out: SearchMatch?
        scan(q) { s in
            if s.position == position { out = SearchMatch(score: s.score, matched: s.alias.map { aliases[$0].display }) }
        }
        return out
    }

    /// A match before it becomes a ``SearchHit``: position, score, and the winning alias row's index, if any.
    struct Scored {
        var position: Int
        var score: Double
        var alias: Int?
    }

    private func hit(_ s: Scored) -> SearchHit {
        SearchHit(position: s.position, unitID: unitIDs[s.position], score: s.score,
                  matched: s.alias.map { aliases[$0].display })
    }

    /// Result order: score (high first), applicants (most first), file order.
    private func precedes(_ a: Scored, _ b: Scored) -> Bool {
        if a.score != b.score { return a.score > b.score }
        let x = applicants[a.position]
        let y = applicants[b.position]
        if x != y { return x > y }
        return a.position < b.position
    }

    /// Calls `body` with each matching college, in file order.
    private func scan(_ query: String, _ body: (Scored) -> Void) {
        let q = SearchText.normalizedQuery(query)
        guard !q.isEmpty else { return }
        let n = count
        let (exact, prefix) = aliasMatches(Array(AliasKey.key(query).utf8), count: n)
        let tiers = nameTiers(q)
        for i in 0..<n {
            // Candidates in tier order; a later one wins only with a strictly higher score.
            var best: Scored?
            func offer(_ score: Double, _ alias: Int?) {
                if best == nil || score > best!.score { best = Scored(position: i, score: score, alias: alias) }
            }
            if exact[i] >= 0 { offer(5 + aliases[exact[i]].weight, exact[i]) }
            let tier = tiers[i]
            if tier == 3 { offer(3, nil) }
            if prefix[i] >= 0 { offer(2.5 + aliases[prefix[i]].weight / 10, prefix[i]) }
            if tier == 2 { offer(2, nil) }
            if tier >= 1 { offer(1, nil) }
            if best == nil || best!.score < 0.5 {
                if cities.string(i).starts(with: q) || states.string(i).elementsEqual(q) { offer(0.5, nil) }
            }
            if let best { body(best) }
        }
    }

    /// Per position, the best name tier: 3 prefix, 2 word prefix, 1 substring, 0 none.
    private func nameTiers(_ q: [UInt8]) -> [UInt8] {
        var tiers = [UInt8](repeating: 0, count: count)
        if q.contains(0) {
            // A 0 byte would match the separators; check each name on its own.
            for i in 0..<count { tiers[i] = UInt8(SearchText.nameTier(Array(names.string(i)), q) ?? 0) }
            return tiers
        }
        let starts = names.starts
        names.bytes.withUnsafeBufferPointer { buffer in
            q.withUnsafeBufferPointer { pattern in
                var entry = 0
                SearchText.forEachOccurrence(of: pattern, in: buffer) { offset in
                    while starts[entry + 1] <= offset { entry += 1 }
                    let tier: UInt8
                    if offset == starts[entry] {
                        tier = 3
                    } else {
                        let before = buffer[offset - 1]
                        tier = before == UInt8(ascii: " ") || before == UInt8(ascii: "-") ? 2 : 1
                    }
                    if tier > tiers[entry] { tiers[entry] = tier }
                }
            }
        }
        return tiers
    }

    /// Per position, the index of the best exact-key alias row and of the best key-prefix row (−1 for none).
    private func aliasMatches(_ qKey: [UInt8], count n: Int) -> (exact: [Int], prefix: [Int]) {
        var exact = [Int](repeating: -1, count: n)
        var prefix = [Int](repeating: -1, count: n)
        guard !qKey.isEmpty else { return (exact, prefix) }
        var i = lowerBound(qKey)
        while i < aliases.count, aliases[i].key.starts(with: qKey) {
            let a = aliases[i]
            if a.key.count == qKey.count {
                keep(i, score: 5 + a.weight, at: a.position, in: &exact, score: { 5 + $0.weight })
            } else if qKey.count >= 2 {
                keep(i, score: 2.5 + a.weight / 10, at: a.position, in: &prefix, score: { 2.5 + $0.weight / 10 })
            }
            i += 1
        }
        return (exact, prefix)
    }

    /// Keeps row `i` at `position` when it scores higher than the kept row, or equal from an earlier row.
    private func keep(_ i: Int, score: Double, at position: Int, in table: inout [Int],
                      score scoreOf: (AliasEntry) -> Double) {
        let current = table[position]
        if current >= 0 {
            let kept = scoreOf(aliases[current])
            guard score > kept || (score == kept && aliases[i].order < aliases[current].order) else { return }
        }
        table[position] = i
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

extension SearchIndex {
    /// The query as search uses it: trimmed the way JavaScript trims, cut to ``maxQueryLength`` UTF-16 units.
    public static func usedQuery(_ q: String) -> String {
        SearchText.prefixUTF16(SearchText.trim(q), maxQueryLength)
    }
}
