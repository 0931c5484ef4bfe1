import Synchronization

extension ExploreIndex {
    /// The index of `snapshot`, built on first use and kept while the snapshot lives.
    public static func of(_ snapshot: DatasetSnapshot) -> ExploreIndex {
        ExploreIndexCache.shared.index(of: snapshot)
    }
}

/// One ``ExploreIndex`` per live snapshot. Entries hold their snapshot weakly, so a replaced snapshot's index goes
/// with the next build; a build runs under the lock, so concurrent first requests build once.
final class ExploreIndexCache: Sendable {
    static let shared = ExploreIndexCache()

    private struct Entry {
        weak var snapshot: DatasetSnapshot?
        let index: ExploreIndex
    }

    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    func index(of snapshot: DatasetSnapshot) -> ExploreIndex {
        let key = ObjectIdentifier(snapshot)
        return entries.withLock { entries in
            if let hit = entries[key], hit.snapshot === snapshot { return hit.index }
            entries = entries.filter { $0.value.snapshot != nil }
            let index = ExploreIndex(snapshot: snapshot)
            entries[key] = Entry(snapshot: snapshot, index: index)
            return index
        }
    }
}
