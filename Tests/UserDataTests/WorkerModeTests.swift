import Domain
import Foundation
import Server
import Testing
import UserData

/// `quad serve --mode worker` as composed: the Postgres pool and the job worker, which delivers queued mail (the
/// outbox row's mail.deliver job) and stops with the rest.
struct WorkerModeTests {
    @Test func theWorkerModeRunsTheJobWorker() async throws {
        try await TestDatabase.withPool { pool, database in
            _ = try await MigrationRunner(pool: pool, migrations: try Migration.bundled(), logger: quietLogger()).run()
            let mail = FileManager.default.temporaryDirectory.appendingPathComponent("quad-worker-mail-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: mail) }
            let settings = ApplicationSettings(
                modes: [.worker], dataDirectory: TestCluster.repositoryRoot.appendingPathComponent("data/sample"),
                http: HTTPServerConfiguration(host: "127.0.0.1", port: 0), admin: HTTPServerConfiguration(host: "127.0.0.1", port: 0),
                adminToken: "", databaseURL: database.url, databasePoolSize: 2, accessLog: false,
                auth: AuthConfiguration(jwtSecret: "", mailer: "files", mailDirectory: mail.path))
            let app = try await Application.make(settings, logger: quietLogger())
            #expect(app.services.map(\.name) == ["postgres", "jobs"])
            for service in app.services { try await service.start() }
            _ = try await pool.withConnection {
                try await $0.query("""
                    insert into auth.mail_outbox (recipient, subject, body_text, kind)
                    values ('ada@example.com', 'Hello', 'Body', 'test')
                    """)
            }
            var files: [String] = []
            for _ in 0..<200 where files.isEmpty {
                try await Task.sleep(for: .milliseconds(25))
                files = (try? FileManager.default.contentsOfDirectory(atPath: mail.path)) ?? []
            }
            for service in app.services.reversed() { await service.shutdown(within: .seconds(2)) }
            #expect(files.count == 1 && files.first?.hasSuffix("-test.eml") == true)
        }
    }
}
