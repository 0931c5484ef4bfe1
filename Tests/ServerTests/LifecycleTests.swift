import Core
import Domain
import Foundation
import Glibc
import QuadAPIModels
import Server
import TestSupport
import Testing

/// Connection limits and graceful shutdown, over real sockets.
struct LifecycleTests {
    private func slowRouter(entered: Box<Bool>, gate: Box<Bool>) -> Router {
        var router = Router()
        router.get("/slow") { _, _ in
            entered.set(true)
            while !gate.get { try? await Task.sleep(for: .milliseconds(5)) }
            return .text("done")
        }
        router.get("/fast") { _, _ in .text("fast") }
        return router
    }

    private func startServer(_ router: Router, configure: (inout HTTPServerConfiguration) -> Void = { _ in }) throws -> HTTPServer {
        var configuration = HTTPServerConfiguration(host: "127.0.0.1", port: 0)
        configure(&configuration)
        let server = HTTPServer(configuration: configuration, responder: router.build(), logger: quietLogger())
        try server.start()
        return server
    }

    /// Waits (bounded) until `condition` holds.
    private func eventually(_ condition: @Sendable () async -> Bool) async -> Bool {
        for _ in 0..<1000 {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    private func connectionRefused(_ port: Int) async -> Bool {
        (try? await blocking { _ = try RawConnection(port: port) }) == nil
    }

    @Test func gracefulShutdownFinishesTheRequestInFlight() async throws {
        let entered = Box(false)
        let gate = Box(false)
        let server = try startServer(slowRouter(entered: entered, gate: gate))
        let port = server.port
        // An idle keep-alive connection that asks again after shutdown began.
        let idle = try await blocking { () -> Int32 in
            let connection = try RawConnection(port: port)
            let first = try connection.request("GET", "/fast")
            #expect(first.status == 200)
            return dup(connection.fd)
        }
        defer { close(idle) }
        let slow = Task { try await fetch(port, "GET", "/slow") }
        #expect(await eventually { entered.get })
        let shutdown = Task { await server.shutdown(within: .seconds(60)) }
        #expect(await eventually { await connectionRefused(port) }, "new connections are refused once shutdown starts")
        let onIdle = try await blocking { () -> RawResponse in
            let text = "GET /fast HTTP/1.1\r\nHost: x\r\n\r\n"
            _ = text.withCString { Glibc.send(idle, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
            var bytes = [UInt8](repeating: 0, count: 4096)
            let count = recv(idle, &bytes, bytes.count, 0)
            let head = String(decoding: bytes[0..<max(0, count)], as: UTF8.self)
            let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
            return RawResponse(status: status, headers: head.contains("Connection: close") ? [("Connection", "close")] : [],
                               body: [])
        }
        #expect(onIdle.status == 503)
        #expect(onIdle.header("Connection") == "close")
        gate.set(true)
        let response = try await slow.value
        #expect(response.status == 200)
        #expect(response.text == "done")
        await shutdown.value
        #expect(await connectionRefused(port))
    }

    @Test func shutdownGraceRunsOutWith503() async throws {
        let entered = Box(false)
        let gate = Box(false)
        let server = try startServer(slowRouter(entered: entered, gate: gate))
        let port = server.port
        let slow = Task { try await fetch(port, "GET", "/slow") }
        #expect(await eventually { entered.get })
        await server.shutdown(within: .milliseconds(50))
        let response = try await slow.value
        #expect(response.status == 503)
        #expect(envelope(response.body)?.error.code == "unavailable")
        gate.set(true)
        // A second shutdown returns at once.
        await server.shutdown(within: .seconds(1))
    }

    @Test func connectionsOverTheLimitAreClosed() async throws {
        let server = try startServer(slowRouter(entered: Box(false), gate: Box(true))) { $0.connectionLimit = 3 }
        let port = server.port
        let outcome = try await blocking { () -> ([Int], [Bool], Int) in
            var held: [RawConnection] = []
            var statuses: [Int] = []
            for _ in 0..<3 {
                let connection = try RawConnection(port: port)
                statuses.append(try connection.request("GET", "/fast").status)
                held.append(connection)
            }
            var extrasClosed: [Bool] = []
            for _ in 0..<2 {
                let extra = try RawConnection(port: port, timeoutSeconds: 5)
                try? extra.send("GET /fast HTTP/1.1\r\nHost: x\r\n\r\n")
                extrasClosed.append(extra.isClosedByPeer())
            }
            held.removeAll()
            var later = 0
            for _ in 0..<500 {
                if let connection = try? RawConnection(port: port),
                   let response = try? connection.request("GET", "/fast", close: true) {
                    later = response.status
                    break
                }
                usleep(10_000)
            }
            return (statuses, extrasClosed, later)
        }
        #expect(outcome.0 == [200, 200, 200])
        #expect(outcome.1 == [true, true])
        #expect(outcome.2 == 200)
        await server.shutdown(within: .seconds(2))
    }

    @Test func startTwiceFails() async throws {
        let server = try startServer(Router())
        #expect(throws: HTTPServerError.self) { try server.start() }
        await server.shutdown(within: .seconds(1))
    }

    @Test func badHostFails() {
        let server = HTTPServer(configuration: HTTPServerConfiguration(host: "not-an-ip", port: 0), responder: Router().build(),
                                logger: quietLogger())
        #expect(throws: HTTPServerError.self) { try server.start() }
    }
}
