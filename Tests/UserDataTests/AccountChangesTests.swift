import Core
import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import UserData

/// `PATCH /me` validation (userdata-map §2.1, §5), checked in 2026: the youngest allowed birth year is 2012 and the
/// oldest 1906.
struct AccountAccountChangesTests {
    private func parse(_ json: String) throws -> AccountChanges {
        try AccountChanges(body: try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)), currentYear: 2026)
    }

    private func refusal(_ json: String) -> APIError? {
        do {
            _ = try parse(json)
            return nil
        } catch {
            return error as? APIError
        }
    }

    @Test func namesAreTrimmedAndEmptyMeansNone() throws {
        #expect(try parse(#"{"displayName": "  Ann Lee \n"}"#).displayName == .some("Ann Lee"))
        #expect(try parse(#"{"displayName": "   "}"#).displayName == .some(nil))
        #expect(try parse(#"{"displayName": null}"#).displayName == .some(nil))
        #expect(try parse(#"{}"#).displayName == nil)
        #expect(try parse(#"{}"#).isEmpty)
    }

    @Test func fieldsItDoesNotKnowAreRefusedByName() {
        let typo = refusal(#"{"displayname": "Ann"}"#)
        #expect(typo?.status == 400)
        #expect(typo?.detail == .object(["field": .string("displayname")]))
        #expect(refusal(#"{"displayName": "Ann", "email": "x@y.z"}"#)?.detail == .object(["field": .string("email")]))
    }

    @Test func namesLongerThan80CharactersAreRefused() throws {
        #expect(try parse(#"{"displayName": "\#(String(repeating: "a", count: 80))"}"#).displayName == .some(String(repeating: "a", count: 80)))
        let tooLong = refusal(#"{"displayName": "\#(String(repeating: "a", count: 81))"}"#)
        #expect(tooLong?.status == 400)
        #expect(tooLong?.message == "Keep your name under 80 characters.")
        // 41 letters written as e + combining accent are 82 code points, which is what the column counts.
        let combining = refusal(#"{"displayName": "\#(String(repeating: "e\u{301}", count: 41))"}"#)
        #expect(combining?.message == "Keep your name under 80 characters.")
        #expect(refusal(#"{"displayName": 7}"#)?.status == 400)
    }

    @Test func birthYearsAreFourDigitsNotInTheFuture() throws {
        #expect(try parse(#"{"birthYear": 2008}"#).birthYear == 2008)
        #expect(try parse(#"{"birthYear": "2008"}"#).birthYear == 2008)
        #expect(try parse(#"{"birthYear": " 2008 "}"#).birthYear == 2008)
        for bad in [#""08""#, "208", "2008.5", #""20O8""#, "2027", #""2027""#, "true", "[2008]", "12008"] {
            let error = refusal(#"{"birthYear": \#(bad)}"#)
            #expect(error?.status == 400, "\(bad)")
            #expect(error?.message == "Enter your birth year as four digits, like 2008.", "\(bad)")
        }
    }

    @Test func theAgeGateRefusesTheYearExactly13Back() throws {
        #expect(try parse(#"{"birthYear": 2012}"#).birthYear == 2012)
        #expect(try parse(#"{"birthYear": 1906}"#).birthYear == 1906)
        for refused in [2013, 2026, 1905] {
            let error = refusal(#"{"birthYear": \#(refused)}"#)
            #expect(error?.status == 403, "\(refused)")
            #expect(error?.message == "Accounts are for people 13 and older.", "\(refused)")
        }
        #expect(AgeGate.allows(2012, currentYear: 2026))
        #expect(!AgeGate.allows(2013, currentYear: 2026))
    }

    @Test func aBirthYearCannotBeRemoved() throws {
        #expect(try parse(#"{"birthYear": null}"#).birthYear == nil)
        #expect(try parse(#"{"birthYear": ""}"#).birthYear == nil)
        #expect(try parse(#"{"birthYear": null}"#).isEmpty)
    }

    @Test func unknownRoleHintsMeanNone() throws {
        #expect(try parse(#"{"roleHint": "counselor"}"#).roleHint == .some(.counselor))
        #expect(try parse(#"{"roleHint": "admin"}"#).roleHint == .some(nil))
        #expect(try parse(#"{"roleHint": null}"#).roleHint == .some(nil))
        #expect(refusal(#"{"roleHint": 3}"#)?.detail == .object(["field": .string("roleHint")]))
        #expect(try parse(#"{"displayName": "x"}"#).roleHint == nil)
    }

    @Test func checksRunInTheSitesOrder() {
        // A long name is reported before a malformed year, a malformed year before the age gate.
        #expect(refusal(#"{"displayName": "\#(String(repeating: "a", count: 81))", "birthYear": "x"}"#)?.message
            == "Keep your name under 80 characters.")
        #expect(refusal(#"[1]"#)?.message == "Send the changes as a JSON object.")
    }

    @Test func thePatchTypeEncodesLeftOutAndNullApart() throws {
        let patch = AccountPatch(displayName: .set("Ann"), roleHint: .clear)
        let json = String(decoding: try JSONEncoder().encode(patch), as: UTF8.self)
        let decoded = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
        #expect(decoded == .object(["displayName": .string("Ann"), "roleHint": .null]))
        let back = try JSONDecoder().decode(AccountPatch.self, from: Data(#"{"birthYear": "2008", "roleHint": null}"#.utf8))
        #expect(back == AccountPatch(birthYear: .set(2008), roleHint: .clear))
        // What the app sends is what the server reads.
        let changes = try AccountChanges(body: decoded, currentYear: 2026)
        #expect(changes == AccountChanges(displayName: .some("Ann"), roleHint: .some(nil)))
    }
}
