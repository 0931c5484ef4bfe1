import Foundation
@testable import Main
import Testing
import Domain
import Jobs
import UserData

/// `quad publish`'s command line: usage, refusals before any database work, and the operator's report. The
/// database side is covered by UserDataTests' DatasetPublishTests.
struct PublishCommandTests {
    /// A configuration file whose database can never be reached, so a test passing here never touched one.
    private func withUnreachableDatabaseConfig(_ body: (String) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quad-publish-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("config.json")
        try Data(#"{"database": {"url": "host=/nonexistent-quad-socket-dir dbname=none connect_timeout=1"}}"#.utf8).write(to: file)
        try await body(file.path)
    }

    @Test func helpListsPublish() {
        #expect(HelpText.usage.contains("quad publish DIR [--config FILE]"))
    }

    @Test func aMissingDirectoryArgumentIsAUsageError() async throws {
        let error = await #expect(throws: ConfigurationError.self) {
            _ = try await Commands.run(try Arguments.parse(["publish"]))
        }
        #expect(error?.description.contains("expected one dataset directory") == true)
        await #expect(throws: ConfigurationError.self) {
            _ = try await Commands.run(try Arguments.parse(["publish", "a", "b"]))
        }
        await #expect(throws: ConfigurationError.self) {
            _ = try await Commands.run(try Arguments.parse(["publish", "data/sample", "--port", "1"]))
        }
    }

    @Test func aDirectoryThatDoesNotLoadIsRefusedBeforeTheDatabase() async throws {
        try await withUnreachableDatabaseConfig { config in
            let missing = "/nonexistent-quad-dataset-\(UUID().uuidString)"
            let error = await #expect(throws: ConfigurationError.self) {
                _ = try await Commands.run(try Arguments.parse(["publish", missing, "--config", config]))
            }
            #expect(error?.description.contains("cannot load the dataset in \(missing)") == true)
        }
    }

    @Test func theReportSaysWhatWasWritten() {
        let publish = DatasetPublishRecord(id: 3, build: "abc", publishedAt: Date(timeIntervalSince1970: 0))
        let again = PublishReport.recorded(DatasetPublishOutcome(
            publish: publish, alreadyPublished: true, recordedChangeLogPublishes: [], skippedChangeLogPublishes: [],
            changeRows: 0), schools: 300, directory: nil)
        #expect(again == "publish: abc is already the current publish (publish 3); nothing written")
        let fresh = PublishReport.recorded(DatasetPublishOutcome(
            publish: publish, alreadyPublished: false, recordedChangeLogPublishes: ["p1", "p2"],
            skippedChangeLogPublishes: ["p0"], changeRows: 37, computedChanges: 4), schools: 300, directory: "/srv/d")
        #expect(fresh == """
            publish: recorded abc as publish 3 (300 colleges, 4 changes) from /srv/d
            publish: change log: 37 changes in 2 earlier publishes (p1, p2)
            publish: change log: already recorded, left alone: p0
            """)
    }

    @Test func theChangeLineCountsKindsInFirstSeenOrder() {
        func change(_ kind: String) -> StoredChange {
            var change = StoredChange()
            change.kind = kind
            return change
        }
        #expect(PublishReport.changes([], against: nil) == "publish: first publish: nothing to compare with")
        #expect(PublishReport.changes([], against: "old") == "publish: what changed since old: no changes")
        #expect(PublishReport.changes(["revised", "new_year", "revised"].map(change), against: "old")
                == "publish: what changed since old: 3 changes (revised 2 · new_year 1)")
        #expect(PublishReport.changes([change("appeared")], against: "old")
                == "publish: what changed since old: 1 change (appeared 1)")
    }
}
