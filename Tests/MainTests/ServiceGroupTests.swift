import Core
import Domain
@testable import Main
import Synchronization
import Testing

/// The service group: start order, reverse stop order, start-up failure, a shutdown requested early, and a service
/// that fails or stops on its own while the others run.
struct ServiceGroupTests {
    final class Journal: Sendable {
        private let entries = Mutex<[String]>([])
        func add(_ s: String) { entries.withLock { $0.append(s) } }
        var all: [String] { entries.withLock { $0 } }
    }

    /// TEST DOUBLE: a service that records its start and stop; it can fail at start, or stop by itself (throwing
    /// or not) once `stopOnItsOwn` opens, and it can take a while to drain.
    struct Recorder: Service {
        let name: String
        let journal: Journal
        var fails = false
        var stopOnItsOwn: Event?
        var throwsWhenStopping = false
        var drain: Duration = .zero
        func run() async throws {
            journal.add("start \(name)")
            if fails { throw ConfigurationError(description: "\(name) failed") }
            if let stopOnItsOwn {
                _ = GracefulShutdown.started()
                await stopOnItsOwn.wait()
                journal.add("ended \(name)")
                if throwsWhenStopping { throw ConfigurationError(description: "\(name) broke") }
                return
            }
            await GracefulShutdown.wait()
            try? await Task.sleep(for: drain)
            journal.add("stop \(name)")
        }
    }

    private func group(_ services: [any Service]) -> ServiceGroup {
        ServiceGroup(services: services, grace: .seconds(1), hardLimit: .seconds(30),
                     logger: Logger(label: "test", sink: .capturing()))
    }

    @Test func startsInOrderAndStopsInReverse() async throws {
        let journal = Journal()
        let g = group(["db", "dataset", "http"].map { Recorder(name: $0, journal: journal) })
        async let run: Void = g.run()
        while journal.all.count < 3 { try await Task.sleep(for: .milliseconds(5)) }
        await g.triggerShutdown()
        try await run
        #expect(journal.all == ["start db", "start dataset", "start http", "stop http", "stop dataset", "stop db"])
    }

    @Test func aFailedStartStopsWhatStarted() async throws {
        let journal = Journal()
        let g = group([Recorder(name: "db", journal: journal), Recorder(name: "http", journal: journal, fails: true),
                       Recorder(name: "never", journal: journal)])
        await #expect(throws: ConfigurationError.self) { try await g.run() }
        #expect(journal.all == ["start db", "start http", "stop db"])
    }

    @Test func aShutdownRequestedBeforeRunIsHonoured() async throws {
        let journal = Journal()
        let g = group([Recorder(name: "a", journal: journal), Recorder(name: "b", journal: journal)])
        await g.triggerShutdown()
        try await g.run()
        #expect(journal.all == [])
    }
}

extension ServiceGroupTests {
    @Test func eachServiceIsStoppedOnlyAfterTheOneAfterItHasStopped() async throws {
        let journal = Journal()
        let g = group([Recorder(name: "db", journal: journal), Recorder(name: "http", journal: journal, drain: .milliseconds(200))])
        async let run: Void = g.run()
        while journal.all.count < 2 { try await Task.sleep(for: .milliseconds(5)) }
        await g.triggerShutdown()
        try await run
        #expect(journal.all == ["start db", "start http", "stop http", "stop db"])
    }

    @Test func aServiceThatFailsWhileRunningStopsTheRestAndTheGroupThrows() async throws {
        let journal = Journal()
        let breaks = Event()
        let g = group([Recorder(name: "db", journal: journal),
                       Recorder(name: "worker", journal: journal, stopOnItsOwn: breaks, throwsWhenStopping: true),
                       Recorder(name: "http", journal: journal)])
        let run = Task { try await g.run() }
        while journal.all.count < 3 { try await Task.sleep(for: .milliseconds(5)) }
        breaks.signal()
        await #expect(throws: ConfigurationError.self) { try await run.value }
        #expect(journal.all == ["start db", "start worker", "start http", "ended worker", "stop http", "stop db"])
    }

    @Test func aServiceThatReturnsOnItsOwnStopsTheRestAndTheGroupThrows() async throws {
        let journal = Journal()
        let ends = Event()
        let g = group([Recorder(name: "db", journal: journal), Recorder(name: "http", journal: journal, stopOnItsOwn: ends)])
        let run = Task { try await g.run() }
        while journal.all.count < 2 { try await Task.sleep(for: .milliseconds(5)) }
        ends.signal()
        await #expect(throws: ServiceGroupError.self) { try await run.value }
        #expect(journal.all == ["start db", "start http", "ended http", "stop db"])
    }
}
