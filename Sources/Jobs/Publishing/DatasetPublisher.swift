public import Domain
import Foundation
import QuadAPIModels
public import UserData

/// Records a loaded dataset in Postgres (`quad publish`): its `dataset_publishes` row and the change log it carries
/// (`changes.json`) as `dataset_changes` rows, in one transaction as `service_role`.
///
/// The change file spans several publishes (each entry names its `publish_id` and `published_at`). Each of those
/// earlier publishes becomes a `dataset_publishes` row of its own (`build` = the entry's `publish_id`, its
/// `published_at` kept) holding its entries, so a college's changes read back grouped and dated as in the file.
/// An earlier publish already recorded by a previous build is left alone. The build itself is recorded last
/// (`build` = the snapshot's publish id, the content hash served as `X-Dataset-Publish`), so every change row of its
/// log has a publish id at or below the build's.
///
/// Idempotent: a build already recorded writes nothing (``DatasetPublishOutcome/alreadyPublished``). Concurrent
/// publishes are serialised by a transaction-scoped advisory lock.
public struct DatasetPublisher: Sendable {
    /// Key of the advisory lock held while publishing.
    public static let lockKey: Int64 = 0x7175_6164_7075_626c

    public let pool: PostgresPool

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    /// One earlier publish of the change file: its label, time and entries in file order.
    struct ChangeLogPublish {
        var label: String
        var publishedAt: String
        var rows: [StoredChange]
    }

    /// Records `snapshot`. `gitCommit` and `publishedBy` go to the build's row as given.
    ///
    /// - Throws: ``DatasetPublishError`` for a change entry the table cannot hold (nothing is written), or the
    ///   database's error (the transaction is rolled back).
    public func publish(_ snapshot: DatasetSnapshot, gitCommit: String? = nil,
                        publishedBy: String? = nil) async throws -> DatasetPublishOutcome {
        let groups = try Self.changeLogPublishes(snapshot.changes)
        let build = snapshot.publishID
        return try await pool.transaction(as: .serviceRole) { db in
            _ = try await db.query("select pg_advisory_xact_lock(\(Self.lockKey))")
            if let existing = try await Self.record(build: build, on: db) {
                return DatasetPublishOutcome(publish: existing, alreadyPublished: true, recordedChangeLogPublishes: [],
                                             skippedChangeLogPublishes: [], changeRows: 0)
            }
            var recorded: [String] = [], skipped: [String] = [], rows = 0
            for group in groups {
                if try await Self.record(build: group.label, on: db) != nil {
                    skipped.append(group.label)
                    continue
                }
                let changes = try await db.query("""
                    with p as (
                      insert into public.dataset_publishes (build, published_at, published_by)
                      values (\(group.label), \(group.publishedAt)::timestamptz, \(publishedBy))
                      returning id, published_at
                    )
                    insert into public.dataset_changes
                      (publish_id, published_at, unit_id, field, kind, old_value, new_value, old_year, new_year, source,
                       old_source, release)
                    select p.id, p.published_at, c ->> 'unit_id', c ->> 'field', c ->> 'kind',
                           case when json_typeof(c -> 'old_value') = 'null' then null else c -> 'old_value' end,
                           case when json_typeof(c -> 'new_value') = 'null' then null else c -> 'new_value' end,
                           c ->> 'old_year', c ->> 'new_year', c ->> 'source', c ->> 'old_source', c ->> 'release'
                    from p, json_array_elements(\(try PostgresBind.json(group.rows))::json) with ordinality as e(c, n)
                    order by n
                    returning id
                    """)
                recorded.append(group.label)
                rows += changes.count
            }
            let school = Int32(clamping: snapshot.schools.count)
            let inserted = try await db.query("""
                insert into public.dataset_publishes (build, school_count, retrieved, git_commit, published_by)
                values (\(build), \(school), \(snapshot.meta.retrieved)::date, \(gitCommit), \(publishedBy))
                returning id, build, published_at
                """)
            guard let row = inserted.first else { throw DatasetPublishError("no publish row returned") }
            return DatasetPublishOutcome(publish: try Self.decodeRecord(row), alreadyPublished: false,
                                         recordedChangeLogPublishes: recorded, skippedChangeLogPublishes: skipped,
                                         changeRows: rows)
        }
    }

    /// The change file's entries grouped by the publish they name (its `publish_id`, or its `published_at` when it
    /// names none), oldest publish first; entries keep file order within a publish.
    static func changeLogPublishes(_ changes: [StoredChange]) throws(DatasetPublishError) -> [ChangeLogPublish] {
        var order: [String] = []
        var groups: [String: ChangeLogPublish] = [:]
        var seen: Set<[String]> = []
        for (position, change) in changes.enumerated() {
            let row = try DatasetChangeRow.check(change, position: position)
            guard let publishedAt = change.publishedAt, !publishedAt.isEmpty else {
                throw DatasetPublishError("changes.json record \(position): published_at is missing")
            }
            let label = change.publishID.flatMap { $0.isEmpty ? nil : $0 } ?? "change log \(publishedAt)"
            guard label.count <= 128 else {
                throw DatasetPublishError("changes.json record \(position): publish_id is longer than 128 characters")
            }
            guard seen.insert([label, row.unitID, row.field]).inserted else {
                throw DatasetPublishError("changes.json record \(position): \(row.unitID) \(row.field) appears twice in publish \(label)")
            }
            if groups[label] == nil {
                order.append(label)
                groups[label] = ChangeLogPublish(label: label, publishedAt: publishedAt, rows: [])
            }
            groups[label]?.rows.append(change)
        }
        let listed = order.compactMap { groups[$0] }
        return listed.enumerated().sorted { a, b in
            a.element.publishedAt != b.element.publishedAt ? a.element.publishedAt < b.element.publishedAt
                : a.offset < b.offset
        }.map(\.element)
    }

    /// The first `dataset_publishes` row with this build, if any.
    static func record(build: String, on db: PostgresConnection) async throws -> DatasetPublishRecord? {
        let rows = try await db.query("""
            select id, build, published_at from public.dataset_publishes where build = \(build) order by id limit 1
            """)
        return try rows.first.map(decodeRecord)
    }

    static func decodeRecord(_ row: PostgresRow) throws -> DatasetPublishRecord {
        DatasetPublishRecord(id: try row.decode(Int64.self, column: "id"), build: try row.decode(String.self, column: "build"),
                             publishedAt: try row.decode(Date.self, column: "published_at"))
    }
}
