import Core
import Domain
import Foundation
import Jobs
import QuadAPIModels
import Testing
@testable import UserData

/// `quad publish`'s database side with computed changes: what a second folder records against the first, the
/// no-op, a baseline that moved, a rollback, and the notification every node hears. Expected rows are worked out by
/// hand from the edits: the sample's meta says ipeds-adm "Fall 2024" and both folders share it, so a new applicant
/// count for Abilene Christian (222178, 11,332 in the sample) is the same period from the same source, `revised`;
/// a new name for Abraham Baldwin (138558) is `updated` with no single year (Scorecard's latest).
struct PublishFlowTests {
    static func edited() throws -> URL {
        try SampleFolders.copy { schools in
            SampleFolders.set(&schools, "222178", "admissions.applicants", 12000)
            SampleFolders.set(&schools, "138558", "name", "Abraham Baldwin College")
        }
    }

    @Test func aNewFolderRecordsWhatChangedAgainstTheCurrentPublish() async throws {
        let first = try SampleFolders.copy(), second = try Self.edited()
        defer { SampleFolders.remove(first); SampleFolders.remove(second) }
        try await withMigratedDatabase { pool, _ in
            let a = try SampleFolders.load(first), b = try SampleFolders.load(second)
            let publisher = DatasetPublisher(pool: pool)
            let initial = try await publisher.publish(SampleFolders.request(a, folder: first, previous: nil))
            #expect(!initial.alreadyPublished && initial.computedChanges == 0 && initial.changeRows == 37)
            let outcome = try await publisher.publish(SampleFolders.request(b, folder: second, previous: a))
            #expect(!outcome.alreadyPublished && outcome.computedChanges == 2 && outcome.changeRows == 0)
            #expect(outcome.recordedChangeLogPublishes.isEmpty)
            #expect(outcome.skippedChangeLogPublishes == ["fixture-2026-04-20", "fixture-2026-10-04"])

            let rows = try await pool.withConnection { try await $0.query("""
                select unit_id, field, kind, old_value::text as old, new_value::text as new, old_year, new_year, source
                from public.dataset_changes where publish_id = \(outcome.publish.id) order by id
                """) }
            try #require(rows.count == 2)
            // The new file's order: Abilene Christian is the first record, Abraham Baldwin the second.
            #expect(try rows[0].decode(String.self, column: "unit_id") == "222178")
            #expect(try rows[0].decode(String.self, column: "kind") == "revised")
            #expect(try rows[0].decode(String.self, column: "old") == "11332" && rows[0].decode(String.self, column: "new") == "12000")
            #expect(try rows[0].decode(String?.self, column: "old_year") == "Fall 2024")
            #expect(try rows[0].decode(String?.self, column: "new_year") == "Fall 2024")
            #expect(try rows[1].decode(String.self, column: "field") == "name" && rows[1].decode(String.self, column: "kind") == "updated")
            #expect(try rows[1].decode(String.self, column: "new") == #""Abraham Baldwin College""#)
            #expect(try rows[1].decode(String?.self, column: "new_year") == nil)

            let current = try #require(try await CurrentPublish.read(pool))
            #expect(current.build == b.publishID && current.directory == second.path && current.id == outcome.publish.id)
            let touched = try await pool.withConnection {
                try await $0.query("select touched::text as t from public.dataset_publishes where id = \(outcome.publish.id)")
            }[0].decode(String.self, column: "t")
            let summary = try JSONDecoder().decode(PublishTouched.self, from: Data(touched.utf8))
            // Applicants feed the ranked applicants metric; schools.json is the only file that changed.
            #expect(summary == PublishTouched(colleges: ["222178", "138558"], added: 0, removed: 0, shared: false, ranked: true))
        }
    }

    @Test func publishingTheCurrentBuildAgainIsANoOp() async throws {
        let first = try SampleFolders.copy()
        defer { SampleFolders.remove(first) }
        try await withMigratedDatabase { pool, _ in
            let a = try SampleFolders.load(first)
            let publisher = DatasetPublisher(pool: pool)
            let recorded = try await publisher.publish(SampleFolders.request(a, folder: first, previous: nil))
            let rows = try await ownerInt(pool, "select count(*) from public.dataset_changes")
            let again = try await publisher.publish(SampleFolders.request(a, folder: first, previous: a))
            #expect(again.alreadyPublished && again.publish.id == recorded.publish.id)
            #expect(try await ownerInt(pool, "select count(*) from public.dataset_publishes where is_build") == 1)
            #expect(try await ownerInt(pool, "select count(*) from public.dataset_changes") == rows)
        }
    }

    @Test func changesComputedAgainstAnotherBuildThanTheCurrentOneAreRefused() async throws {
        let first = try SampleFolders.copy(), second = try Self.edited()
        defer { SampleFolders.remove(first); SampleFolders.remove(second) }
        try await withMigratedDatabase { pool, _ in
            let a = try SampleFolders.load(first), b = try SampleFolders.load(second)
            let publisher = DatasetPublisher(pool: pool)
            // Nothing is current yet, but the request says it diffed against a.
            await #expect(throws: DatasetPublishError.self) {
                try await publisher.publish(SampleFolders.request(b, folder: second, previous: a))
            }
            #expect(try await ownerInt(pool, "select count(*) from public.dataset_publishes") == 0)
            _ = try await publisher.publish(SampleFolders.request(a, folder: first, previous: nil))
            // A first-publish request while a is current.
            await #expect(throws: DatasetPublishError.self) {
                try await publisher.publish(SampleFolders.request(b, folder: second, previous: nil))
            }
            #expect(try await ownerInt(pool, "select count(*) from public.dataset_publishes where is_build") == 1)
        }
    }

    @Test func publishingAnEarlierFolderAgainIsARollbackWithItsOwnChanges() async throws {
        let first = try SampleFolders.copy(), second = try Self.edited()
        defer { SampleFolders.remove(first); SampleFolders.remove(second) }
        try await withMigratedDatabase { pool, _ in
            let a = try SampleFolders.load(first), b = try SampleFolders.load(second)
            let publisher = DatasetPublisher(pool: pool)
            _ = try await publisher.publish(SampleFolders.request(a, folder: first, previous: nil))
            _ = try await publisher.publish(SampleFolders.request(b, folder: second, previous: a))
            let back = try await publisher.publish(SampleFolders.request(a, folder: first, previous: b))
            #expect(!back.alreadyPublished && back.computedChanges == 2)
            #expect(try await CurrentPublish.read(pool)?.build == a.publishID)
            #expect(try await ownerInt(pool, "select count(*) from public.dataset_publishes where is_build") == 3)
            // The change log reader takes the newest row of a build, so a's changes include the rollback's.
            let record = try #require(try await DatasetChangesReader(pool: pool).publish(build: a.publishID))
            #expect(record.id == back.publish.id)
        }
    }

    @Test func aBuildIsAnnouncedOnQuadPublishWhenItCommits() async throws {
        let first = try SampleFolders.copy()
        defer { SampleFolders.remove(first) }
        try await withMigratedDatabase { pool, _ in
            let listener = PostgresListener(configuration: pool.configuration, channels: [NodeRecords.publishChannel],
                                            logger: quietLogger())
            let events = listener.events()
            var iterator = events.makeAsyncIterator()
            #expect(await iterator.next() == .listening)
            let a = try SampleFolders.load(first)
            _ = try await DatasetPublisher(pool: pool).publish(SampleFolders.request(a, folder: first, previous: nil))
            #expect(await iterator.next() == .notification(channel: NodeRecords.publishChannel, payload: a.publishID))
            listener.stop()
        }
    }
}
