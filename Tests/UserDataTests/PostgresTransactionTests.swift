import Core
import Domain
import Foundation
import QuadAPIModels
import Testing
import UserData

/// Transactions as a role: commit, rollback, the claims and role they expose, and that nothing leaks to the next
/// transaction on the same pooled connection.
@Suite struct PostgresTransactionTests {
    private struct Boom: Error {}

    private let alice = Principal(userID: UUID(uuidString: "aaaaaaaa-0000-4000-8000-000000000001")!,
                                  claims: .object(["email": .string("alice@example.com"), "aal": .string("aal1")]))
    private let bob = Principal(userID: UUID(uuidString: "bbbbbbbb-0000-4000-8000-000000000002")!)

    @Test func aTransactionCommitsWhenTheBodyReturns() async throws {
        try await TestDatabase.withPool { pool, _ in
            try await pool.withConnection { try await $0.runScript(unsafeSQL: "create table items (name text); grant all on items to service_role") }
            try await pool.transaction(as: .serviceRole) { connection in
                _ = try await connection.query("insert into items values (\("kept"))")
            }
            let names = try await pool.withConnection { try await $0.query("select name from items") }
            #expect(try names.map { try $0.decode(String.self, at: 0) } == ["kept"])
        }
    }

    @Test func aTransactionRollsBackWhenTheBodyThrows() async throws {
        try await TestDatabase.withPool(size: 1) { pool, _ in
            try await pool.withConnection { try await $0.runScript(unsafeSQL: "create table items (name text); grant all on items to service_role") }
            await #expect(throws: Boom.self) {
                try await pool.transaction(as: .serviceRole) { connection in
                    _ = try await connection.query("insert into items values ('lost')")
                    throw Boom()
                }
            }
            // Counting works on the same (only) connection, so it did not stay inside the aborted transaction.
            let count = try await pool.withConnection { try await $0.query("select count(*) from items").first!.decode(Int.self, at: 0) }
            #expect(count == 0)
        }
    }

    @Test func aFailedStatementTheBodySwallowsIsStillRolledBackAndReported() async throws {
        try await TestDatabase.withPool(size: 1) { pool, _ in
            try await pool.withConnection { try await $0.runScript(unsafeSQL: "create table items (name text unique); grant all on items to service_role") }
            let error = await #expect(throws: PostgresError.self) {
                try await pool.transaction(as: .serviceRole) { connection in
                    _ = try await connection.query("insert into items values ('a')")
                    _ = try? await connection.query("insert into items values ('a')")
                }
            }
            #expect(error?.sqlState == .inFailedSQLTransaction)
            let count = try await pool.withConnection { try await $0.query("select count(*) from items").first!.decode(Int.self, at: 0) }
            #expect(count == 0)
        }
    }

    @Test func claimsAndRoleAreVisibleInsideAndGoneInTheNextTransaction() async throws {
        // One connection, so every transaction below reuses it.
        try await TestDatabase.withPool(size: 1) { pool, _ in
            let probe: PostgresQuery = """
                select current_user::text as role, current_setting('request.jwt.claims', true) as claims, pg_backend_pid() as pid
                """
            // A connection that never had the setting reads NULL.
            let before = try await pool.withConnection { try await $0.query(probe).first! }
            #expect(try before.decode(String?.self, column: "claims") == nil)
            #expect(try before.decode(String.self, column: "role") == "quad")

            let inside = try await pool.transaction(as: alice) { try await $0.query(probe).first! }
            #expect(try inside.decode(String.self, column: "role") == "authenticated")
            let claims = try JSONDecoder().decode(JSONValue.self, from: Data(try inside.decode(String.self, column: "claims").utf8))
            #expect(claims == .object(["sub": .string("aaaaaaaa-0000-4000-8000-000000000001"), "role": .string("authenticated"),
                                       "email": .string("alice@example.com"), "aal": .string("aal1")]))

            // Pitfall 8: once set on a connection, the setting reads '' (not NULL) in later transactions.
            let next = try await pool.withConnection { try await $0.query(probe).first! }
            #expect(try next.decode(Int.self, column: "pid") == (try inside.decode(Int.self, column: "pid")))
            #expect(try next.decode(String?.self, column: "claims") == "")
            #expect(try next.decode(String.self, column: "role") == "quad")
            let viaNullif = try await pool.withConnection {
                try await $0.query("select nullif(current_setting('request.jwt.claims', true), '')::json->>'sub' as sub").first!
            }
            #expect(try viaNullif.decode(String?.self, column: "sub") == nil)
            // The next principal on the same connection sees only its own subject.
            let bobInside = try await pool.transaction(as: bob) {
                try await $0.query("select current_setting('request.jwt.claims', true)::json->>'sub' as sub, pg_backend_pid() as pid").first!
            }
            #expect(try bobInside.decode(Int.self, column: "pid") == (try inside.decode(Int.self, column: "pid")))
            #expect(try bobInside.decode(String.self, column: "sub") == "bbbbbbbb-0000-4000-8000-000000000002")
        }
    }

    @Test func anonymousAndServiceRoleTransactions() async throws {
        try await TestDatabase.withPool(size: 1) { pool, _ in
            let probe: PostgresQuery = "select current_user::text, current_setting('request.jwt.claims', true)"
            let anon = try await pool.transaction(as: nil) { try await $0.query(probe).first! }
            #expect(try anon.decode(String.self, at: 0) == "anon")
            #expect(try anon.decode(String.self, at: 1) == #"{"role":"anon"}"#)
            let service = try await pool.transaction(as: .serviceRole) { try await $0.query(probe).first! }
            #expect(try service.decode(String.self, at: 0) == "service_role")
            #expect(try service.decode(String.self, at: 1) == #"{"role":"service_role"}"#)
            let oneShot = try await pool.query(as: bob, probe).first!
            #expect(try oneShot.decode(String.self, at: 0) == "authenticated")
        }
    }

    /// A policy that reads the subject the way the site's policies do works across pooled reuse, through both the
    /// closure form and the one-round-trip form.
    @Test func rowLevelSecurityFollowsTheClaimsAcrossPooledReuse() async throws {
        try await TestDatabase.withPool(size: 1) { pool, _ in
            try await pool.withConnection { connection in
                try await connection.runScript(unsafeSQL: """
                    create table notes (id serial primary key, owner uuid not null, body text not null);
                    alter table notes enable row level security;
                    create policy own_notes on notes for all to authenticated
                        using (owner = (nullif(current_setting('request.jwt.claims', true), '')::json->>'sub')::uuid)
                        with check (owner = (nullif(current_setting('request.jwt.claims', true), '')::json->>'sub')::uuid);
                    grant select, insert on notes to authenticated, anon;
                    grant usage on sequence notes_id_seq to authenticated;
                    """)
                _ = try await connection.query("""
                    insert into notes (owner, body) values (\(alice.userID), 'alice 1'), (\(alice.userID), 'alice 2'),
                                                           (\(bob.userID), 'bob 1')
                    """)
            }
            let bodies: PostgresQuery = "select body from notes order by id"
            for _ in 0..<3 {
                let aliceSees = try await pool.transaction(as: alice) { try await $0.query(bodies) }
                #expect(try aliceSees.map { try $0.decode(String.self, at: 0) } == ["alice 1", "alice 2"])
                let bobSees = try await pool.query(as: bob, bodies)
                #expect(try bobSees.map { try $0.decode(String.self, at: 0) } == ["bob 1"])
                let anonSees = try await pool.transaction(as: nil) { try await $0.query(bodies) }
                #expect(anonSees.isEmpty)
                // The owner role outside any transaction sees everything: the policies only bind the API roles.
                let ownerSees = try await pool.withConnection { try await $0.query(bodies) }
                #expect(ownerSees.count == 3)
            }
            // Writing a row for someone else violates WITH CHECK: 42501, exposed for services to map.
            let error = await #expect(throws: PostgresError.self) {
                try await pool.transaction(as: bob) { connection in
                    _ = try await connection.query("insert into notes (owner, body) values (\(alice.userID), 'forged')")
                }
            }
            #expect(error?.sqlState == .insufficientPrivilege)
            #expect(error?.isTransient == false)
            // Switching roles and claims never made the pool think the connection had gone bad.
            #expect(pool.statistics.connects == 1)
        }
    }

    @Test func constraintViolationsExposeTheirSQLStateButNotTheirValues() async throws {
        try await TestDatabase.withPool(size: 1) { pool, _ in
            try await pool.withConnection { connection in
                try await connection.runScript(unsafeSQL: """
                    create table accounts (email text constraint accounts_email_key unique, age int check (age >= 13));
                    create function find_one() returns int language plpgsql as $$
                    begin raise exception 'nothing here' using errcode = 'P0002'; end $$;
                    insert into accounts values ('secret@example.com', 20);
                    grant all on accounts to service_role;
                    """)
            }
            let unique = await #expect(throws: PostgresError.self) {
                try await pool.transaction(as: .serviceRole) { _ = try await $0.query("insert into accounts values ('secret@example.com', 30)") }
            }
            #expect(unique?.sqlState == .uniqueViolation)
            #expect(unique?.constraintName == "accounts_email_key")
            #expect(unique?.tableName == "accounts")
            #expect(!String(describing: unique!).contains("secret@example.com"))
            #expect(String(reflecting: unique!).contains("secret@example.com"))
            #expect(APIError(postgres: unique!) == .internalError)

            let check = await #expect(throws: PostgresError.self) {
                try await pool.transaction(as: .serviceRole) { _ = try await $0.query("insert into accounts values ('kid@example.com', 9)") }
            }
            #expect(check?.sqlState == .checkViolation)

            let raised = await #expect(throws: PostgresError.self) {
                try await pool.withConnection { _ = try await $0.query("select find_one()") }
            }
            #expect(raised?.sqlState == .noDataFound)
            #expect(raised?.serverMessage == "nothing here")
        }
    }

    @Test func roundTripsPerTransaction() async throws {
        try await TestDatabase.withPool(size: 1) { pool, _ in
            func trips(_ body: () async throws -> Void) async throws -> Int {
                let before = pool.statistics.roundTrips
                try await body()
                return pool.statistics.roundTrips - before
            }
            // BEGIN + claims/role + the statement in one round trip, then COMMIT.
            #expect(try await trips { _ = try await pool.transaction(as: alice) { try await $0.query("select 1") } } == 2)
            // Each further statement is one more round trip.
            #expect(try await trips {
                _ = try await pool.transaction(as: alice) { connection in
                    _ = try await connection.query("select 1")
                    _ = try await connection.query("select 2")
                }
            } == 3)
            // Several statements pipelined in one call share a round trip.
            #expect(try await trips {
                _ = try await pool.transaction(as: alice) { try await $0.pipeline(["select 1", "select 2", "select 3"]) }
            } == 2)
            // The one-shot forms: BEGIN, settings, statements and COMMIT in a single round trip.
            #expect(try await trips { _ = try await pool.query(as: alice, "select 1") } == 1)
            #expect(try await trips { _ = try await pool.pipeline(as: .authenticated(bob), ["select 1", "select 2"]) } == 1)
            // A body that sends nothing costs nothing.
            #expect(try await trips { try await pool.transaction(as: alice) { _ in } } == 0)
            // The handle counts its own round trips (the commit comes after the body).
            let seen = try await pool.transaction(as: alice) { connection in
                _ = try await connection.query("select 1")
                return connection.roundTrips
            }
            #expect(seen == 1)
        }
    }

    @Test func aOneShotPipelineIsOneTransactionWithItsSettingsOnEveryStatement() async throws {
        try await TestDatabase.withPool(size: 1) { pool, _ in
            try await pool.withConnection { try await $0.runScript(unsafeSQL: "create table items (name text); grant all on items to authenticated") }
            let probe: PostgresQuery = """
                select current_user::text as role, current_setting('request.jwt.claim.sub', true) as sub,
                       txid_current() as xid
                """
            let rows = try await pool.pipeline(as: .authenticated(alice), [probe, "insert into items values ('kept')", probe])
            for row in [rows[0].first!, rows[2].first!] {
                #expect(try row.decode(String.self, column: "role") == "authenticated")
                #expect(try row.decode(String.self, column: "sub") == "aaaaaaaa-0000-4000-8000-000000000001")
            }
            // The first and the last statement ran in the same transaction.
            #expect(try rows[0].first!.decode(Int.self, column: "xid") == rows[2].first!.decode(Int.self, column: "xid"))
            let after = try await pool.withConnection { connection in
                try await connection.query("""
                    select current_user::text as role, coalesce(current_setting('request.jwt.claim.sub', true), '') as sub,
                           (select count(*) from items) as items
                    """).first!
            }
            #expect(try after.decode(String.self, column: "role") != "authenticated")
            #expect(try after.decode(String.self, column: "sub") == "")
            #expect(try after.decode(Int.self, column: "items") == 1)
        }
    }

    @Test func aFailingOneShotPipelineRollsBackEverything() async throws {
        try await TestDatabase.withPool(size: 1) { pool, _ in
            try await pool.withConnection { try await $0.runScript(unsafeSQL: "create table items (name text); grant all on items to service_role") }
            let error = await #expect(throws: PostgresError.self) {
                try await pool.pipeline(as: .serviceRole, ["insert into items values ('x')", "select 1 / 0"])
            }
            #expect(error?.sqlState == SQLState("22012"))
            let count = try await pool.withConnection { try await $0.query("select count(*) from items").first!.decode(Int.self, at: 0) }
            #expect(count == 0)
        }
    }
}
