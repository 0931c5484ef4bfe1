import Core
import Domain
import Foundation
import Jobs
@testable import Main
import Server
import Testing

/// The `worker` mode's service list: the Postgres pool, then the job worker with every kind and schedule of
/// `WorkerJobs`; nothing without a database. (Composing connects to nothing; the worker's behaviour against
/// Postgres is covered by UserDataTests' Job*Tests, and `scripts/auth-client-test` reads mail the worker sent.)
struct WorkerModeCompositionTests {
    private func settings(modes: Set<ApplicationSettings.Mode>, databaseURL: String?) -> ApplicationSettings {
        var settings = ApplicationSettings(
            modes: modes, dataDirectory: ApplicationTests.repoRoot.appendingPathComponent("data/sample"),
            http: HTTPServerConfiguration(host: "127.0.0.1", port: 0), admin: HTTPServerConfiguration(host: "127.0.0.1", port: 0),
            adminToken: "", databaseURL: databaseURL, accessLog: false)
        settings.worker = JobWorkerConfiguration(concurrency: 2, workerID: "composed")
        settings.cadences = WorkerJobs.Cadences(cleanup: .daily(hour: 5, minute: 30), sweep: .daily(hour: 2, minute: 0),
                                                digests: .daily(hour: 14, minute: 15))
        return settings
    }

    @Test func theWorkerModeRunsThePoolThenTheJobWorker() async throws {
        let app = try await Application.make(settings(modes: [.worker], databaseURL: "host=/nonexistent dbname=quad"),
                                             logger: Logger(label: "test", sink: .capturing()))
        #expect(app.services.map(\.name) == ["postgres", "publish", "jobs"])
        let worker = try #require(app.services.last as? JobWorker)
        #expect(worker.registry.kinds == ["accounts.sweep", "digests.daily", "digests.send", "jobs.cleanup", "mail.deliver"])
        #expect(worker.scheduler.schedules.map(\.name) == ["jobs.cleanup", "accounts.sweep", "digests.daily"])
        #expect(worker.scheduler.schedules.map(\.cadence) == [.daily(hour: 5, minute: 30), .daily(hour: 2, minute: 0),
                                                               .daily(hour: 14, minute: 15)])
        #expect(worker.configuration.concurrency == 2 && worker.configuration.workerID == "composed")
    }

    @Test func allModesPutTheWorkerBetweenThePoolAndTheListeners() async throws {
        let app = try await Application.make(settings(modes: [.api, .worker, .admin], databaseURL: "host=/nonexistent dbname=quad"),
                                             logger: Logger(label: "test", sink: .capturing()))
        // The publish follower starts after the pool and before anything that serves the snapshot.
        #expect(app.services.map(\.name) == ["postgres", "publish", "jobs", "api", "admin"])
    }

    @Test func withoutADatabaseTheWorkerModeRunsNothing() async throws {
        let app = try await Application.make(settings(modes: [.worker], databaseURL: nil),
                                             logger: Logger(label: "test", sink: .capturing()))
        #expect(app.services.isEmpty)
    }
}
