@_spi(Lineage) public import QuadAPIModels
import Synchronization

/// Source notes over many colleges of a snapshot (Explore's footer over its matches, Home's over every college), with
/// the per-college work done once per snapshot.
///
/// A note lists the sources behind a fixed set of fields across a set of colleges
/// (``ExploreEngine/sourceRepresentatives(_:_:)``). Which sources one college contributes depends only on the
/// dataset, so each college's source groups are worked out on first use (one table per field list) and a request
/// only unions the groups of its colleges, in their order: the same groups, in the same order, as
/// ``Lineage/sources(forFields:schools:)`` over the representatives.
///
/// ```swift
/// let groups = DatasetSourceNotes.sources(snapshot, forFields: fields, at: outcome.positions)
/// let home = DatasetSourceNotes.sourcesEverywhere(snapshot, forFields: fields)
/// ```
public final class DatasetSourceNotes: Sendable {
    /// Tables by field list (the fields joined with a newline).
    private let tables = Mutex<[String: Table]>([:])
    /// Notes across every college, by field list (they depend only on the snapshot).
    private let everywhere = Mutex<[String: [SourceGroup]]>([:])

    private init() {}

    private static let key = SnapshotKey<DatasetSourceNotes>("lineage.datasetSourceNotes")

    private static func of(_ snapshot: DatasetSnapshot) -> DatasetSourceNotes {
        snapshot.derived.value(key) { DatasetSourceNotes() }
    }

    /// The sources of `fields` across the colleges at `positions` of `snapshot` (the dataset defaults when there are
    /// none): `lineage.sources(forFields: fields, schools: ExploreEngine.sourceRepresentatives(snapshot, positions))`.
    public static func sources(_ snapshot: DatasetSnapshot, forFields fields: [String], at positions: [Int]) -> [SourceGroup] {
        if positions.isEmpty { return snapshot.lineage.sources(forFields: fields, schools: []) }
        return of(snapshot).table(fields, snapshot).union(positions)
    }

    /// The sources of `fields` across every college of `snapshot`, worked out once per field list.
    public static func sourcesEverywhere(_ snapshot: DatasetSnapshot, forFields fields: [String]) -> [SourceGroup] {
        let notes = of(snapshot)
        let key = fields.joined(separator: "\n")
        if let hit = notes.everywhere.withLock({ $0[key] }) { return hit }
        let groups = sources(snapshot, forFields: fields, at: Array(snapshot.schools.indices))
        notes.everywhere.withLock { $0[key] = groups }
        return groups
    }

    /// The table of `fields` (made on first use).
    private func table(_ fields: [String], _ snapshot: DatasetSnapshot) -> Table {
        let key = fields.joined(separator: "\n")
        if let hit = tables.withLock({ $0[key] }) { return hit }
        let made = Table(fields: fields, snapshot: snapshot)
        tables.withLock { $0[key] = made }
        return made
    }
}

/// One field list's source groups for every college, as small numbers: a source identity (key, URL and year), the
/// source as cited (its other details), and field labels are each numbered once.
private struct Table: Sendable {
    struct Group: Sendable {
        let id: Int32
        let source: Int32
        let fields: [Int32]
    }

    /// Per position: the row of its groups. Every college whose citations are all defaults shares one row.
    let row: [Int32]
    let rows: [[Group]]
    /// Per position: a college standing for every other such college (only the first one in a match list counts).
    let plain: [Bool]
    let identities: Int
    let sources: [CitedSource]
    let labels: [String]

    init(fields: [String], snapshot: DatasetSnapshot) {
        let lineage = snapshot.lineage
        let plain = ExploreIndex.of(snapshot).plainSources
        var ids: [String: Int32] = [:]
        var sourceNumbers: [CitedSource: Int32] = [:]
        var sources: [CitedSource] = []
        var labelNumbers: [String: Int32] = [:]
        var labels: [String] = []
        func number(_ groups: [SourceGroup]) -> [Group] {
            groups.map { group in
                let id = sourceID(group.source)
                let idNumber = ids[id] ?? Int32(ids.count)
                ids[id] = idNumber
                let sourceNumber = sourceNumbers[group.source] ?? Int32(sources.count)
                if sourceNumber == Int32(sources.count) {
                    sourceNumbers[group.source] = sourceNumber
                    sources.append(group.source)
                }
                return Group(id: idNumber, source: sourceNumber, fields: group.fields.map { label in
                    if let n = labelNumbers[label] { return n }
                    let n = Int32(labels.count)
                    labelNumbers[label] = n
                    labels.append(label)
                    return n
                })
            }
        }
        var rows: [[Group]] = []
        var row = [Int32](repeating: -1, count: snapshot.schools.count)
        var plainRow: Int32?
        for (p, school) in snapshot.schools.enumerated() {
            if plain[p], let shared = plainRow {
                row[p] = shared
                continue
            }
            row[p] = Int32(rows.count)
            if plain[p] { plainRow = row[p] }
            rows.append(number(lineage.sources(forFields: fields, school: school)))
        }
        self.row = row
        self.rows = rows
        self.plain = plain
        identities = ids.count
        self.sources = sources
        self.labels = labels
    }

    /// The groups of the colleges at `positions` in their order: a source at its first use, as last cited, with
    /// every field label once in first-use order.
    func union(_ positions: [Int]) -> [SourceGroup] {
        var order: [Int32] = []
        var current = [Int32](repeating: -1, count: identities)
        var fields = [[Int32]](repeating: [], count: identities)
        var listed = Set<Int64>()
        var plainSeen = false
        for p in positions {
            if plain[p] {
                if plainSeen { continue }
                plainSeen = true
            }
            for group in rows[Int(row[p])] {
                let id = Int(group.id)
                if current[id] < 0 { order.append(group.id) }
                current[id] = group.source
                for field in group.fields where listed.insert(Int64(id) << 32 | Int64(field)).inserted {
                    fields[id].append(field)
                }
            }
        }
        return order.map { id in
            SourceGroup(source: sources[Int(current[Int(id)])], fields: fields[Int(id)].map { labels[Int($0)] })
        }
    }
}
