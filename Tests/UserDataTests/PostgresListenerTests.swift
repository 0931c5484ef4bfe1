import Core
import Domain
import Foundation
import Synchronization
import Testing
import UserData

/// LISTEN on a connection of its own: notifications arrive after the sender commits, and a connection the server
/// ends is reopened with LISTEN resumed.
struct PostgresListenerTests {
    /// Every event of a listener, collected by a task of its own.
    final class Recorder: Sendable {
        private let events = Mutex<[PostgresListenerEvent]>([])
        private let ended = Mutex(false)

        init(_ listener: PostgresListener) {
            Task { [self] in
                for await event in listener.events() { events.withLock { $0.append(event) } }
                ended.withLock { $0 = true }
            }
        }

        /// The events so far, once there are `count` of them (or after `seconds`).
        func wait(for count: Int, seconds: Double = 15) async throws -> [PostgresListenerEvent] {
            for _ in 0..<Int(seconds * 20) where events.withLock({ $0.count }) < count {
                try await Task.sleep(for: .milliseconds(50))
            }
            return events.withLock { $0 }
        }

        var hasEnded: Bool { ended.withLock { $0 } }
    }

    @Test func notificationsArriveAndSurviveAReconnect() async throws {
        try await TestDatabase.withPool { pool, database in
            let configuration = PostgresConfiguration(connectionString: database.url, applicationName: "quad-listener-test")
            let listener = PostgresListener(configuration: configuration, channels: ["quad_test"], logger: quietLogger())
            let recorder = Recorder(listener)
            #expect(try await recorder.wait(for: 1) == [.listening])

            try await pool.transaction(as: .serviceRole) { db in
                _ = try await db.query("select pg_notify('quad_test', 'inside')")
                _ = try await db.query("select pg_notify('quad_other', 'not ours')")
            }
            #expect(try await recorder.wait(for: 2) == [.listening, .notification(channel: "quad_test", payload: "inside")])

            // The server ends the listening connection: the listener reconnects and says so, then hears again.
            let ended = try await pool.withConnection {
                try await $0.query("""
                    select count(*) as n from (select pg_terminate_backend(pid) from pg_stat_activity
                    where application_name = 'quad-listener-test') t
                    """)
            }.first!.decode(Int.self, column: "n")
            #expect(ended == 1)
            #expect(try await recorder.wait(for: 3).last == .listening)
            _ = try await pool.withConnection { try await $0.query("select pg_notify('quad_test', 'again')") }
            #expect(try await recorder.wait(for: 4).last == .notification(channel: "quad_test", payload: "again"))

            listener.stop()
            for _ in 0..<200 where !recorder.hasEnded { try await Task.sleep(for: .milliseconds(25)) }
            #expect(recorder.hasEnded)
        }
    }
}
