import Domain
import QuadAPIModels
import Synchronization

/// Home's dataset-wide source notes, worked out once per snapshot: the sources of a set of fields across every
/// college (one representative per distinct set of citations) depend only on the dataset, never on the request.
final class HomeSources: Sendable {
    private let lineage: Lineage
    /// One college per distinct set of citations (see ``ExploreEngine/sourceRepresentatives(_:_:)``).
    private let representatives: [School]
    /// Source groups by field list (the fields joined with a newline).
    private let known = Mutex<[String: [SourceGroup]]>([:])

    private init(_ snapshot: DatasetSnapshot) {
        lineage = snapshot.lineage
        representatives = ExploreEngine.sourceRepresentatives(snapshot, Array(snapshot.schools.indices))
    }

    private static let key = SnapshotKey<HomeSources>("home.sources")

    /// The notes of `snapshot` (made on first use).
    static func of(_ snapshot: DatasetSnapshot) -> HomeSources {
        snapshot.derived.value(key) { HomeSources(snapshot) }
    }

    /// The sources of `fields` across the whole dataset.
    func sources(_ fields: [String]) -> [SourceGroup] {
        let key = fields.joined(separator: "\n")
        if let hit = known.withLock({ $0[key] }) { return hit }
        let groups = lineage.sources(forFields: fields, schools: representatives)
        known.withLock { $0[key] = groups }
        return groups
    }
}
