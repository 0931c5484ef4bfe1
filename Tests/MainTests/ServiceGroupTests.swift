import Domain
@testable import Main
import Synchronization
import Testing

/// The service group: start order, reverse stop order, start-up failure, and a shutdown requested early.
struct ServiceGroupTests {
    final class Journal: Sendable {
        private let entries = Mutex<[String]>([])
        func add(_ s: String) { entries.withLock { $0.append(s) } }
        var all: [String] { entries.withLock { $0 } }
    }

    struct Recorder: Service {
        let name: String
        let journal: Journal
        var fails = false
        func start() async throws {
            journal.add("start \(name)")
            if fails { throw ConfigurationError(description: "\(name) failed") }
        }
        func shutdown(within grace: Duration) async { journal.add("stop \(name)") }
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
