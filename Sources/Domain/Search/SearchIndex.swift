/// The search index built once per dataset: lower-cased names, cities and states of every college packed into
/// contiguous byte buffers, and every alias key in sorted order, so a query is one scan of the names plus a binary
/// search over the aliases.
///
/// Results follow ``SearchScorer`` exactly (the tests check the two agree); ordering is score (high first), then
/// applicants (most first, missing as 0), then file order.
public struct SearchIndex: Sendable {
    /// Longest query honoured; longer ones are cut.
    public static let maxQueryLength = 80
    /// Results returned when the caller gives no limit.
    public static let defaultLimit = 8
    /// Largest limit honoured.
    public static let maxLimit = 20
    /// Most excluded ids honoured.
    public static let maxExcluded = 20

    /// One alias row of a college in the dataset.
    struct AliasEntry: Sendable {
        var key: [UInt8]
        var position: Int
        var weight: Double
        var display: String
        /// Row number in `aliases.json` (earlier rows win ties).
        var order: Int
    }

    /// `unit_id` by position.
    let unitIDs: [String]
    /// Applicants by position (missing as 0).
    let applicants: [Double]
    /// Position by `unit_id`.
    let positionByID: [String: Int]
    /// Lower-cased names, cities and states, each followed by a 0 byte.
    let names: PackedStrings
    let cities: PackedStrings
    let states: PackedStrings
    /// Alias rows of colleges in the dataset, sorted by key bytes, then row order.
    let aliases: [AliasEntry]

    /// Indexes `schools` (file order) and the alias rows naming them; rows for unknown colleges or with an empty
    /// key are ignored.
    public init(schools: [School], aliases rows: [AliasRow]) {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(schools.count)
        for i in schools.indices where positions[schools[i].unitID] == nil {
            positions[schools[i].unitID] = i
        }
        self.init(schools: schools, aliases: rows, positions: positions)
    }

    /// Indexes `schools` with their positions by `unit_id` already known.
    init(schools: [School], aliases rows: [AliasRow], positions: [String: Int]) {
        var ids: [String] = []
        var counts: [Double] = []
        var names = PackedStrings()
        var cities = PackedStrings()
        var states = PackedStrings()
        ids.reserveCapacity(schools.count)
        counts.reserveCapacity(schools.count)
        for i in schools.indices {
            ids.append(schools[i].unitID)
            counts.append(schools[i].admissions?.applicants ?? 0)
            names.appendLowercased(schools[i].name)
            cities.appendLowercased(schools[i].location.city)
            states.appendLowercased(schools[i].location.state)
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
        unitIDs = ids
        applicants = counts
        positionByID = positions
        self.names = names
        self.cities = cities
        self.states = states
        aliases = list
    }

    /// Number of colleges indexed.
    public var count: Int { unitIDs.count }
}

/// Many short byte strings in one buffer, each followed by a 0 byte, with their start offsets.
struct PackedStrings: Sendable {
    private(set) var bytes: [UInt8] = []
    /// Start offset of each string, plus the end of the buffer.
    private(set) var starts: [Int] = [0]

    /// Appends `s` lower-cased as ``SearchText/lowercasedBytes(_:)`` does.
    mutating func appendLowercased(_ s: String) {
        let start = bytes.count
        for b in s.utf8 {
            if b >= 0x80 {
                bytes.removeSubrange(start...)
                bytes.append(contentsOf: s.lowercased().utf8)
                break
            }
            bytes.append(b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") ? b + 32 : b)
        }
        bytes.append(0)
        starts.append(bytes.count)
    }

    var count: Int { starts.count - 1 }

    /// String `i` without its terminator.
    func string(_ i: Int) -> ArraySlice<UInt8> {
        bytes[starts[i]..<(starts[i + 1] - 1)]
    }
}
