import Core
import Domain
import Foundation
import QuadAPIModels
import Server
import Testing
@testable import UserData

/// What an outside probe got past the auth service: the age gate at sign-up, oversized metadata, unlimited guesses at
/// e-mailed codes, refresh-token reuse branching, and the session cache. Each against a real migrated database.
struct AuthAbuseTests {
    private static var young: Int { AuthService.currentYear() - 10 }

    /// The birth years the probe signed up with, as JSON, and the code each must now be refused with.
    private static var bypasses: [(String, Any?, String)] {
        [
            ("trailing space", "\(young) ", "birth_year_not_allowed"), ("leading space", " \(young)", "birth_year_not_allowed"),
            ("full-width digits", "２０１５", "validation_failed"), ("decimal text", "\(young).0", "validation_failed"),
            ("a fraction", Double(young) + 0.5, "validation_failed"), ("an object", ["year": young], "validation_failed"),
            ("1e300", 1e300, "validation_failed"), ("missing", nil, "validation_failed"), ("empty", "", "validation_failed"),
            ("null", NSNull(), "validation_failed"),
        ]
    }

    @Test func everyBirthYearThatIsNotAnAllowedYearIsRefusedAtSignUpAndNothingIsStored() async throws {
        try await AuthHarness.with { auth in
            for (name, year, code) in Self.bypasses {
                var data: [String: Any] = ["role_hint": "student"]
                if let year { data["birth_year"] = year }
                let answer = try await auth.send(.post, "/auth/v1/signup",
                                                 json: ["email": "kid@example.com", "password": "Correct-Horse-9", "data": data])
                #expect(answer.status == 422, "\(name)")
                #expect(answer.string("code") == code, "\(name)")
                let expected = code == "validation_failed" ? AgeGate.malformedMessage
                    : AgeGate.signUpRefusal(siteName: auth.configuration.siteName)
                #expect(answer.string("msg") == expected, "\(name)")
                // The same through a magic link that would make the account.
                let otp = try await auth.send(.post, "/auth/v1/otp", json: ["email": "kid@example.com", "data": data])
                #expect(otp.status == 422 && otp.string("code") == code, "otp: \(name)")
            }
            #expect(try await auth.count("select count(*) from auth.users") == 0)
            #expect(try await auth.count("select count(*) from public.profiles") == 0)
            #expect(try await auth.count("select count(*) from auth.mail_outbox") == 0)
            // An allowed year, however it is written, is stored as the year.
            _ = try await auth.signUp("adult@example.com", data: ["birth_year": " 1990\n"])
            _ = try await auth.signUp("number@example.com", data: ["birth_year": 1991])
            #expect(try await auth.count("select count(*) from public.profiles where birth_year in (1990, 1991)") == 2)
            #expect(try await auth.count("select count(*) from auth.users where raw_user_meta_data ->> 'birth_year' = '1991'") == 1)
        }
    }

    @Test func theServerAndTheSignUpTriggerReadBirthYearsAlike() async throws {
        try await AuthHarness.with { auth in
            // Worked out by hand from the rule (four ASCII digits with blanks around them, or a whole number
            // 1000–9999); the SQL function must agree on every one.
            let table: [(String, Int?)] = [
                (#""2008""#, 2008), (#"" 2008""#, 2008), (#""2008 ""#, 2008), (#""\t2008\r\n""#, 2008), ("2008", 2008),
                ("2008.0", 2008), ("1000", 1000), ("9999", 9999), (#""0999""#, 999), (#""2015.0""#, nil), ("2015.5", nil),
                (#""２０１５""#, nil), (#"{"y":2008}"#, nil), ("[2008]", nil), ("true", nil), ("1e300", nil), (#""208""#, nil),
                (#""20080""#, nil), (#""""#, nil), (#""+208""#, nil), ("999", nil), ("10000", nil), (#""20 08""#, nil),
                (#""\u00a02008""#, nil), ("null", nil),
            ]
            for (json, expected) in table {
                let value = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
                #expect(AgeGate.year(value) == expected, "server: \(json)")
                let sql: String
                do {
                    sql = try await auth.pool.withConnection { connection in
                        try await connection.query(PostgresQuery(
                            unsafeSQL: "select coalesce(public.birth_year_from($1::jsonb)::text, 'none') as year", binds: [json]))
                    }.first.map { try $0.decode(String.self, column: "year") } ?? "no row"
                } catch let error as PostgresError where error.serverMessage == "birth_year_invalid" {
                    sql = "invalid"
                }
                #expect(sql == (expected.map(String.init) ?? (json == "null" ? "none" : "invalid")), "SQL: \(json)")
            }
        }
    }

    @Test func thePrecheckAndProfileEditsUseTheSameReading() async throws {
        try await AuthHarness.with { auth in
            for (name, year, code) in Self.bypasses {
                var body: [String: Any] = ["email": "kid@example.com", "password": "Correct-Horse-9"]
                if let year { body["birthYear"] = year }
                let answer = try await auth.send(.post, "/api/app/v1/auth/precheck", json: body, versioned: false)
                let envelope = try JSONDecoder().decode(ErrorEnvelope.self, from: Data(answer.body))
                if code == "birth_year_not_allowed" {
                    #expect(answer.status == 403 && envelope.error.code == "birth_year_not_allowed", "\(name)")
                } else {
                    #expect(answer.status == 400 && envelope.error.code == "invalid_birth_year", "\(name)")
                }
                if let year, !(year is NSNull), !((year as? String)?.isEmpty ?? false) {
                    let json = try JSONDecoder().decode(JSONValue.self, from: JSONSerialization.data(
                        withJSONObject: ["birthYear": year]))
                    #expect(throws: APIError.self, "PATCH /me: \(name)") {
                        try AccountChanges(body: json, currentYear: AuthService.currentYear())
                    }
                }
            }
        }
    }

    @Test func metadataOver4KBIsRefusedAtSignUpAndOnPutUser() async throws {
        try await AuthHarness.with { auth in
            let big = String(repeating: "x", count: 30_000)
            let refused = try await auth.send(.post, "/auth/v1/signup", json: [
                "email": "big@example.com", "password": "Correct-Horse-9", "data": ["birth_year": "1990", "bio": big]])
            #expect(refused.status == 400 && refused.string("code") == "validation_failed")
            #expect(try await auth.count("select count(*) from auth.users") == 0)
            let otp = try await auth.send(.post, "/auth/v1/otp", json: ["email": "big@example.com",
                                                                        "data": ["birth_year": "1990", "bio": big]])
            #expect(otp.status == 400)
            // Just under the cap is fine; growing past it with PUT /user is refused and changes nothing.
            let session = try await auth.signUp("ada@example.com", data: ["bio": String(repeating: "y", count: 3900)])
            let grown = try await auth.send(.put, "/auth/v1/user", json: ["data": ["more": String(repeating: "z", count: 300)]],
                                            bearer: session.access)
            #expect(grown.status == 400 && grown.string("code") == "validation_failed")
            #expect(try await auth.count("select count(*) from auth.users where raw_user_meta_data ? 'more'") == 0)
            let small = try await auth.send(.put, "/auth/v1/user", json: ["data": ["bio": "short"]], bearer: session.access)
            #expect(small.status == 200)
            // The access token stays small enough for every later request.
            let signedIn = try await auth.send(.post, "/auth/v1/token?grant_type=password",
                                               json: ["email": "ada@example.com", "password": "Correct-Horse-9"])
            #expect(try #require(signedIn.string("access_token")).utf8.count < 8192)
        }
    }

    @Test func aTypedCodeIsSpentAfterAFewWrongGuesses() async throws {
        try await AuthHarness.with { auth in
            _ = try await auth.signUp("ada@example.com")
            _ = try await auth.send(.post, "/auth/v1/otp", json: ["email": "ada@example.com", "create_user": false])
            let code = try auth.lastMail(to: "ada@example.com").code
            let wrong = code == "000000" ? "111111" : "000000"
            func attempt(_ token: String) async throws -> AuthHarness.Answer {
                try await auth.send(.post, "/auth/v1/verify", json: ["type": "email", "email": "ada@example.com", "token": token])
            }
            // Four wrong guesses leave the code usable...
            for _ in 1..<AuthService.codeAttemptLimit { #expect(try await attempt(wrong).string("code") == "otp_expired") }
            #expect(try await attempt(code).status == 200)
            // ...a fifth spends it, so even the right one then fails; the e-mailed link still works.
            _ = try await auth.send(.post, "/auth/v1/otp", json: ["email": "ada@example.com", "create_user": false])
            let mail = try auth.lastMail(to: "ada@example.com")
            let other = mail.code == "000000" ? "111111" : "000000"
            for _ in 0..<AuthService.codeAttemptLimit { _ = try await attempt(other) }
            let late = try await attempt(mail.code)
            #expect(late.status == 403 && late.string("code") == "otp_expired")
            #expect(try await auth.count("select count(*) from auth.one_time_tokens where secret = 'code'") == 0)
            let link = try await auth.send(.get, AuthHarness.target(of: mail.link))
            #expect(link.headers["Location"]?.contains("access_token=") == true)
        }
    }

    @Test func concurrentReusesOfARefreshTokenGetOneChild() async throws {
        // A reuse window far longer than the test, so a loaded machine (twenty grants through a pool of three) cannot
        // push the second round past it: what is checked here is the race, not the window's length.
        try await AuthHarness.with(adjust: { $0.refreshReuseWindow = .seconds(600) }) { auth in
            let session = try await auth.signUp("ada@example.com")
            let service = auth.service
            // Ten refreshes of one token at once (its first use among them), then ten reuses of it afterwards.
            let racing = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<10 { group.addTask { try await service.refreshGrant(refreshToken: session.refresh).refreshToken } }
                return try await group.reduce(into: [String]()) { $0.append($1) }
            }
            #expect(Set(racing).count == 1)
            let reused = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<10 { group.addTask { try await service.refreshGrant(refreshToken: session.refresh).refreshToken } }
                return try await group.reduce(into: [String]()) { $0.append($1) }
            }
            #expect(Set(reused) == Set(racing))
            // One chain: the first token and its one child.
            #expect(try await auth.count("select count(*) from auth.refresh_tokens") == 2)
            #expect(try await auth.count("select count(*) from auth.refresh_tokens where not revoked") == 1)
            let next = try await service.refreshGrant(refreshToken: try #require(racing.first))
            #expect(next.refreshToken != racing.first)
            #expect(try await auth.count("select count(*) from auth.refresh_tokens") == 3)
        }
    }

    @Test func aTokenNamingAnotherUsersSessionIsRefusedWarmOrCold() async throws {
        try await AuthHarness.with { auth in
            let ada = try await auth.signUp("ada@example.com")
            let bob = try await auth.signUp("bob@example.com")
            let verifier = auth.service.verifier
            var claims: [String: JSONValue] = [:]
            for (key, value) in try AuthHarness.payload(of: ada.access) {
                if let string = value as? String { claims[key] = .string(string) }
                else if let number = value as? NSNumber, !(value is Bool) { claims[key] = .number(number.doubleValue) }
            }
            _ = try await verifier.verify(bearer: ada.access)  // Ada's session is now cached as live
            for sub in [bob.user, "00000000-0000-0000-0000-000000000000"] {
                var mixed = claims
                mixed["sub"] = .string(sub)
                let token = AuthSessionTests.forged(mixed)
                await #expect(throws: APIError.self, "sub \(sub)") { try await verifier.verify(bearer: token) }
                do { _ = try await verifier.verify(bearer: token) } catch let error as APIError {
                    #expect(error.status == 401, "sub \(sub)")
                }
            }
            // The refusals did not touch Ada's own answer.
            #expect(try await verifier.verify(bearer: ada.access).userID.uuidString.lowercased() == ada.user)
            // Nor does a refusal made first (cold) poison the owner's token for the cache window.
            let cy = try await auth.signUp("cy@example.com")
            var cySession = claims
            cySession["session_id"] = try AuthHarness.payload(of: cy.access)["session_id"].map { .string($0 as! String) }
            await #expect(throws: APIError.self) { try await verifier.verify(bearer: AuthSessionTests.forged(cySession)) }
            #expect(try await verifier.verify(bearer: cy.access).userID.uuidString.lowercased() == cy.user)
            // A nil session id is no session either.
            var noSession = claims
            noSession["session_id"] = .string("00000000-0000-0000-0000-000000000000")
            await #expect(throws: APIError.self) { try await verifier.verify(bearer: AuthSessionTests.forged(noSession)) }
        }
    }
}
