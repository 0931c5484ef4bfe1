import Core
import Domain
import Foundation
import Jobs
import Server
import Testing
@testable import UserData

/// Data folders for the publish tests: copies of the bundled sample with some colleges edited, loaded as `quad
/// publish` loads them (SHA-256 content hash), and the publish requests `quad publish` would make.
enum SampleFolders {
    /// A fresh copy of `data/sample` under a temporary directory, with `edit` applied to `schools.json`'s records
    /// (the file is rewritten only when `edit` changes something).
    static func copy(_ edit: (inout [[String: Any]]) -> Void = { _ in }) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quad-sample-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let folder = root.appendingPathComponent("data")
        try FileManager.default.copyItem(at: DatasetPublishTests.sampleDirectory, to: folder)
        let file = folder.appendingPathComponent("schools.json")
        var schools = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]])
        let before = try JSONSerialization.data(withJSONObject: schools, options: [.sortedKeys])
        edit(&schools)
        let after = try JSONSerialization.data(withJSONObject: schools, options: [.sortedKeys])
        if before != after { try after.write(to: file) }
        return folder
    }

    /// Sets `section.key` of college `id` to `value`.
    static func set(_ schools: inout [[String: Any]], _ id: String, _ path: String, _ value: Any) {
        guard let index = schools.firstIndex(where: { $0["unit_id"] as? String == id }) else { return }
        let parts = path.split(separator: ".").map(String.init)
        if parts.count == 1 {
            schools[index][parts[0]] = value
        } else {
            var section = schools[index][parts[0]] as? [String: Any] ?? [:]
            section[parts[1]] = value
            schools[index][parts[0]] = section
        }
    }

    static func load(_ folder: URL) throws -> DatasetSnapshot {
        try DatasetLoader(hasher: SHA256ContentHasher()).load(from: folder, loadedAt: Date())
    }

    /// The request `quad publish` makes for `next` against `previous` (nil: the first publish).
    static func request(_ next: DatasetSnapshot, folder: URL, previous: DatasetSnapshot?) -> DatasetPublisher.Request {
        let (changes, touched) = previous.map { DatasetDiff.compare($0, next) } ?? ([], nil)
        return DatasetPublisher.Request(snapshot: next, directory: folder.path, changes: changes, touched: touched,
                                        baseline: previous.map { .build($0.publishID) } ?? .none, publishedBy: "test")
    }

    static func remove(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }
}

/// A fresh migrated database and a pool on it.
func withMigratedDatabase<T>(poolSize: Int = 3, _ body: (PostgresPool, TestDatabase) async throws -> T) async throws -> T {
    try await TestDatabase.withPool(size: poolSize) { pool, database in
        _ = try await MigrationRunner(pool: pool, migrations: try Migration.bundled(), logger: quietLogger()).run()
        return try await body(pool, database)
    }
}

/// Polls `condition` every 50 ms for at most `limit`; true as soon as it holds.
func eventually(within limit: Duration = .seconds(20), _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(50))
    }
    return try await condition()
}

/// One integer from SQL, as the owner.
func ownerInt(_ pool: PostgresPool, _ sql: String) async throws -> Int {
    try await pool.withConnection { try await $0.query(PostgresQuery(unsafeSQL: sql)) }.first!.decode(Int.self, at: 0)
}
