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
/// source as cited (its other details), and field labels are each numbered once. The groups of every row lie in flat
/// arrays, so a union over thousands of colleges reads numbers and touches no reference counts.
private struct Table: Sendable {
    /// Per position: the row of its groups. Every college whose citations are all defaults shares one row.
    let row: [Int32]
    /// Row `r`'s groups are `rowStart[r]..<rowStart[r + 1]` of the group arrays.
    let rowStart: [Int32]
    /// Per group: its source identity, its source as cited, and where its field labels start in ``groupFields``
    /// (they end where the next group's start).
    let groupID: [Int32]
    let groupSource: [Int32]
    let fieldStart: [Int32]
    let groupFields: [Int32]
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
        var rowStart: [Int32] = [0], groupID: [Int32] = [], groupSource: [Int32] = [], fieldStart: [Int32] = [0]
        var groupFields: [Int32] = []
        func append(_ groups: [SourceGroup]) {
            for group in groups {
                let id = sourceID(group.source)
                let idNumber = ids[id] ?? Int32(ids.count)
                ids[id] = idNumber
                let sourceNumber = sourceNumbers[group.source] ?? Int32(sources.count)
                if sourceNumber == Int32(sources.count) {
                    sourceNumbers[group.source] = sourceNumber
                    sources.append(group.source)
                }
                groupID.append(idNumber)
                groupSource.append(sourceNumber)
                for label in group.fields {
                    let n = labelNumbers[label] ?? Int32(labels.count)
                    if n == Int32(labels.count) {
                        labelNumbers[label] = n
                        labels.append(label)
                    }
                    groupFields.append(n)
                }
                fieldStart.append(Int32(groupFields.count))
            }
            rowStart.append(Int32(groupID.count))
        }
        var row = [Int32](repeating: -1, count: snapshot.schools.count)
        var plainRow: Int32?
        for (p, school) in snapshot.schools.enumerated() {
            if plain[p], let shared = plainRow {
                row[p] = shared
                continue
            }
            row[p] = Int32(rowStart.count - 1)
            if plain[p] { plainRow = row[p] }
            append(lineage.sources(forFields: fields, school: school))
        }
        self.row = row
        self.rowStart = rowStart
        self.groupID = groupID
        self.groupSource = groupSource
        self.fieldStart = fieldStart
        self.groupFields = groupFields
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
        // Which labels each identity lists already: one bit per label when there are at most 64, else a set.
        let narrow = labels.count <= 64
        var listedBits = [UInt64](repeating: 0, count: narrow ? identities : 0)
        var listed = Set<Int64>()
        var plainSeen = false
        for p in positions {
            if plain[p] {
                if plainSeen { continue }
                plainSeen = true
            }
            let r = Int(row[p])
            for g in Int(rowStart[r])..<Int(rowStart[r + 1]) {
                let id = Int(groupID[g])
                if current[id] < 0 { order.append(groupID[g]) }
                current[id] = groupSource[g]
                for f in Int(fieldStart[g])..<Int(fieldStart[g + 1]) {
                    let field = groupFields[f]
                    let new: Bool
                    if narrow {
                        let bit = UInt64(1) << UInt64(field)
                        new = listedBits[id] & bit == 0
                        listedBits[id] |= bit
                    } else {
                        new = listed.insert(Int64(id) << 32 | Int64(field)).inserted
                    }
                    if new { fields[id].append(field) }
                }
            }
        }
        return order.map { id in
            SourceGroup(source: sources[Int(current[Int(id)])], fields: fields[Int(id)].map { labels[Int($0)] })
        }
    }
}
