import Core
import Domain
import Foundation
import Testing
@testable import UserData

/// The Postgres fixed-window limiter: counts, refusals with the seconds left, independent buckets, rollover with an
/// injected clock, counters shared between pools, pruning, and a schema the API roles cannot reach.
struct RateLimitTests {
    let rule = RateLimitRule(name: "test", limit: 3, window: .seconds(60))

    @Test func windowsAreAlignedToTheEpoch() {
        let window = RateLimitWindow(containing: utc(2026, 10, 5, 12, 0, 30).addingTimeInterval(0.5), length: 60)
        #expect(window.startDate == utc(2026, 10, 5, 12, 0, 0))
        #expect(window.endDate == utc(2026, 10, 5, 12, 1, 0))
        // 29.5 s left, rounded up.
        #expect(window.secondsRemaining(after: utc(2026, 10, 5, 12, 0, 30).addingTimeInterval(0.5)) == 30)
        let next = RateLimitWindow(containing: utc(2026, 10, 5, 12, 1, 0), length: 60)
        #expect(next.startDate == utc(2026, 10, 5, 12, 1, 0))
        #expect(next.secondsRemaining(after: utc(2026, 10, 5, 12, 1, 0)) == 60)
        // An hour-long window starts on the hour.
        #expect(RateLimitWindow(containing: utc(2026, 10, 5, 12, 59, 59), length: 3600).startDate == utc(2026, 10, 5, 12))
    }

    @Test func allowsTheLimitThenRefusesWithTheSecondsLeft() async throws {
        try await AccountWorld.with { world in
            let clock = TestClock(utc(2026, 10, 5, 12, 0, 10))
            let limiter = PostgresRateLimiter(pool: world.pool, now: { clock.now })
            var decisions: [RateLimitDecision] = []
            for _ in 0..<4 { decisions.append(try await limiter.check(bucket: "ip:203.0.113.9", rule: rule)) }
            #expect(decisions.map(\.allowed) == [true, true, true, false])
            #expect(decisions.map(\.count) == [1, 2, 3, 4])
            #expect(decisions.map(\.remaining) == [2, 1, 0, 0])
            // 12:00:10 → the window ends at 12:01:00.
            #expect(decisions.last?.retryAfter == 50)

            // Other buckets, and the same client under another rule, count on their own.
            #expect(try await limiter.check(bucket: "ip:198.51.100.7", rule: rule).count == 1)
            let other = RateLimitRule(name: "other", limit: 3, window: .seconds(60))
            #expect(try await limiter.check(bucket: "ip:203.0.113.9", rule: other).count == 1)

            // The next window starts afresh.
            clock.set(utc(2026, 10, 5, 12, 1, 0))
            let fresh = try await limiter.check(bucket: "ip:203.0.113.9", rule: rule)
            #expect(fresh.allowed)
            #expect(fresh.count == 1)
            #expect(fresh.retryAfter == 60)
        }
    }

    @Test func countersAreSharedBetweenPools() async throws {
        try await AccountWorld.with { world in
            let clock = TestClock(utc(2026, 10, 5, 12, 0, 0))
            let second = world.database.pool(size: 1)
            let one = PostgresRateLimiter(pool: world.pool, now: { clock.now })
            let two = PostgresRateLimiter(pool: second, now: { clock.now })
            #expect(try await one.check(bucket: "session:s1", rule: rule).count == 1)
            #expect(try await two.check(bucket: "session:s1", rule: rule).count == 2)
            #expect(try await one.check(bucket: "session:s1", rule: rule).count == 3)
            let refused = try await two.check(bucket: "session:s1", rule: rule)
            #expect(!refused.allowed)
            await second.shutdown(within: .seconds(2))
        }
    }

    @Test func endedWindowsArePruned() async throws {
        try await AccountWorld.with { world in
            let clock = TestClock(utc(2026, 10, 5, 12, 0, 0))
            let limiter = PostgresRateLimiter(pool: world.pool, pruneInterval: .seconds(60), now: { clock.now })
            func rows() async throws -> Int {
                try await world.owner("select count(*) from rate_limit.windows")[0].decode(Int.self, at: 0)
            }
            _ = try await limiter.check(bucket: "a", rule: rule)
            _ = try await limiter.check(bucket: "b", rule: rule)
            clock.set(utc(2026, 10, 5, 12, 0, 30))
            _ = try await limiter.check(bucket: "a", rule: rule)
            #expect(try await rows() == 2)
            // 12:01:00: the first check prunes once 60 s have passed since the last prune (at 12:00:00), deleting
            // the 12:00 windows, which ended at 12:01:00.
            clock.set(utc(2026, 10, 5, 12, 1, 0))
            _ = try await limiter.check(bucket: "c", rule: rule)
            #expect(try await rows() == 1)
            let left = try await world.owner("select bucket, window_start from rate_limit.windows")
            #expect(try left[0].decode(String.self, at: 0) == "test:c")
            #expect(try left[0].decode(Date.self, at: 1) == utc(2026, 10, 5, 12, 1, 0))
        }
    }

    @Test func apiRolesCannotReachTheCounters() async throws {
        try await AccountWorld.with { world in
            let person = try await world.user("p@example.com", name: "P")
            for role in [PostgresRole.authenticated(person), .anonymous, .serviceRole] {
                for statement: PostgresQuery in ["select count(*) from rate_limit.windows",
                                                 "delete from rate_limit.windows"] {
                    let error = await #expect(throws: PostgresError.self, "\(role.roleName): \(statement.sql)") {
                        _ = try await world.pool.pipeline(as: role, [statement])
                    }
                    #expect(error?.sqlState == .insufficientPrivilege, "\(role.roleName): \(statement.sql)")
                }
            }
        }
    }

    @Test func longBucketKeysAreHashed() {
        let key = PostgresRateLimiter.key(rule: rule, bucket: String(repeating: "x", count: 300))
        #expect(key.hasPrefix("test:sha256:"))
        #expect(key.count == "test:sha256:".count + 64)
        #expect(PostgresRateLimiter.key(rule: rule, bucket: "ip:1.2.3.4") == "test:ip:1.2.3.4")
    }

    @Test func afterAFailureChecksPauseWithoutTouchingThePool() async throws {
        let pool = PostgresPool(configuration: PostgresConfiguration(
            connectionString: "host=/nonexistent-quad-socket port=1 dbname=none user=none", poolSize: 1,
            acquireTimeout: .seconds(1)), logger: quietLogger())
        let clock = TestClock(utc(2026, 10, 5, 12))
        let limiter = PostgresRateLimiter(pool: pool, pauseAfterFailure: .seconds(5), now: { clock.now })
        await #expect(throws: PostgresError.self) { _ = try await limiter.check(bucket: "a", rule: rule) }
        let leases = pool.statistics.leases
        await #expect(throws: RateLimiterUnavailable.self) { _ = try await limiter.check(bucket: "a", rule: rule) }
        #expect(pool.statistics.leases == leases)
        clock.advance(5)
        await #expect(throws: PostgresError.self) { _ = try await limiter.check(bucket: "a", rule: rule) }
        await pool.shutdown(within: .seconds(1))
    }
}
