public import Domain
import Foundation
import QuadAPIModels
public import UserData

/// Reads the change log `quad publish` recorded: which publish a build is, and one college's changes up to it.
///
/// The changes are public (`dataset_changes` is readable by `anon`) and are read as `anon`. The publish log itself
/// is granted to `service_role` only, so finding a build's row runs as `service_role`, and reads nothing else.
public struct DatasetChangesReader: Sendable {
    public let pool: PostgresPool

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    /// The `dataset_publishes` row of `build` (the running snapshot's publish id); nil when it was never published.
    public func publish(build: String) async throws -> DatasetPublishRecord? {
        let rows = try await pool.pipeline(as: .serviceRole, ["""
            select id, build, published_at from public.dataset_publishes where build = \(build) order by id limit 1
            """])[0]
        return try rows.first.map(DatasetPublisher.decodeRecord)
    }

    /// College `unitID`'s recorded changes from `publish` and the publishes before it, newest `published_at` first
    /// and in recorded order within a time, as ``StoredChange`` values (`id` and `publish_id` are the rows' ids,
    /// `published_at` the UTC time as `YYYY-MM-DDTHH:MM:SSZ`): the order ``DatasetSnapshot/changes(for:)`` gives
    /// the change file's entries.
    public func changes(unitID: String, through publish: DatasetPublishRecord) async throws -> [StoredChange] {
        let rows = try await pool.query(as: nil, PostgresQuery(unsafeSQL: """
            select \(ChangeLogRows.columns) from public.dataset_changes c
            where c.unit_id = $1 and c.publish_id <= $2
            order by c.published_at desc, c.id
            """, binds: [unitID, publish.id]))
        return try rows.map(ChangeLogRows.change)
    }
}
