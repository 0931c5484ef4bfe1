import Core
import Domain
import Foundation
import Testing
import UserData

/// Applying migrations: once, idempotently, refusing changed files, stopping at a failure, one node at a time.
@Suite struct MigrationRunnerTests {
    private func migrations(_ pairs: [(String, String)]) throws -> [Migration] {
        try pairs.map { try Migration(name: $0.0, sql: $0.1) }
    }

    private let base: [(String, String)] = [
        ("0001_widgets", "create table widgets (id int primary key, label text not null);"),
        ("0002_seed", "insert into widgets values (1, 'first'); insert into widgets values (2, 'second');"),
    ]

    private func run(_ pool: PostgresPool, _ list: [Migration]) async throws -> MigrationReport {
        try await MigrationRunner(pool: pool, migrations: list, logger: quietLogger()).run()
    }

    private func count(_ pool: PostgresPool, _ sql: PostgresQuery) async throws -> Int {
        try await pool.withConnection { try await $0.query(sql).first!.decode(Int.self, at: 0) }
    }

    private func tableExists(_ pool: PostgresPool, _ name: String) async throws -> Bool {
        try await pool.withConnection { try await $0.query("select to_regclass(\(name)) is not null").first!.decode(Bool.self, at: 0) }
    }

    @Test func appliesOnceAndARerunIsANoOp() async throws {
        try await TestDatabase.withPool { pool, _ in
            let list = try migrations(base)
            let first = try await run(pool, list)
            #expect(first.applied == ["0001_widgets", "0002_seed"])
            #expect(first.alreadyApplied.isEmpty)
            #expect(try await count(pool, "select count(*) from widgets") == 2)

            let second = try await run(pool, list)
            #expect(second.applied.isEmpty)
            #expect(second.alreadyApplied == ["0001_widgets", "0002_seed"])
            #expect(try await count(pool, "select count(*) from widgets") == 2)

            // The recorded checksum is the SHA-256 of the file text, as Postgres itself computes it.
            let rows = try await pool.withConnection { connection in
                try await connection.query("""
                    select name, checksum, applied_at is not null as dated from quad_meta.migrations order by name
                    """)
            }
            #expect(rows.count == 2)
            for (row, (name, sql)) in zip(rows, base) {
                #expect(try row.decode(String.self, column: "name") == name)
                let expected = try await pool.withConnection {
                    try await $0.query("select encode(sha256(convert_to(\(sql), 'UTF8')), 'hex')").first!.decode(String.self, at: 0)
                }
                #expect(try row.decode(String.self, column: "checksum") == expected)
                #expect(try row.decode(Bool.self, column: "dated"))
            }
        }
    }

    @Test func newMigrationsApplyAfterOldOnes() async throws {
        try await TestDatabase.withPool { pool, _ in
            _ = try await run(pool, try migrations(base))
            let more = try migrations(base + [("0003_more", "insert into widgets values (3, 'third');")])
            let report = try await run(pool, more)
            #expect(report.applied == ["0003_more"])
            #expect(try await count(pool, "select count(*) from widgets") == 3)
        }
    }

    @Test func aChangedAppliedMigrationIsRefusedBeforeAnythingRuns() async throws {
        try await TestDatabase.withPool { pool, _ in
            _ = try await run(pool, try migrations(base))
            var changed = base
            changed[0].1 += "\n-- edited after it was applied"
            changed.append(("0003_more", "insert into widgets values (3, 'third');"))
            let error = await #expect(throws: MigrationError.self) { try await run(pool, try migrations(changed)) }
            #expect(error?.code == .checksumMismatch)
            #expect(error?.migration == "0001_widgets")
            #expect(try await count(pool, "select count(*) from widgets") == 2)
            #expect(try await count(pool, "select count(*) from quad_meta.migrations") == 2)
        }
    }

    @Test func aFailingMigrationRollsBackAndStopsTheRun() async throws {
        try await TestDatabase.withPool { pool, _ in
            let list = try migrations([
                ("0001_ok", "create table kept (id int);"),
                ("0002_broken", "create table half (id int); insert into half values (1); select 1 / 0;"),
                ("0003_after", "create table never (id int);"),
            ])
            let error = await #expect(throws: MigrationError.self) { try await run(pool, list) }
            #expect(error?.code == .failed)
            #expect(error?.migration == "0002_broken")
            #expect(error?.underlying?.sqlState == SQLState("22012"))
            #expect(try await tableExists(pool, "kept"))
            #expect(try await !tableExists(pool, "half"))
            #expect(try await !tableExists(pool, "never"))
            let names = try await pool.withConnection { try await $0.query("select name from quad_meta.migrations") }
            #expect(try names.map { try $0.decode(String.self, at: 0) } == ["0001_ok"])

            // Fixed, the run picks up where it stopped.
            let fixed = try migrations([
                ("0001_ok", "create table kept (id int);"),
                ("0002_broken", "create table half (id int); insert into half values (1);"),
                ("0003_after", "create table never (id int);"),
            ])
            let report = try await run(pool, fixed)
            #expect(report.applied == ["0002_broken", "0003_after"])
            #expect(report.alreadyApplied == ["0001_ok"])
        }
    }

    @Test func aMigrationThatCommitsOnItsOwnIsReported() async throws {
        try await TestDatabase.withPool { pool, _ in
            let list = try migrations([("0001_commits", "create table c (id int); commit;")])
            let error = await #expect(throws: MigrationError.self) { try await run(pool, list) }
            #expect(error?.code == .transactionControl)
            #expect(try await count(pool, "select count(*) from quad_meta.migrations") == 0)
        }
    }

    @Test func migrationsRunWithoutTheStatementTimeout() async throws {
        try await TestDatabase.with { database in
            let pool = PostgresPool(configuration: PostgresConfiguration(connectionString: database.url, poolSize: 1,
                                                                         statementTimeout: .milliseconds(50)),
                                    logger: quietLogger())
            let report = try await run(pool, try migrations([("0001_slow", "select pg_sleep(0.2);")]))
            #expect(report.applied == ["0001_slow"])
            // Outside migrations the timeout applies, and maps to its own code.
            let error = await #expect(throws: PostgresError.self) {
                try await pool.withConnection { _ = try await $0.query("select pg_sleep(0.2)") }
            }
            #expect(error?.code == .timeout)
            #expect(error?.sqlState == .queryCanceled)
            await pool.shutdown(within: .seconds(1))
        }
    }

    /// A node that starts while another holds the migration lock (a long migration) waits for it, however short its
    /// statement timeout: the wait for the lock is not a statement that ran too long.
    @Test func aNodeWaitsForAnotherNodesLockPastItsStatementTimeout() async throws {
        try await TestDatabase.with { database in
            let holder = database.pool(size: 1)
            let pool = PostgresPool(configuration: PostgresConfiguration(connectionString: database.url, poolSize: 1,
                                                                         statementTimeout: .milliseconds(50)),
                                    logger: quietLogger())
            let held = try await holder.withConnection { connection in
                _ = try await connection.pipeline(["begin", "select pg_advisory_xact_lock(\(MigrationRunner.lockKey))"])
                let waiting = Task { try await run(pool, try migrations([("0001_after_the_wait", "create table waited (id int);")])) }
                try await Task.sleep(for: .milliseconds(400))   // eight statement timeouts while the lock is held
                _ = try await connection.pipeline(["commit"])
                return try await waiting.value
            }
            #expect(held.applied == ["0001_after_the_wait"])
            #expect(try await tableExists(holder, "waited"))
            await pool.shutdown(within: .seconds(1))
            await holder.shutdown(within: .seconds(1))
        }
    }

    @Test func twoNodesMigratingAtOnceApplyEachMigrationOnce() async throws {
        try await TestDatabase.with { database in
            let list = try migrations((1...6).map { n in
                (String(format: "%04d_step", n), "create table step_\(n) (id int); insert into widgets_log values (\(n));")
            })
            let setup = database.pool(size: 1)
            _ = try await setup.withConnection { try await $0.query("create table widgets_log (n int)") }
            await setup.shutdown(within: .seconds(1))
            let pools = [database.pool(size: 1), database.pool(size: 1)]
            let reports = try await withThrowingTaskGroup(of: MigrationReport.self) { group in
                for pool in pools { group.addTask { try await run(pool, list) } }
                var all: [MigrationReport] = []
                for try await report in group { all.append(report) }
                return all
            }
            #expect(reports.flatMap(\.applied).sorted() == list.map(\.name))
            #expect(try await count(pools[0], "select count(*) from widgets_log") == 6)
            #expect(try await count(pools[0], "select count(distinct n) from widgets_log") == 6)
            for pool in pools { await pool.shutdown(within: .seconds(1)) }
        }
    }

    @Test func migrationsListedInTheDatabaseButNotGivenAreReported() async throws {
        try await TestDatabase.withPool { pool, _ in
            _ = try await run(pool, try migrations(base))
            let report = try await run(pool, try migrations([base[0]]))
            #expect(report.unknown == ["0002_seed"])
            #expect(report.applied.isEmpty)
        }
    }
}

/// Reading migration files and naming rules, without a server.
@Suite struct MigrationFileTests {
    private func directory(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quad-migrations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }

    @Test func filesAreReadInNameOrderAndOtherFilesIgnored() throws {
        let url = try directory(["0002_b.sql": "select 2;", "0001_a.sql": "select 1;", ".keep": "", "README.md": "notes",
                                 "0010_c.sql": "select 10;"])
        defer { try? FileManager.default.removeItem(at: url) }
        let loaded = try Migration.load(directory: url)
        #expect(loaded.map(\.name) == ["0001_a", "0002_b", "0010_c"])
        #expect(loaded[0].sql == "select 1;")
    }

    @Test func malformedNamesAndDuplicateNumbersAreRefused() throws {
        for bad in ["1_short.sql", "0001-dash.sql", "0001_Upper.sql", "abcd_x.sql"] {
            let url = try directory([bad: "select 1;"])
            defer { try? FileManager.default.removeItem(at: url) }
            let error = #expect(throws: MigrationError.self) { try Migration.load(directory: url) }
            #expect(error?.code == .invalidName)
        }
        let url = try directory(["0001_a.sql": "select 1;", "0001_b.sql": "select 2;"])
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: MigrationError.self) { try Migration.load(directory: url) }
        #expect(error?.code == .duplicateNumber)
    }

    @Test func checksumsAreSHA256Hex() throws {
        // FIPS 180-2 test vector for "abc".
        #expect(try Migration(name: "0001_x", sql: "abc").checksum == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func theBundledMigrationsFolderLoads() throws {
        let bundled = try Migration.bundled()
        #expect(bundled.map(\.name) == bundled.map(\.name).sorted())
    }
}
