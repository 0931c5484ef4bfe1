import Core
import Domain

extension DatasetStore {
    /// Builds a screen from the request's snapshot on ``BlockingIO``'s threads: for the builders that may read a
    /// college's history or detail file, a trend file or a high-school file (and check its digest) on first use.
    /// The snapshot is taken here, in the request's task, so a pinned snapshot is the one built from.
    func buildReading<T: Sendable>(_ build: @escaping @Sendable (DatasetSnapshot) throws -> T) async throws -> T {
        let snapshot = current
        return try await BlockingIO.run { try build(snapshot) }
    }
}
