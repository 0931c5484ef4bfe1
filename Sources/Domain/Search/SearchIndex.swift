/// The search index built once per dataset: lower-cased names, cities and states per college, and every alias key
/// in sorted order, so a query is one pass over the names plus a binary search over the aliases.
///
/// Results follow ``SearchScorer`` exactly; ordering is score (high first), then applicants (most first, missing
/// as 0), then file order.
public struct SearchIndex: Sendable {
    /// Longest query honoured; longer ones are cut.
    public static let maxQueryLength = 80
    /// Results returned when the caller gives no limit.
    public static let defaultLimit = 8
    /// Largest limit honoured.
    public static let maxLimit = 20
    /// Most excluded ids honoured.
    public static let maxExcluded = 20

    struct Entry: Sendable {
        var unitID: String
        var name: [UInt8]
        var city: [UInt8]
        var state: [UInt8]
        var applicants: Double
    }

    struct AliasEntry: Sendable {
        var key: [UInt8]
        var position: Int
        var weight: Double
        var display: String
        /// Row number in `aliases.json` (earlier rows win ties).
        var order: Int
    }

    let entries: [Entry]
    /// Alias rows of colleges in the dataset, sorted by key bytes, then row order.
    let aliases: [AliasEntry]

    /// Indexes `schools` (file order) and the alias rows naming them; rows for unknown colleges or with an empty
    /// key are ignored.
    public init(schools: [School], aliases rows: [AliasRow]) {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(schools.count)
        entries = schools.enumerated().map { i, s in
            if positions[s.unitID] == nil { positions[s.unitID] = i }
            return Entry(
                unitID: s.unitID, name: Array(s.name.lowercased().utf8), city: Array(s.location.city.lowercased().utf8),
                state: Array(s.location.state.lowercased().utf8), applicants: s.admissions?.applicants ?? 0)
        }
        var list: [AliasEntry] = []
        list.reserveCapacity(rows.count)
        for (order, row) in rows.enumerated() {
            guard let id = row.unitID, let position = positions[id] else { continue }
            let key = row.key ?? AliasKey.key(row.alias ?? "")
            guard !key.isEmpty else { continue }
            list.append(AliasEntry(
                key: Array(key.utf8), position: position,
                weight: row.weight ?? AliasKey.defaultWeight(source: row.source), display: row.alias ?? key,
                order: order))
        }
        list.sort { a, b in
            a.key != b.key ? a.key.lexicographicallyPrecedes(b.key) : a.order < b.order
        }
        aliases = list
    }

    /// Number of colleges indexed.
    public var count: Int { entries.count }
}
