import Foundation
import QuadAPIModels
import Testing
@testable import UserData

/// HS256 signing and verification, and the claim checks of access tokens.
struct AuthTokenTests {
    static let key = Array("test-secret-of-32-bytes-at-least!".utf8)
    /// Made with Python's hmac and base64 for {"exp":2000000000,"sub":"1234"} under `key`.
    static let pythonToken = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJleHAiOjIwMDAwMDAwMDAsInN1YiI6IjEyMzQifQ."
        + "rafPrTdgw-62TPyaq7NhgdfAmqjIHjoQHCc8plYptbE"

    @Test func signsExactlyAsAnIndependentImplementation() {
        let signer = HS256Signer(secret: Self.key)
        #expect(signer.sign(["sub": .string("1234"), "exp": .number(2_000_000_000)]) == Self.pythonToken)
    }

    @Test func verifiesItsOwnAndTheIndependentToken() throws {
        let signer = HS256Signer(secret: Self.key)
        let claims = try signer.verify(Self.pythonToken)
        #expect(claims["sub"] == .string("1234"))
        #expect(claims["exp"] == .number(2_000_000_000))
    }

    @Test func refusesATamperedPayload() {
        let signer = HS256Signer(secret: Self.key)
        let parts = Self.pythonToken.split(separator: ".").map(String.init)
        let forgedPayload = Base64URL.encode(Array(#"{"exp":2000000000,"sub":"9999"}"#.utf8))
        #expect(throws: HS256Signer.Failure.badSignature) {
            try signer.verify(parts[0] + "." + forgedPayload + "." + parts[2])
        }
    }

    @Test func refusesAlgNoneWhateverTheSignature() {
        let signer = HS256Signer(secret: Self.key)
        let none = Base64URL.encode(Array(#"{"alg":"none","typ":"JWT"}"#.utf8))
        let payload = Self.pythonToken.split(separator: ".")[1]
        #expect(throws: HS256Signer.Failure.unsupportedAlgorithm) { try signer.verify(none + "." + payload + ".") }
        // Even with the genuine HS256 signature attached.
        let signature = Self.pythonToken.split(separator: ".")[2]
        #expect(throws: HS256Signer.Failure.unsupportedAlgorithm) { try signer.verify(none + "." + payload + "." + signature) }
        let hs512 = Base64URL.encode(Array(#"{"alg":"HS512","typ":"JWT"}"#.utf8))
        #expect(throws: HS256Signer.Failure.unsupportedAlgorithm) { try signer.verify(hs512 + "." + payload + "." + signature) }
    }

    @Test func acceptsAnotherSpellingOfTheHS256Header() throws {
        let header = Base64URL.encode(Array(#"{"alg":"HS256"}"#.utf8))
        let payload = Base64URL.encode(Array(#"{"a":1}"#.utf8))
        let signature = Base64URL.encode(Digest.hmacSHA256(key: Self.key, message: Array((header + "." + payload).utf8)))
        #expect(try HS256Signer(secret: Self.key).verify(header + "." + payload + "." + signature)["a"] == .number(1))
    }

    @Test func refusesAnotherKeyAndMalformedTokens() {
        let other = HS256Signer(secret: Array("another-secret-of-32-bytes-long!!".utf8))
        #expect(throws: HS256Signer.Failure.badSignature) { try other.verify(Self.pythonToken) }
        let signer = HS256Signer(secret: Self.key)
        for bad in ["", "a.b", "a.b.c.d", ".x.y", Self.pythonToken + "x", "%%%.%%%.%%%"] {
            #expect(throws: HS256Signer.Failure.self, "\(bad)") { try signer.verify(bad) }
        }
    }

    @Test func accessClaimsNeedAFutureExpiryAndTheAudience() throws {
        let user = UUID(), session = UUID()
        let claims = AccessTokenClaims(userID: user, sessionID: session, email: "a@example.com", appMetadata: .object([:]),
                                       userMetadata: .object([:]), issuedAt: 1000, expiresAt: 2000,
                                       issuer: "http://x/auth/v1", methods: [("password", 1000)]).json
        let ids = try AccessTokenClaims.validate(claims, now: 1500)
        #expect(ids.user == user && ids.session == session)
        #expect(throws: AccessTokenClaims.Failure.expired) { try AccessTokenClaims.validate(claims, now: 2000) }
        var wrongAudience = claims
        wrongAudience["aud"] = .string("service")
        #expect(throws: AccessTokenClaims.Failure.wrongAudience) { try AccessTokenClaims.validate(wrongAudience, now: 1500) }
        var listed = claims
        listed["aud"] = .array([.string("other"), .string("authenticated")])
        #expect(try AccessTokenClaims.validate(listed, now: 1500).user == user)
        var noSession = claims
        noSession.removeValue(forKey: "session_id")
        #expect(throws: AccessTokenClaims.Failure.missingClaim("session_id")) { try AccessTokenClaims.validate(noSession, now: 1500) }
    }

    @Test func accessClaimsCarryGoTruesFields() {
        let claims = AccessTokenClaims(userID: UUID(), sessionID: UUID(), email: "a@example.com", appMetadata: .object([:]),
                                       userMetadata: .object([:]), issuedAt: 1000, expiresAt: 4600,
                                       issuer: "http://x/auth/v1", methods: [("password", 1000)]).json
        #expect(Set(claims.keys) == ["sub", "aud", "role", "exp", "iat", "iss", "email", "phone", "app_metadata",
                                     "user_metadata", "aal", "amr", "session_id", "is_anonymous"])
        #expect(claims["aud"] == .string("authenticated"))
        #expect(claims["role"] == .string("authenticated"))
        #expect(claims["aal"] == .string("aal1"))
        #expect(claims["amr"] == .array([.object(["method": .string("password"), "timestamp": .number(1000)])]))
    }

    @Test func payloadParserReadsJSONAsFoundationDoes() throws {
        let texts = [
            #"{"a":1,"b":[true,false,null],"c":{"d":"e"},"f":-1.5e3,"g":"\u00e9\ud83d\ude00\n\"x\""}"#,
            #"  [ 1 , 2.25 , "three" , { } , [ ] ]  "#,
            #""plain""#,
            #"0"#,
        ]
        for text in texts {
            let ours = try #require(JSONPayloadParser.parse(Array(text.utf8)), "\(text)")
            let foundation = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
            #expect(ours == foundation, "\(text)")
        }
        #expect(JSONPayloadParser.parse(Array(#"{"g":"é😀"}"#.utf8)) == .object(["g": .string("é😀")]))
    }

    @Test func payloadParserRefusesWhatIsNotJSON() {
        for text in ["", "{", "{\"a\":}", "[1,]", "{\"a\":1,}", "01", "1.", "tru", #""\u12""#, #""a\u0000"#, "{} x",
                     #""\ud800""#, "'a'", String(repeating: "[", count: 40) + String(repeating: "]", count: 40)] {
            #expect(JSONPayloadParser.parse(Array(text.utf8)) == nil, "\(text)")
        }
        #expect(JSONPayloadParser.parse(Array("\"a\tb\"".utf8)) == nil)  // raw control character inside a string
    }
}
