import Core
import Domain
import Foundation
import QuadAPIModels
import Server
import Testing
import Jobs
@testable import UserData

/// `quad publish`'s recorder and the change-log reader on a fresh migrated database per test, and `/changes`
/// answered from Postgres against the same screen from the change file.
///
/// Expected values are read off `data/sample/changes.json` by hand: 37 entries, 7 in publish `fixture-2026-04-20`
/// (2026-04-20T14:00:00Z) and 30 in `fixture-2026-10-04` (2026-10-04T15:30:00Z); college 178107 has three entries
/// across both publishes, 212834 four entries in the later one (one `disappeared`, with a null new value); 222178,
/// 138558 and 100654 have none. `meta.json` says `retrieved` 2026-10-04; the sample has 300 colleges.
struct DatasetPublishTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let sampleDirectory = root.appendingPathComponent("data/sample")

    /// The sample as `quad serve` and `quad publish` load it (SHA-256 content hash as the publish id).
    static let sample: DatasetSnapshot = {
        do {
            return try DatasetLoader(hasher: SHA256ContentHasher()).load(from: sampleDirectory, loadedAt: Date(timeIntervalSince1970: 0))
        } catch {
            fatalError("the bundled sample does not load: \(error)")
        }
    }()

    /// A fresh migrated database and a pool on it.
    private func withDatabase<T>(_ body: (PostgresPool) async throws -> T) async throws -> T {
        try await TestDatabase.withPool(size: 2) { pool, _ in
            _ = try await MigrationRunner(pool: pool, migrations: try Migration.bundled(), logger: quietLogger()).run()
            return try await body(pool)
        }
    }

    private func owner(_ pool: PostgresPool, _ query: PostgresQuery) async throws -> PostgresRows {
        try await pool.withConnection { try await $0.query(query) }
    }

    private func count(_ pool: PostgresPool, _ table: String) async throws -> Int64 {
        try await owner(pool, "select count(*) from public.\(identifier: table)").first!.decode(Int64.self, at: 0)
    }

    // MARK: - Publishing

    @Test func publishingTheSampleRecordsTheBuildAndEveryChangeFileEntry() async throws {
        try await withDatabase { pool in
            let outcome = try await DatasetPublisher(pool: pool).publish(Self.sample, publishedBy: "test")
            #expect(!outcome.alreadyPublished)
            #expect(outcome.changeRows == 37)
            #expect(outcome.recordedChangeLogPublishes == ["fixture-2026-04-20", "fixture-2026-10-04"])
            #expect(outcome.publish.build == Self.sample.publishID)
            #expect(Self.sample.publishID.count == 64)

            let build = try #require(try await owner(pool, """
                select build, school_count, retrieved::text as retrieved, published_by
                from public.dataset_publishes where build = \(Self.sample.publishID)
                """).first)
            #expect(try build.decode(Int32.self, column: "school_count") == 300)
            #expect(try build.decode(String.self, column: "retrieved") == "2026-10-04")
            #expect(try build.decode(String.self, column: "published_by") == "test")

            #expect(try await count(pool, "dataset_changes") == 37)
            let perPublish = try await owner(pool, """
                select p.build, count(c.id) as n, to_char(p.published_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at
                from public.dataset_publishes p left join public.dataset_changes c on c.publish_id = p.id
                group by p.id order by p.id
                """)
            #expect(perPublish.count == 3)
            let summary = try perPublish.map {
                "\(try $0.decode(String.self, column: "build")) \(try $0.decode(Int64.self, column: "n"))"
            }
            #expect(summary == ["fixture-2026-04-20 7", "fixture-2026-10-04 30", "\(Self.sample.publishID) 0"])
            #expect(try perPublish[0].decode(String.self, column: "at") == "2026-04-20 14:00")
            #expect(try perPublish[1].decode(String.self, column: "at") == "2026-10-04 15:30")

            // First entry of the file, by hand.
            let first = try #require(try await owner(pool, """
                select c.kind, c.old_value::text as old, c.new_value::text as new, c.old_year, c.new_year, c.source,
                       c.release, c.old_source, p.build
                from public.dataset_changes c join public.dataset_publishes p on p.id = c.publish_id
                where c.unit_id = '178107' and c.field = 'admissions.acceptance_rate'
                """).first)
            #expect(try first.decode(String.self, column: "kind") == "new_year")
            #expect(try first.decode(String.self, column: "old") == "0.6686")
            #expect(try first.decode(String.self, column: "new") == "0.6571")
            #expect(try first.decode(String.self, column: "old_year") == "Fall 2023")
            #expect(try first.decode(String.self, column: "new_year") == "Fall 2024")
            #expect(try first.decode(String.self, column: "source") == "IPEDS Admissions survey")
            #expect(try first.decode(String.self, column: "release") == "IPEDS winter release (provisional)")
            #expect(try first.decode(String?.self, column: "old_source") == nil)
            #expect(try first.decode(String.self, column: "build") == "fixture-2026-10-04")

            // The revision in the earlier publish, and a disappeared value (SQL NULL new value, null release).
            let revised = try #require(try await owner(pool, """
                select c.kind, c.old_value::text as old, c.new_value::text as new, c.new_year, p.build
                from public.dataset_changes c join public.dataset_publishes p on p.id = c.publish_id
                where c.unit_id = '178107' and c.field = 'cost.avg_paid_all'
                """).first)
            #expect(try revised.decode(String.self, column: "kind") == "revised")
            #expect(try revised.decode(String.self, column: "old") == "32164")
            #expect(try revised.decode(String.self, column: "new") == "31533")
            #expect(try revised.decode(String.self, column: "new_year") == "2023\u{2013}24")
            #expect(try revised.decode(String.self, column: "build") == "fixture-2026-04-20")
            let gone = try #require(try await owner(pool, """
                select kind, old_value::text as old, new_value::text as new, release from public.dataset_changes
                where unit_id = '212834' and field = 'admissions.test_submission_rate_act'
                """).first)
            #expect(try gone.decode(String.self, column: "kind") == "disappeared")
            #expect(try gone.decode(String.self, column: "old") == "0.35")
            #expect(try gone.decode(String?.self, column: "new") == nil)
            #expect(try gone.decode(String?.self, column: "release") == nil)
        }
    }

    @Test func publishingTheSameBuildTwiceWritesNothingTheSecondTime() async throws {
        try await withDatabase { pool in
            let publisher = DatasetPublisher(pool: pool)
            let first = try await publisher.publish(Self.sample)
            let second = try await publisher.publish(Self.sample)
            #expect(second.alreadyPublished)
            #expect(second.changeRows == 0)
            #expect(second.publish == first.publish)
            #expect(try await count(pool, "dataset_publishes") == 3)
            #expect(try await count(pool, "dataset_changes") == 37)
        }
    }

    /// A later build carrying the same change log records only itself: the earlier publishes are already there.
    @Test func aNewBuildWithTheSameChangeLogLeavesRecordedPublishesAlone() async throws {
        try await withDatabase { pool in
            let publisher = DatasetPublisher(pool: pool)
            _ = try await publisher.publish(Self.sample)
            let rebuilt = try Self.snapshot(changes: Self.sample.changes, publishID: "another-build")
            let outcome = try await publisher.publish(rebuilt)
            #expect(!outcome.alreadyPublished)
            #expect(outcome.recordedChangeLogPublishes.isEmpty)
            #expect(outcome.skippedChangeLogPublishes == ["fixture-2026-04-20", "fixture-2026-10-04"])
            #expect(try await count(pool, "dataset_publishes") == 4)
            #expect(try await count(pool, "dataset_changes") == 37)
        }
    }

    /// A change entry the table cannot hold is refused before the transaction; one the database refuses (a time it
    /// cannot read, in the second publish, after the first was inserted) rolls everything back.
    @Test func aBrokenChangeLogWritesNothing() async throws {
        try await withDatabase { pool in
            let publisher = DatasetPublisher(pool: pool)
            var badKind = Self.sample.changes
            badKind[36].kind = "changed"
            await #expect(throws: DatasetPublishError.self) {
                try await publisher.publish(try Self.snapshot(changes: badKind, publishID: "bad-kind"))
            }
            var twice = Self.sample.changes
            twice.append(Self.sample.changes[0])
            await #expect(throws: DatasetPublishError.self) {
                try await publisher.publish(try Self.snapshot(changes: twice, publishID: "twice"))
            }
            var badTime = Self.sample.changes
            for i in badTime.indices where badTime[i].publishID == "fixture-2026-10-04" {
                badTime[i].publishedAt = "2026-10-04T25:99:00Z"
            }
            await #expect(throws: PostgresError.self) {
                try await publisher.publish(try Self.snapshot(changes: badTime, publishID: "bad-time"))
            }
            let publishes = try await count(pool, "dataset_publishes"), changes = try await count(pool, "dataset_changes")
            #expect(publishes == 0)
            #expect(changes == 0)
        }
    }

    /// A directory `quad publish` cannot load never reaches the database: the loader refuses it.
    @Test func aBrokenDatasetDirectoryDoesNotLoad() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quad-publish-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["meta.json", "release-calendar.json", "changes.json"] {
            try FileManager.default.copyItem(at: Self.sampleDirectory.appendingPathComponent(name),
                                             to: directory.appendingPathComponent(name))
        }
        try Data("[{\"unit_id\": ".utf8).write(to: directory.appendingPathComponent("schools.json"))
        #expect(throws: DatasetLoadError.self) {
            try DatasetLoader(hasher: SHA256ContentHasher()).load(from: directory, loadedAt: Date())
        }
    }

    // MARK: - Reading back and /changes

    @Test func theReaderReturnsACollegesChangesNewestFirstAsAnon() async throws {
        try await withDatabase { pool in
            _ = try await DatasetPublisher(pool: pool).publish(Self.sample)
            let reader = DatasetChangesReader(pool: pool)
            let publish = try #require(try await reader.publish(build: Self.sample.publishID))
            let rows = try await reader.changes(unitID: "178107", through: publish)
            #expect(rows.map { $0.field ?? "" } == ["admissions.acceptance_rate", "admissions.applicants", "cost.avg_paid_all"])
            #expect(rows.map { $0.publishedAt ?? "" } == ["2026-10-04T15:30:00Z", "2026-10-04T15:30:00Z", "2026-04-20T14:00:00Z"])
            #expect(rows[0].newValue == .number(0.6571))
            #expect(try await reader.changes(unitID: "222178", through: publish).isEmpty)
            #expect(try await reader.publish(build: "never-published") == nil)
        }
    }

    /// The documents `/changes` answers with the change log from Postgres and from the change file, byte for byte.
    @Test func postgresAndChangeFileAnswerTheSameDocuments() async throws {
        try await withDatabase { pool in
            _ = try await DatasetPublisher(pool: pool).publish(Self.sample)
            let fromFile = Self.responder(pool: nil), fromDatabase = Self.responder(pool: pool)
            for id in ["222178", "138558", "178107", "212834", "100654"] {
                let file = await Self.get(fromFile, id), database = await Self.get(fromDatabase, id)
                #expect(file.status == 200, "\(id)")
                #expect(database.status == 200, "\(id)")
                #expect(database.body == file.body, "\(id)")
            }
            let text = String(decoding: await Self.get(fromDatabase, "178107").body, as: UTF8.self)
            #expect(text.contains("Published Oct 4, 2026"))
            #expect(text.contains("Published Apr 20, 2026"))
            let none = String(decoding: await Self.get(fromDatabase, "222178").body, as: UTF8.self)
            #expect(none.contains("Nothing in this college's data changed in the last year."))
            #expect(await Self.get(fromDatabase, "999999").status == 404)
        }
    }

    /// The Postgres route really reads the database: a row removed there disappears from its answer only.
    @Test func thePostgresRouteReadsTheRecordedRows() async throws {
        try await withDatabase { pool in
            _ = try await DatasetPublisher(pool: pool).publish(Self.sample)
            _ = try await owner(pool, "delete from public.dataset_changes where unit_id = '178107' and field = 'cost.avg_paid_all'")
            let file = String(decoding: await Self.get(Self.responder(pool: nil), "178107").body, as: UTF8.self)
            let database = String(decoding: await Self.get(Self.responder(pool: pool), "178107").body, as: UTF8.self)
            #expect(file.contains("Published Apr 20, 2026"))
            #expect(!database.contains("Published Apr 20, 2026"))
            #expect(database.contains("Published Oct 4, 2026"))
        }
    }

    /// A build that was never published is answered from the change file, identically.
    @Test func anUnpublishedBuildFallsBackToTheChangeFile() async throws {
        try await withDatabase { pool in
            let fromFile = Self.responder(pool: nil), fromDatabase = Self.responder(pool: pool)
            for id in ["178107", "222178"] {
                #expect(await Self.get(fromDatabase, id).body == (await Self.get(fromFile, id)).body, "\(id)")
            }
            let publishes = try await count(pool, "dataset_publishes")
            #expect(publishes == 0)
        }
    }

    // MARK: - Helpers

    /// The sample's colleges and meta with another change log and publish id.
    static func snapshot(changes: [StoredChange], publishID: String) throws -> DatasetSnapshot {
        try DatasetSnapshot(schools: sample.schools, meta: sample.meta, releaseCalendar: sample.releaseCalendar,
                            changes: changes, publishID: publishID, loadedAt: Date(timeIntervalSince1970: 0))
    }

    static func responder(pool: PostgresPool?) -> Responder {
        var router = Router()
        ProfileRoutes(store: DatasetStore(snapshot: sample), changes: pool.map(DatasetChangesReader.init(pool:)),
                      logger: quietLogger()).register(on: &router)
        return router.build()
    }

    static func get(_ responder: Responder, _ id: String) async -> Response {
        await responder.respond(to: Request(method: .get, target: "/api/app/v1/schools/\(id)/changes"), logger: quietLogger())
    }
}
