import Core
import Domain
import Foundation
import QuadAPIModels
import Server
import Testing
@testable import UserData

/// `POST /auth/v1/token?grant_type=id_token` with provider apple over the auth routes, against a fresh migrated
/// database per test and a JWKS file of keys made here (Supabase's signInWithIdToken contract: a session, the
/// account linked by Apple id, else by verified address, else created).
struct AppleSignInFlowTests {
    static let clientID = "app.quad.ios"

    /// A harness with Sign in with Apple configured for `key`.
    static func with(_ key: AppleTestKey, autoconfirm: Bool = true,
                     _ body: (AuthHarness) async throws -> Void) async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("quad-jwks-\(UUID().uuidString).json")
        try Data(AppleTestKey.jwks([key.jwk])).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try await AuthHarness.with(autoconfirm: autoconfirm, adjust: {
            $0.appleClientIds = [clientID]
            $0.appleJWKSURL = file.path
        }, body)
    }

    /// A harness whose Apple keys are fetched from `url` (a local HTTP server standing in for Apple).
    static func with(jwksURL url: String, _ body: (AuthHarness) async throws -> Void) async throws {
        try await AuthHarness.with(adjust: {
            $0.appleClientIds = [clientID]
            $0.appleJWKSURL = url
        }, body)
    }

    static func token(_ key: AppleTestKey, sub: String = "001234.apple.0001", email: String? = "kid@example.com",
                      verified: Bool = true, nonce: String? = "n-0123") -> String {
        let now = Date().timeIntervalSince1970
        var claims: [String: Any] = ["iss": "https://appleid.apple.com", "aud": clientID, "exp": now + 600,
                                     "iat": now - 5, "sub": sub, "email_verified": verified ? "true" : "false"]
        if let email { claims["email"] = email }
        if let nonce { claims["nonce"] = Digest.sha256Hex(nonce) }
        return key.token(claims)
    }

    static func signIn(_ auth: AuthHarness, _ token: String, nonce: String? = "n-0123") async throws -> AuthHarness.Answer {
        var body: [String: Any] = ["provider": "apple", "id_token": token]
        if let nonce { body["nonce"] = nonce }
        return try await auth.send(.post, "/auth/v1/token?grant_type=id_token", json: body)
    }

    @Test func aNewAccountNeedsABirthYearBeforeTheSignedInAPIServesIt() async throws {
        let key = AppleTestKey(kid: "K1")
        try await Self.with(key) { auth in
            let settings = try await auth.send(.get, "/auth/v1/settings")
            #expect((settings.json["external"] as? [String: Any])?["apple"] as? Bool == true)
            let answer = try await Self.signIn(auth, Self.token(key))
            #expect(answer.status == 200, "\(String(decoding: answer.body, as: UTF8.self))")
            let user = try #require(answer.json["user"] as? [String: Any])
            #expect(user["email"] as? String == "kid@example.com")
            #expect(user["email_confirmed_at"] is String)
            #expect((user["app_metadata"] as? [String: Any])?["provider"] as? String == "apple")
            let identities = try #require(user["identities"] as? [[String: Any]])
            #expect(identities.map { $0["provider"] as? String } == ["apple"])
            #expect(identities.first?["id"] as? String == "001234.apple.0001")
            let access = try #require(answer.string("access_token"))
            let claims = try AuthHarness.payload(of: access)
            #expect(((claims["amr"] as? [[String: Any]])?.first?["method"]) as? String == "oauth")
            // The signed-in API refuses the account until it has a birth year.
            await #expect(throws: APIError(status: 403, code: "birth_year_required",
                                           message: SessionVerifier.birthYearRequiredMessage)) {
                try await auth.service.verifier.verify(bearer: access)
            }
            // PUT /user adds it (the age gate applies: too young is refused), the refreshed token carries it.
            let young = try await auth.send(.put, "/auth/v1/user", json: ["data": ["birth_year": "2020"]], bearer: access)
            #expect(young.status == 422)
            let added = try await auth.send(.put, "/auth/v1/user", json: ["data": ["birth_year": "2008"]], bearer: access)
            #expect(added.status == 200)
            #expect(try await auth.count("select birth_year from public.profiles") == 2008)
            let refreshed = try await auth.send(.post, "/auth/v1/token?grant_type=refresh_token",
                                                json: ["refresh_token": try #require(answer.string("refresh_token"))])
            let next = try #require(refreshed.string("access_token"))
            #expect(try await auth.service.verifier.verify(bearer: next).userID.uuidString.lowercased() == user["id"] as? String)
            // Signing in again with the same Apple id is the same account; no second user.
            let again = try await Self.signIn(auth, Self.token(key))
            #expect((again.json["user"] as? [String: Any])?["id"] as? String == user["id"] as? String)
            #expect(try await auth.count("select count(*)::int from auth.users") == 1)
        }
    }

    @Test func theVerifiedAddressOfAnExistingAccountIsLinked() async throws {
        let key = AppleTestKey(kid: "K1")
        try await Self.with(key) { auth in
            let existing = try await auth.signUp("kid@example.com", data: ["birth_year": "2008"])
            let answer = try await Self.signIn(auth, Self.token(key, email: "Kid@Example.com"))
            let user = try #require(answer.json["user"] as? [String: Any])
            #expect(user["id"] as? String == existing.user)
            #expect((user["identities"] as? [[String: Any]])?.compactMap { $0["provider"] as? String } == ["email", "apple"])
            #expect(((user["app_metadata"] as? [String: Any])?["providers"] as? [String])?.sorted() == ["apple", "email"])
            // The account keeps its password and its birth year: the signed-in API serves it at once.
            let password = try await auth.send(.post, "/auth/v1/token?grant_type=password",
                                               json: ["email": "kid@example.com", "password": "Correct-Horse-9"])
            #expect(password.status == 200)
            _ = try await auth.service.verifier.verify(bearer: try #require(answer.string("access_token")))
            // An address Apple has not verified links nothing: a separate account without an address.
            let unverified = try await Self.signIn(auth, Self.token(key, sub: "other.sub", email: "kid@example.com",
                                                                    verified: false))
            let other = try #require(unverified.json["user"] as? [String: Any])
            #expect(other["id"] as? String != existing.user)
            #expect(other["email"] as? String ?? "" == "")
        }
    }

    @Test func anUnconfirmedAccountLosesThePasswordNobodyConfirmed() async throws {
        let key = AppleTestKey(kid: "K1")
        try await Self.with(key, autoconfirm: false) { auth in
            let signUp = try await auth.send(.post, "/auth/v1/signup", json: [
                "email": "kid@example.com", "password": "Correct-Horse-9", "data": ["birth_year": "2008"]])
            #expect(signUp.status == 200)
            let answer = try await Self.signIn(auth, Self.token(key))
            #expect(answer.status == 200)
            #expect((answer.json["user"] as? [String: Any])?["email_confirmed_at"] is String)
            let password = try await auth.send(.post, "/auth/v1/token?grant_type=password",
                                               json: ["email": "kid@example.com", "password": "Correct-Horse-9"])
            #expect(password.status == 400)
            #expect(password.string("code") == "invalid_credentials")
        }
    }

    @Test func refusalsAreGoTruesFourHundreds() async throws {
        let key = AppleTestKey(kid: "K1"), stranger = AppleTestKey(kid: "K1")
        try await Self.with(key) { auth in
            func refusal(_ token: String, nonce: String? = "n-0123", provider: String = "apple") async throws
                -> (Int, String?, String?) {
                var body: [String: Any] = ["provider": provider, "id_token": token]
                if let nonce { body["nonce"] = nonce }
                let a = try await auth.send(.post, "/auth/v1/token?grant_type=id_token", json: body)
                return (a.status, a.string("code"), a.string("message"))
            }
            let bad = try await refusal(Self.token(stranger))
            #expect(bad.0 == 400 && bad.1 == "bad_jwt" && bad.2 == "Bad ID token")
            let mismatch = try await refusal(Self.token(key), nonce: "another")
            #expect(mismatch.0 == 400 && mismatch.2 == "Nonces mismatch")
            let missing = try await refusal(Self.token(key), nonce: nil)
            #expect(missing.2 == "Passed nonce and nonce in id_token should either both exist or not.")
            let google = try await refusal(Self.token(key), provider: "google")
            #expect(google.0 == 400 && google.1 == "provider_disabled")
            let empty = try await refusal("")
            #expect(empty.0 == 400 && empty.1 == "validation_failed")
            #expect(try await auth.count("select count(*)::int from auth.users") == 0)
        }
        // Not configured: the provider is off and settings say so.
        try await AuthHarness.with { auth in
            let a = try await Self.signIn(auth, Self.token(key))
            #expect(a.status == 400 && a.string("code") == "provider_disabled")
            let settings = try await auth.send(.get, "/auth/v1/settings")
            #expect((settings.json["external"] as? [String: Any])?["apple"] as? Bool == false)
        }
    }

    @Test func keysFetchedOverHTTPSignIn() async throws {
        let key = AppleTestKey(kid: "K1")
        let apple = try AppleKeySourceTests.Apple([key])
        defer { apple.server.stop() }
        try await Self.with(jwksURL: apple.url) { auth in
            let answer = try await Self.signIn(auth, Self.token(key))
            #expect(answer.status == 200, "\(String(decoding: answer.body, as: UTF8.self))")
            #expect(apple.requests == 1)
        }
    }

    @Test func noKeysAndAppleUnreachableIsA503InGoTruesShape() async throws {
        let key = AppleTestKey(kid: "K1")
        let apple = try AppleKeySourceTests.Apple([key])
        let url = apple.url
        apple.server.stop()
        try await Self.with(jwksURL: url) { auth in
            let answer = try await Self.signIn(auth, Self.token(key))
            #expect(answer.status == 503)
            // GoTrue's body for API version 2024-01-01: the code as text, the message under "msg".
            #expect(answer.string("code") == "unexpected_failure")
            #expect(answer.string("msg") == "Apple's signing keys are not available; try again shortly")
            #expect(answer.string("error_code") == "unexpected_failure")
            #expect(answer.json["error"] == nil)
            #expect(try await auth.count("select count(*)::int from auth.users") == 0)
        }
    }
}
