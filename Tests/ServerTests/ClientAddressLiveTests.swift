import Foundation
import Server
import TestSupport
import Testing

/// The client address over a real socket, with and without loopback as a trusted proxy: what handlers see and what the
/// per-address connection limit counts.
struct ClientAddressLiveTests {
    private func router() -> Router {
        var router = Router()
        router.get("/remote") { request, _ in .text(request.remoteAddress ?? "none") }
        return router
    }

    private func remote(_ port: Int, forwarded: String?) async throws -> String {
        try await fetch(port, "GET", "/remote", headers: forwarded.map { [("X-Forwarded-For", $0)] } ?? []).text
    }

    @Test func aForwardedAddressCountsOnlyFromATrustedProxy() async throws {
        // No trusted proxies: a spoofed header changes nothing.
        try await withLiveServer(router()) { server in
            let seen1 = try await remote(server.port, forwarded: "198.51.100.7")
            #expect(seen1 == "127.0.0.1")
            let seen2 = try await remote(server.port, forwarded: nil)
            #expect(seen2 == "127.0.0.1")
        }
        // Loopback trusted (the shipped deploy/quad.json): the right-most untrusted hop is the client.
        var trusting = HTTPServerConfiguration()
        trusting.clientAddress = ClientAddressResolver(trustedProxies: try IPNetwork.list("127.0.0.1/32,::1/128"))
        try await withLiveServer(router(), configuration: trusting) { server in
            let seen3 = try await remote(server.port, forwarded: "192.0.2.1, 198.51.100.7")
            #expect(seen3 == "198.51.100.7")
            let seen4 = try await remote(server.port, forwarded: "198.51.100.7, 127.0.0.1")
            #expect(seen4 == "198.51.100.7")
            let seen5 = try await remote(server.port, forwarded: nil)
            #expect(seen5 == "127.0.0.1")
        }
    }

    /// Opens `count` connections, each answering one request, then one more; whether that one was closed unanswered.
    private func extraConnectionRefused(_ port: Int, holding count: Int) async throws -> Bool {
        try await blocking {
            var held: [RawConnection] = []
            for _ in 0..<count {
                let connection = try RawConnection(port: port)
                _ = try connection.request("GET", "/remote")
                held.append(connection)
            }
            let extra = try RawConnection(port: port, timeoutSeconds: 5)
            try? extra.send("GET /remote HTTP/1.1\r\nHost: x\r\n\r\n")
            let refused = extra.isClosedByPeer()
            held.removeAll()
            return refused
        }
    }

    @Test func thePerAddressConnectionLimitLeavesTrustedProxiesAlone() async throws {
        var limited = HTTPServerConfiguration()
        limited.perIPConnectionLimit = 2
        try await withLiveServer(router(), configuration: limited) { server in
            let refused = try await extraConnectionRefused(server.port, holding: 2)
            #expect(refused)
        }
        var trusting = limited
        trusting.clientAddress = ClientAddressResolver(trustedProxies: try IPNetwork.list("127.0.0.1/32"))
        try await withLiveServer(router(), configuration: trusting) { server in
            let refused = try await extraConnectionRefused(server.port, holding: 4)
            #expect(!refused)
        }
    }
}
