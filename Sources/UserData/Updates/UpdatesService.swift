public import Domain
import Foundation
public import QuadAPIModels

/// `GET /me/updates` (userdata-map §2.6): the person's digests, newest first, rebuilt from the public change log
/// (``Domain/DigestHistory``), and "Also noticed". The digests themselves are recorded by the digest job; this only
/// reads, as the person (their own digests and follows; the change log is public). One round trip.
///
/// ```swift
/// let page = try await UpdatesService(pool: pool, store: store).updates(principal)
/// ```
public struct UpdatesService: Sendable {
    let pool: PostgresPool
    let store: DatasetStore

    public init(pool: PostgresPool, store: DatasetStore) {
        self.pool = pool
        self.store = store
    }

    /// The updates page.
    ///
    /// - Throws: 403 for an account scheduled for deletion.
    public func updates(_ principal: Principal) async throws -> UpdatesResponse {
        let snapshot = store.current
        return try await ListErrors.map {
            let rows = try await pool.pipeline(as: .authenticated(principal), [
                AccountGuard.statusQuery,
                """
                select id, publish_id, published_at, sent_at is not null as emailed, unit_ids
                from public.digests where user_id = auth.uid()
                order by published_at desc, id desc
                """,
                PostgresQuery(unsafeSQL: """
                    select \(ChangeLogRows.columns) from public.dataset_changes c
                    join public.digests d on d.publish_id = c.publish_id and c.unit_id = any(d.unit_ids)
                    where d.user_id = auth.uid()
                    order by c.id
                    """),
                "select unit_id from public.follows where user_id = auth.uid() order by created desc, unit_id",
                PostgresQuery(unsafeSQL: """
                    select \(ChangeLogRows.columns) from public.dataset_changes c
                    join public.follows f on f.unit_id = c.unit_id and f.user_id = auth.uid()
                    where c.kind = 'disappeared'
                    order by c.published_at desc, c.id
                    """),
            ])
            try AccountGuard.requireLive(rows[0])
            let digests = try rows[1].map { row in
                DigestHistory.Digest(
                    id: try row.decode(Int.self, column: "id"),
                    publishID: String(try row.decode(Int64.self, column: "publish_id")),
                    publishedAt: WireTimestamp.string(try row.decode(Date.self, column: "published_at")),
                    emailed: try row.decode(Bool.self, column: "emailed"),
                    unitIDs: try row.decode([String].self, column: "unit_ids"))
            }
            return DigestHistory.page(
                digests: digests, changes: try rows[2].map(ChangeLogRows.change),
                follows: try rows[3].map { try $0.decode(String.self, column: "unit_id") },
                disappeared: try rows[4].map(ChangeLogRows.change), snapshot: snapshot)
        }
    }

}
