import Core
import Foundation
import Testing
@testable import UserData

/// The SQL scenarios under Tests/UserDataTests/SQL (the policy matrix over every user table and actor, household
/// rules, lists and follows, auth claims, privileges) run through the real pool against the real migrations.
/// Each file is one transaction that raises on the first unexpected outcome and ends in ROLLBACK.
struct SQLScenarioTests {
    static let files: [URL] = {
        let dir = Bundle.module.resourceURL!.appendingPathComponent("SQL")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".sql") && !$0.hasPrefix("_") }.sorted().map { dir.appendingPathComponent($0) }
    }()

    /// A scenario's text with each `-- @include NAME` line replaced by that file of the folder (the shared helpers).
    static func script(_ file: URL) throws -> String {
        let text = try String(contentsOf: file, encoding: .utf8)
        return try text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.hasPrefix("-- @include ") else { return String(line) }
            let name = line.dropFirst("-- @include ".count).trimmingCharacters(in: .whitespaces)
            return try String(contentsOf: file.deletingLastPathComponent().appendingPathComponent(name), encoding: .utf8)
        }.joined(separator: "\n")
    }

    @Test func scenariosAreBundled() {
        #expect(Self.files.map(\.lastPathComponent).contains("policy_matrix.sql"))
        #expect(Self.files.count >= 5)
    }

    @Test func everyScenarioPassesOnTheMigratedSchema() async throws {
        try await TestDatabase.withPool(size: 1) { pool, _ in
            let report = try await MigrationRunner(pool: pool, migrations: try Migration.bundled(), logger: quietLogger()).run()
            #expect(report.applied.count == (try Migration.bundled()).count)
            for file in Self.files {
                let sql = try Self.script(file)
                do {
                    try await pool.withConnection { try await $0.runScript(unsafeSQL: sql) }
                } catch {
                    Issue.record("\(file.lastPathComponent) failed: \(String(reflecting: error))")
                }
            }
        }
    }

    /// The check is real: a schema with a leaking policy makes the matrix fail.
    @Test func aLeakingPolicyIsCaught() async throws {
        try await TestDatabase.withPool(size: 1) { pool, _ in
            _ = try await MigrationRunner(pool: pool, migrations: try Migration.bundled(), logger: quietLogger()).run()
            try await pool.withConnection {
                try await $0.runScript(unsafeSQL: "create policy leak on public.profiles for select to authenticated using (true);")
            }
            let matrix = try #require(Self.files.first { $0.lastPathComponent == "policy_matrix.sql" })
            let sql = try Self.script(matrix)
            await #expect(throws: PostgresError.self) {
                try await pool.withConnection { try await $0.runScript(unsafeSQL: sql) }
            }
        }
    }
}
