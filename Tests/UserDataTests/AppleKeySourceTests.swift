import Core
import Foundation
import Synchronization
import Testing
@testable import UserData

/// Apple's signing keys over HTTP (``AppleKeySource`` with the libcurl ``HTTPClient``) into the key cache, against a
/// local server this test starts standing in for `https://appleid.apple.com/auth/keys`: the answer's max-age (bounded),
/// rotation, unknown key ids under a rate limit, and a server that goes away with and without keys kept.
struct AppleKeySourceTests {
    typealias Clock = AppleIdentityVerifierTests.TestClock
    static let now = AppleIdentityVerifierTests.now

    /// What the endpoint answers: the document, the status and the Cache-Control value.
    final class Answer: Sendable {
        let value: Mutex<(document: [UInt8], status: Int, cacheControl: String?)>
        init(_ v: (document: [UInt8], status: Int, cacheControl: String?)) { value = Mutex(v) }
    }

    /// A JWKS endpoint whose document, status and Cache-Control can change between requests.
    final class Apple: Sendable {
        let answer: Answer
        let server: FakeHTTPServer

        init(_ keys: [AppleTestKey], cacheControl: String? = "public, max-age=600") throws {
            let answer = Answer((document: AppleTestKey.jwks(keys.map(\.jwk)), status: 200, cacheControl: cacheControl))
            self.answer = answer
            server = try FakeHTTPServer { _ in
                let s = answer.value.withLock { $0 }
                return FakeHTTPServer.Reply(status: s.status, body: s.document,
                                            headers: s.cacheControl.map { [("Cache-Control", $0)] } ?? [])
            }
        }

        func set(_ change: (inout (document: [UInt8], status: Int, cacheControl: String?)) -> Void) {
            answer.value.withLock { change(&$0) }
        }

        func publish(_ keys: [AppleTestKey]) { set { $0.document = AppleTestKey.jwks(keys.map(\.jwk)) } }
        var url: String { server.url("/auth/keys") }
        var requests: Int { server.requests.count }
    }

    static func verifier(_ url: String, _ clock: Clock) -> AppleIdentityVerifier {
        let source = AppleKeySource(url: url, timeout: .seconds(5))
        return AppleIdentityVerifier(audiences: [AppleIdentityVerifierTests.audience],
                                     keys: AppleKeyCache(now: { clock.seconds.withLock { $0 } }, fetch: { try await source.fetch() }))
    }

    static func token(_ key: AppleTestKey, kid: String? = nil) -> String {
        key.token(AppleIdentityVerifierTests.claims(), header: ["alg": "RS256", "kid": kid ?? key.kid])
    }

    static func failure(_ v: AppleIdentityVerifier, _ token: String) async -> AppleIdentityVerifier.Failure? {
        do { _ = try await v.verify(token, nonce: nil, now: now); return nil } catch { return error }
    }

    @Test func keysComeOverHTTPAndAreKeptForTheAnswersMaxAge() async throws {
        let k1 = AppleTestKey(kid: "K1")
        let apple = try Apple([k1])
        defer { apple.server.stop() }
        let clock = Clock(), v = Self.verifier(apple.url, clock)
        #expect(await Self.failure(v, Self.token(k1)) == nil)
        let first = try #require(apple.server.requests.first)
        #expect(first.method == "GET" && first.target == "/auth/keys" && first.headers["accept"] == "application/json")
        // Fresh for the 600 s the answer allows: no request at 599 s, one at 600 s.
        clock.advance(599)
        #expect(await Self.failure(v, Self.token(k1)) == nil)
        #expect(apple.requests == 1)
        clock.advance(1)
        #expect(await Self.failure(v, Self.token(k1)) == nil)
        #expect(apple.requests == 2)
    }

    @Test func maxAgeIsBoundedToFiveMinutesAndADay() async throws {
        let k1 = AppleTestKey(kid: "K1")
        // (Cache-Control, seconds the set stays fresh): too short and no-cache are held 300 s, too long and none 86,400 s.
        for (header, lifetime) in [("max-age=5", 300.0), ("no-cache", 300), ("max-age=31536000", 86_400),
                                   (nil, 86_400)] as [(String?, Double)] {
            let apple = try Apple([k1], cacheControl: header)
            defer { apple.server.stop() }
            let clock = Clock(), v = Self.verifier(apple.url, clock)
            #expect(await Self.failure(v, Self.token(k1)) == nil)
            clock.advance(lifetime - 1)
            #expect(await Self.failure(v, Self.token(k1)) == nil)
            #expect(apple.requests == 1, "\(header ?? "none")")
            clock.advance(1)
            #expect(await Self.failure(v, Self.token(k1)) == nil)
            #expect(apple.requests == 2, "\(header ?? "none")")
        }
    }

    @Test func rotationIsFollowedAndAFloodOfUnknownKidsIsRateLimited() async throws {
        let old = AppleTestKey(kid: "OLD"), new = AppleTestKey(kid: "NEW")
        let apple = try Apple([old])
        defer { apple.server.stop() }
        let clock = Clock(), v = Self.verifier(apple.url, clock)
        #expect(await Self.failure(v, Self.token(old)) == nil)
        // Apple rotates two minutes later; the set is still fresh, but a token under the new kid fetches at once.
        clock.advance(120)
        apple.publish([new, old])
        #expect(await Self.failure(v, Self.token(new)) == nil)
        #expect(apple.requests == 2)
        // A flood of made-up kids inside the minute: refused without asking Apple again.
        for i in 0..<50 {
            #expect(await Self.failure(v, Self.token(new, kid: "MADE-UP-\(i)")) == .unknownKey)
        }
        #expect(apple.requests == 2)
        // A minute later one more made-up kid may ask once; the known keys still verify without asking.
        clock.advance(60)
        #expect(await Self.failure(v, Self.token(new, kid: "MADE-UP-X")) == .unknownKey)
        #expect(await Self.failure(v, Self.token(old)) == nil)
        #expect(apple.requests == 3)
        // Apple retires OLD: once the set is fetched again, OLD's tokens are refused.
        apple.publish([new])
        clock.advance(600)
        #expect(await Self.failure(v, Self.token(new)) == nil)
        #expect(await Self.failure(v, Self.token(old)) == .unknownKey)
        #expect(apple.requests == 4)
    }

    @Test func aServerThatGoesAwayLeavesTheKeptKeysWorking() async throws {
        let k1 = AppleTestKey(kid: "K1")
        let apple = try Apple([k1])
        let clock = Clock(), v = Self.verifier(apple.url, clock)
        #expect(await Self.failure(v, Self.token(k1)) == nil)
        // Apple answers 503, then cannot be reached at all: the stale set still verifies its keys.
        apple.set { $0.status = 503 }
        clock.advance(601)
        #expect(await Self.failure(v, Self.token(k1)) == nil)
        #expect(apple.requests == 2)
        apple.server.stop()
        clock.advance(61)
        #expect(await Self.failure(v, Self.token(k1)) == nil)
        #expect(await v.keys.fetches == 3)
        // A key it never had stays unknown (not unavailable): some keys are kept.
        #expect(await Self.failure(v, Self.token(k1, kid: "K2")) == .unknownKey)
    }

    @Test func noKeysEverFetchedIsUnavailable() async throws {
        let k1 = AppleTestKey(kid: "K1")
        // Nothing listening on the port.
        let gone = try Apple([k1])
        let url = gone.url
        gone.server.stop()
        #expect(await Self.failure(Self.verifier(url, Clock()), Self.token(k1)) == .keysUnavailable)
        // An error status, or a body that is no key set.
        let broken = try Apple([k1])
        defer { broken.server.stop() }
        broken.set { $0.status = 500 }
        #expect(await Self.failure(Self.verifier(broken.url, Clock()), Self.token(k1)) == .keysUnavailable)
        broken.set { $0 = (Array("<html>maintenance</html>".utf8), 200, nil) }
        #expect(await Self.failure(Self.verifier(broken.url, Clock()), Self.token(k1)) == .keysUnavailable)
    }

    @Test func aFileURLOrAPathReadsALocalCopy() async throws {
        let k1 = AppleTestKey(kid: "K1")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("quad-jwks-\(UUID().uuidString).json")
        try Data(AppleTestKey.jwks([k1.jwk])).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        for url in [file.path, file.absoluteString] {
            #expect(AppleKeySource(url: url).isFile)
            #expect(await Self.failure(Self.verifier(url, Clock()), Self.token(k1)) == nil, "\(url)")
        }
        #expect(!AppleKeySource(url: AppleKeySource.appleURL).isFile)
    }

    @Test func cacheControlReading() {
        #expect(AppleKeySource.maxAge(cacheControl: "public, max-age=86400") == 86_400)
        #expect(AppleKeySource.maxAge(cacheControl: "Max-Age=60, must-revalidate") == 60)
        #expect(AppleKeySource.maxAge(cacheControl: "max-age=600, no-store") == 0)
        #expect(AppleKeySource.maxAge(cacheControl: "private") == nil)
        #expect(AppleKeySource.maxAge(cacheControl: "max-age=soon") == nil)
        #expect(AppleKeySource.maxAge(cacheControl: nil) == nil)
    }
}
