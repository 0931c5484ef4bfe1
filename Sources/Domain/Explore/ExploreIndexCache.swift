import Synchronization

extension ExploreIndex {
    /// The index of `snapshot`, built on first use and kept while the snapshot lives.
    public static func of(_ snapshot: DatasetSnapshot) -> ExploreIndex {
        ExploreIndexCache.shared.index(of: snapshot)
    }
}

/// One ``ExploreIndex`` per live snapshot. Entries hold their snapshot weakly, so a replaced snapshot's index goes
/// with the next publish. The lock only guards the table: a build runs outside it, so a first request never holds up
/// requests that find their index; two first requests that race both build, and the first to publish wins (the
/// other's build is dropped, and both answer from the published one).
final class ExploreIndexCache: Sendable {
    static let shared = ExploreIndexCache()

    private struct Entry {
        weak var snapshot: DatasetSnapshot?
        let index: ExploreIndex
    }

    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    func index(of snapshot: DatasetSnapshot) -> ExploreIndex {
        let key = ObjectIdentifier(snapshot)
        if let hit = entries.withLock({ $0[key].flatMap { $0.snapshot === snapshot ? $0.index : nil } }) { return hit }
        let built = ExploreIndex(snapshot: snapshot)
        return entries.withLock { entries in
            if let hit = entries[key], hit.snapshot === snapshot { return hit.index }
            entries = entries.filter { $0.value.snapshot != nil }
            entries[key] = Entry(snapshot: snapshot, index: built)
            return built
        }
    }
}
