import Core
import Domain
import Foundation
import QuadAPIModels
import Server
import Testing
@testable import UserData

/// The auth service end to end over its routes, against a fresh migrated database per test: sign-up, password and
/// refresh grants, e-mail links and codes, PKCE, user reads and updates. Expected codes and sentences come from
/// GoTrue's protocol as userdata-map §4 describes it and the site's rules (§2.1, §5).
struct AuthFlowTests {
    @Test func signUpWithAutoconfirmGivesASessionWithGoTruesClaims() async throws {
        try await AuthHarness.with { auth in
            let answer = try await auth.send(.post, "/auth/v1/signup", json: [
                "email": "Ada@Example.com", "password": "Correct-Horse-9",
                "data": ["birth_year": "2008", "role_hint": "student", "display_name": "Ada"],
            ])
            #expect(answer.status == 200)
            #expect(answer.headers["X-Supabase-Api-Version"] == "2024-01-01")
            #expect(answer.headers["Cache-Control"] == "no-store")
            #expect(answer.string("token_type") == "bearer")
            #expect(answer.json["expires_in"] as? Int == 3600)
            let user = try #require(answer.json["user"] as? [String: Any])
            #expect(user["email"] as? String == "ada@example.com")
            #expect(user["email_confirmed_at"] is String)
            #expect((user["identities"] as? [Any])?.count == 1)
            #expect((user["user_metadata"] as? [String: Any])?["birth_year"] as? String == "2008")
            let claims = try AuthHarness.payload(of: try #require(answer.string("access_token")))
            #expect(claims["sub"] as? String == user["id"] as? String)
            #expect(claims["aud"] as? String == "authenticated")
            #expect(claims["role"] as? String == "authenticated")
            #expect(claims["email"] as? String == "ada@example.com")
            #expect(claims["iss"] as? String == "http://localhost:8080/auth/v1")
            #expect(claims["aal"] as? String == "aal1")
            #expect(claims["is_anonymous"] as? Bool == false)
            #expect((claims["exp"] as? Int).flatMap { exp in (claims["iat"] as? Int).map { exp - $0 } } == 3600)
            #expect(answer.json["expires_at"] as? Int == claims["exp"] as? Int)
            #expect(((claims["amr"] as? [[String: Any]])?.first?["method"]) as? String == "password")
            #expect(UUID(uuidString: claims["session_id"] as? String ?? "") != nil)
            // The profile trigger ran in the same transaction, with the metadata.
            #expect(try await auth.count("select birth_year from public.profiles") == 2008)
        }
    }

    @Test func aWeakPasswordIsRefusedWithEveryReason() async throws {
        try await AuthHarness.with { auth in
            let answer = try await auth.send(.post, "/auth/v1/signup", json: ["email": "ada@example.com", "password": "ada"])
            #expect(answer.status == 422)
            #expect(answer.string("code") == "weak_password")
            #expect(answer.string("message") == "Use at least 10 characters. Don't use your email name in it.")
            #expect((answer.json["weak_password"] as? [String: Any])?["reasons"] as? [String] == ["length", "email"])
            #expect(try await auth.count("select count(*) from auth.users") == 0)
        }
    }

    @Test func aMissingBodyIsUnreadableJSONNotAnEmptyObject() async throws {
        try await AuthHarness.with { auth in
            let signUp = try await auth.send(.post, "/auth/v1/signup")
            #expect(signUp.status == 400)
            #expect(signUp.string("code") == "bad_json")
            let token = try #require(try await auth.send(.post, "/auth/v1/signup", json: [
                "email": "ada@example.com", "password": "Correct-Horse-9", "data": ["birth_year": "2000"],
            ]).string("access_token"))
            let update = try await auth.send(.put, "/auth/v1/user", bearer: token)
            #expect(update.status == 400)
            #expect(update.string("code") == "bad_json")
            // `data` is a map in GoTrue: any other JSON type is unreadable too.
            for data: Any in [7, "x", [1]] {
                let bad = try await auth.send(.put, "/auth/v1/user", json: ["data": data], bearer: token)
                #expect(bad.status == 400)
                #expect(bad.string("code") == "bad_json")
            }
            let none = try await auth.send(.put, "/auth/v1/user", json: ["data": NSNull()], bearer: token)
            #expect(none.status == 200)
        }
    }

    @Test func metadataPostgresCannotStoreIsA400AndChangesNothing() async throws {
        try await AuthHarness.with { auth in
            let token = try #require(try await auth.send(.post, "/auth/v1/signup", json: [
                "email": "ada@example.com", "password": "Correct-Horse-9", "data": ["birth_year": "2000"],
            ]).string("access_token"))
            // jsonb cannot hold U+0000 (SQLSTATE 22P05), in a key or a value.
            for data: [String: Any] in [["nick\u{0}name": "x"], ["nickname": "a\u{0}b"]] {
                let update = try await auth.send(.put, "/auth/v1/user", json: ["data": data], bearer: token)
                #expect(update.status == 400)
                #expect(update.string("code") == "validation_failed")
            }
            #expect(try await auth.count("select count(*) from auth.users where raw_user_meta_data ? 'nickname'") == 0)
        }
    }

    @Test func anUnder13BirthYearIsRefusedAndNothingIsStored() async throws {
        try await AuthHarness.with(autoconfirm: false) { auth in
            let year = Calendar(identifier: .gregorian).component(.year, from: Date()) - 13
            let answer = try await auth.send(.post, "/auth/v1/signup", json: [
                "email": "kid@example.com", "password": "Correct-Horse-9", "data": ["birth_year": String(year)],
            ])
            #expect(answer.status == 422)
            #expect(answer.string("code") == "birth_year_not_allowed")
            #expect(answer.string("message") == "Accounts are for people 13 and older. Everything on Quad still works "
                + "without one: search, explore, and compare colleges as much as you like.")
            #expect(try await auth.count("select count(*) from auth.users") == 0)
            #expect(try await auth.count("select count(*) from public.profiles") == 0)
            #expect(try await auth.count("select count(*) from auth.mail_outbox") == 0)
            #expect(try auth.mails().isEmpty)
        }
    }

    @Test func anExistingAddressIsObfuscatedWhenConfirmationsAreOn() async throws {
        try await AuthHarness.with(autoconfirm: false) { auth in
            let first = try await auth.send(.post, "/auth/v1/signup", json: [
                "email": "ada@example.com", "password": "Correct-Horse-9", "data": ["birth_year": "1990"]])
            #expect(first.status == 200)
            #expect(first.json["access_token"] == nil)
            #expect((first.json["identities"] as? [Any])?.count == 1)
            #expect(first.json["email_confirmed_at"] == nil)
            let confirmation = try auth.lastMail(to: "ada@example.com")
            #expect(confirmation.text.contains("Subject: Confirm your Quad account\r\n"))
            // Confirm through the link, then sign up again with the same address.
            let verified = try await auth.send(.get, AuthHarness.target(of: confirmation.link))
            #expect(verified.status == 303)
            let again = try await auth.send(.post, "/auth/v1/signup", json: [
                "email": "ada@example.com", "password": "Other-Horse-10", "data": ["birth_year": "1990"]])
            #expect(again.status == 200)
            #expect((again.json["identities"] as? [Any])?.isEmpty == true)
            #expect(again.string("id") != first.string("id"))
            #expect(try await auth.count("select count(*) from auth.users") == 1)
        }
    }

    @Test func anExistingAddressIsAnErrorWithAutoconfirm() async throws {
        try await AuthHarness.with { auth in
            _ = try await auth.signUp("ada@example.com")
            let again = try await auth.send(.post, "/auth/v1/signup", json: [
                "email": "ADA@example.com", "password": "Correct-Horse-9", "data": ["birth_year": "1990"]])
            #expect(again.status == 422)
            #expect(again.string("code") == "user_already_exists")
        }
    }

    @Test func passwordGrantAndItsRefusals() async throws {
        try await AuthHarness.with { auth in
            let signedUp = try await auth.signUp("ada@example.com")
            let ok = try await auth.send(.post, "/auth/v1/token?grant_type=password",
                                         json: ["email": "ada@example.com", "password": "Correct-Horse-9"])
            #expect(ok.status == 200)
            #expect(ok.string("refresh_token") != signedUp.refresh)
            let wrong = try await auth.send(.post, "/auth/v1/token?grant_type=password",
                                            json: ["email": "ada@example.com", "password": "Wrong-Horse-9"])
            #expect(wrong.status == 400)
            #expect(wrong.string("code") == "invalid_credentials")
            #expect(wrong.string("message") == "Invalid login credentials")
            let unknown = try await auth.send(.post, "/auth/v1/token?grant_type=password",
                                              json: ["email": "nobody@example.com", "password": "Correct-Horse-9"])
            #expect(unknown.status == 400 && unknown.string("code") == "invalid_credentials")
            // The legacy error shape, for a client that sends no API version.
            let legacy = try await auth.send(.post, "/auth/v1/token?grant_type=password",
                                             json: ["email": "ada@example.com", "password": "Wrong-Horse-9"], versioned: false)
            #expect(legacy.json["code"] as? Int == 400)
            #expect(legacy.string("error_code") == "invalid_credentials")
            #expect(legacy.string("msg") == "Invalid login credentials")
            #expect(legacy.headers["X-Supabase-Api-Version"] == nil)
        }
    }

    @Test func anUnconfirmedAccountCannotSignInWithItsPassword() async throws {
        try await AuthHarness.with(autoconfirm: false) { auth in
            _ = try await auth.send(.post, "/auth/v1/signup", json: [
                "email": "ada@example.com", "password": "Correct-Horse-9", "data": ["birth_year": "1990"]])
            let answer = try await auth.send(.post, "/auth/v1/token?grant_type=password",
                                             json: ["email": "ada@example.com", "password": "Correct-Horse-9"])
            #expect(answer.status == 400 && answer.string("code") == "email_not_confirmed")
        }
    }

    @Test func refreshRotatesAndAReuseWithinTheWindowGetsAValidPair() async throws {
        try await AuthHarness.with { auth in
            let first = try await auth.signUp("ada@example.com")
            let rotated = try await auth.send(.post, "/auth/v1/token?grant_type=refresh_token", json: ["refresh_token": first.refresh])
            #expect(rotated.status == 200)
            let second = try #require(rotated.string("refresh_token"))
            #expect(second != first.refresh)
            let claimsBefore = try AuthHarness.payload(of: first.access)
            let claimsAfter = try AuthHarness.payload(of: try #require(rotated.string("access_token")))
            #expect(claimsBefore["session_id"] as? String == claimsAfter["session_id"] as? String)
            // A racing second use of the old token inside the 10 s window: still a valid session.
            let racing = try await auth.send(.post, "/auth/v1/token?grant_type=refresh_token", json: ["refresh_token": first.refresh])
            #expect(racing.status == 200)
            let next = try await auth.send(.post, "/auth/v1/token?grant_type=refresh_token", json: ["refresh_token": second])
            #expect(next.status == 200)
            let unknown = try await auth.send(.post, "/auth/v1/token?grant_type=refresh_token", json: ["refresh_token": "nope"])
            #expect(unknown.status == 400 && unknown.string("code") == "refresh_token_not_found")
        }
    }

    @Test func reuseOutsideTheWindowEndsTheSession() async throws {
        try await AuthHarness.with(adjust: { $0.refreshReuseWindow = .zero }) { auth in
            let first = try await auth.signUp("ada@example.com")
            let rotated = try await auth.send(.post, "/auth/v1/token?grant_type=refresh_token", json: ["refresh_token": first.refresh])
            let current = try #require(rotated.string("refresh_token"))
            let reused = try await auth.send(.post, "/auth/v1/token?grant_type=refresh_token", json: ["refresh_token": first.refresh])
            #expect(reused.status == 400)
            #expect(reused.string("code") == "refresh_token_already_used")
            // The whole family is gone: the current token and the access token too.
            let afterwards = try await auth.send(.post, "/auth/v1/token?grant_type=refresh_token", json: ["refresh_token": current])
            #expect(afterwards.status == 400 && afterwards.string("code") == "refresh_token_not_found")
            await #expect(throws: APIError.self) { try await auth.service.verifier.verify(bearer: first.access) }
            #expect(try await auth.count("select count(*) from auth.sessions") == 0)
        }
    }

    @Test func magicLinkMailThenLinkThenSession() async throws {
        try await AuthHarness.with { auth in
            _ = try await auth.signUp("ada@example.com")
            let sent = try await auth.send(.post, "/auth/v1/otp?redirect_to=http%3A%2F%2Flocalhost%3A3000%2Fauth%2Fconfirm",
                                           json: ["email": "ada@example.com", "create_user": false])
            #expect(sent.status == 200)
            #expect(sent.json.isEmpty)
            let mail = try auth.lastMail(to: "ada@example.com")
            #expect(mail.text.contains("Subject: Your Quad sign-in link\r\n"))
            #expect(mail.text.contains("From: Quad <no-reply@localhost>\r\n"))
            #expect(mail.text.contains("Content-Type: text/plain; charset=utf-8\r\n"))
            #expect(try await auth.count("select count(*) from auth.mail_outbox where sent_at is not null") == 1)
            // Only hashes are stored: neither the link token nor the code appears in the table.
            let token = try #require(AuthHarness.items(mail.link.split(separator: "?")[1])["token"])
            #expect(try await auth.count("select count(*) from auth.one_time_tokens where token_hash in ('\(token)', '\(mail.code)')") == 0)

            let redirect = try await auth.send(.get, AuthHarness.target(of: mail.link))
            #expect(redirect.status == 303)
            let location = try #require(redirect.headers["Location"])
            #expect(location.hasPrefix("http://localhost:3000/auth/confirm#"))
            let fragment = AuthHarness.items(try #require(location.split(separator: "#").last))
            #expect(fragment["token_type"] == "bearer")
            #expect(fragment["type"] == "magiclink")
            let access = try #require(fragment["access_token"])
            let user = try await auth.send(.get, "/auth/v1/user", bearer: access)
            #expect(user.status == 200 && user.string("email") == "ada@example.com")
            // The link works once.
            let again = try await auth.send(.get, AuthHarness.target(of: mail.link))
            let failure = AuthHarness.items(try #require(again.headers["Location"]?.split(separator: "#").last))
            #expect(failure["error_code"] == "otp_expired")
            #expect(failure["error"] == "access_denied")
        }
    }

    @Test func aTypedCodeSignsInAndANewAddressGetsAnAccount() async throws {
        try await AuthHarness.with { auth in
            let sent = try await auth.send(.post, "/auth/v1/otp", json: ["email": "new@example.com",
                                                                         "data": ["birth_year": "2007", "role_hint": "guardian"]])
            #expect(sent.status == 200)
            #expect(try await auth.count("select count(*) from public.profiles where role_hint = 'guardian'") == 1)
            let mail = try auth.lastMail(to: "new@example.com")
            let wrong = try await auth.send(.post, "/auth/v1/verify", json: ["type": "email", "email": "new@example.com",
                                                                           "token": mail.code == "000000" ? "111111" : "000000"])
            #expect(wrong.status == 403 && wrong.string("code") == "otp_expired")
            let verified = try await auth.send(.post, "/auth/v1/verify", json: ["type": "email", "email": "new@example.com",
                                                                              "token": mail.code])
            #expect(verified.status == 200)
            #expect((verified.json["user"] as? [String: Any])?["email_confirmed_at"] is String)
            let unknown = try await auth.send(.post, "/auth/v1/otp", json: ["email": "other@example.com", "create_user": false])
            #expect(unknown.status == 422 && unknown.string("code") == "otp_disabled")
            #expect(unknown.string("message") == "Signups not allowed for otp")
        }
    }

    @Test func pkceLinkRedirectsWithACodeForTheVerifier() async throws {
        try await AuthHarness.with { auth in
            _ = try await auth.signUp("ada@example.com")
            let verifier = "a-code-verifier-that-is-long-enough-0123456789-abcdefghijklmnop"
            // The challenge computed independently: base64url(SHA-256(verifier)) via Foundation's base64.
            let challenge = Data(Digest.sha256(Array(verifier.utf8))).base64EncodedString()
                .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
            let sent = try await auth.send(.post, "/auth/v1/otp?redirect_to=quad%3A%2F%2Fauth%2Fcallback", json: [
                "email": "ada@example.com", "code_challenge": challenge, "code_challenge_method": "s256",
            ])
            #expect(sent.status == 200)
            let redirect = try await auth.send(.get, AuthHarness.target(of: try auth.lastMail(to: "ada@example.com").link))
            let location = try #require(redirect.headers["Location"])
            #expect(location.hasPrefix("quad://auth/callback?code="))
            let code = try #require(AuthHarness.items(location.split(separator: "?")[1])["code"])
            let wrong = try await auth.send(.post, "/auth/v1/token?grant_type=pkce", json: ["auth_code": code, "code_verifier": verifier + "x"])
            #expect(wrong.status == 400 && wrong.string("code") == "bad_code_verifier")
            let exchanged = try await auth.send(.post, "/auth/v1/token?grant_type=pkce", json: ["auth_code": code, "code_verifier": verifier])
            #expect(exchanged.status == 200)
            #expect(exchanged.string("access_token") != nil)
            let twice = try await auth.send(.post, "/auth/v1/token?grant_type=pkce", json: ["auth_code": code, "code_verifier": verifier])
            #expect(twice.status == 404 && twice.string("code") == "flow_state_not_found")
        }
    }

    @Test func aRedirectOutsideTheAllowListFallsBackToTheSite() async throws {
        try await AuthHarness.with { auth in
            _ = try await auth.signUp("ada@example.com")
            _ = try await auth.send(.post, "/auth/v1/otp?redirect_to=https%3A%2F%2Fevil.example%2F", json: ["email": "ada@example.com"])
            let redirect = try await auth.send(.get, AuthHarness.target(of: try auth.lastMail(to: "ada@example.com").link))
            #expect(redirect.headers["Location"]?.hasPrefix("http://localhost:8080#access_token=") == true)
        }
    }

    @Test func recoverAnswersTheSameForUnknownAddressesAndItsCodeSignsIn() async throws {
        try await AuthHarness.with { auth in
            _ = try await auth.signUp("ada@example.com")
            let known = try await auth.send(.post, "/auth/v1/recover", json: ["email": "ada@example.com"])
            let unknown = try await auth.send(.post, "/auth/v1/recover", json: ["email": "nobody@example.com"])
            #expect(known.status == 200 && unknown.status == 200)
            #expect(known.body == unknown.body)
            #expect(try auth.mails().count == 1)
            let mail = try auth.lastMail(to: "ada@example.com")
            #expect(mail.text.contains("Subject: Reset your Quad password\r\n"))
            let session = try await auth.send(.post, "/auth/v1/verify", json: ["type": "recovery", "token_hash":
                AuthHarness.items(mail.link.split(separator: "?")[1])["token"]!])
            #expect(session.status == 200)
            let access = try #require(session.string("access_token"))
            let changed = try await auth.send(.put, "/auth/v1/user", json: ["password": "Brand-New-Horse-7"], bearer: access)
            #expect(changed.status == 200)
            let signIn = try await auth.send(.post, "/auth/v1/token?grant_type=password",
                                             json: ["email": "ada@example.com", "password": "Brand-New-Horse-7"])
            #expect(signIn.status == 200)
        }
    }

    @Test func tooManyMailsToOneAddressAreRefused() async throws {
        try await AuthHarness.with(adjust: { $0.emailMinimumInterval = .seconds(60) }) { auth in
            _ = try await auth.signUp("ada@example.com")
            #expect(try await auth.send(.post, "/auth/v1/otp", json: ["email": "ada@example.com"]).status == 200)
            let second = try await auth.send(.post, "/auth/v1/otp", json: ["email": "ada@example.com"])
            #expect(second.status == 429)
            #expect(second.string("code") == "over_email_send_rate_limit")
        }
    }

    @Test func getAndPutUser() async throws {
        try await AuthHarness.with { auth in
            let session = try await auth.signUp("ada@example.com", data: ["birth_year": "2008", "role_hint": "student"])
            let user = try await auth.send(.get, "/auth/v1/user", bearer: session.access)
            #expect(user.status == 200 && user.string("id") == session.user)
            let updated = try await auth.send(.put, "/auth/v1/user", json: ["data": ["display_name": "Ada L", "role_hint": NSNull()]],
                                              bearer: session.access)
            #expect(updated.status == 200)
            let metadata = try #require(updated.json["user_metadata"] as? [String: Any])
            #expect(metadata["display_name"] as? String == "Ada L")
            #expect(metadata["birth_year"] as? String == "2008")
            #expect(metadata["role_hint"] == nil)
            let same = try await auth.send(.put, "/auth/v1/user", json: ["password": "Correct-Horse-9"], bearer: session.access)
            #expect(same.status == 422 && same.string("code") == "same_password")
            let weak = try await auth.send(.put, "/auth/v1/user", json: ["password": "short"], bearer: session.access)
            #expect(weak.status == 422 && weak.string("code") == "weak_password")
            let year = Calendar(identifier: .gregorian).component(.year, from: Date()) - 10
            let young = try await auth.send(.put, "/auth/v1/user", json: ["data": ["birth_year": String(year)]], bearer: session.access)
            #expect(young.status == 422 && young.string("code") == "birth_year_not_allowed")
            let noToken = try await auth.send(.get, "/auth/v1/user")
            #expect(noToken.status == 401 && noToken.string("code") == "no_authorization")
            let forged = try await auth.send(.get, "/auth/v1/user", bearer: session.access + "x")
            #expect(forged.status == 403 && forged.string("code") == "bad_jwt")
        }
    }

    @Test func anOldSignInNeedsTheCurrentPasswordToChangeIt() async throws {
        try await AuthHarness.with(adjust: { $0.passwordChangeSignInWindow = .zero }) { auth in
            let session = try await auth.signUp("ada@example.com")
            try await Task.sleep(for: .milliseconds(20))
            let refused = try await auth.send(.put, "/auth/v1/user", json: ["password": "Brand-New-Horse-7"], bearer: session.access)
            #expect(refused.status == 400 && refused.string("code") == "reauthentication_needed")
            let allowed = try await auth.send(.put, "/auth/v1/user", json: ["password": "Brand-New-Horse-7",
                                                                          "current_password": "Correct-Horse-9"], bearer: session.access)
            #expect(allowed.status == 200)
        }
    }

    @Test func anEmailChangeIsConfirmedByALinkToTheNewAddress() async throws {
        try await AuthHarness.with { auth in
            let session = try await auth.signUp("ada@example.com")
            let asked = try await auth.send(.put, "/auth/v1/user", json: ["email": "lovelace@example.com"], bearer: session.access)
            #expect(asked.status == 200 && asked.string("new_email") == "lovelace@example.com")
            let mail = try auth.lastMail(to: "lovelace@example.com")
            let verified = try await auth.send(.post, "/auth/v1/verify", json: ["type": "email_change", "email": "lovelace@example.com",
                                                                              "token": mail.code])
            #expect(verified.status == 200)
            #expect((verified.json["user"] as? [String: Any])?["email"] as? String == "lovelace@example.com")
        }
    }

    @Test func settingsHealthAndKeys() async throws {
        try await AuthHarness.with(autoconfirm: false) { auth in
            let settings = try await auth.send(.get, "/auth/v1/settings")
            #expect(settings.json["mailer_autoconfirm"] as? Bool == false)
            #expect((settings.json["external"] as? [String: Any])?["email"] as? Bool == true)
            #expect(try await auth.send(.get, "/auth/v1/health").status == 200)
            let keys = try await auth.send(.get, "/auth/v1/.well-known/jwks.json")
            #expect((keys.json["keys"] as? [Any])?.isEmpty == true)
        }
    }
}
