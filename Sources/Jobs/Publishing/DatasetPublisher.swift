public import Domain
import Foundation
import QuadAPIModels
public import UserData

/// Records a publish in Postgres (`quad publish`), in one transaction as `service_role`: the build's
/// `dataset_publishes` row (its folder, what it touched), the changes computed against the previous publish as its
/// `dataset_changes` rows, and the change log the folder's `changes.json` carries (fixtures).
///
/// The change file spans several publishes (each entry names its `publish_id` and `published_at`). Each of those
/// earlier publishes becomes a `dataset_publishes` row of its own (`build` = the entry's `publish_id`, its
/// `published_at` kept, not a build) holding its entries, so a college's changes read back grouped and dated as in
/// the file. An earlier publish already recorded is left alone. The build itself is recorded last (`build` = the
/// snapshot's publish id, the content hash served as `X-Dataset-Publish`), so every change row of its log has a
/// publish id at or below the build's; its insert notifies `quad_publish` at commit (migration 0016).
///
/// Idempotent: publishing the current build again writes nothing (``DatasetPublishOutcome/alreadyPublished``).
/// Concurrent publishes are serialised by a transaction-scoped advisory lock, and a publish whose changes were
/// computed against another build than the one current under the lock is refused (``Baseline``).
public struct DatasetPublisher: Sendable {
    /// Key of the advisory lock held while publishing.
    public static let lockKey: Int64 = 0x7175_6164_7075_626c

    /// Which publish the changes were computed against, checked under the lock.
    public enum Baseline: Sendable, Equatable {
        /// Not checked (a publish without computed changes).
        case unchecked
        /// There must be no current build.
        case none
        /// The current build must be this one.
        case build(String)
    }

    /// One publish to record.
    public struct Request: Sendable {
        public var snapshot: DatasetSnapshot
        /// The folder nodes load (the same path on every node); nil records a build nodes cannot load.
        public var directory: String?
        /// The changes from the previous publish (``Domain/DatasetDiff``), without publish fields.
        public var changes: [StoredChange]
        /// What else changed (nil: unknown).
        public var touched: PublishTouched?
        public var baseline: Baseline
        public var gitCommit: String?
        public var publishedBy: String?

        public init(snapshot: DatasetSnapshot, directory: String? = nil, changes: [StoredChange] = [],
                    touched: PublishTouched? = nil, baseline: Baseline = .unchecked, gitCommit: String? = nil,
                    publishedBy: String? = nil) {
            self.snapshot = snapshot
            self.directory = directory
            self.changes = changes
            self.touched = touched
            self.baseline = baseline
            self.gitCommit = gitCommit
            self.publishedBy = publishedBy
        }
    }

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

    /// Records `snapshot` with no computed changes (its change file only). `gitCommit` and `publishedBy` go to the
    /// build's row as given.
    public func publish(_ snapshot: DatasetSnapshot, gitCommit: String? = nil,
                        publishedBy: String? = nil) async throws -> DatasetPublishOutcome {
        try await publish(Request(snapshot: snapshot, gitCommit: gitCommit, publishedBy: publishedBy))
    }

    /// Records `request`.
    ///
    /// - Throws: ``DatasetPublishError`` for a change the table cannot hold or a baseline that moved (nothing is
    ///   written), or the database's error (the transaction is rolled back).
    public func publish(_ request: Request) async throws -> DatasetPublishOutcome {
        let snapshot = request.snapshot
        let groups = try Self.changeLogPublishes(snapshot.changes)
        for (position, change) in request.changes.enumerated() {
            _ = try DatasetChangeRow.check(change, position: position, file: "computed change")
        }
        let build = snapshot.publishID
        let touched = try request.touched.map { try PostgresBind.json($0) }
        return try await pool.transaction(as: .serviceRole) { db in
            _ = try await db.query("select pg_advisory_xact_lock(\(Self.lockKey))")
            let current = try await CurrentPublish.read(on: db)
            if let current, current.build == build {
                return DatasetPublishOutcome(publish: DatasetPublishRecord(id: current.id, build: current.build,
                                                                           publishedAt: current.publishedAt),
                                             alreadyPublished: true, recordedChangeLogPublishes: [],
                                             skippedChangeLogPublishes: [], changeRows: 0)
            }
            switch request.baseline {
            case .unchecked: break
            case .none where current == nil: break
            case let .build(expected) where current?.build == expected: break
            default:
                throw DatasetPublishError("the current publish changed to \(current?.build ?? "none") while the changes were "
                                          + "computed; run quad publish again")
            }
            var recorded: [String] = [], skipped: [String] = [], rows = 0
            for group in groups {
                if try await Self.record(build: group.label, on: db) != nil {
                    skipped.append(group.label)
                    continue
                }
                let publish = try await db.query("""
                    insert into public.dataset_publishes (build, published_at, published_by)
                    values (\(group.label), \(group.publishedAt)::timestamptz, \(request.publishedBy))
                    returning id
                    """)[0].decode(Int64.self, column: "id")
                let changes = try await db.query(Self.insertChanges(publish: publish, rows: try PostgresBind.json(group.rows)))
                recorded.append(group.label)
                rows += changes.count
            }
            let school = Int32(clamping: snapshot.schools.count)
            let inserted = try await db.query("""
                insert into public.dataset_publishes
                  (build, school_count, retrieved, git_commit, published_by, is_build, directory, touched)
                values (\(build), \(school), \(snapshot.meta.retrieved)::date, \(request.gitCommit), \(request.publishedBy),
                        true, \(request.directory), \(touched)::jsonb)
                returning id, build, published_at
                """)
            guard let row = inserted.first else { throw DatasetPublishError("no publish row returned") }
            let record = try Self.decodeRecord(row)
            let computed = request.changes.isEmpty ? 0
                : try await db.query(Self.insertChanges(publish: record.id, rows: try PostgresBind.json(request.changes))).count
            return DatasetPublishOutcome(publish: record, alreadyPublished: false, recordedChangeLogPublishes: recorded,
                                         skippedChangeLogPublishes: skipped, changeRows: rows, computedChanges: computed)
        }
    }

    /// Inserts a JSON array of change rows under publish `publish` (dated as the publish), in array order.
    private static func insertChanges(publish: Int64, rows: PostgresBind) -> PostgresQuery {
        """
        insert into public.dataset_changes
          (publish_id, published_at, unit_id, field, kind, old_value, new_value, old_year, new_year, source,
           old_source, release)
        select p.id, p.published_at, c ->> 'unit_id', c ->> 'field', c ->> 'kind',
               case when json_typeof(c -> 'old_value') = 'null' then null else c -> 'old_value' end,
               case when json_typeof(c -> 'new_value') = 'null' then null else c -> 'new_value' end,
               c ->> 'old_year', c ->> 'new_year', c ->> 'source', c ->> 'old_source', c ->> 'release'
        from public.dataset_publishes p, json_array_elements(\(rows)::json) with ordinality as e(c, n)
        where p.id = \(publish)
        order by n
        returning id
        """
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
