import APIContract
import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Server
import Testing
@testable import UserData

/// The limiter in front of the routes: per address on public and auth routes, per token on signed-in routes,
/// 429 with `Retry-After` and the envelope, failing open when the counters are away.
struct RateLimitMiddlewareTests {
    /// TEST DOUBLE: a limiter whose counters are always unreachable.
    struct UnreachableLimiterDouble: RateLimiter {
        func check(bucket: String, rule: RateLimitRule) async throws -> RateLimitDecision {
            throw PostgresError(code: .connection, context: "test double: no database")
        }
    }

    static let me = "/api/app/v1/me"

    /// TEST ONLY: a signed-in endpoint at `/me` answering "me".
    static let meProbe = Endpoint<SignedInAccess, NoParameters, NoBody, CustomResponse>(
        id: "testMe", method: "GET", path: me, summary: "Signed-in probe", tag: "test", cacheable: false, responses: [])

    private func router(limiter: any RateLimiter, configuration: RateLimitConfiguration,
                        verifier: any AccessTokenVerifier) -> Responder {
        var router = Router(access: AccessControl(verifier: verifier,
                                                  perToken: PerTokenLimit(limiter: limiter, rule: configuration.signedInRule)))
        router.use(RateLimitMiddleware.perAddress(limiter: limiter, configuration: configuration))
        router.get("/auth/v1/user", options: RouteOptions(access: .authService)) { request, _ in
            request.headers["Authorization"] == nil ? Response.error(.unauthorized()) : .text("user")
        }
        router.get("/api/app/v1/meta") { _, _ in .text("meta") }
        router.post("/auth/v1/token") { _, _ in .text("token") }
        router.post("/auth/v1/verify") { _, _ in .text("verify") }
        router.get("/auth/v1/verify") { _, _ in .text("verify link") }
        router.post("/api/app/v1/auth/precheck") { _, _ in .text("precheck") }
        router.add(Self.meProbe) { _, _ in .text("me") }
        return router.build()
    }

    private func send(_ responder: Responder, _ method: HTTPMethod, _ path: String, from address: String,
                      token: String? = nil, headers extra: [(String, String)] = []) async -> Response {
        var headers = HTTPHeaders(extra)
        if let token { headers.set("Authorization", "Bearer \(token)") }
        return await responder.respond(to: Request(method: method, target: path, headers: headers, remoteAddress: address),
                                       logger: quietLogger())
    }

    @Test func limitsPerAddressAndPerToken() async throws {
        try await AccountWorld.with { world in
            let clock = TestClock(utc(2026, 10, 5, 12, 0, 15))
            let limiter = PostgresRateLimiter(pool: world.pool, now: { clock.now })
            let alex = Principal(userID: UUID(), claims: .object(["session_id": .string("session-alex")]))
            let alexOtherDevice = Principal(userID: alex.userID, claims: .object(["session_id": .string("session-alex-2")]))
            let noSession = Principal(userID: UUID())
            let verifier = FixedTokenVerifierDouble(principals: ["tok-a": alex, "tok-a2": alexOtherDevice,
                                                                 "tok-plain": noSession])
            let configuration = RateLimitConfiguration(signedInPerMinute: 2, publicPerMinute: 2, authPerMinute: 1)
            let responder = router(limiter: limiter, configuration: configuration, verifier: verifier)

            // Public: two per address per minute, then 429 until 12:01:00 (45 s away).
            #expect(await send(responder, .get, "/api/app/v1/meta", from: "203.0.113.9").status == 200)
            #expect(await send(responder, .get, "/api/app/v1/meta", from: "203.0.113.9").status == 200)
            let refused = await send(responder, .get, "/api/app/v1/meta", from: "203.0.113.9")
            #expect(refused.status == 429)
            #expect(refused.headers["Retry-After"] == "45")
            #expect(refused.headers["Cache-Control"] == "no-store")
            let body = try JSONDecoder().decode(ErrorEnvelope.self, from: Data(refused.body))
            #expect(body.error.code == "rate_limited")
            #expect(body.error.detail == .object(["retryAfter": .number(45)]))
            // Unknown paths count too (they reached the router).
            #expect(await send(responder, .get, "/nope", from: "203.0.113.9").status == 429)
            // Another address is not affected.
            #expect(await send(responder, .get, "/api/app/v1/meta", from: "198.51.100.1").status == 200)

            // Auth: its own, smaller limit per address; the public bucket does not count against it.
            #expect(await send(responder, .post, "/auth/v1/token", from: "203.0.113.9").status == 200)
            let authRefused = await send(responder, .post, "/auth/v1/token", from: "203.0.113.9",
                                         headers: [("X-Supabase-Api-Version", "2024-01-01")])
            #expect(authRefused.status == 429)
            #expect(authRefused.headers["Retry-After"] == "45")
            // In GoTrue's shape, as every /auth/v1 answer (the Supabase clients read error_code).
            let authBody = try JSONDecoder().decode(AuthErrorBody.self, from: Data(authRefused.body))
            #expect(authBody.code == .string("over_request_rate_limit"))
            #expect(authBody.errorCode == "over_request_rate_limit")
            // Verify attempts (typed codes, e-mailed links) count against the same per-address allowance.
            #expect(await send(responder, .post, "/auth/v1/verify", from: "203.0.113.9").status == 429)
            #expect(await send(responder, .get, "/auth/v1/verify?token=x&type=signup", from: "203.0.113.9").status == 429)
            #expect(await send(responder, .post, "/auth/v1/verify", from: "198.51.100.3").status == 200)
            #expect(await send(responder, .post, "/auth/v1/verify", from: "198.51.100.3").status == 429)
            // A signed-in auth operation without a token is refused for that (401), not counted; with one it counts.
            #expect(await send(responder, .get, "/auth/v1/user", from: "198.51.100.3").status == 401)
            #expect(await send(responder, .get, "/auth/v1/user", from: "198.51.100.3", token: "any").status == 429)
            #expect(await send(responder, .post, "/api/app/v1/auth/precheck", from: "203.0.113.9").status == 429)
            #expect(await send(responder, .post, "/api/app/v1/auth/precheck", from: "198.51.100.2").status == 200)

            // The address is the request's (the server resolves trusted proxies before the router): a forwarding
            // header alone changes nothing.
            let spoofed = [("X-Forwarded-For", "192.0.2.44")]
            #expect(await send(responder, .post, "/auth/v1/token", from: "192.0.2.44").status == 200)
            #expect(await send(responder, .post, "/auth/v1/token", from: "10.0.0.2", headers: spoofed).status == 200)
            #expect(await send(responder, .post, "/auth/v1/token", from: "10.0.0.2", headers: spoofed).status == 429)

            // Signed in: per token (session), whatever the address; the per-address limit does not apply.
            #expect(await send(responder, .get, Self.me, from: "203.0.113.9", token: "tok-a").status == 200)
            #expect(await send(responder, .get, Self.me, from: "198.51.100.9", token: "tok-a").status == 200)
            let signedIn = await send(responder, .get, Self.me, from: "203.0.113.9", token: "tok-a")
            #expect(signedIn.status == 429)
            #expect(signedIn.headers["Cache-Control"] == "private, no-store")
            #expect(signedIn.headers["Retry-After"] == "45")
            #expect(await send(responder, .get, Self.me, from: "203.0.113.9", token: "tok-a2").status == 200)
            // A token without a session id counts under its hash.
            #expect(await send(responder, .get, Self.me, from: "203.0.113.9", token: "tok-plain").status == 200)
            #expect(await send(responder, .get, Self.me, from: "203.0.113.9", token: "tok-plain").status == 200)
            #expect(await send(responder, .get, Self.me, from: "203.0.113.9", token: "tok-plain").status == 429)
            // A token that fails verification never reaches the counter.
            #expect(await send(responder, .get, Self.me, from: "203.0.113.9", token: "forged").status == 401)

            let buckets = try await world.owner("select bucket from rate_limit.windows order by bucket").map {
                try $0.decode(String.self, at: 0)
            }
            #expect(buckets.contains("signed-in:session:session-alex"))
            #expect(buckets.contains { $0.hasPrefix("signed-in:token:") && $0.count == "signed-in:token:".count + 64 })
            #expect(buckets.contains("auth:ip:192.0.2.44"))
            #expect(!buckets.contains { $0.contains("forged") })

            // A new minute, a new allowance.
            clock.set(utc(2026, 10, 5, 12, 1, 0))
            #expect(await send(responder, .get, "/api/app/v1/meta", from: "203.0.113.9").status == 200)
            #expect(await send(responder, .get, Self.me, from: "203.0.113.9", token: "tok-a").status == 200)
        }
    }

    @Test func unreachableCountersLetRequestsThrough() async {
        let verifier = FixedTokenVerifierDouble(principals: ["tok": Principal(userID: UUID())])
        let responder = router(limiter: UnreachableLimiterDouble(),
                               configuration: RateLimitConfiguration(signedInPerMinute: 1, publicPerMinute: 1, authPerMinute: 1),
                               verifier: verifier)
        for _ in 0..<3 {
            #expect(await send(responder, .get, "/api/app/v1/meta", from: "203.0.113.9").status == 200)
            #expect(await send(responder, .get, Self.me, from: "203.0.113.9", token: "tok").status == 200)
        }
    }

    @Test func authPaths() {
        #expect(RateLimitMiddleware.isAuthPath("/auth/v1/token"))
        #expect(RateLimitMiddleware.isAuthPath("/auth/v1"))
        #expect(RateLimitMiddleware.isAuthPath("/api/app/v1/auth/precheck"))
        #expect(!RateLimitMiddleware.isAuthPath("/auth/v10/token"))
        #expect(!RateLimitMiddleware.isAuthPath("/api/app/v1/meta"))
    }
}
