import Core
import Domain
import Foundation
import Synchronization
import Testing
import UserData

/// A server that goes away and comes back: requests fail fast with a 503 meanwhile, and the same pool recovers by
/// itself. Runs against its own cluster (`scripts/pg-local start outage`) so other suites are not disturbed.
@Suite(.serialized) struct PostgresOutageTests {
    private struct Outcome: Sendable {
        var ok: Bool
        var seconds: Double
        var error: APIError?
    }

    private static func request(_ pool: PostgresPool) async -> Outcome {
        let clock = ContinuousClock()
        let start = clock.now
        var mapped: APIError?
        var ok = false
        do {
            let row = try await pool.query(as: Principal(userID: UUID()), "select current_user::text").first!
            ok = try row.decode(String.self, at: 0) == "authenticated"
        } catch let error as PostgresError {
            mapped = APIError(postgres: error)
        } catch {
            mapped = nil
        }
        let elapsed = clock.now - start
        return Outcome(ok: ok, seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                       error: mapped)
    }

    @Test func requestsFailFastDuringAnOutageAndTheSamePoolRecovers() async throws {
        let url = try TestCluster.pgLocal(["start", "outage"])
        let configuration = PostgresConfiguration(connectionString: url, poolSize: 2, acquireTimeout: .seconds(1))
        let pool = PostgresPool(configuration: configuration, logger: quietLogger())
        // Failing fast means no request outlives one acquire wait plus one connect attempt (libpq's
        // connect_timeout); the slack absorbs a loaded machine, and a hang (the 30 s statement timeout, a lost
        // wake-up) still fails.
        let failFast = Double(configuration.acquireTimeout.components.seconds)
            + Double(configuration.connectTimeoutSeconds) + 1.5
        do {
            try await pool.start()
            let unavailable = APIError.unavailable(APIError.databaseUnavailableMessage, retryAfter: 2)

            // A background stream of requests runs through the whole outage.
            let running = Atomic<Bool>(true)
            let stream = Task {
                var outcomes: [Outcome] = []
                while running.load(ordering: .relaxed) {
                    outcomes.append(await Self.request(pool))
                    try? await Task.sleep(for: .milliseconds(20))
                }
                return outcomes
            }

            for _ in 0..<10 { #expect(await Self.request(pool).ok) }
            let connectsBefore = pool.statistics.connects

            _ = try TestCluster.pgLocal(["stop", "outage"])
            var down: [Outcome] = []
            for _ in 0..<15 {
                down.append(await Self.request(pool))
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(down.allSatisfy { !$0.ok })
            #expect(down.allSatisfy { $0.error == unavailable })
            #expect(down.allSatisfy { $0.seconds < failFast }, "slowest failure: \(down.map(\.seconds).max() ?? 0) s")

            _ = try TestCluster.pgLocal(["start", "outage"])
            let clock = ContinuousClock()
            let deadline = clock.now + .seconds(15)
            var recovered = false
            while !recovered, clock.now < deadline {
                recovered = await Self.request(pool).ok
                if !recovered { try await Task.sleep(for: .milliseconds(100)) }
            }
            #expect(recovered)
            for _ in 0..<10 { #expect(await Self.request(pool).ok) }
            #expect(pool.statistics.connects > connectsBefore)

            running.store(false, ordering: .relaxed)
            let background = await stream.value
            let failures = background.filter { !$0.ok }
            #expect(background.contains { $0.ok })
            #expect(failures.allSatisfy { $0.error == unavailable })
            #expect(failures.allSatisfy { $0.seconds < failFast }, "slowest background failure: \(failures.map(\.seconds).max() ?? 0) s")
            #expect(background.last?.ok == true)

            await pool.shutdown(within: .seconds(2))
            _ = try? TestCluster.pgLocal(["stop", "outage"])
        } catch {
            await pool.shutdown(within: .seconds(2))
            _ = try? TestCluster.pgLocal(["stop", "outage"])
            throw error
        }
    }
}
