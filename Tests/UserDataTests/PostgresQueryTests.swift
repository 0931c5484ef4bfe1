import Foundation
import QuadAPIModels
import Testing
@testable import UserData

/// Statement building and the text forms, without a server.
@Suite struct PostgresQueryTests {
    @Test func interpolationsBecomeNumberedParameters() {
        let name: String? = nil
        let query: PostgresQuery = "select * from t where a = \(1) and b = \("x'y") and c = \(name) and d = \(true)"
        #expect(query.sql == "select * from t where a = $1 and b = $2 and c = $3 and d = $4")
        #expect(query.binds == [PostgresBind(text: "1", type: .int8), PostgresBind(text: "x'y"), PostgresBind(text: nil),
                                PostgresBind(text: "true", type: .bool)])
        #expect(query.description == query.sql)
    }

    @Test func identifiersAreQuotedNotBound() {
        let query: PostgresQuery = "create database \(identifier: #"we"ird"#)"
        #expect(query.sql == #"create database "we""ird""#)
        #expect(query.binds.isEmpty)
    }

    @Test func typedNullsKeepTheirType() {
        #expect((nil as Bool?).postgresBind == PostgresBind(text: nil, type: .bool))
        #expect((nil as Int?).postgresBind == PostgresBind(text: nil, type: .int8))
        #expect((nil as UUID?).postgresBind == PostgresBind(text: nil, type: .uuid))
        #expect((nil as String?).postgresBind == PostgresBind(text: nil, type: .unspecified))
    }

    @Test func jsonTextIsSortedAndEscaped() {
        let value: JSONValue = .object(["b": .number(1), "a": .string("x\"\n\u{1}"), "c": .array([.number(2.5), .null, .bool(false)])])
        #expect(JSONText.serialize(value) == #"{"a":"x\"\n\u0001","b":1,"c":[2.5,null,false]}"#)
        #expect(JSONText.serialize(.number(.nan)) == "null")
    }

    @Test func claimsAlwaysCarryTheSubjectAndARole() {
        let id = UUID(uuidString: "0A1B2C3D-4E5F-6071-8293-A4B5C6D7E8F9")!
        let principal = Principal(userID: id, claims: .object(["sub": .string("someone-else"), "email": .string("a@b.c")]))
        #expect(principal.claims == .object(["sub": .string("0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9"),
                                             "role": .string("authenticated"), "email": .string("a@b.c")]))
        let statement = PostgresRole.authenticated(principal).settingsStatement
        #expect(statement.sql == "select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true), "
            + "set_config('role', $3, true)")
        #expect(statement.binds.map(\.text) == [#"{"email":"a@b.c","role":"authenticated","sub":"0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9"}"#,
                                                "0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9", "authenticated"])
        #expect(PostgresRole.anonymous.settingsStatement.binds.map(\.text) == [#"{"role":"anon"}"#, "", "anon"])
    }

    @Test func timestampsFormatAndParse() {
        #expect(PostgresTextFormat.timestamp(Date(timeIntervalSince1970: 0)) == "1970-01-01 00:00:00.000000+00")
        // 1_700_000_000 s is 2023-11-14 22:13:20 UTC.
        #expect(PostgresTextFormat.timestamp(Date(timeIntervalSince1970: 1_700_000_000.5)) == "2023-11-14 22:13:20.500000+00")
        #expect(PostgresTextFormat.timestamp(Date(timeIntervalSince1970: -0.25)) == "1969-12-31 23:59:59.750000+00")
        #expect(PostgresTextFormat.parseTimestamp("2023-11-14 22:13:20.5+00") == Date(timeIntervalSince1970: 1_700_000_000.5))
        #expect(PostgresTextFormat.parseTimestamp("2023-11-15 03:43:20+05:30") == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(PostgresTextFormat.parseTimestamp("2023-11-14 17:13:20-05") == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(PostgresTextFormat.parseTimestamp("infinity") == .distantFuture)
        #expect(PostgresTextFormat.parseTimestamp("2023-13-01 00:00:00+00") == nil)
        #expect(PostgresTextFormat.parseTimestamp("yesterday") == nil)
    }

    @Test func arraysFormatAndParse() {
        #expect(PostgresTextFormat.arrayLiteral(["a", #"b"c"#, #"d\e"#, "x,y", nil]) == #"{"a","b\"c","d\\e","x,y",NULL}"#)
        #expect(PostgresTextFormat.parseArray(#"{a,"b c",NULL,"d\"e","NULL"}"#) == ["a", "b c", nil, #"d"e"#, "NULL"])
        #expect(PostgresTextFormat.parseArray("{}") == [])
        #expect(PostgresTextFormat.parseArray("[0:1]={x,y}") == ["x", "y"])
        #expect(PostgresTextFormat.parseArray("{{1,2},{3,4}}") == nil)
        #expect(PostgresTextFormat.parseArray("{a,") == nil)
    }

    @Test func byteaHexFormatsAndParses() {
        #expect(PostgresTextFormat.byteaHex(Data([0, 1, 0xAB, 0xFF])) == #"\x0001abff"#)
        #expect(PostgresTextFormat.parseBytea(#"\x0001ABff"#) == Data([0, 1, 0xAB, 0xFF]))
        #expect(PostgresTextFormat.parseBytea(#"\x0"#) == nil)
        #expect(PostgresTextFormat.parseBytea("abc") == nil)
    }

    @Test func errorDescriptionsStayGeneric() {
        let error = PostgresError(code: .query, sqlState: .uniqueViolation, serverMessage: "duplicate key",
                                  serverDetail: "Key (email)=(a@b.c) already exists.", statement: "insert into t values ($1)")
        #expect(error.description == "PostgresError(query, SQLSTATE 23505)")
        #expect(String(reflecting: error).contains("Key (email)=(a@b.c) already exists."))
        #expect(!error.isTransient)
        #expect(PostgresError(code: .query, sqlState: .serializationFailure).isTransient)
        #expect(PostgresError(code: .query, sqlState: .adminShutdown).isTransient)
        #expect(PostgresError(code: .connection).isTransient)
    }
}
