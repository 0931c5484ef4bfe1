import Core
import Foundation
import QuadAPIModels
import Testing
import UserData

/// Every bindable type round-trips through a real server, and values never become SQL.
@Suite struct PostgresBindingTests {
    @Test func scalarsArriveWithTheirTypes() async throws {
        try await TestDatabase.withPool { pool, _ in
            let id = UUID(uuidString: "0A1B2C3D-4E5F-6071-8293-A4B5C6D7E8F9")!
            let row = try await pool.withConnection { connection in
                try await connection.query("""
                    select \(41) + 1 as n, \(Int32(7)) * 2 as m, \(2.5) * 2 as d, not \(true) as b,
                           \(id)::text as u, \("plain")::text || '!' as s, pg_typeof(\(id))::text as ut
                    """).first!
            }
            #expect(try row.decode(Int.self, column: "n") == 42)
            #expect(try row.decode(Int.self, column: "m") == 14)
            #expect(try row.decode(Double.self, column: "d") == 5.0)
            #expect(try row.decode(Bool.self, column: "b") == false)
            #expect(try row.decode(String.self, column: "u") == "0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9")
            #expect(try row.decode(String.self, column: "s") == "plain!")
            #expect(try row.decode(String.self, column: "ut") == "uuid")
        }
    }

    @Test func specialDoublesRoundTrip() async throws {
        try await TestDatabase.withPool { pool, _ in
            let row = try await pool.withConnection { connection in
                try await connection.query("select \(Double.infinity) as inf, \(-Double.infinity) as ninf, \(Double.nan) as nan, \(1e-300) as tiny").first!
            }
            #expect(try row.decode(Double.self, column: "inf") == .infinity)
            #expect(try row.decode(Double.self, column: "ninf") == -.infinity)
            #expect(try row.decode(Double.self, column: "nan").isNaN)
            #expect(try row.decode(Double.self, column: "tiny") == 1e-300)
        }
    }

    @Test func datesBindAsTimestamptzAndDecode() async throws {
        try await TestDatabase.withPool { pool, _ in
            // 1_700_000_000 s after the epoch is 2023-11-14 22:13:20 UTC.
            let date = Date(timeIntervalSince1970: 1_700_000_000.25)
            let row = try await pool.withConnection { connection in
                try await connection.query("""
                    select extract(epoch from \(date))::float8 as epoch, to_char(\(date), 'YYYY-MM-DD HH24:MI:SS.MS') as text,
                           \(date) as back, '2024-02-29 12:00:00+05:30'::timestamptz as offset_value,
                           '2024-02-29 06:30:00'::timestamp as naive, '2024-02-29'::date as day
                    """).first!
            }
            #expect(try row.decode(Double.self, column: "epoch") == 1_700_000_000.25)
            #expect(try row.decode(String.self, column: "text") == "2023-11-14 22:13:20.250")
            #expect(try row.decode(Date.self, column: "back") == date)
            // 12:00 at +05:30 is 06:30 UTC, 2024-02-29 00:00 UTC is 1_709_164_800.
            #expect(try row.decode(Date.self, column: "offset_value") == Date(timeIntervalSince1970: 1_709_164_800 + 6 * 3600 + 1800))
            #expect(try row.decode(Date.self, column: "naive") == Date(timeIntervalSince1970: 1_709_164_800 + 6 * 3600 + 1800))
            #expect(try row.decode(Date.self, column: "day") == Date(timeIntervalSince1970: 1_709_164_800))
        }
    }

    @Test func byteaBindsAsHexAndDecodes() async throws {
        try await TestDatabase.withPool { pool, _ in
            let data = Data([0x00, 0xDE, 0xAD, 0xBE, 0xEF, 0x27, 0x5C])
            let row = try await pool.withConnection { connection in
                try await connection.query("select length(\(data)) as n, encode(\(data), 'hex') as hex, \(data) as back, '\\x'::bytea as empty").first!
            }
            #expect(try row.decode(Int.self, column: "n") == 7)
            #expect(try row.decode(String.self, column: "hex") == "00deadbeef275c")
            #expect(try row.decode(Data.self, column: "back") == data)
            #expect(try row.decode(Data.self, column: "empty") == Data())
        }
    }

    @Test func jsonBindsFromJSONValueAndEncodable() async throws {
        struct Payload: Codable, Equatable { var name: String; var tags: [String] }
        try await TestDatabase.withPool { pool, _ in
            let value: JSONValue = .object(["a": .number(1), "quote": .string("say \"hi\"\n"), "list": .array([.bool(true), .null])])
            let payload = Payload(name: "Ada", tags: ["x", "y"])
            let row = try await pool.withConnection { connection in
                try await connection.query("""
                    select (\(value))::jsonb->>'quote' as quote, (\(value))::jsonb->'list'->>0 as first,
                           (\(json: payload))::jsonb->'tags'->>1 as tag, (\(json: payload))::jsonb as back,
                           '{"k": [1, 2.5, "z"]}'::json as fixed
                    """).first!
            }
            #expect(try row.decode(String.self, column: "quote") == "say \"hi\"\n")
            #expect(try row.decode(String.self, column: "first") == "true")
            #expect(try row.decode(String.self, column: "tag") == "y")
            #expect(try row.decode(json: Payload.self, column: "back") == payload)
            #expect(try row.decode(JSONValue.self, column: "fixed")
                    == .object(["k": .array([.number(1), .number(2.5), .string("z")])]))
        }
    }

    @Test func textArraysBindAndDecode() async throws {
        try await TestDatabase.withPool { pool, _ in
            let items = ["a", "b c", "quote\"d", "back\\slash", "comma,e", "NULL", ""]
            let row = try await pool.withConnection { connection in
                try await connection.query("""
                    select array_length((\(items))::text[], 1) as n, ((\(items))::text[])[3] as third,
                           ((\(items))::text[])[6] is null as sixth_is_null, (\(items))::text[] as back,
                           array[1, 2, 3]::int8[] as numbers, '{}'::text[] as empty
                    """).first!
            }
            #expect(try row.decode(Int.self, column: "n") == 7)
            #expect(try row.decode(String.self, column: "third") == "quote\"d")
            // The element "NULL" was sent quoted, so it is the four-letter text, not SQL NULL.
            #expect(try row.decode(Bool.self, column: "sixth_is_null") == false)
            #expect(try row.decode([String].self, column: "back") == items)
            #expect(try row.decode([Int].self, column: "numbers") == [1, 2, 3])
            #expect(try row.decode([String].self, column: "empty") == [])
        }
    }

    /// Text and untyped NULLs carry no type, so where the statement gives none they need a cast (42P18 otherwise).
    @Test func nilBindsNull() async throws {
        try await TestDatabase.withPool { pool, _ in
            let row = try await pool.withConnection { connection in
                try await connection.query("""
                    select \(nil as Int?) is null as a, \(nil as String?)::text is null as b, \(nil as UUID?) as c,
                           \(Optional(5))::int8 as d, \(PostgresBind.null)::int4 is null as e
                    """).first!
            }
            #expect(try row.decode(Bool.self, column: "a"))
            #expect(try row.decode(Bool.self, column: "b"))
            #expect(try row.decode(UUID?.self, column: "c") == nil)
            #expect(try row.decode(Int?.self, column: "d") == 5)
            #expect(try row.decode(Bool.self, column: "e"))
        }
    }

    @Test(arguments: [
        "'; drop table notes; --",
        "Robert'); DROP TABLE notes;--",
        "$1",
        "\\x00",
        "\" OR 1=1 --",
        "ünïcødé 🎓 \u{2028}",
    ])
    func injectionLookingStringsStayData(_ text: String) async throws {
        try await TestDatabase.withPool { pool, _ in
            try await pool.withConnection { connection in
                _ = try await connection.query("create table notes (id serial primary key, body text not null)")
                _ = try await connection.query("insert into notes (body) values (\(text))")
                let rows = try await connection.query("select body from notes where body = \(text)")
                #expect(rows.count == 1)
                #expect(try rows.first?.decode(String.self, column: "body") == text)
                let count = try await connection.query("select count(*) from notes")
                #expect(try count.first?.decode(Int.self, at: 0) == 1)
            }
        }
    }

    /// Parameters keep their declared types whatever the value: Int is int8 (a function taking `integer` gets an
    /// Int32 or a cast), Double is float8.
    @Test func numbersAreTypedByTheStatement() async throws {
        try await TestDatabase.withPool { pool, _ in
            let row = try await pool.withConnection { connection in
                try await connection.query("""
                    select make_date(\(Int32(2024)), \(2)::int4, \(Int32(29)))::text as day, round(\(2.345)::numeric, 2)::text as rounded,
                           pg_typeof(\(2.5))::text as double,
                           pg_typeof(\(3000000000) + 1)::text as big, \(3000000000) + 1 as sum
                    """).first!
            }
            #expect(try row.decode(String.self, column: "day") == "2024-02-29")
            #expect(try row.decode(String.self, column: "rounded") == "2.35")
            #expect(try row.decode(String.self, column: "big") == "bigint")
            #expect(try row.decode(String.self, column: "double") == "double precision")
            #expect(try row.decode(Int.self, column: "sum") == 3_000_000_001)
        }
    }

    @Test func unsafeSQLTakesExplicitBinds() async throws {
        try await TestDatabase.withPool { pool, _ in
            let row = try await pool.withConnection { connection in
                try await connection.query(PostgresQuery(unsafeSQL: "select $1::int8 * $2::int8 as product, $3::text as t",
                                                         binds: [6, 7, "x'y"])).first!
            }
            #expect(try row.decode(Int.self, column: "product") == 42)
            #expect(try row.decode(String.self, column: "t") == "x'y")
        }
    }

    @Test func aNulCharacterIsRefusedBeforeSending() async throws {
        try await TestDatabase.withPool { pool, _ in
            let error = await #expect(throws: PostgresError.self) {
                try await pool.withConnection { try await $0.query("select \("a\u{0}b")::text") }
            }
            #expect(error?.code == .invalidValue)
            // The connection is still usable.
            let one = try await pool.withConnection { try await $0.query("select 1").first!.decode(Int.self, at: 0) }
            #expect(one == 1)
        }
    }
}
