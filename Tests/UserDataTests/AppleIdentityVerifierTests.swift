import Foundation
import Synchronization
import Testing
@testable import UserData

/// Sign in with Apple's identity-token checks (``AppleIdentityVerifier``) and the JWKS cache (``AppleKeyCache``),
/// against keys made here and a JWKS served from memory; nothing reaches Apple.
struct AppleIdentityVerifierTests {
    static let now = 1_900_000_000.0
    static let audience = "app.quad.ios"

    /// A fetcher whose document can be swapped (Apple rotating keys) or failed, counting calls.
    final class JWKSServer: Sendable {
        let document: Mutex<[UInt8]?>
        init(_ bytes: [UInt8]?) { document = Mutex(bytes) }
        func fetch() throws -> [UInt8] {
            guard let bytes = document.withLock({ $0 }) else { throw URLError(.cannotConnectToHost) }
            return bytes
        }
    }

    /// A clock the test moves.
    final class TestClock: Sendable {
        let seconds = Mutex(0.0)
        func advance(_ s: Double) { seconds.withLock { $0 += s } }
    }

    static func claims(nonce: String? = nil, _ changes: [String: Any] = [:]) -> [String: Any] {
        var c: [String: Any] = ["iss": "https://appleid.apple.com", "aud": audience, "exp": now + 600, "iat": now - 10,
                                "sub": "001234.abcdef.0987", "email": "Kid@Privaterelay.AppleID.com",
                                "email_verified": "true", "is_private_email": true]
        if let nonce { c["nonce"] = Digest.sha256Hex(nonce) }
        c.merge(changes) { _, new in new }
        return c
    }

    static func verifier(_ server: JWKSServer, clock: TestClock = TestClock()) -> AppleIdentityVerifier {
        AppleIdentityVerifier(audiences: [audience, "app.quad.web"],
                              keys: AppleKeyCache(now: { clock.seconds.withLock { $0 } }, fetch: {
                                  AppleKeyCache.Document(bytes: try server.fetch()) }))
    }

    @Test func aGoodTokenGivesTheIdentity() async throws {
        let key = AppleTestKey(kid: "K1")
        let v = Self.verifier(JWKSServer(AppleTestKey.jwks([key.jwk])))
        let identity = try await v.verify(key.token(Self.claims(nonce: "raw-nonce")), nonce: "raw-nonce", now: Self.now)
        #expect(identity == AppleIdentity(subject: "001234.abcdef.0987", email: "kid@privaterelay.appleid.com",
                                          emailVerified: true, isPrivateEmail: true))
        // An audience list naming one configured client id also passes.
        let listed = key.token(Self.claims(["aud": ["someone.else", "app.quad.web"]]))
        #expect(try await v.verify(listed, nonce: nil, now: Self.now).subject == "001234.abcdef.0987")
    }

    @Test func signaturesAndAlgorithmsAreChecked() async {
        let key = AppleTestKey(kid: "K1"), other = AppleTestKey(kid: "K1")
        let v = Self.verifier(JWKSServer(AppleTestKey.jwks([key.jwk])))
        func failure(_ token: String) async -> AppleIdentityVerifier.Failure? {
            do { _ = try await v.verify(token, nonce: nil, now: Self.now); return nil } catch { return error }
        }
        // Signed by another key under the same kid.
        #expect(await failure(other.token(Self.claims())) == .badSignature)
        // The payload changed after signing.
        let good = key.token(Self.claims()).split(separator: ".").map(String.init)
        let forged = Base64URL.encode(Array(try! JSONSerialization.data(withJSONObject: Self.claims(["sub": "x"]))))
        #expect(await failure([good[0], forged, good[2]].joined(separator: ".")) == .badSignature)
        #expect(await failure(key.token(Self.claims(), header: ["alg": "HS256", "kid": "K1"])) == .unsupportedAlgorithm)
        #expect(await failure(key.token(Self.claims(), header: ["alg": "none", "kid": "K1"])) == .unsupportedAlgorithm)
        #expect(await failure(key.token(Self.claims(), header: ["alg": "RS256"])) == .malformed)
        #expect(await failure("not.a.token") == .malformed)
        #expect(await failure(good[0] + "." + good[1]) == .malformed)
    }

    @Test func claimsAreChecked() async {
        let key = AppleTestKey(kid: "K1")
        let v = Self.verifier(JWKSServer(AppleTestKey.jwks([key.jwk])))
        func failure(_ claims: [String: Any], nonce: String? = nil) async -> AppleIdentityVerifier.Failure? {
            do { _ = try await v.verify(key.token(claims), nonce: nonce, now: Self.now); return nil } catch { return error }
        }
        #expect(await failure(Self.claims(["iss": "https://accounts.google.com"])) == .wrongIssuer)
        #expect(await failure(Self.claims(["aud": "com.someone.else"])) == .wrongAudience)
        // exp is allowed a minute of clock difference: 61 s ago is expired, 59 s ago is not.
        #expect(await failure(Self.claims(["exp": Self.now - 61])) == .expired)
        #expect(await failure(Self.claims(["exp": Self.now - 59])) == nil)
        #expect(await failure(Self.claims(["iat": Self.now + 3600])) == .issuedInFuture)
        #expect(await failure(Self.claims(["sub": ""])) == .noSubject)
        // The nonce: the token holds sha256(raw) in hex; the request sends raw.
        #expect(await failure(Self.claims(nonce: "abc"), nonce: "abc") == nil)
        #expect(await failure(Self.claims(nonce: "abc"), nonce: "abd") == .nonceMismatch)
        #expect(await failure(Self.claims(nonce: "abc")) == .nonceMissing)
        #expect(await failure(Self.claims(), nonce: "abc") == .nonceUnexpected)
        // sha256("abc") = ba7816bf…15ad (FIPS 180-2): the same check with the hash written out.
        let hashed = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        #expect(await failure(Self.claims(["nonce": hashed]), nonce: "abc") == nil)
    }

    @Test func keysAreCachedAndRotationIsFollowed() async throws {
        let old = AppleTestKey(kid: "OLD"), new = AppleTestKey(kid: "NEW")
        let server = JWKSServer(AppleTestKey.jwks([old.jwk]))
        let clock = TestClock()
        let v = Self.verifier(server, clock: clock)
        _ = try await v.verify(old.token(Self.claims()), nonce: nil, now: Self.now)
        _ = try await v.verify(old.token(Self.claims()), nonce: nil, now: Self.now)
        #expect(await v.keys.fetches == 1)
        // An hour later Apple rotates: a token with the new kid makes the cache fetch again at once (the set is
        // still fresh, but it lacks the kid).
        clock.advance(3600)
        server.document.withLock { $0 = AppleTestKey.jwks([new.jwk, old.jwk]) }
        _ = try await v.verify(new.token(Self.claims()), nonce: nil, now: Self.now)
        #expect(await v.keys.fetches == 2)
        // A made-up kid right after: no fetch inside the minute, refused.
        await #expect(throws: AppleIdentityVerifier.Failure.unknownKey) {
            try await v.verify(new.token(Self.claims(), header: ["alg": "RS256", "kid": "MADE-UP"]), nonce: nil, now: Self.now)
        }
        #expect(await v.keys.fetches == 2)
        clock.advance(61)
        await #expect(throws: AppleIdentityVerifier.Failure.unknownKey) {
            try await v.verify(new.token(Self.claims(), header: ["alg": "RS256", "kid": "MADE-UP"]), nonce: nil, now: Self.now)
        }
        #expect(await v.keys.fetches == 3)
        // A day later the set is fetched again; when that fails, the keys it had still verify.
        server.document.withLock { $0 = nil }
        clock.advance(86_400)
        _ = try await v.verify(new.token(Self.claims()), nonce: nil, now: Self.now)
        #expect(await v.keys.fetches == 4)
    }

    @Test func noKeysAtAllIsUnavailable() async {
        let key = AppleTestKey(kid: "K1")
        for document in [nil, Array("{\"keys\":[]}".utf8), Array("<html>".utf8)] as [[UInt8]?] {
            let v = Self.verifier(JWKSServer(document))
            await #expect(throws: AppleIdentityVerifier.Failure.keysUnavailable) {
                try await v.verify(key.token(Self.claims()), nonce: nil, now: Self.now)
            }
        }
    }

    @Test func theKeySetKeepsOnlyRSASigningKeys() throws {
        let key = AppleTestKey(kid: "K1"), small = AppleTestKey(kid: "SMALL", bits: 1024)
        var encryption = AppleTestKey(kid: "ENC").jwk
        encryption["use"] = "enc"
        let set = try #require(JSONWebKeySet(json: AppleTestKey.jwks([
            key.jwk, small.jwk, encryption, ["kty": "EC", "kid": "EC1", "crv": "P-256", "x": "AA", "y": "AA"],
            ["kty": "RSA", "n": key.jwk["n"]!, "e": "AQAB"],
        ])))
        #expect(Array(set.keys.keys) == ["K1"])
        // The modulus and exponent Apple publishes become the same key OpenSSL generated: it verifies that key's
        // signature and not another's.
        let message = Array("signed input".utf8)
        #expect(set.keys["K1"]?.verifiesRS256(key.sign(message), of: message) == true)
        #expect(set.keys["K1"]?.verifiesRS256(small.sign(message), of: message) == false)
        #expect(set.keys["K1"]?.verifiesRS256([], of: message) == false)
    }
}
