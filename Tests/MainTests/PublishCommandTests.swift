import Foundation
@testable import Main
import Testing
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
        let again = PublishCommand.summary(DatasetPublishOutcome(
            publish: publish, alreadyPublished: true, recordedChangeLogPublishes: [], skippedChangeLogPublishes: [],
            changeRows: 0), schools: 300)
        #expect(again == "publish: abc already published (publish 3); nothing written")
        let fresh = PublishCommand.summary(DatasetPublishOutcome(
            publish: publish, alreadyPublished: false, recordedChangeLogPublishes: ["p1", "p2"],
            skippedChangeLogPublishes: [], changeRows: 37), schools: 300)
        #expect(fresh == """
            publish: recorded abc as publish 3 (300 colleges)
            publish: change log: 37 changes in 2 earlier publishes (p1, p2)
            """)
    }
}
