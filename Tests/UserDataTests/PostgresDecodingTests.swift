import Core
import Foundation
import QuadAPIModels
import Testing
import UserData

/// Reading columns: NULLs, type mismatches and malformed requests fail clearly, by name and by index.
@Suite struct PostgresDecodingTests {
    private func row(_ pool: PostgresPool, _ query: PostgresQuery) async throws -> PostgresRow {
        try await pool.withConnection { try await $0.query(query).first! }
    }

    @Test func nullsReadAsOptionalAndFailAsNonOptional() async throws {
        try await TestDatabase.withPool { pool, _ in
            let row = try await row(pool, "select null::int4 as n, null::text as t, 3 as three")
            #expect(try row.decode(Int?.self, column: "n") == nil)
            #expect(try row.decode(String?.self, at: 1) == nil)
            #expect(try row.isNull(at: 0))
            #expect(try !row.isNull(at: 2))
            let error = #expect(throws: PostgresError.self) { try row.decode(Int.self, column: "n") }
            #expect(error?.code == .decoding)
            #expect(String(reflecting: error!).contains("\"n\""))
            #expect(String(reflecting: error!).contains("NULL"))
        }
    }

    @Test func aTypeMismatchNamesTheColumnAndBothTypes() async throws {
        try await TestDatabase.withPool { pool, _ in
            let row = try await row(pool, "select 42::int4 as answer, 'x'::text as word, now() as at, true as yes")
            let uuid = #expect(throws: PostgresError.self) { try row.decode(UUID.self, column: "answer") }
            #expect(uuid?.code == .decoding)
            let detail = String(reflecting: uuid!)
            #expect(detail.contains("\"answer\"") && detail.contains("int4") && detail.contains("UUID"))
            // Numbers, timestamps and booleans do not silently read as text, nor text as numbers.
            #expect(throws: PostgresError.self) { try row.decode(String.self, column: "answer") }
            #expect(throws: PostgresError.self) { try row.decode(Int.self, column: "word") }
            #expect(throws: PostgresError.self) { try row.decode(String.self, column: "at") }
            #expect(throws: PostgresError.self) { try row.decode(Int.self, column: "yes") }
            #expect(throws: PostgresError.self) { try row.decode(Int32?.self, column: "word") }
        }
    }

    @Test func unknownColumnsAndIndexesFail() async throws {
        try await TestDatabase.withPool { pool, _ in
            let row = try await row(pool, "select 1 as a, 2 as b")
            let missing = #expect(throws: PostgresError.self) { try row.decode(Int.self, column: "c") }
            #expect(missing?.code == .decoding)
            #expect(String(reflecting: missing!).contains("columns: a, b"))
            #expect(throws: PostgresError.self) { try row.decode(Int.self, at: 2) }
            #expect(throws: PostgresError.self) { try row.decode(Int.self, at: -1) }
            #expect(throws: PostgresError.self) { try row.isNull(at: 5) }
        }
    }

    @Test func jsonDecodingChecksTheColumnType() async throws {
        struct Shape: Decodable { var a: Int }
        try await TestDatabase.withPool { pool, _ in
            let row = try await row(pool, #"select '{"a": 1}'::jsonb as j, '{"a": 1}'::text as t, '{"b": 2}'::json as other, null::jsonb as nothing"#)
            #expect(try row.decode(json: Shape.self, column: "j").a == 1)
            #expect(throws: PostgresError.self) { try row.decode(json: Shape.self, column: "t") }
            #expect(throws: PostgresError.self) { try row.decode(json: Shape.self, column: "other") }
            #expect(try row.decode(json: Shape?.self, column: "nothing") == nil)
            #expect(throws: PostgresError.self) { try row.decode(json: Shape.self, column: "nothing") }
        }
    }

    @Test func integerWidthsNumericAndEnumsDecode() async throws {
        try await TestDatabase.withPool { pool, _ in
            try await pool.withConnection { connection in
                _ = try await connection.query("create type mood as enum ('calm', 'busy')")
                let row = try await connection.query("""
                    select 7::int2 as small, 9223372036854775807::int8 as big, 1.25::numeric as num, 'busy'::mood as mood,
                           'abc'::varchar(5) as vc, 'ab'::char(3) as ch, array['11111111-2222-3333-4444-555555555555']::uuid[] as ids
                    """).first!
                #expect(try row.decode(Int.self, column: "small") == 7)
                #expect(try row.decode(Int32.self, column: "small") == 7)
                #expect(try row.decode(Int.self, column: "big") == Int.max)
                #expect(throws: PostgresError.self) { try row.decode(Int32.self, column: "big") }
                #expect(try row.decode(Double.self, column: "num") == 1.25)
                #expect(try row.decode(String.self, column: "mood") == "busy")
                #expect(try row.decode(String.self, column: "vc") == "abc")
                #expect(try row.decode(String.self, column: "ch") == "ab ")
                #expect(try row.decode([UUID].self, column: "ids") == [UUID(uuidString: "11111111-2222-3333-4444-555555555555")!])
            }
        }
    }

    @Test func affectedRowsAndColumnsAreReported() async throws {
        try await TestDatabase.withPool { pool, _ in
            try await pool.withConnection { connection in
                let created = try await connection.query("create table t (id int primary key, label text)")
                #expect(created.affectedRows == nil)
                #expect(created.commandTag == "CREATE TABLE")
                let inserted = try await connection.query("insert into t values (1, 'a'), (2, 'b'), (3, 'c')")
                #expect(inserted.affectedRows == 3)
                let updated = try await connection.query("update t set label = 'z' where id >= \(2)")
                #expect(updated.affectedRows == 2)
                let selected = try await connection.query("select id, label from t order by id")
                #expect(selected.count == 3)
                #expect(selected.columns.map(\.name) == ["id", "label"])
                #expect(selected.columns.map(\.type) == [.int4, .text])
                #expect(try selected.map { try $0.decode(String.self, column: "label") } == ["a", "z", "z"])
            }
        }
    }
}
