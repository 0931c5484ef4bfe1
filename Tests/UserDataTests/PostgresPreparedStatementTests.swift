import Testing
import UserData

/// Statements are prepared on first use per connection and executed by name afterwards. The server's own view
/// (`pg_prepared_statements`) is the oracle for what was prepared; answers are computed by hand.
@Suite(.serialized) struct PostgresPreparedStatementTests {
    @Test func repeatedStatementsArePreparedOnceAndAnswerEachTime() async throws {
        try await TestDatabase.withPool(size: 1) { pool, _ in
            for value in [41, 1, -3] {
                let rows = try await pool.withConnection { try await $0.query("select \(value)::integer + 1 as n") }
                #expect(try rows.first?.decode(Int.self, column: "n") == value + 1)
            }
            let prepared = try await pool.withConnection {
                try await $0.query("""
                    select count(*) from pg_prepared_statements where statement = 'select $1::integer + 1 as n'
                    """).first!.decode(Int.self, at: 0)
            }
            #expect(prepared == 1)
        }
    }

    @Test func theSameTextWithOtherParameterTypesIsPreparedSeparately() async throws {
        try await TestDatabase.withPool(size: 1) { pool, _ in
            // Both texts read "select $1::text as v"; prepared for an int8 parameter, the statement could not take "seven".
            let asInteger = try await pool.withConnection { try await $0.query("select \(7)::text as v").first!.decode(String.self, at: 0) }
            let asText = try await pool.withConnection { try await $0.query("select \("seven")::text as v").first!.decode(String.self, at: 0) }
            #expect(asInteger == "7")
            #expect(asText == "seven")
        }
    }

    @Test func aStatementThatFailsToParseReportsItsErrorAndLeavesTheConnectionUsable() async throws {
        try await TestDatabase.withPool(size: 1) { pool, _ in
            let error = await #expect(throws: PostgresError.self) {
                try await pool.withConnection { try await $0.pipeline(["select 1", "selec 2", "select 3 as three"]) }
            }
            #expect(error?.sqlState == SQLState("42601"))   // syntax_error, from the failed Parse itself
            // The statement after it was skipped, its Parse included: sent again, it is prepared and answers.
            let three = try await pool.withConnection { try await $0.query("select 3 as three").first!.decode(Int.self, at: 0) }
            #expect(three == 3)
            // A statement that failed to parse is not remembered as prepared: fixed, the same batch works.
            let rows = try await pool.withConnection { try await $0.pipeline(["select 1", "select 2", "select 3 as three"]) }
            #expect(try rows.map { try $0.first!.decode(Int.self, at: 0) } == [1, 2, 3])
        }
    }

    @Test func preparedStatementsFollowTheRoleOfEachTransaction() async throws {
        try await TestDatabase.withPool(size: 1) { pool, _ in
            // One statement text, prepared once, run as two roles: each run sees its own role.
            let statement: PostgresQuery = "select current_user::text as who"
            let asAnon = try await pool.query(as: nil, statement).first!.decode(String.self, column: "who")
            let asService = try await pool.pipeline(as: .serviceRole, [statement])[0].first!.decode(String.self, column: "who")
            let asAnonAgain = try await pool.query(as: nil, statement).first!.decode(String.self, column: "who")
            #expect([asAnon, asService, asAnonAgain] == ["anon", "service_role", "anon"])
        }
    }
}
