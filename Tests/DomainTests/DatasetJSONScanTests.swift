import Foundation
import Testing
@testable import Domain

/// The array splitter and the syntax checker behind parallel decoding and error positions.
struct DatasetJSONScanTests {
    private func split(_ text: String) -> Result<[String], JSONSyntaxCheck.Failure> {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { raw in
            Result { () throws(JSONSyntaxCheck.Failure) in
                try JSONArraySplitter.elementRanges(in: raw).map { String(decoding: bytes[$0], as: UTF8.self) }
            }
        }
    }

    private func check(_ text: String) -> JSONSyntaxCheck.Failure? {
        Array(text.utf8).withUnsafeBytes { JSONSyntaxCheck.firstError(in: $0) }
    }

    @Test func splitsAwareOfStringsAndNesting() throws {
        let text = #"""
        [ {"a": "x,]}", "b": [1, {"c": "\"],"}]} ,
          {"d": "back\\"} ,[1,[2,3]], "s\u005d", 12 , null]
        """#
        #expect(try split(text).get() == [
            #"{"a": "x,]}", "b": [1, {"c": "\"],"}]}"#, #"{"d": "back\\"}"#, "[1,[2,3]]", #""s\u005d""#, "12", "null",
        ])
        #expect(try split("[]").get() == [])
        #expect(try split("\u{FEFF}[ ]").get() == [])
        #expect(try split(" \n[\n{}\n]\n ").get() == ["{}"])
    }

    @Test func splitterErrors() {
        #expect(split("[1,,2]") == .failure(.init(offset: 3, message: "missing value before ','")))
        #expect(split("[1,2") == .failure(.init(offset: 4, message: "unexpected end of file inside the array")))
        #expect(split(#"["abc]"#) == .failure(.init(offset: 1, message: "unterminated string")))
        #expect(split("[1] 2") == .failure(.init(offset: 4, message: "unexpected data after the end of the array")))
        #expect(split("[1}]") == .failure(.init(offset: 2, message: "unexpected '}'")))
        #expect(split("  ") == .failure(.init(offset: 2, message: "unexpected end of file, expected '['")))
    }

    @Test func syntaxCheckAcceptsValidJSON() {
        for text in [#"{"a": [1, -2.5e+3, 0, true, false, null, "\u00e9\n"], "b": {}}"#, "[]", " 7 ", #""x""#] {
            #expect(check(text) == nil, "\(text)")
        }
    }

    @Test func syntaxCheckFindsTheFirstError() {
        #expect(check(#"{"a": 1 "b": 2}"#) == .init(offset: 8, message: "unexpected '\"', expected ',' or '}'"))
        #expect(check(#"{"a": tru}"#) == .init(offset: 9, message: "invalid literal (expected true)"))
        #expect(check(#"{"a": 01}"#) == .init(offset: 7, message: "invalid number (leading zero)"))
        #expect(check(#"{"a": 1.}"#) == .init(offset: 8, message: "invalid number (no digits after '.')"))
        #expect(check(#"{"a" 1}"#) == .init(offset: 5, message: "unexpected '1', expected ':'"))
        #expect(check(#"{a: 1}"#) == .init(offset: 1, message: "unexpected 'a', expected a quoted key"))
        #expect(check(#"["x\q"]"#) == .init(offset: 3, message: "invalid escape \\q"))
        #expect(check("[\"a\u{01}\"]") == .init(offset: 3, message: "control character inside a string"))
        #expect(check("[1, 2") == .init(offset: 5, message: "unexpected end of file"))
        #expect(check("[1] [") == .init(offset: 4, message: "unexpected '[' after the end of the JSON value"))
        #expect(check("[1, ]") == .init(offset: 4, message: "unexpected ']', expected a value"))
    }

    @Test func lineAndColumn() {
        let text = "ab\ncd\n\nef"
        Array(text.utf8).withUnsafeBytes { raw in
            #expect(JSONSyntaxCheck.lineColumn(of: 0, in: raw) == (1, 1))
            #expect(JSONSyntaxCheck.lineColumn(of: 4, in: raw) == (2, 2))
            #expect(JSONSyntaxCheck.lineColumn(of: 7, in: raw) == (4, 1))
        }
    }

    @Test func unitIDFromBrokenRecord() {
        #expect(DatasetFileDecoder.scanUnitID(.init(#"{"unit_id" : "2011", "name": x}"#.utf8)) == "2011")
        #expect(DatasetFileDecoder.scanUnitID(.init(#"{"name": x}"#.utf8)) == nil)
        #expect(DatasetFileDecoder.probeUnitID(.init(#"{"unit_id": 42}"#.utf8)) == "42")
        #expect(DatasetFileDecoder.probeUnitID(.init(#"{"unit_id": ["a"]}"#.utf8)) == nil)
    }
}
